package jopt.passes.gcmergealloc;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.scf.ForOp;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.Types;

/**
 * Where graph-compiler's merge-alloc puts an allocation: its allocation scope, the parallel
 * loops it is hoisted out of and the bytes it takes there.
 *
 * <p>The scope is the nearest enclosing op with {@link Traits.AutomaticAllocationScope}, passing
 * over {@code scf.for}. An allocation directly in the body of an {@code scf.forall} that is used
 * (directly, not through an alias) inside another {@code scf.forall} of the same block is
 * hoisted: it also passes over every enclosing {@code scf.forall} whose bounds are all
 * constants, and takes one slot per iteration of those loops in the outer scope (see
 * {@link MergeAllocDefaultMutator} for the slot's offset). The original sizes that buffer by the
 * loops up to the first op that is not a static forall and indexes it by every static forall
 * above it; here both follow the loops the allocation was hoisted out of, which is the same in
 * every case the original handles without overrunning the merged buffer. A static forall
 * that never runs its body (a trip count of 0) is not hoisted out of: the original would size
 * the buffer 0 and reject valid IR ("Expecting static shaped allocation").
 */
final class AllocScopes {
  private AllocScopes() {}

  /** scf.for, and affine.for which the original does not know, taken as scf.for. */
  static boolean isForOp(Operation op) {
    return ForOp.SPEC.isa(op) || jopt.dialects.affine.AffineForOp.SPEC.isa(op);
  }

  /** graph-compiler's needsHoistOutOfParallelLoop. */
  static boolean needsHoistOutOfParallelLoop(Operation alloc) {
    Operation parent = alloc.getParentWithTrait(Traits.AutomaticAllocationScope.class);
    if (ForallBounds.of(parent) == null) {
      return false;
    }
    List<Operation> foralls = new ArrayList<>();
    for (Operation o : alloc.getBlock().getOpList()) {
      if (ForallBounds.of(o) != null) {
        foralls.add(o);
      }
    }
    for (Operation user : alloc.getResult(0).getUsers()) {
      for (Operation f : foralls) {
        if (f.isAncestor(user)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The allocation scope of {@code alloc} (graph-compiler's getAllocScope), or null. */
  static Operation getAllocScope(Operation alloc) {
    return walkScopes(alloc, null);
  }

  /** The static {@code scf.forall} loops {@code alloc} is hoisted out of, innermost first. */
  static List<ForallBounds> hoistedLoops(Operation alloc) {
    List<ForallBounds> loops = new ArrayList<>();
    walkScopes(alloc, loops);
    return loops;
  }

  private static Operation walkScopes(Operation alloc, List<ForallBounds> hoistedOutOf) {
    boolean hoist = needsHoistOutOfParallelLoop(alloc);
    Operation parent = alloc;
    while (true) {
      parent = parent.getParentWithTrait(Traits.AutomaticAllocationScope.class);
      if (parent == null) {
        return null;
      }
      if (isForOp(parent)) {
        continue;
      }
      ForallBounds forall = ForallBounds.of(parent);
      if (hoist && forall != null && forall.isStatic() && forall.runs()) {
        if (hoistedOutOf != null) {
          hoistedOutOf.add(forall);
        }
        continue;
      }
      return parent;
    }
  }

  /** Bytes per element as the original counts them (at least 1), or -1 when not known. */
  static long elementBytes(Type e) {
    if (e instanceof IntegerType || e instanceof IndexType || e instanceof FloatType) {
      return Math.max(1, Types.getByteSize(e));
    }
    return -1;
  }

  /** The bytes of one static allocation of type {@code t} (graph-compiler's getSizeInBytes). */
  static long sizeInBytes(MemRefType t) {
    long size = elementBytes(t.getElementType());
    for (long d : t.getShape()) {
      size = Math.multiplyExact(size, d);
    }
    return size;
  }

  /**
   * The bytes {@code alloc} takes in its scope: one slot per iteration of the loops it is
   * hoisted out of; zero or less means the original's "Expecting static shaped allocation".
   */
  static long allocSize(Operation alloc) {
    try {
      long threads = 1;
      for (ForallBounds loop : hoistedLoops(alloc)) {
        for (int d = 0; d < loop.rank(); d++) {
          Long n = loop.tripCount(d);
          threads = Math.multiplyExact(threads, n == null ? 0 : n);
        }
      }
      return Math.multiplyExact(sizeInBytes((MemRefType) alloc.getResult(0).getType()), threads);
    } catch (ArithmeticException tooLarge) {
      // The original's int64 arithmetic wraps here; jopt refuses instead.
      throw new jopt.passes.mergealloc.stages.MergeAllocException(alloc,
          "this allocation takes more than 9223372036854775807 bytes: it does not fit in a 64-bit address space");
    }
  }
}
