package jopt.bufferization.oneshot.models;

import java.util.List;
import jopt.bufferization.oneshot.BufferizableOps;
import jopt.bufferization.oneshot.BufferizationOptions;
import jopt.bufferization.oneshot.BufferizationRewriter;
import jopt.bufferization.oneshot.BufferizationState;
import jopt.bufferization.oneshot.Buffers;
import jopt.bufferization.oneshot.ConstantGlobals;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.memref.GetGlobalOp;
import jopt.dialects.memref.GlobalOp;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.RankedTensorType;

/** arith ops (MLIR's Arith BufferizableOpInterfaceImpl): tensor constants become memref globals. */
public final class ArithModels {
  private ArithModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(ConstantOp.SPEC.name(), new ConstantModel());
  }

  static final class ConstantModel extends NoAliasModel {
    ConstantModel() {
      super(false);
    }

    @Override
    public boolean bufferizesToAllocation(Operation op, Value value) {
      return true;
    }

    @Override
    public boolean isWritable(Operation op, Value value, jopt.bufferization.oneshot.AnalysisState state) {
      return false;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      if (value.getType() instanceof RankedTensorType t) {
        return Buffers.identityLayout(t, null);
      }
      return Buffers.defaultGetBufferType(value, options, state, invocationStack);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      if (!(op.getResult(0).getType() instanceof RankedTensorType)) {
        return false;
      }
      GlobalOp global = ConstantGlobals.getGlobalFor(op, options.bufferAlignment, state);
      if (global == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value v = GetGlobalOp.create(rewriter, op.getLoc(), global.type(), global.symName()).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(v));
      return true;
    }
  }
}
