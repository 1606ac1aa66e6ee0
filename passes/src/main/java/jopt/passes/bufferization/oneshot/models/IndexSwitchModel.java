package jopt.passes.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import jopt.passes.bufferization.oneshot.AliasingOpOperand;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferRelation;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.dialects.scf.IndexSwitchOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.TensorType;

/**
 * scf.index_switch (MLIR's SCF BufferizableOpInterfaceImpl): like scf.if, each result may be the
 * value any case yields; cases yielding buffers of different layouts meet at a fully dynamic one.
 */
public final class IndexSwitchModel extends NoAliasModel {
  IndexSwitchModel() {
    super(false);
  }

  public static void register(BufferizableOps ops) {
    ops.register(IndexSwitchOp.SPEC.name(), new IndexSwitchModel());
  }

  @Override
  public List<AliasingOpOperand> getAliasingOpOperands(Operation op, Value value, AnalysisState state) {
    IndexSwitchOp s = IndexSwitchOp.of(op);
    int n = ((OpResult) value).getResultNumber();
    List<AliasingOpOperand> result = new ArrayList<>();
    for (int i = 0; i < s.cases().length; i++) {
      result.add(new AliasingOpOperand(s.caseBlock(i).getLastOp().getOpOperand(n), BufferRelation.EQUIVALENT, false));
    }
    result.add(new AliasingOpOperand(s.defaultBlock().getLastOp().getOpOperand(n), BufferRelation.EQUIVALENT, false));
    return result;
  }

  private static Type yieldedBufferType(Block b, int n, BufferizationOptions options, BufferizationState state,
      List<Value> stack) {
    return Buffers.bufferTypeOrSelf(b.getLastOp().getOperand(n), options, state, stack);
  }

  @Override
  public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
      List<Value> stack) {
    IndexSwitchOp s = IndexSwitchOp.of(op);
    int n = ((OpResult) value).getResultNumber();
    Type type = yieldedBufferType(s.defaultBlock(), n, options, state, stack);
    if (type == null) {
      return null;
    }
    for (int i = 0; i < s.cases().length; i++) {
      Type t = yieldedBufferType(s.caseBlock(i), n, options, state, stack);
      if (t == null) {
        return null;
      }
      if (type.equals(t)) {
        continue;
      }
      Attribute space = Buffers.memorySpaceOf(type);
      if (!Objects.equals(space, Buffers.memorySpaceOf(t))) {
        op.emitError("inconsistent memory space on switch cases");
        return null;
      }
      type = Buffers.fullyDynamicLayout((TensorType) value.getType(), space);
    }
    return type;
  }

  @Override
  public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
      BufferizationState state) {
    IndexSwitchOp s = IndexSwitchOp.of(op);
    List<Type> types = Buffers.bufferizedResultTypes(op, options, state);
    if (types == null) {
      return false;
    }
    rewriter.setInsertionPoint(op);
    IndexSwitchOp n = IndexSwitchOp.create(rewriter, op.getLoc(), types, s.arg(), s.cases());
    for (int i = 0; i < s.cases().length; i++) {
      rewriter.mergeBlocks(s.caseBlock(i), n.caseBlock(i), List.of());
    }
    rewriter.mergeBlocks(s.defaultBlock(), n.defaultBlock(), List.of());
    Buffers.replaceOpWithBufferizedValues(rewriter, op, n.getOperation().getResults());
    return true;
  }
}
