package jopt.passes.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.bufferization.oneshot.AliasingOpOperand;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferRelation;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.passes.bufferization.oneshot.UnstructuredControlFlow;
import jopt.passes.bufferization.oneshot.TensorCopyInsertion;
import jopt.dialects.scf.ConditionOp;
import jopt.dialects.scf.ExecuteRegionOp;
import jopt.dialects.scf.WhileOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.TensorType;

/** scf.while, scf.condition and scf.execute_region (MLIR's SCF BufferizableOpInterfaceImpl). */
final class ScfLoopModels {
  private ScfLoopModels() {}

  static void register(BufferizableOps ops) {
    ops.register(WhileOp.SPEC.name(), new WhileModel());
    ops.register(ConditionOp.SPEC.name(), new ConditionModel());
    ops.register(ExecuteRegionOp.SPEC.name(), new ExecuteRegionModel());
  }

  /** scf.while: inits read and written; result i aliases init i when their types match. */
  static final class WhileModel implements jopt.passes.bufferization.oneshot.BufferizableOpInterface {
    static BufferRelation bufferRelation(Operation op, OpResult r, AnalysisState state) {
      WhileOp w = WhileOp.of(op);
      int n = r.getResultNumber();
      Block before = w.beforeBody();
      if (n >= before.getNumArguments() || !r.getType().equals(before.getArgument(n).getType())) {
        return BufferRelation.UNKNOWN;
      }
      boolean equivCondition = state.areEquivalentBufferizedValues(before.getArgument(n),
          w.conditionOp().args().get(n));
      boolean equivYield = state.areEquivalentBufferizedValues(w.afterBody().getArgument(n),
          w.yieldOp().getOperation().getOperand(n));
      return equivCondition && equivYield ? BufferRelation.EQUIVALENT : BufferRelation.UNKNOWN;
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      int idx = operand.getOperandNumber();
      if (idx >= op.getNumResults() || !operand.get().getType().equals(op.getResult(idx).getType())) {
        return List.of();
      }
      BufferRelation rel = bufferRelation(op, op.getResult(idx), state);
      return List.of(new AliasingValue(op.getResult(idx), rel, rel == BufferRelation.EQUIVALENT));
    }

    @Override
    public boolean isWritable(Operation op, Value value, AnalysisState state) {
      return true;
    }

    @Override
    public boolean isRepetitiveRegion(Operation op, int index) {
      return true;
    }

    @Override
    public boolean verifyAnalysis(Operation op, AnalysisState state) {
      if (state.getOptions().allowReturnAllocsFromLoops) {
        return true;
      }
      WhileOp w = WhileOp.of(op);
      Operation cond = w.conditionOp().getOperation();
      List<Value> args = w.conditionOp().args();
      for (int i = 0; i < args.size(); i++) {
        if (!(args.get(i).getType() instanceof TensorType)) {
          continue;
        }
        Block block = cond.getBlock();
        if (i >= block.getNumArguments() || !state.areEquivalentBufferizedValues(args.get(i), block.getArgument(i))) {
          cond.emitError("Condition arg #" + i + " is not equivalent to the corresponding iter bbArg");
          return false;
        }
      }
      Operation yield = w.yieldOp().getOperation();
      for (int i = 0; i < yield.getNumOperands(); i++) {
        if (!(yield.getOperand(i).getType() instanceof TensorType)) {
          continue;
        }
        Block block = yield.getBlock();
        if (i >= block.getNumArguments()
            || !state.areEquivalentBufferizedValues(yield.getOperand(i), block.getArgument(i))) {
          yield.emitError("Yield operand #" + i + " is not equivalent to the corresponding iter bbArg");
          return false;
        }
      }
      return true;
    }

