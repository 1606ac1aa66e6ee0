package jopt.passes.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.bufferization.oneshot.AliasingOpOperand;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferRelation;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.passes.bufferization.oneshot.TensorCopyInsertion;
import jopt.dialects.bufferization.AllocTensorOp;
import jopt.dialects.vector.GatherOp;
import jopt.dialects.vector.MaskOp;
import jopt.dialects.vector.TransferReadOp;
import jopt.dialects.vector.TransferWriteOp;
import jopt.dialects.vector.YieldOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/**
 * vector ops (MLIR's Vector BufferizableOpInterfaceImpl): transfer_read, transfer_write, gather,
 * mask and yield; each becomes the same op on the buffer.
 */
public final class VectorModels {
  private VectorModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(TransferReadOp.SPEC.name(), new ReadModel());
    ops.register(GatherOp.SPEC.name(), new ReadModel());
    ops.register(TransferWriteOp.SPEC.name(), new TransferWriteModel());
    ops.register(MaskOp.SPEC.name(), new MaskModel());
    ops.register(YieldOp.SPEC.name(), new YieldModel());
  }

  /** {@code op} again at the rewriter's insertion point, its operand {@code index} set to {@code value}. */
  private static Operation recreate(BufferizationRewriter rewriter, Operation op, int index, Value value,
      List<Type> resultTypes) {
    OperationState st = new OperationState(op.getLoc(), op.getName());
    List<Value> operands = new ArrayList<>(op.getOperands());
    operands.set(index, value);
    st.addOperands(operands);
    st.addAttributes(op.getAttrDictionary());
    st.addTypes(resultTypes);
    return rewriter.insert(Operation.create(op.getContext(), st));
  }

  /** vector.transfer_read and vector.gather: read their tensor base and alias nothing; read the buffer. */
  static final class ReadModel extends NoAliasModel {
    ReadModel() {
      super(true);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value buffer = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      rewriter.setInsertionPoint(op);
      Operation read = recreate(rewriter, op, 0, buffer, op.getResultTypes());
      Buffers.replaceOpWithBufferizedValues(rewriter, op, read.getResults());
      return true;
    }
  }

  /**
   * vector.transfer_write: destination style on its base (operand 1), which it does not read when
   * the unmasked vector overwrites the whole statically shaped tensor from index 0.
   */
  static final class TransferWriteModel extends DpsModel {
    @Override
    int initOperandNumber(Operation op, int resultNumber) {
      return 1;
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      TransferWriteOp write = TransferWriteOp.of(op);
      if (!(write.base().getType() instanceof RankedTensorType t) || !t.hasStaticShape()) {
        return true;
      }
      for (Value index : write.indices()) {
        if (!(Matchers.constantValue(index) instanceof IntegerAttr c) || c.getValue() != 0) {
          return true;
        }
      }
      if (jopt.dialects.vector.MaskableOpInterface.isMasked(op)) {
        return true;
      }
      long[] vector = ((jopt.ir.type.VectorType) write.valueToStore().getType()).getShape();
      for (int i = 0; i < Math.min(vector.length, t.getRank()); i++) {
        if (t.getDimSize(i) > vector[i]) {
          return true;
        }
      }
      return false;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value buffer = Buffers.getBuffer(rewriter, op.getOperand(1), options, state);
      rewriter.setInsertionPoint(op);
      recreate(rewriter, op, 1, buffer, List.of());
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(buffer));
      return true;
    }
  }

  /** vector.mask: its results are the values its body yields; rebuilt with the memref results dropped. */
  static final class MaskModel extends NoAliasModel {
    MaskModel() {
      super(false);
    }

    @Override
    public List<AliasingOpOperand> getAliasingOpOperands(Operation op, Value value, AnalysisState state) {
      Operation yield = op.getRegion(0).front().getLastOp();
      return List.of(new AliasingOpOperand(yield.getOpOperand(((OpResult) value).getResultNumber()),
          BufferRelation.EQUIVALENT));
    }

    @Override
    public boolean resolveConflicts(Operation op, BufferizationRewriter rewriter, AnalysisState state,
        BufferizationState bufferizationState) {
      if (!TensorCopyInsertion.resolveTensorOpOperandConflicts(op, rewriter, state, bufferizationState)) {
        return false;
      }
      for (Operation inner : op.getRegion(0).front().getOperations()) {
        if (inner.getName().equals(AllocTensorOp.SPEC.name())) {
          op.emitOpError("body must bufferize in-place");
          return false;
        }
      }
      return true;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Operation masked = MaskOp.maskableOp(op);
      if (masked == null || options.dynCastBufferizableOp(masked) == null) {
        return true;
      }
      Block block = op.getRegion(0).front();
      Operation yield = block.getLastOp();
      List<Value> returned = new ArrayList<>();
      List<Value> kept = new ArrayList<>();
      for (Value v : yield.getOperands()) {
        if (masked.getResults().contains(v)) {
          kept.add(v);
          returned.add(null);
        } else {
          // Once a tensor result of the masked op, now a memref defined outside the vector.mask.
          returned.add(v);
        }
      }
      yield.setOperands(kept);
      rewriter.setInsertionPoint(op);
      OperationState st = new OperationState(op.getLoc(), op.getName());
      st.addOperands(op.getOperands());
      st.addAttributes(op.getAttrDictionary());
      for (Value v : kept) {
        st.addType(v.getType());
      }
      st.addRegion().takeBody(op.getRegion(0));
      Operation newMask = rewriter.insert(Operation.create(op.getContext(), st));
      for (int i = 0, next = 0; i < returned.size(); i++) {
        if (returned.get(i) == null) {
          returned.set(i, newMask.getResult(next++));
        }
      }
      Buffers.replaceOpWithBufferizedValues(rewriter, op, returned);
      return true;
    }
  }

  /** vector.yield of a vector.mask: read, in place, equivalent to the mask's result; yields buffers. */
  static final class YieldModel extends NoAliasModel {
    YieldModel() {
      super(true);
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      return List.of(new AliasingValue(op.getParentOp().getResult(operand.getOperandNumber()),
          BufferRelation.EQUIVALENT));
    }

    @Override
    public boolean mustBufferizeInPlace(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Operation mask = op.getParentOp();
      if (mask == null || !MaskOp.isa(mask)) {
        op.emitError("unsupported vector::YieldOp parent");
        return false;
      }
      if (options.dynCastBufferizableOp(mask.getRegion(0).front().getFirstOp()) == null) {
        return true;
      }
      List<Value> values = new ArrayList<>();
      for (Value v : op.getOperands()) {
        values.add(v.getType() instanceof TensorType ? Buffers.getBuffer(rewriter, v, options, state) : v);
      }
      rewriter.setInsertionPoint(op);
      OperationState st = new OperationState(op.getLoc(), op.getName());
      st.addOperands(values);
      st.addAttributes(op.getAttrDictionary());
      Operation yield = rewriter.insert(Operation.create(op.getContext(), st));
      Buffers.replaceOpWithBufferizedValues(rewriter, op, yield.getResults());
      return true;
    }
  }
}
