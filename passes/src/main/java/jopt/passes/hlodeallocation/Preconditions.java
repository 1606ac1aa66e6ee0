package jopt.passes.hlodeallocation;

import jopt.dialects.func.FuncOp;
import jopt.dialects.deallocation.DeallocationDialect;
import jopt.dialects.bufferization.DeallocOp;
import jopt.passes.analysis.RegionEdge;
import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.Walk;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.MemoryEffects;

/**
 * What hlo-deallocate assumes and the original does not check (it asserts, crashes or silently
 * produces wrong frees), checked before anything changes, each an error at the op: no
 * deallocation-dialect or bufferization.dealloc ops (memref.dealloc is taken, as a release);
 * single-block functions and region-branch regions; strict aliasing (no op whose memref result
 * may alias a memref operand of another element type, except a view of its source by
 * ViewLikeOpInterface, which the pass tracks as an alias); no indirect calls. Tensors left in
 * the program are no buffers: the deallocator puts those made from buffers in their alias
 * classes.
 */
final class Preconditions {
  private Preconditions() {}

  /**
   * Reports the first violation in the functions of {@code module} but those of {@code skipped}
   * (ops outside functions are not the pass's, as the original runs on functions): its op, or
   * null.
   */
  static Operation firstViolation(Operation module, Set<Operation> skipped) {
    Operation[] found = {null};
    module.walk(op -> {
      if (skipped.contains(op)) {
        return Walk.Result.SKIP;
      }
      String message = inFunction(op) ? violation(op) : null;
      if (message != null) {
        op.emitError(message);
        found[0] = op;
        return Walk.Result.INTERRUPT;
      }
      return Walk.Result.ADVANCE;
    });
    return found[0];
  }

  private static boolean inFunction(Operation op) {
    for (Operation p = op; p != null; p = p.getParentOp()) {
      if (FuncOp.SPEC.isa(p)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code op} is a region-branch op with a region of more than one block. */
  static boolean multiBlockRegion(Operation op) {
    if (!RegionEdge.isRegionBranch(op)) {
      return false;
    }
    for (Region r : op.getRegions()) {
      if (r.getBlocks().size() > 1) {
        return true;
      }
    }
    return false;
  }

  private static String violation(Operation op) {
    String name = op.getName();
    if (op.getDialectNamespace().equals(DeallocationDialect.NAMESPACE) || DeallocOp.SPEC.isa(op)) {
      return "hlo-deallocate expects IR without deallocation ops, found '" + name + "'";
    }
    if (FuncOp.SPEC.isa(op) && op.getRegion(0).getBlocks().size() > 1) {
      return "hlo-deallocate does not support functions with more than one block";
    }
    if (RegionEdge.isRegionBranch(op)) {
      return multiBlockRegion(op) ? "hlo-deallocate does not support '" + name + "' with more "
          + "than one block in a region" : null;
    }
    CallOpInterface call = op.getInterface(CallOpInterface.class);
    if (call != null) {
      return call.getCallee(op) == null ? "hlo-deallocate does not support indirect calls" : null;
    }
    if (MemoryEffects.hasEffect(op, MemoryEffects.Kind.ALLOCATE, null)
        || MemoryEffects.hasEffect(op, MemoryEffects.Kind.FREE, null)) {
      return null;
    }
    for (Value r : op.getResults()) {
      if (!Ownership.isMemRef(r)) {
        continue;
      }
      for (Value x : op.getOperands()) {
        if (Ownership.isMemRef(x) && !Ownership.mayAlias(op, r, x) && !Ownership.isViewOfAnother(op, r, x)) {
          return "memrefs with distinct element types may alias: hlo-deallocate requires strict "
              + "aliasing ('" + x.getType() + "' and '" + r.getType() + "')";
        }
      }
    }
    return null;
  }
}
