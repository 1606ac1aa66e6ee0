package jopt.passes.bufferization.ownership;

import jopt.dialects.arith.SelectOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's model for arith.select: the ownership of the selected memref is selected the way the
 * memref is, when both operands have unique ownership (else a clone, as by default).
 */
final class SelectDeallocation implements BufferDeallocationOpInterface {
  @Override
  public Operation process(Operation op, DeallocationState state, DeallocationOptions options) {
    return op;
  }

  @Override
  public MemrefWithOwnership materializeUniqueOwnershipForMemref(Operation op, DeallocationState state,
      DeallocationOptions options, Builder builder, Value value) {
    SelectOp select = SelectOp.of(op);
    Block block = value.getParentBlock();
    Ownership t = state.getOwnership(select.trueValue(), block);
    Ownership f = state.getOwnership(select.falseValue(), block);
    if (!t.isUnique() || !f.isUnique()) {
      return state.getMemrefWithUniqueOwnership(builder, value, block);
    }
    Value ownership = SelectOp.create(builder, op.getLoc(), select.condition(), t.getIndicator(),
        f.getIndicator()).result();
    return new MemrefWithOwnership(select.result(), ownership);
  }
}
