package jopt.passes.mergealloc.precise;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.SideEffects;
import jopt.ir.type.MemRefType;

/**
 * Where precise merge-alloc puts a scope's arena: right before the first op of the scope block
 * that holds the first use of a merged buffer (each merged allocation moves down to its first
 * use), so the arena is not live before any of its buffers is. And which values can be had
 * there: the dynamic sizes of buffers allocated later, when they dominate that op or can be
 * recomputed there from values that do (pure ops without regions, at most a few deep).
 */
final class ArenaPoint {
  private static final int MAX_DEPTH = 8;

  private ArenaPoint() {}

  /**
   * The first op of {@code alloc}'s block that uses its result other than by a free, or
   * {@code alloc} when none does.
   */
  static Operation firstUse(Operation alloc) {
    Operation first = firstUseIn(alloc, alloc.getBlock());
    return first == null ? alloc : first;
  }

  /**
   * The first op of {@code block} that is or holds a use of {@code alloc} other than by a free,
   * or null when none does.
   */
  static Operation firstUseIn(Operation alloc, Block block) {
    Operation first = null;
    for (var use : alloc.getResult(0).getUses()) {
      if (jopt.dialects.memref.DeallocOp.SPEC.isa(use.getOwner())) {
        continue; // dropped with the merge
      }
      Operation user = Operation.findAncestorOpInBlock(block, use.getOwner());
      if (user != null && (first == null || user.isBeforeInBlock(first))) {
        first = user;
      }
    }
    return first;
  }

  /** The op of {@code scope} before which the arena of {@code allocs} goes. */
  static Operation point(Block scope, Collection<Operation> allocs) {
    Operation point = null;
    // Each block's ancestor op in the scope, found once (a nest n deep: O(n), not n^2).
    Map<Block, Operation> ancestors = new HashMap<>();
    for (Operation a : allocs) {
      Operation use = firstUse(a);
      Operation p = use.getBlock() == scope ? use : ancestorIn(scope, use.getBlock(), ancestors);
      if (point == null || p.isBeforeInBlock(point)) {
        point = p;
      }
    }
    return point;
  }

  /**
   * The op of {@code scope} that is or holds {@code op}, memoized per block (a nest n deep:
   * O(n) for all its ops, not n^2); null when {@code op} is not in {@code scope}.
   */
  static Operation ancestorOpIn(Block scope, Operation op, Map<Block, Operation> memo) {
    Block block = op.getBlock();
    return block == scope ? op : block == null ? null : ancestorIn(scope, block, memo);
  }

  /**
   * The op of {@code scope} that holds {@code block}, memoized; null (memoized too) when
   * {@code block} is not nested in {@code scope}.
   */
  private static Operation ancestorIn(Block scope, Block block,
      Map<Block, Operation> memo) {
    java.util.List<Block> path = new java.util.ArrayList<>();
    Operation found = null;
    for (Block b = block; ; ) {
      if (memo.containsKey(b)) {
        found = memo.get(b);
        break;
      }
      path.add(b);
      Operation holder = b.getParentOp();
      if (holder == null || holder.getBlock() == null) {
        break; // not nested in scope
      }
      if (holder.getBlock() == scope) {
        found = holder;
        break;
      }
      b = holder.getBlock();
    }
    for (Block b : path) {
      memo.put(b, found);
    }
    return found;
  }

  /** Whether {@code v} can be had right before {@code point} (an op of {@code scope}). */
  static boolean available(Value v, Block scope, Operation point) {
    return available(v, scope, point, true, 0);
  }

  /**
   * {@link #available(Value, Block, Operation)}, without reading a {@code memref.dim} ({@link
   * #sizeOperand}, or recomputing one) where {@code readDims} is false: the sizes merge-alloc
   * could have before it read them ({@link DimSizedAdmission} weighs the buffers those add).
   */
  static boolean available(Value v, Block scope, Operation point, boolean readDims) {
    return available(v, scope, point, readDims, 0);
  }

