package jopt.passes.bufferization.oneshot.models;

import java.util.List;
import jopt.dialects.cf.BranchOp;
import jopt.dialects.cf.CondBranchOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.UnstructuredControlFlow;

/**
 * cf.br and cf.cond_br (MLIR's ControlFlow BufferizableOpInterfaceImpl): a forwarded tensor is
 * neither read nor written, it is equivalent to the block argument it reaches; the operands are
 * rewritten with the signature of the block they branch to
 * ({@link jopt.passes.bufferization.oneshot.Bufferize#bufferizeBlockSignature}).
 */
public final class ControlFlowModels {
  private ControlFlowModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(BranchOp.SPEC.name(), new BranchModel());
    ops.register(CondBranchOp.SPEC.name(), new BranchModel());
  }

  static final class BranchModel implements BufferizableOpInterface {
    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      return false;
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return false;
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      return UnstructuredControlFlow.branchAliasingValues(op, operand);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      return true; // with the signature of the block it branches to
    }
  }
}
