package jopt.ir;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Dominance between values, ops and blocks, with per-region dominator trees computed lazily
 * (Cooper-Harvey-Kennedy over reverse post-order). Single-block regions need no tree.
 */
public final class DominanceInfo {
  private final Map<Region, RegionDom> trees = new IdentityHashMap<>();

  /**
   * The blocks of {@code region} reachable from its entry, in depth-first preorder of their
   * successors (the first successor first): an order in which a block comes after a dominator.
   */
  public static List<Block> reachableBlocksPreorder(Region region) {
    List<Block> order = new ArrayList<>();
    if (region.isEmpty()) {
      return order;
    }
    Set<Block> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Block> stack = new ArrayDeque<>();
    stack.push(region.getBlocks().get(0));
    while (!stack.isEmpty()) {
      Block b = stack.pop();
      if (!seen.add(b)) {
        continue;
      }
      order.add(b);
      List<Block> succs = b.getSuccessors();
      for (int i = succs.size() - 1; i >= 0; i--) {
        if (!seen.contains(succs.get(i))) {
          stack.push(succs.get(i));
        }
      }
    }
    return order;
  }

  /** Whether {@code value} is available at {@code user} (MLIR's properlyDominates(Value, Operation)). */
  public boolean properlyDominates(Value value, Operation user) {
    Block defBlock = value.getParentBlock();
    if (defBlock == null) {
      return false;
    }
    Region region = defBlock.getParent();
    Operation ancestor = region == null ? null : region.findAncestorOpInRegion(user);
    if (ancestor == null) {
      return false;
    }
    if (!hasSSADominance(region)) {
      return true;
    }
    if (value instanceof OpResult r) {
      Operation def = r.getOwner();
      if (ancestor.getBlock() == defBlock) {
        return def != ancestor && def.isBeforeInBlock(ancestor);
      }
      return dominates(defBlock, ancestor.getBlock());
    }
    return ancestor.getBlock() == defBlock || dominates(defBlock, ancestor.getBlock());
  }

  /** Whether op {@code a} properly dominates op {@code b}. */
  public boolean properlyDominates(Operation a, Operation b) {
    Block ab = a.getBlock();
    if (ab == null) {
      return false;
    }
    Operation ancestor = ab.getParent().findAncestorOpInRegion(b);
    if (ancestor == null) {
      return false;
    }
    if (ancestor.getBlock() == ab) {
      return a != ancestor && a.isBeforeInBlock(ancestor);
    }
    return dominates(ab, ancestor.getBlock());
  }

  /**
   * MLIR's dominates(Block, Block): {@code a == b}, or {@link #properlyDominates(Block, Block)}.
   * Unreachable blocks are dominated by all.
   */
  public boolean dominates(Block a, Block b) {
    return a == b || properlyDominates(a, b);
  }

  /**
   * MLIR's properlyDominates(Block, Block): for blocks of different regions, {@code b} stands for
   * its ancestor block in {@code a}'s region (none: false; {@code a} itself: true); a block
   * properly dominates itself only in a region without SSA dominance.
   */
  public boolean properlyDominates(Block a, Block b) {
    if (a == b) {
      return !hasSSADominance(a.getParent());
    }
    Region r = a.getParent();
    if (r != b.getParent()) {
      b = ancestorBlockIn(r, b);
      if (b == null) {
        return false;
      }
      if (a == b) {
        return true;
      }
    }
    if (r.hasOneBlock()) {
      return false;
    }
    return trees.computeIfAbsent(r, RegionDom::new).dominates(a, b);
  }

  /**
   * MLIR's findNearestCommonDominator(Block, Block): both blocks are first replaced by their
   * ancestors in the innermost region holding both (none: null). Null when either is null, and,
   * where MLIR's dominator tree has no node (jopt's guard), when either is unreachable.
   */
  public Block findNearestCommonDominator(Block a, Block b) {
    if (a == null || b == null) {
      return null;
    }
    if (a == b) {
      return a;
    }
    Region common = commonRegion(a, b);
    if (common == null) {
      return null;
    }
    a = ancestorBlockIn(common, a);
    b = ancestorBlockIn(common, b);
    if (a == b) {
      return a;
    }
    if (a == common.front() || b == common.front()) {
      return common.front();
    }
    return trees.computeIfAbsent(common, RegionDom::new).nearestCommonDominator(a, b);
  }

  /** The immediate dominator of {@code b} in its region; null for an entry or unreachable block. */
  public Block getImmediateDominator(Block b) {
    Region r = b.getParent();
    if (b.isEntryBlock() || r.hasOneBlock()) {
      return null;
    }
    return trees.computeIfAbsent(r, RegionDom::new).idom(b);
  }

  /** Whether {@code b} is reachable from the entry block of its region (entry blocks are). */
  public boolean isReachableFromEntry(Block b) {
    Region r = b.getParent();
    return b.isEntryBlock() || r.hasOneBlock() || trees.computeIfAbsent(r, RegionDom::new).rpoIndex.containsKey(b);
  }

  /** The block of {@code region} that holds {@code b} (itself or an ancestor), or null. */
  private static Block ancestorBlockIn(Region region, Block b) {
    while (b != null && b.getParent() != region) {
      Operation parent = b.getParentOp();
      b = parent == null ? null : parent.getBlock();
    }
    return b;
  }

