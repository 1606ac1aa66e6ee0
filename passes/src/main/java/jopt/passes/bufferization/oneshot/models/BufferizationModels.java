package jopt.passes.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferRelation;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.passes.bufferization.oneshot.SubsetInsertion;
import jopt.dialects.bufferization.AllocTensorOp;
import jopt.dialects.bufferization.DeallocTensorOp;
import jopt.dialects.bufferization.MaterializeInDestinationOp;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.dialects.bufferization.ToTensorOp;
import jopt.dialects.memref.DeallocOp;
import jopt.ir.Attribute;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/** bufferization ops: alloc_tensor, to_tensor, to_buffer, dealloc_tensor, materialize_in_destination. */
public final class BufferizationModels {
  private BufferizationModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(AllocTensorOp.SPEC.name(), new AllocTensorModel());
    ops.register(ToTensorOp.SPEC.name(), new ToTensorModel());
    ops.register(ToBufferOp.SPEC.name(), new ToBufferModel());
    ops.register(DeallocTensorOp.SPEC.name(), new DeallocTensorModel());
    ops.register(MaterializeInDestinationOp.SPEC.name(), new MaterializeInDestinationModel());
  }

  /** alloc_tensor: a memref.alloc, plus a memref.copy of its {@code copy} operand. */
  static final class AllocTensorModel extends AllocatingModel {
    AllocTensorModel() {
      super(true);
    }

    @Override
    public boolean resultBufferizesToMemoryWrite(Operation op, OpResult result, AnalysisState state) {
      return AllocTensorOp.of(op).copy() != null;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      AllocTensorOp a = AllocTensorOp.of(op);
      Attribute memorySpace = a.memorySpaceAttr();
      if (memorySpace == null && a.copy() != null) {
        memorySpace = Buffers.memorySpaceOf(Buffers.getBufferType(a.copy(), options, state, invocationStack));
      }
      return Buffers.identityLayout((RankedTensorType) value.getType(), memorySpace);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      if (op.getResult(0).useEmpty()) {
        rewriter.eraseOp(op);
        return true;
      }
      AllocTensorOp a = AllocTensorOp.of(op);
      Value copyBuffer = null;
      if (a.copy() != null) {
        copyBuffer = Buffers.getBuffer(rewriter, a.copy(), options, state);
      }
      MemRefType type = (MemRefType) Buffers.getBufferType(op.getResult(0), options, state);
      List<Value> dyn = new ArrayList<>(a.dynamicSizes());
      rewriter.setInsertionPoint(op);
      if (copyBuffer != null) {
        dyn = Buffers.populateDynamicDimSizes(rewriter, op.getLoc(), copyBuffer);
      }
      Value alloc = Buffers.createAlloc(rewriter, op.getLoc(), type, dyn, options);
      if (copyBuffer != null) {
        Buffers.createMemCpy(rewriter, op.getLoc(), copyBuffer, alloc);
      }
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(alloc));
      return true;
    }
  }

  /** to_tensor: stays; its buffer type is its operand's. */
  static final class ToTensorModel extends NoAliasModel {
    ToTensorModel() {
      super(false);
    }

    @Override
    public boolean isWritable(Operation op, Value value, AnalysisState state) {
      return ToTensorOp.of(op).writable();
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      return op.getOperand(0).getType();
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      return true;
    }
  }

  /** to_buffer: reads its tensor, writes it unless read_only; folds with a to_tensor. */
  static final class ToBufferModel extends NoAliasModel {
    ToBufferModel() {
      super(true);
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return !ToBufferOp.of(op).readOnly();
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Buffers.foldToBufferToTensorPair(rewriter, op, options);
      return true;
    }
  }

  /** dealloc_tensor: a memref.dealloc of the tensor's buffer. */
  static final class DeallocTensorModel extends NoAliasModel {
    DeallocTensorModel() {
      super(false);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value buffer = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      rewriter.setInsertionPoint(op);
      DeallocOp.create(rewriter, op.getLoc(), buffer);
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** materialize_in_destination: a copy of the source into the destination's buffer, always in place. */
  static final class MaterializeInDestinationModel extends NoAliasModel implements SubsetInsertion {
    MaterializeInDestinationModel() {
      super(false);
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      return operand.getOperandNumber() == 0;
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return operand.getOperandNumber() == 1;
    }

    @Override
    public boolean mustBufferizeInPlace(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      if (operand.getOperandNumber() == 1 && op.getNumResults() == 1) {
        return List.of(new AliasingValue(op.getResult(0), BufferRelation.EQUIVALENT));
      }
      return List.of();
    }

    @Override
    public boolean bufferizesToElementwiseAccess(Operation op, AnalysisState state, List<OpOperand> operands) {
      return true;
    }

    @Override
    public OpOperand getSourceOperand(Operation op) {
      return op.getOpOperand(0);
    }

    @Override
    public OpOperand getDestinationOperand(Operation op) {
      return op.getOpOperand(1);
    }

    @Override
    public boolean isEquivalentSubset(Operation op, Value candidate, BiPredicate<Value, Value> equivalent) {
      return equivalent.test(candidate, op.getOperand(1));
    }

    /** The whole destination tensor (a memref destination has no tensor subset jopt can build). */
    @Override
    public Value buildSubsetExtraction(Operation op, jopt.ir.rewrite.Builder b, jopt.ir.Location loc) {
      Value dest = op.getOperand(1);
      return dest.getType() instanceof TensorType ? dest : null;
    }

    @Override
    public List<Value> getValuesNeededToBuildSubsetExtraction(Operation op) {
      return List.of(op.getOperand(1));
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value dest = op.getOperand(1);
      boolean tensorDest = dest.getType() instanceof TensorType;
      Value buffer = tensorDest ? Buffers.getBuffer(rewriter, dest, options, state) : dest;
      Value src = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      rewriter.setInsertionPoint(op);
      Buffers.createMemCpy(rewriter, op.getLoc(), src, buffer);
      Buffers.replaceOpWithBufferizedValues(rewriter, op, tensorDest ? List.of(buffer) : List.of());
      return true;
    }
  }
}
