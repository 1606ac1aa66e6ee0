package jopt.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Dominance between values, ops and blocks, with per-region dominator trees computed lazily
 * (Cooper-Harvey-Kennedy over reverse post-order). Single-block regions need no tree.
 */
public final class DominanceInfo {
  private final Map<Region, RegionDom> trees = new IdentityHashMap<>();

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

  /** Whether block {@code a} dominates block {@code b}; both in one region. Unreachable blocks are dominated by all. */
  public boolean dominates(Block a, Block b) {
    if (a == b) {
      return true;
    }
    Region r = a.getParent();
    if (r != b.getParent() || r.hasOneBlock()) {
      return false;
    }
    return trees.computeIfAbsent(r, RegionDom::new).dominates(a, b);
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