  /** The innermost region that holds both blocks (at any depth), or null. */
  private static Region commonRegion(Block a, Block b) {
    java.util.Set<Region> ancestors = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (Block x = a; x != null; ) {
      ancestors.add(x.getParent());
      Operation parent = x.getParentOp();
      x = parent == null ? null : parent.getBlock();
    }
    for (Block y = b; y != null; ) {
      if (ancestors.contains(y.getParent())) {
        return y.getParent();
      }
      Operation parent = y.getParentOp();
      y = parent == null ? null : parent.getBlock();
    }
    return null;
  }

  /**
   * The dominator tree of a region as children lists (blocks reachable from the entry, in
   * reverse post-order); the entry block is the root.
   */
  public Map<Block, List<Block>> dominatorTreeChildren(Region r) {
    Map<Block, List<Block>> children = new IdentityHashMap<>();
    if (r.isEmpty()) {
      return children;
    }
    if (r.hasOneBlock()) {
      children.put(r.front(), List.of());
      return children;
    }
    RegionDom dom = trees.computeIfAbsent(r, RegionDom::new);
    for (Block b : dom.rpo) {
      children.put(b, new ArrayList<>());
    }
    for (int i = 1; i < dom.rpo.size(); i++) {
      if (dom.idom[i] >= 0) {
        children.get(dom.rpo.get(dom.idom[i])).add(dom.rpo.get(i));
      }
    }
    return children;
  }

  /** MLIR's rule: regions of unregistered ops and graph regions impose no dominance. */
  public static boolean hasSSADominance(Region region) {
    Operation parent = region.getParentOp();
    return parent == null
        || (parent.isRegistered() && !parent.hasTrait(Traits.HasOnlyGraphRegion.class));
  }

  /** Forgets cached trees, after the CFG of a region changed. */
  public void invalidate() {
    trees.clear();
  }

  private static final class RegionDom {
    private final Map<Block, Integer> rpoIndex = new HashMap<>();
    private final int[] idom;
    private final List<Block> rpo;

    RegionDom(Region r) {
      rpo = reversePostOrder(r.front());
      for (int i = 0; i < rpo.size(); i++) {
        rpoIndex.put(rpo.get(i), i);
      }
      idom = new int[rpo.size()];
      java.util.Arrays.fill(idom, -1);
      idom[0] = 0;
      List<List<Integer>> preds = new ArrayList<>();
      for (int i = 0; i < rpo.size(); i++) {
        preds.add(new ArrayList<>());
      }
      for (int i = 0; i < rpo.size(); i++) {
        for (Block s : rpo.get(i).getSuccessors()) {
          Integer si = rpoIndex.get(s);
          if (si != null) {
            preds.get(si).add(i);
          }
        }
      }
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int b = 1; b < rpo.size(); b++) {
          int newIdom = -1;
          for (int p : preds.get(b)) {
            if (idom[p] == -1) {
              continue;
            }
            newIdom = newIdom == -1 ? p : intersect(p, newIdom);
          }
          if (newIdom != idom[b]) {
            idom[b] = newIdom;
            changed = true;
          }
        }
      }
    }

    private int intersect(int a, int b) {
      while (a != b) {
        while (a > b) {
          a = idom[a];
        }
        while (b > a) {
          b = idom[b];
        }
      }
      return a;
    }

    /** The immediate dominator of a non-entry block, or null when it is unreachable. */
    Block idom(Block b) {
      Integer bi = rpoIndex.get(b);
      return bi == null || bi == 0 || idom[bi] < 0 ? null : rpo.get(idom[bi]);
    }

    /** The nearest common dominator of two blocks of the region; null if either is unreachable. */
    Block nearestCommonDominator(Block a, Block b) {
      Integer ai = rpoIndex.get(a);
      Integer bi = rpoIndex.get(b);
      return ai == null || bi == null ? null : rpo.get(intersect(ai, bi));
    }

    boolean dominates(Block a, Block b) {
      Integer bi = rpoIndex.get(b);
      if (bi == null) {
        return true;
      }
      Integer ai = rpoIndex.get(a);
      if (ai == null) {
        return false;
      }
      int x = bi;
      while (true) {
        if (x == ai) {
          return true;
        }
        if (x == 0) {
          return false;
        }
        x = idom[x];
      }
    }

    private static List<Block> reversePostOrder(Block entry) {
      List<Block> post = new ArrayList<>();
      Map<Block, Boolean> seen = new IdentityHashMap<>();
      // Iterative DFS: stack of (block, next successor index).
      List<Block> stack = new ArrayList<>();
      List<Integer> next = new ArrayList<>();
      stack.add(entry);
      next.add(0);
      seen.put(entry, true);
      while (!stack.isEmpty()) {
        int top = stack.size() - 1;
        Block b = stack.get(top);
        List<Block> succ = b.getSuccessors();
        int i = next.get(top);
        if (i < succ.size()) {
          next.set(top, i + 1);
          Block s = succ.get(i);
          if (seen.put(s, true) == null) {
            stack.add(s);
            next.add(0);
          }
        } else {
          post.add(b);
          stack.remove(top);
          next.remove(top);
        }
      }
      java.util.Collections.reverse(post);
      return post;
    }
  }
}
