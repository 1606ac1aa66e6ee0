package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.RewritePattern;

/**
 * The patterns a conversion tries on an op, in MLIR's order for legalization (its
 * OperationLegalizer cost model): a pattern rooted at an always legal op is never tried, nor one
 * whose generated ops can never become legal; the others are tried by fewest steps to legal ops
 * (the legalization depth, from {@link RewritePattern#getGeneratedOps}), then by benefit. Op-
 * specific patterns and patterns on any op are then merged by benefit, as the greedy driver does.
 */
final class LegalizationPatterns {
  private static final Comparator<RewritePattern> BY_BENEFIT =
      Comparator.comparingInt(RewritePattern::getBenefit).reversed();

  /** Each pattern's rank in its list (higher first); patterns without one are never tried. */
  private final Map<RewritePattern, Integer> rank = new IdentityHashMap<>();
  /** Patterns rooted at one op name, and those on any op or an interface, by benefit then insertion. */
  private final Map<String, List<RewritePattern>> byRoot = new HashMap<>();
  private final List<RewritePattern> interfaceRooted = new ArrayList<>();
  private final List<RewritePattern> anyOp = new ArrayList<>();
  private final Map<String, List<RewritePattern>> cache = new HashMap<>();

  LegalizationPatterns(ConversionTarget target, FrozenPatternSet patterns) {
    List<RewritePattern> all = new ArrayList<>(patterns.getPatterns());
    List<RewritePattern> sorted = new ArrayList<>(all);
    sorted.sort(BY_BENEFIT);
    for (RewritePattern p : sorted) {
      if (p.getRootName() != null) {
        byRoot.computeIfAbsent(p.getRootName(), k -> new ArrayList<>()).add(p);
      } else {
        (p.hasInterfaceRoot() ? interfaceRooted : anyOp).add(p);
      }
    }
    Map<String, List<RewritePattern>> legalizer = new LinkedHashMap<>();
    List<RewritePattern> anyOpLegalizer = new ArrayList<>();
    buildLegalizationGraph(target, all, legalizer, anyOpLegalizer);
    Map<String, Integer> minDepth = new HashMap<>();
    for (String op : new ArrayList<>(legalizer.keySet())) {
      opDepth(op, minDepth, legalizer);
    }
    if (!anyOpLegalizer.isEmpty()) {
      sortByDepth(anyOpLegalizer, minDepth, legalizer);
    }
    for (List<RewritePattern> list : legalizer.values()) {
      rankIn(list);
    }
    rankIn(anyOpLegalizer);
  }

  private void rankIn(List<RewritePattern> list) {
    for (int i = 0; i < list.size(); i++) {
      rank.put(list.get(i), list.size() - i);
    }
  }

  /**
   * MLIR's buildLegalizationGraph: the patterns of each op that may lead to legal ops. A pattern
   * qualifies when each op it generates is legal, dynamically legal, or has a qualifying pattern
   * itself; with any pattern on any op, every pattern of an op that is not always legal does.
   */
  private static void buildLegalizationGraph(ConversionTarget target, List<RewritePattern> all,
      Map<String, List<RewritePattern>> legalizer, List<RewritePattern> anyOpLegalizer) {
    Map<String, Set<String>> parentOps = new HashMap<>();
    Map<String, List<RewritePattern>> invalid = new HashMap<>();
    List<RewritePattern> worklist = new ArrayList<>();
    Set<RewritePattern> queued = Collections.newSetFromMap(new IdentityHashMap<>());
    for (RewritePattern p : all) {
      String root = p.getRootName();
      if (root == null) {
        anyOpLegalizer.add(p);
        continue;
      }
      if (target.getOpAction(root) == LegalizationAction.LEGAL) {
        continue;
      }
      invalid.computeIfAbsent(root, k -> new ArrayList<>()).add(p);
      for (String g : p.getGeneratedOps()) {
        parentOps.computeIfAbsent(g, k -> new HashSet<>()).add(root);
      }
      if (queued.add(p)) {
        worklist.add(p);
      }
    }
    if (!anyOpLegalizer.isEmpty()) {
      for (RewritePattern p : worklist) {
        legalizer.computeIfAbsent(p.getRootName(), k -> new ArrayList<>()).add(p);
      }
      return;
    }
    while (!worklist.isEmpty()) {
      RewritePattern p = worklist.remove(worklist.size() - 1);
      queued.remove(p);
      boolean blocked = false;
      for (String g : p.getGeneratedOps()) {
        LegalizationAction action = target.getOpAction(g);
        if (!legalizer.containsKey(g) && (action == null || action == LegalizationAction.ILLEGAL)) {
          blocked = true;
          break;
        }
      }
      if (blocked) {
        continue;
      }
      legalizer.computeIfAbsent(p.getRootName(), k -> new ArrayList<>()).add(p);
      invalid.get(p.getRootName()).remove(p);
      for (String parent : parentOps.getOrDefault(p.getRootName(), Set.of())) {
        for (RewritePattern q : invalid.getOrDefault(parent, List.of())) {
          if (queued.add(q)) {
            worklist.add(q);
          }
        }
      }
    }
  }

