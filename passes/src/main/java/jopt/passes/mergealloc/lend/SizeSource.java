package jopt.passes.mergealloc.lend;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.memref.DimOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IndexType;
import jopt.ir.type.MemRefType;

/**
 * Where a dynamic size of a buffer a function returns comes from, as its callers can compute it
 * before the call: the function's index argument {@code argument} ({@code dim} negative), or
 * dimension {@code dim} of its memref argument {@code argument} ({@code memref.dim} with a
 * constant index). {@link LentArenas} lends such a result: each call allocates it with these
 * sizes taken from its own operands.
 */
record SizeSource(int argument, int dim) {
  /** The sources of allocation {@code alloc}'s dynamic sizes in {@code func}; null where one has none. */
  static List<SizeSource> of(Operation func, Operation alloc) {
    Block entry = func.getRegion(0).front();
    List<SizeSource> out = new ArrayList<>();
    for (Value size : alloc.getOperands()) {
      SizeSource s = of(entry, size);
      if (s == null) {
        return null;
      }
      out.add(s);
    }
    return out;
  }

  private static SizeSource of(Block entry, Value size) {
    if (size instanceof BlockArgument a && a.getOwner() == entry
        && a.getType() instanceof IndexType) {
      return new SizeSource(a.getArgNumber(), -1);
    }
    Operation d = size.getDefiningOp();
    if (d == null || !DimOp.SPEC.isa(d) || !(d.getOperand(0) instanceof BlockArgument a)
        || a.getOwner() != entry || !(a.getType() instanceof MemRefType t)) {
      return null;
    }
    Long index = OpFoldResult.getConstantIntValue(d.getOperand(1));
    return index == null || index < 0 || index >= t.getRank() ? null
        : new SizeSource(a.getArgNumber(), (int) (long) index);
  }

  /**
   * The size at {@code call} (a call of the function, before its lent buffers are appended),
   * built with {@code b} right before it; a dim folds where the operand's sizes are known (an
   * allocation's, a view's).
   */
  Value at(Builder b, Operation call) {
    Value operand = call.getOperand(argument);
    if (dim < 0) {
      return operand;
    }
    Value index = ConstantOp.createIndex(b, call.getLoc(), dim);
    Value size = b.createOrFold(DimOp.create(b, call.getLoc(), operand, index).getOperation());
    if (index.useEmpty()) {
      index.getDefiningOp().erase();
    }
    return size;
  }

  /**
   * Each {@code memref.dim} of {@code buffer}, an allocation made for a call's result before the
   * call, replaced by the size it reads (the dim's folder: an allocation's operand for a dynamic
   * dimension), for a dim made while the buffer was still a call's result.
   */
  static void foldDims(Value buffer) {
    for (jopt.ir.OpOperand use : List.copyOf(buffer.getUseList())) {
      Operation d = use.getOwner();
      if (!DimOp.SPEC.isa(d) || use.getOperandNumber() != 0) {
        continue;
      }
      List<jopt.ir.Attribute> constants = new ArrayList<>();
      constants.add(null);
      constants.add(jopt.ir.rewrite.SideEffects.constantValue(d.getOperand(1)));
      List<OpFoldResult> folded = new ArrayList<>();
      if (d.getDef().fold(d, constants, folded) && folded.size() == 1
          && !folded.get(0).isAttribute() && folded.get(0).value() != d.getResult(0)) {
        Value index = d.getOperand(1);
        d.getResult(0).replaceAllUsesWith(folded.get(0).value());
        d.erase();
        if (index.useEmpty() && index.getDefiningOp() != null) {
          index.getDefiningOp().erase(); // the constant SizeSource#at made for it
        }
      }
    }
  }
}
