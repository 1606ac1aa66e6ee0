package jopt.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import jopt.bufferization.oneshot.AnalysisState;
import jopt.bufferization.oneshot.BufferizableOps;
import jopt.bufferization.oneshot.BufferizationOptions;
import jopt.bufferization.oneshot.BufferizationRewriter;
import jopt.bufferization.oneshot.BufferizationState;
import jopt.bufferization.oneshot.Buffers;
import jopt.dialects.bufferization.AllocTensorOp;
import jopt.dialects.bufferization.DeallocTensorOp;
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

/** bufferization ops: alloc_tensor, to_tensor, to_buffer, dealloc_tensor. */
public final class BufferizationModels {
  private BufferizationModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(AllocTensorOp.SPEC.name(), new AllocTensorModel());
    ops.register(ToTensorOp.SPEC.name(), new ToTensorModel());
    ops.register(ToBufferOp.SPEC.name(), new ToBufferModel());
    ops.register(DeallocTensorOp.SPEC.name(), new DeallocTensorModel());
  }

  /** alloc_tensor: a memref.alloc, plus a memref.copy of its {@code copy} operand. */
  static final class AllocTensorModel extends NoAliasModel {
    AllocTensorModel() {
      super(true);
    }

    @Override
    public boolean bufferizesToAllocation(Operation op, Value value) {
      return true;
    }

    @Override
    public boolean resultBufferizesToMemoryWrite(Operation op, OpResult result, AnalysisState state) {
      return AllocTensorOp.of(op).copy() != null;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      AllocTensorOp a = AllocTensorOp.of(op);
      Attribute memorySpace = a.memorySpace();
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
}