  /** The fewest steps from ops named {@code op} to legal ops (0: legal, no pattern needed). */
  private static int opDepth(String op, Map<String, Integer> minDepth, Map<String, List<RewritePattern>> legalizer) {
    Integer known = minDepth.get(op);
    if (known != null) {
      return known;
    }
    List<RewritePattern> patterns = legalizer.get(op);
    if (patterns == null || patterns.isEmpty()) {
      return 0;
    }
    minDepth.put(op, Integer.MAX_VALUE); // on a cycle, the op is not reached again
    int depth = sortByDepth(patterns, minDepth, legalizer);
    minDepth.put(op, depth);
    return depth;
  }

  /** Sorts {@code patterns} by depth, then benefit (stable); returns the least depth. */
  private static int sortByDepth(List<RewritePattern> patterns, Map<String, Integer> minDepth,
      Map<String, List<RewritePattern>> legalizer) {
    Map<RewritePattern, Integer> depths = new IdentityHashMap<>();
    int min = Integer.MAX_VALUE;
    for (RewritePattern p : patterns) {
      int depth = 1;
      for (String g : p.getGeneratedOps()) {
        int d = opDepth(g, minDepth, legalizer);
        depth = Math.max(depth, d == Integer.MAX_VALUE ? d : d + 1);
      }
      depths.put(p, depth);
      min = Math.min(min, depth);
    }
    if (patterns.size() > 1) {
      patterns.sort(Comparator.comparingInt((RewritePattern p) -> depths.get(p)).thenComparing(BY_BENEFIT));
    }
    return min;
  }

  /** The patterns to try on {@code op}, in order. */
  List<RewritePattern> forOp(Operation op) {
    return cache.computeIfAbsent(op.getName(), name -> {
      List<RewritePattern> specific = new ArrayList<>();
      for (RewritePattern p : byRoot.getOrDefault(name, List.of())) {
        if (rank.containsKey(p)) {
          specific.add(p);
        }
      }
      for (RewritePattern p : interfaceRooted) {
        if (rank.containsKey(p) && p.mayMatch(op.getDef())) {
          specific.add(p);
        }
      }
      specific.sort(BY_BENEFIT);
      Comparator<RewritePattern> byRank = Comparator.comparingInt((RewritePattern p) -> rank.get(p)).reversed();
      specific.sort(byRank);
      List<RewritePattern> any = new ArrayList<>();
      for (RewritePattern p : anyOp) {
        if (rank.containsKey(p)) {
          any.add(p);
        }
      }
      any.sort(byRank);
      List<RewritePattern> r = new ArrayList<>(specific.size() + any.size());
      int i = 0;
      int j = 0;
      while (i < specific.size() || j < any.size()) {
        if (j >= any.size() || (i < specific.size() && specific.get(i).getBenefit() >= any.get(j).getBenefit())) {
          r.add(specific.get(i++));
        } else {
          r.add(any.get(j++));
        }
      }
      return List.copyOf(r);
    });
  }
}
