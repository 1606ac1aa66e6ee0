package jopt.passes.bufferreuse;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import jopt.dialects.memref.AllocaOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.type.MemRefType;
import jopt.passes.mergealloc.facts.Allocations;

/**
 * The static estimate of live bytes that hlo-buffer-reuse's {@code keep-peak} mode asks before a
 * transform keeps a buffer live longer (hoisting, double buffering, stack promotion, dealloc/alloc
 * reuse). Two figures per op of a block: at most how many bytes are live there ({@link #point},
 * an over-estimate: every buffer made before it in the block (allocated, or returned by an op
 * that is not a view: a loop, a branch, a call) and not yet freed by a {@code memref.dealloc} of
 * the block, every buffer the block frees and every memref argument of a nested block from the
 * block's start, the largest figure of the op's regions, and the same of every enclosing block
 * at the op holding it), and at least how many are ({@link #sure}, an under-estimate: buffers allocated and
 * freed in the block between the two, buffers the block frees that enter it as its arguments,
 * and the regions that run whenever the op does: the only region a region-branch op enters, or
 * the least of those it may enter when it cannot skip them all). The function's peak is at least
 * the largest sure figure of its body; a transform goes ahead only if the ops where it adds bytes
 * stay at or under that, so the function's peak does not grow for any input. Unknown (nothing is
 * added there): a call, an op with a buffer of dynamic size live.
 */
final class PeakModel {
  private static final long UNKNOWN = -1;
  private final Block block;
  private final List<Operation> ops;
  private final long[] point;
  private final long[] live;
  private final long[] sure;

  private PeakModel(Block block) {
    this.block = block;
    ops = block.getOpList();
    int n = ops.size();
    long[] overDelta = new long[n + 1];
    long[] sureDelta = new long[n + 1];
    int[] dynDelta = new int[n + 1];
    // Where each buffer of the block starts to count in the over-estimate.
    Map<Value, Integer> countedFrom = new HashMap<>();
    boolean nested = block.getParentOp() != null
        && !block.getParentOp().hasTrait(Traits.IsolatedFromAbove.class);
    if (nested) {
      // A nested block's memref arguments (a loop's iteration arguments) may be buffers that
      // no enclosing block counts (those of an earlier iteration).
      for (Value arg : block.getArguments()) {
        count(arg, 0, countedFrom, overDelta, dynDelta);
      }
    }
    Set<Value> freed = new HashSet<>();
    for (int i = 0; i < n; i++) {
      Operation op = ops.get(i);
      if (Ops.isDealloc(op)) {
        Value v = op.getOperand(0);
        if (!freed.add(v)) {
          continue;
        }
        long s = bytes(v);
        Integer from = countedFrom.get(v);
        if (from == null) {
          count(v, 0, countedFrom, overDelta, dynDelta); // a buffer of an enclosing block
        }
        overDelta[i] -= s; // live up to the op before its free
        dynDelta[i] -= isStatic(v) ? 0 : 1;
        if (from != null && v.getDefiningOp() != null && Ops.isAlloc(v.getDefiningOp())) {
          sureDelta[from] += s;
          sureDelta[i] -= s;
        } else if (v instanceof BlockArgument arg && arg.getOwner() == block) {
          sureDelta[0] += s;
          sureDelta[i] -= s;
        }
        continue;
      }
      if (op.getInterface(ViewLikeOpInterface.class) != null) {
        continue; // an alias of a buffer counted where it is made
      }
      if (holdsNestedAlloca(op)) {
        // An alloca in one of the op's regions lives on after the op, until its allocation
        // scope returns: the bytes live from here on are unknown.
        dynDelta[i] += 1;
      }
      for (Value r : op.getResults()) {
        // Allocations, and the buffers that ops with regions and calls (and any other op
        // making a memref) may return: live, at most, to the block's end or their free. An
        // alloca in a nested block lives until its function returns: unknown.
        if (nested && AllocaOp.SPEC.isa(op)) {
          dynDelta[i] += 1;
        } else {
          count(r, i, countedFrom, overDelta, dynDelta);
        }
      }
    }
    point = new long[n];
    live = new long[n];
    sure = new long[n];
    long over = 0;
    long under = 0;
    int dyn = 0;
    for (int i = 0; i < n; i++) {
      over += overDelta[i];
      under += sureDelta[i];
      dyn += dynDelta[i];
      Operation op = ops.get(i);
      long inner = dyn > 0 ? UNKNOWN : innerPeak(op);
      live[i] = dyn > 0 ? UNKNOWN : over;
      point[i] = inner == UNKNOWN ? UNKNOWN : over + inner;
      sure[i] = under + innerSure(op);
    }
  }