    @Override
    public boolean resolveConflicts(Operation op, BufferizationRewriter rewriter, AnalysisState state,
        BufferizationState bstate) {
      if (!TensorCopyInsertion.resolveTensorOpOperandConflicts(op, rewriter, state, bstate)) {
        return false;
      }
      if (state.getOptions().copyBeforeWrite) {
        return true;
      }
      WhileOp w = WhileOp.of(op);
      Operation cond = w.conditionOp().getOperation();
      Operation yield = w.yieldOp().getOperation();
      List<Value> condArgs = w.conditionOp().args();
      rewriter.setInsertionPoint(cond);
      for (int i = 0; i < condArgs.size(); i++) {
        Value v = condArgs.get(i);
        boolean equivBefore = i < w.beforeBody().getNumArguments()
            && state.areEquivalentBufferizedValues(w.beforeBody().getArgument(i), v);
        boolean equivAfter = i < yield.getNumOperands() && i < w.afterBody().getNumArguments()
            && state.areEquivalentBufferizedValues(w.afterBody().getArgument(i), yield.getOperand(i));
        if (!(v.getType() instanceof TensorType) || (equivAfter && equivBefore)) {
          continue;
        }
        Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, cond.getLoc(), v,
            state.getOptions(), bstate, true);
        cond.setOperand(i + 1, alloc);
      }
      return true;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      WhileOp w = WhileOp.of(op);
      if (value instanceof BlockArgument a && a.getOwner() == w.beforeBody()) {
        int n = a.getArgNumber();
        return ScfModels.loopIterArgBufferType(op, a, w.inits().get(n), w.yieldOp().getOperation().getOperand(n),
            options, state, stack);
      }
      int n = value instanceof OpResult r ? r.getResultNumber() : ((BlockArgument) value).getArgNumber();
      Value yielded = w.conditionOp().args().get(n);
      if (!(yielded.getType() instanceof TensorType)) {
        return yielded.getType();
      }
      return Buffers.getBufferType(yielded, options, state, stack);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      WhileOp w = WhileOp.of(op);
      List<Value> inits = ScfModels.getBuffers(rewriter, w.inits(), options, state);
      rewriter.setInsertionPoint(op);
      List<Value> casted = new ArrayList<>();
      for (int i = 0; i < inits.size(); i++) {
        BlockArgument beforeArg = w.beforeBody().getArgument(i);
        if (!(beforeArg.getType() instanceof TensorType)) {
          casted.add(inits.get(i));
          continue;
        }
        Type t = Buffers.getBufferType(beforeArg, options, state);
        if (t == null) {
          return false;
        }
        casted.add(Buffers.castBuffer(rewriter, inits.get(i), t));
      }
      List<Type> afterTypes = new ArrayList<>();
      for (BlockArgument a : w.afterBody().getArguments()) {
        Type t = Buffers.bufferTypeOrSelf(a, options, state);
        if (t == null) {
          return false;
        }
        afterTypes.add(t);
      }
      WhileOp n = WhileOp.create(rewriter, op.getLoc(), afterTypes, casted, null, null);
      rewriter.setInsertionPointToStart(n.beforeBody());
      List<Value> beforeArgs = ScfModels.bbArgReplacements(rewriter, n.beforeBody().getArguments(),
          w.beforeBody().getArguments());
      rewriter.mergeBlocks(w.beforeBody(), n.beforeBody(), beforeArgs);
      rewriter.setInsertionPointToStart(n.afterBody());
      List<Value> afterArgs = ScfModels.bbArgReplacements(rewriter, n.afterBody().getArguments(),
          w.afterBody().getArguments());
      rewriter.mergeBlocks(w.afterBody(), n.afterBody(), afterArgs);
      Buffers.replaceOpWithBufferizedValues(rewriter, op, n.getOperation().getResults());
      return true;
    }
  }

  /** scf.condition: read, always in place; its tensors become buffers of the after block's types. */
  static final class ConditionModel extends NoAliasModel {
    ConditionModel() {
      super(true);
    }

    @Override
    public boolean mustBufferizeInPlace(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      ConditionOp c = ConditionOp.of(op);
      WhileOp w = WhileOp.of(op.getParentOp());
      List<Value> args = new ArrayList<>();
      List<Value> old = c.args();
      for (int i = 0; i < old.size(); i++) {
        Value v = old.get(i);
        if (!(v.getType() instanceof TensorType)) {
          args.add(v);
          continue;
        }
        Value buffer = Buffers.getBuffer(rewriter, v, options, state);
        Type t = Buffers.getBufferType(w.afterBody().getArgument(i), options, state);
        if (t == null) {
          return false;
        }
        rewriter.setInsertionPoint(op);
        args.add(Buffers.castBuffer(rewriter, buffer, t));
      }
      rewriter.setInsertionPoint(op);
      ConditionOp.create(rewriter, op.getLoc(), c.condition(), args);
      rewriter.eraseOp(op);
      return true;
    }
  }

  /**
   * scf.execute_region: results are the values its unique scf.yield yields; its blocks may be
   * reached by branches (their arguments bufferize as {@link UnstructuredControlFlow} says).
   */
  static final class ExecuteRegionModel extends NoAliasModel {
    ExecuteRegionModel() {
      super(false);
    }

    static Operation uniqueYield(Operation op) {
      Operation found = null;
      for (Block b : op.getRegion(0).getBlocks()) {
        Operation t = b.getLastOp();
        if (t != null && t.getName().equals(jopt.dialects.scf.YieldOp.SPEC.name())) {
          if (found != null) {
            return null;
          }
          found = t;
        }
      }
      return found;
    }

    @Override
    public boolean isWritable(Operation op, Value value, AnalysisState state) {
      return true;
    }

    @Override
    public boolean verifyAnalysis(Operation op, AnalysisState state) {
      if (uniqueYield(op) == null) {
        op.emitOpError("op without unique scf.yield is not supported");
        return false;
      }
      return true;
    }

    @Override
    public boolean supportsUnstructuredControlFlow(Operation op) {
      return true;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      if (value instanceof BlockArgument arg) {
        return UnstructuredControlFlow.blockArgumentBufferType(op, arg, options, state, invocationStack);
      }
      return Buffers.defaultGetBufferType(value, options, state, invocationStack);
    }

    @Override
    public List<AliasingOpOperand> getAliasingOpOperands(Operation op, Value value, AnalysisState state) {
      if (value instanceof BlockArgument arg) {
        return UnstructuredControlFlow.aliasingBranchOpOperands(arg);
      }
      Operation yield = uniqueYield(op);
      if (yield == null || !(value instanceof OpResult r)) {
        return List.of();
      }
      return List.of(new AliasingOpOperand(yield.getOpOperand(r.getResultNumber()), BufferRelation.EQUIVALENT,
          true));
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Operation yield = uniqueYield(op);
      List<Type> types = new ArrayList<>();
      for (Value v : yield.getOperands()) {
        types.add(v.getType());
      }
      rewriter.setInsertionPoint(op);
      ExecuteRegionOp n = ExecuteRegionOp.create(rewriter, op.getLoc(), types);
      n.getOperation().setAttrDictionary(op.getAttrDictionary());
      n.region().takeBody(op.getRegion(0));
      for (Block block : n.region().getBlocks()) {
        if (!jopt.passes.bufferization.oneshot.Bufferize.bufferizeBlockSignature(block, rewriter, options,
            state)) {
          return false;
        }
      }
      rewriter.setInsertionPointAfter(n.getOperation());
      List<Value> results = new ArrayList<>();
      for (OpResult r : op.getResults()) {
        Value nr = n.getOperation().getResult(r.getResultNumber());
        results.add(r.getType() instanceof TensorType ? Buffers.toTensor(rewriter, nr, r.getType()) : nr);
      }
      rewriter.replaceOp(op, results);
      return true;
    }
  }
}
