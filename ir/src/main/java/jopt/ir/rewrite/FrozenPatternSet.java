package jopt.ir.rewrite;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import jopt.ir.Operation;

/**
 * Patterns indexed by root op name and ordered by benefit, ready for matching (MLIR's
 * FrozenRewritePatternSet with the PatternApplicator's cost model). Immutable; shareable.
 */
public final class FrozenPatternSet {
  private final Map<String, List<RewritePattern>> byRoot = new HashMap<>();
  private final List<RewritePattern> anyOp = new ArrayList<>();
  /** Patterns standing for MLIR's op-interface patterns, in insertion order. */
  private final List<RewritePattern> interfaceRooted = new ArrayList<>();
  private final Map<RewritePattern, Integer> order = new java.util.IdentityHashMap<>();
  /** Per op name: its own patterns merged with the interface ones that may match it. */
  private final Map<String, List<RewritePattern>> merged = new java.util.concurrent.ConcurrentHashMap<>();

  public FrozenPatternSet(Collection<RewritePattern> patterns, Predicate<RewritePattern> keep) {
    for (RewritePattern p : patterns) {
      if (!keep.test(p)) {
        continue;
      }
      order.put(p, order.size());
      if (p.getRootName() == null) {
        (p.hasInterfaceRoot() ? interfaceRooted : anyOp).add(p);
      } else {
        byRoot.computeIfAbsent(p.getRootName(), k -> new ArrayList<>()).add(p);
      }
    }
    Comparator<RewritePattern> byBenefit = Comparator.comparingInt(RewritePattern::getBenefit).reversed();
    anyOp.sort(byBenefit);
    for (List<RewritePattern> l : byRoot.values()) {
      l.sort(byBenefit);
    }
  }

  public FrozenPatternSet(Collection<RewritePattern> patterns) {
    this(patterns, p -> true);
  }

  /** The op-specific patterns of {@code op}: its name's and the matching interface ones, by benefit then insertion. */
  private List<RewritePattern> specificPatterns(Operation op) {
    List<RewritePattern> own = byRoot.getOrDefault(op.getName(), List.of());
    if (interfaceRooted.isEmpty()) {
      return own;
    }
    return merged.computeIfAbsent(op.getName(), name -> {
      List<RewritePattern> r = new ArrayList<>(own);
      for (RewritePattern p : interfaceRooted) {
        if (p.mayMatch(op.getDef())) {
          r.add(p);
        }
      }
      r.sort(Comparator.comparingInt((RewritePattern p) -> p.getBenefit()).reversed()
          .thenComparingInt(order::get));
      return List.copyOf(r);
    });
  }

  /** Every kept pattern, in the order it was added. */
  public List<RewritePattern> getPatterns() {
    RewritePattern[] all = new RewritePattern[order.size()];
    order.forEach((p, i) -> all[i] = p);
    return List.of(all);
  }

  /** Whether some pattern may apply to ops named {@code opName}, defined by {@code def}. */
  public boolean mayMatch(String opName, jopt.ir.OpDefinition def) {
    if (byRoot.containsKey(opName)) {
      return true;
    }
    for (RewritePattern p : interfaceRooted) {
      if (p.mayMatch(def)) {
        return true;
      }
    }
    for (RewritePattern p : anyOp) {
      if (p.mayMatch(def)) {
        return true;
      }
    }
    return false;
  }

  /** Tries the patterns for {@code op} by decreasing benefit; true when one applied. */
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    List<RewritePattern> specific = specificPatterns(op);
    int i = 0;
    int j = 0;
    while (i < specific.size() || j < anyOp.size()) {
      RewritePattern p;
      if (j >= anyOp.size()
          || (i < specific.size() && specific.get(i).getBenefit() >= anyOp.get(j).getBenefit())) {
        p = specific.get(i++);
      } else {
        p = anyOp.get(j++);
      }
      rewriter.setInsertionPoint(op); // as MLIR's PatternApplicator: each pattern starts at the op
      if (p.matchAndRewrite(op, rewriter)) {
        return true;
      }
    }
    return false;
  }
}