  /** Whether a memref.alloca nested in {@code op}'s regions outlives {@code op} (no allocation scope in between). */
  private static boolean holdsNestedAlloca(Operation op) {
    if (op.getNumRegions() == 0 || op.hasTrait(Traits.AutomaticAllocationScope.class)) {
      return false;
    }
    boolean[] found = {false};
    for (jopt.ir.Region r : op.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation inner : b.getOpList()) {
          found[0] |= AllocaOp.SPEC.isa(inner) || holdsNestedAlloca(inner);
        }
      }
    }
    return found[0];
  }

  /** Counts the memref {@code v} in the over-estimate from op {@code i} on. */
  private static void count(Value v, int i, Map<Value, Integer> countedFrom, long[] overDelta,
      int[] dynDelta) {
    if (v.getType() instanceof MemRefType && countedFrom.putIfAbsent(v, i) == null) {
      overDelta[i] += bytes(v);
      dynDelta[i] += isStatic(v) ? 0 : 1;
    }
  }

  private static boolean isStatic(Value v) {
    return v.getType() instanceof MemRefType t && t.hasStaticShape();
  }

  private static long bytes(Value v) {
    return v.getType() instanceof MemRefType t && t.hasStaticShape()
        ? Math.max(0, Allocations.byteSize(t)) : 0;
  }

  /** The largest point of the regions of {@code op}; unknown for a call or a region with one. */
  private static long innerPeak(Operation op) {
    if (op.getInterface(CallOpInterface.class) != null) {
      return UNKNOWN;
    }
    long max = 0;
    for (Region r : op.getRegions()) {
      if (!r.isEmpty()) {
        long p = new PeakModel(r.front()).peak();
        if (p == UNKNOWN) {
          return UNKNOWN;
        }
        max = Math.max(max, p);
      }
    }
    return max;
  }

  /** The bytes the regions that run whenever {@code op} runs surely hold at some point. */
  private static long innerSure(Operation op) {
    RegionBranchOpInterface rbi = op.getInterface(RegionBranchOpInterface.class);
    if (rbi == null) {
      return 0;
    }
    long least = Long.MAX_VALUE;
    for (RegionBranchOpInterface.Successor s : rbi.getSuccessorRegions(op, null)) {
      if (s.isParent() || s.region().isEmpty()) {
        return 0;
      }
      least = Math.min(least, new PeakModel(s.region().front()).surePeak());
    }
    return least == Long.MAX_VALUE ? 0 : least;
  }

  private long peak() {
    long max = 0;
    for (long p : point) {
      if (p == UNKNOWN) {
        return UNKNOWN;
      }
      max = Math.max(max, p);
    }
    return max;
  }

  private long surePeak() {
    long max = 0;
    for (long s : sure) {
      max = Math.max(max, s);
    }
    return max;
  }

  /**
   * The bytes live, at most, around {@code block} from its enclosing blocks (up to the function's
   * body); unknown past a call or a buffer of dynamic size.
   */
  private static long outside(Block block) {
    long sum = 0;
    for (Operation parent = block.getParentOp(); parent != null
        && !parent.hasTrait(Traits.IsolatedFromAbove.class); ) {
      Block b = parent.getBlock();
      PeakModel m = new PeakModel(b);
      long l = m.live[m.ops.indexOf(parent)];
      if (l == UNKNOWN) {
        return UNKNOWN;
      }
      sum += l;
      parent = b.getParentOp();
    }
    return sum;
  }

  /** The least peak of the function holding {@code block}: its body's largest sure figure. */
  private static long functionPeak(Block block) {
    Block b = block;
    while (b.getParentOp() != null && !b.getParentOp().hasTrait(Traits.IsolatedFromAbove.class)) {
      b = b.getParentOp().getBlock();
    }
    return new PeakModel(b).surePeak();
  }

  /**
   * Whether {@code extra(i)} more bytes at the ops of the block keep each op, with the bytes of
   * the enclosing blocks, at or under the function's least peak; no op where bytes are added
   * may be unknown.
   */
  private boolean admits(java.util.function.IntToLongFunction extra) {
    long limit = functionPeak(block);
    long out = outside(block);
    for (int i = 0; i < point.length; i++) {
      long e = extra.applyAsLong(i);
      if (e > 0 && (out == UNKNOWN || point[i] == UNKNOWN || out + point[i] + e > limit)) {
        return false;
      }
    }
    return true;
  }

  private boolean admits(long size, IntPredicate at) {
    return admits(i -> at.test(i) ? size : 0);
  }

  /**
   * Hoisting {@code alloc} (freed by {@code dealloc}, both in {@code region}) out of
   * {@code parent}: the buffer becomes live at the parent (also when it runs none of its regions)
   * and in all of its regions.
   */
  static boolean admitsHoisting(Operation parent, Region region, Operation alloc,
      Operation dealloc) {
    long size = bytes(alloc.getResult(0));
    if (!admitsAround(parent, size)) {
      return false;
    }
    for (Region r : parent.getRegions()) {
      if (r.isEmpty()) {
        continue;
      }
      PeakModel m = new PeakModel(r.front());
      int a = r == region ? m.ops.indexOf(alloc) : Integer.MAX_VALUE;
      int d = r == region ? m.ops.indexOf(dealloc) : -1;
      if (!m.admits(size, i -> i < a || i > d)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Double buffering in {@code region} of a loop: the buffer {@code alloc} makes and the one
   * {@code dealloc} frees (of one size) both live through the region, and one of them through
   * the loop's other regions and at the loop itself.
   */
  static boolean admitsDoubleBuffering(Region region, Operation alloc, Operation dealloc) {
    Operation loop = region.getParentOp();
    long size = bytes(alloc.getResult(0));
    if (!admitsAround(loop, size)) {
      return false;
    }
    PeakModel m = new PeakModel(region.front());
    int a = m.ops.indexOf(alloc);
    int d = m.ops.indexOf(dealloc);
    if (!m.admits(i -> (i < a ? size : 0) + (i > d ? size : 0))) {
      return false;
    }
    for (Region r : loop.getRegions()) {
      if (r != region && !r.isEmpty() && !new PeakModel(r.front()).admits(size, i -> true)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code size} bytes allocated right before {@code op} and freed right after it keep
   * the function's peak even when its regions do not run (a loop of no iteration, an scf.if
   * without else).
   */
  private static boolean admitsAround(Operation op, long size) {
    PeakModel m = new PeakModel(op.getBlock());
    int at = m.ops.indexOf(op);
    long out = outside(op.getBlock());
    long limit = functionPeak(op.getBlock());
    return out != UNKNOWN && m.live[at] != UNKNOWN && out + m.live[at] + size <= limit;
  }

  /**
   * {@code v} (freed at {@code from} in {@code block}) kept live up to {@code to} (exclusive; null:
   * the block's end).
   */
  static boolean admitsKeeping(Block block, Value v, Operation from, Operation to) {
    PeakModel m = new PeakModel(block);
    int f = m.ops.indexOf(from);
    int t = to == null ? m.point.length : m.ops.indexOf(to);
    return m.admits(bytes(v), i -> i >= f && i < t);
  }
}