  private static boolean available(Value v, Block scope, Operation point, boolean readDims,
      int depth) {
    if (dominates(v, scope, point)) {
      return true;
    }
    Value yielded = yieldedByEveryTrip(v);
    if (yielded != null) {
      return depth < MAX_DEPTH && available(yielded, scope, point, readDims, depth + 1);
    }
    Value size = readDims ? sizeOperand(v) : null;
    if (size != null) {
      return depth < MAX_DEPTH && available(size, scope, point, readDims, depth + 1);
    }
    Operation def = v.getDefiningOp();
    if (def == null || depth >= MAX_DEPTH || !recomputable(def)
        || (!readDims && jopt.dialects.memref.DimOp.SPEC.isa(def))) {
      return false;
    }
    for (Value o : def.getOperands()) {
      if (!available(o, scope, point, readDims, depth + 1)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A pure, speculatable op of scalars without regions: it may be computed again anywhere its
   * operands are (also where it would not have run: no division by zero). Also a
   * {@code memref.dim} of a constant index within the rank: it reads the memref's shape, never
   * its bytes (a size of an argument's dimension).
   */
  static boolean recomputable(Operation op) {
    if (op.getNumRegions() > 0 || op.getNumResults() == 0
        || !SideEffects.isMemoryEffectFree(op)
        || !jopt.ir.interfaces.ConditionallySpeculatable.isSpeculatable(op)) {
      return false;
    }
    if (jopt.dialects.memref.DimOp.SPEC.isa(op)) {
      return true;
    }
    for (Value o : op.getOperands()) {
      if (o.getType() instanceof MemRefType) {
        return false;
      }
    }
    return true;
  }

  /**
   * The index value a {@code memref.dim} {@code v} of a dynamic size always equals, as the op
   * that made the memref states it without new IR ({@link
   * jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface}: an allocation's size operand, a
   * view's, an expand_shape's output_shape entry), so the size of a buffer shaped from a merged
   * buffer's view can be had before that view exists; null for anything else.
   */
  static Value sizeOperand(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || !jopt.dialects.memref.DimOp.SPEC.isa(def)
        || !(jopt.ir.rewrite.Matchers.constantValue(def.getOperand(1))
            instanceof jopt.ir.attr.IntegerAttr index)
        || !(def.getOperand(0) instanceof jopt.ir.OpResult source)
        || !(source.getType() instanceof MemRefType type)) {
      return null;
    }
    long i = index.getInt();
    if (i < 0 || i >= type.getRank() || !type.isDynamicDim((int) i)) {
      return null;
    }
    return jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface.dynamicSize(source, (int) i);
  }

  /**
   * The value result {@code v} of an scf.for always has: what its body yields there when that
   * is defined outside the loop and the loop runs at least once (constant bounds); else null.
   */
  private static Value yieldedByEveryTrip(Value v) {
    Operation loop = v.getDefiningOp();
    if (loop == null || !jopt.dialects.scf.ForOp.SPEC.isa(loop)
        || jopt.passes.mergealloc.facts.Loops.tripCount(loop) < 1) {
      return null;
    }
    Value yielded = loop.getRegion(0).front().getTerminator()
        .getOperand(((jopt.ir.OpResult) v).getResultNumber());
    return jopt.passes.mergealloc.facts.Loops.definedOutside(yielded, loop) ? yielded : null;
  }

  /** Whether {@code v} is defined before {@code point} in {@code scope} or in a block around it. */
  static boolean dominates(Value v, Block scope, Operation point) {
    Block home = v.getParentBlock();
    if (home == scope) {
      Operation def = v.getDefiningOp();
      return def == null || def.isBeforeInBlock(point);
    }
    for (Operation o = scope.getParentOp(); o != null; o = o.getParentOp()) {
      if (o.getBlock() == home) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code v} before {@code point}: itself when it dominates there, else its pure defining ops
   * cloned at the builder's insertion point ({@link #available} must hold); {@code copies}
   * keeps the clones made, so each op is cloned once.
   */
  static Value materialize(Value v, Block scope, Operation point, Builder b,
      Map<Value, Value> copies) {
    if (dominates(v, scope, point)) {
      return v;
    }
    Value done = copies.get(v);
    if (done != null) {
      return done;
    }
    Value yielded = yieldedByEveryTrip(v);
    if (yielded != null) {
      return materialize(yielded, scope, point, b, copies);
    }
    Value size = sizeOperand(v);
    if (size != null) {
      return materialize(size, scope, point, b, copies);
    }
    Operation def = v.getDefiningOp();
    Map<Value, Value> mapping = new HashMap<>();
    for (Value o : def.getOperands()) {
      mapping.put(o, materialize(o, scope, point, b, copies));
    }
    Operation clone = def.clone(def.getContext(), mapping);
    b.insert(clone);
    for (int i = 0; i < def.getNumResults(); i++) {
      copies.put(def.getResult(i), clone.getResult(i));
    }
    return copies.get(v);
  }
}
