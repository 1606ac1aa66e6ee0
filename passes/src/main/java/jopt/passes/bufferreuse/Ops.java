package jopt.passes.bufferreuse;

import jopt.ir.ods.format.FunctionSignature;
import jopt.dialects.func.FuncOp;
import jopt.dialects.deallocation.DeallocationDialect;
import java.util.function.Predicate;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.DeallocOp;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.type.MemRefType;

/** What the buffer reuse transforms ask of ops and values. */
final class Ops {
  private Ops() {}

  static boolean isAlloc(Operation op) {
    return AllocOp.SPEC.isa(op);
  }

  /** An alloc without dynamic sizes (nor layout symbols): the original's static alloc. */
  static boolean isStaticAlloc(Operation op) {
    return isAlloc(op) && op.getNumOperands() == 0;
  }

  static boolean isDealloc(Operation op) {
    return DeallocOp.SPEC.isa(op);
  }

  static boolean isRegionBranch(Operation op) {
    return op.getInterface(RegionBranchOpInterface.class) != null;
  }

  /**
   * A loop whose iterations run one after the other: a region-branch loop with an edge from one
   * of its regions back into one of them (scf.for, scf.while), unlike a parallel loop (scf.parallel,
   * scf.forall: {@link Traits.ParallelIterations}).
   */
  static boolean isSequentialLoop(Operation op) {
    RegionBranchOpInterface rbi = op.getInterface(RegionBranchOpInterface.class);
    if (rbi == null || op.getInterface(LoopLikeOpInterface.class) == null || isParallelLoop(op)) {
      return false;
    }
    for (Region r : op.getRegions()) {
      if (!r.isEmpty() && rbi.getSuccessorRegions(op, r).stream().anyMatch(s -> !s.isParent())) {
        return true;
      }
    }
    return false;
  }

  /** A loop whose iterations may run at once: allocations must stay per iteration. */
  static boolean isParallelLoop(Operation op) {
    return op.hasTrait(Traits.ParallelIterations.class);
  }

  /** The number of elements of a static memref; Long.MAX_VALUE when it does not fit in 63 bits. */
  static long numElements(MemRefType t) {
    long n = 1;
    for (long d : t.getShape()) {
      if (d != 0 && n > Long.MAX_VALUE / d) {
        return Long.MAX_VALUE; // checked: a wrapped count once moved huge buffers to the stack
      }
      n *= d;
    }
    return n;
  }

  /**
   * Whether {@code pred} holds for an op from {@code start} up to (not including) {@code end} in
   * its block, or for any op nested in those (whole regions); an {@code end} elsewhere means to
   * the end of the block.
   */
  static boolean anyMatchBetween(Operation start, Operation end, Predicate<Operation> pred) {
    for (Operation op = start; op != null && op != end; op = op.getNextNode()) {
      if (pred.test(op)) {
        return true;
      }
      for (Region r : op.getRegions()) {
        if (!r.isEmpty() && r.front().getFirstOp() != null
            && anyMatchBetween(r.front().getFirstOp(), null, pred)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether an op in [start, end) (nested included) uses {@code v}. */
  static boolean hasUsesBetween(Operation start, Operation end, Value v) {
    return anyMatchBetween(start, end, op -> op.getOperands().contains(v));
  }

  /** A function argument with {@code deallocation.restrict = true}: it aliases nothing else. */
  static boolean isRestrictArgument(Value v) {
    if (!(v instanceof BlockArgument a)) {
      return false;
    }
    Operation func = a.getOwner().getParentOp();
    if (!FuncOp.SPEC.isa(func)) {
      return false;
    }
    DictionaryAttr d = FunctionSignature.dictAt(func, "arg_attrs", a.getArgNumber());
    return d != null && d.get(DeallocationDialect.RESTRICT_ATTR) instanceof BoolAttr b && b.value();
  }
}
