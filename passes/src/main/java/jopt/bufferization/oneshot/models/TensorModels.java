package jopt.bufferization.oneshot.models;

import java.util.List;
import jopt.bufferization.oneshot.AnalysisState;
import jopt.bufferization.oneshot.BufferizableOps;
import jopt.bufferization.oneshot.BufferizationOptions;
import jopt.bufferization.oneshot.BufferizationRewriter;
import jopt.bufferization.oneshot.BufferizationState;
import jopt.bufferization.oneshot.Buffers;
import jopt.bufferization.oneshot.TensorCopyInsertion;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.LoadOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExtractOp;
import jopt.dialects.tensor.InsertOp;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;

/** tensor ops (MLIR's Tensor BufferizableOpInterfaceImpl): empty, extract, insert, dim. */
public final class TensorModels {
  private TensorModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(EmptyOp.SPEC.name(), new EmptyModel());
    ops.register(ExtractOp.SPEC.name(), new ExtractModel());
    ops.register(InsertOp.SPEC.name(), new InsertModel());
    ops.register(jopt.dialects.tensor.DimOp.SPEC.name(), new DimModel());
  }

  /** tensor.empty: an allocation with undefined contents; becomes an alloc_tensor. */
  static final class EmptyModel extends NoAliasModel {
    EmptyModel() {
      super(false);
    }

    @Override
    public boolean bufferizesToAllocation(Operation op, Value value) {
      return true;
    }

    @Override
    public boolean resultBufferizesToMemoryWrite(Operation op, OpResult result, AnalysisState state) {
      return false;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      if (op.getResult(0).useEmpty()) {
        rewriter.eraseOp(op);
        return true;
      }
      Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, op.getLoc(), op.getResult(0),
          options, state, false);
      rewriter.replaceOp(op, List.of(alloc));
      return true;
    }
  }

  /** tensor.extract: a memref.load of the source buffer. */
  static final class ExtractModel extends NoAliasModel {
    ExtractModel() {
      super(true);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      ExtractOp e = ExtractOp.of(op);
      Value src = Buffers.getBuffer(rewriter, e.tensor(), options, state);
      rewriter.setInsertionPoint(op);
      Value load = LoadOp.create(rewriter, op.getLoc(), src, e.indices()).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(load));
      return true;
    }
  }

  /** tensor.dim: a memref.dim of the source buffer. */
  static final class DimModel extends NoAliasModel {
    DimModel() {
      super(false);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value src = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      rewriter.setInsertionPoint(op);
      Value dim = DimOp.create(rewriter, op.getLoc(), src, op.getOperand(1)).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(dim));
      return true;
    }
  }

  /** tensor.insert: a memref.store into the destination buffer. */
  static final class InsertModel extends DpsModel {
    @Override
    int initOperandNumber(Operation op, int resultNumber) {
      return 1;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      InsertOp ins = InsertOp.of(op);
      Value dest = Buffers.getBuffer(rewriter, op.getOperand(1), options, state);
      rewriter.setInsertionPoint(op);
      StoreOp.create(rewriter, op.getLoc(), op.getOperand(0), dest, ins.indices());
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(dest));
      return true;
    }
  }
}
