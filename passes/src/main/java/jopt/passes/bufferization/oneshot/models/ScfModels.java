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
import jopt.passes.bufferization.oneshot.OneShotAnalysisState;
import jopt.passes.bufferization.oneshot.TensorCopyInsertion;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.TensorType;

/** scf.for, scf.if and scf.yield (MLIR's SCF BufferizableOpInterfaceImpl). */
public final class ScfModels {
  private ScfModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(ForOp.SPEC.name(), new ForModel());
    ops.register(IfOp.SPEC.name(), new IfModel());
    ops.register(YieldOp.SPEC.name(), new YieldModel());
    ScfLoopModels.register(ops);
  }

  /** The tensor results of {@code op} whose loop-carried value is not equivalent: "Yield operand #i ...". */
  static boolean verifyEquivalentYields(Operation op, Operation yield, AnalysisState state,
      java.util.function.Function<OpResult, BufferRelation> relation) {
    if (((BufferizationOptions) state.getOptions()).allowReturnAllocsFromLoops) {
      return true;
    }
    for (OpResult r : op.getResults()) {
      if (r.getType() instanceof TensorType && relation.apply(r) != BufferRelation.EQUIVALENT) {
        yield.emitError("Yield operand #" + r.getResultNumber()
            + " is not equivalent to the corresponding iter bbArg");
        return false;
      }
    }
    return true;
  }

  /** Whether no alias of {@code value} is defined outside {@code region} (except {@code exceptions}). */
  static boolean doesNotAliasExternalValue(Value value, Region region, List<? extends Value> exceptions,
      OneShotAnalysisState state) {
    boolean[] result = {true};
    state.applyOnAliases(value, alias -> {
      if (exceptions.contains(alias)) {
        return;
      }
      Region aliasRegion = alias.getParentRegion();
      if (alias instanceof BlockArgument && !isProperAncestor(region, aliasRegion)) {
        result[0] = false;
      }
      if (alias instanceof OpResult && !isAncestor(region, aliasRegion)) {
        result[0] = false;
      }
    });
    return result[0];
  }

  static boolean isAncestor(Region ancestor, Region r) {
    while (r != null) {
      if (r == ancestor) {
        return true;
      }
      Operation parent = r.getParentOp();
      r = parent == null ? null : parent.getParentRegion();
    }
    return false;
  }

  static boolean isProperAncestor(Region ancestor, Region r) {
    return r != ancestor && isAncestor(ancestor, r);
  }

  /** MLIR's computeLoopRegionIterArgBufferType: the init's type, or fully dynamic when the yield's differs. */
  static Type loopIterArgBufferType(Operation loop, BlockArgument iterArg, Value initArg, Value yielded,
      BufferizationOptions options, BufferizationState state, List<Value> stack) {
    Type initType = Buffers.getBufferType(initArg, options, state, stack);
    if (initType == null) {
      return null;
    }
    long onStack = stack.stream().filter(v -> v == iterArg).count();
    if (onStack >= 2) {
      return initType;
    }
    Type yieldedType = Buffers.bufferTypeOrSelf(yielded, options, state, stack);
    if (yieldedType == null) {
      return null;
    }
    if (initType.equals(yieldedType)) {
      return yieldedType;
    }
    jopt.ir.Attribute space = Buffers.memorySpaceOf(yieldedType);
    if (!java.util.Objects.equals(Buffers.memorySpaceOf(initType), space)) {
      loop.emitOpError("init_arg and yielded value bufferize to inconsistent memory spaces");
      return null;
    }
    return Buffers.fullyDynamicLayout((TensorType) iterArg.getType(), space);
  }

  /** Buffers of tensor operands, other operands as they are (MLIR's getBuffers). */
  static List<Value> getBuffers(BufferizationRewriter rewriter, List<Value> values, BufferizationOptions options,
      BufferizationState state) {
    List<Value> result = new ArrayList<>();
    for (Value v : values) {
      result.add(v.getType() instanceof TensorType ? Buffers.getBuffer(rewriter, v, options, state) : v);
    }
    return result;
  }

  /** to_tensor ops over the new block arguments standing in for the old tensor ones (MLIR's getBbArgReplacements). */
  static List<Value> bbArgReplacements(BufferizationRewriter rewriter, List<? extends Value> newArgs,
      List<? extends Value> oldArgs) {
    List<Value> result = new ArrayList<>();
    for (int i = 0; i < newArgs.size(); i++) {
      Value n = newArgs.get(i);
      Type oldType = oldArgs.get(i).getType();
      result.add(oldType instanceof TensorType ? Buffers.toTensor(rewriter, n, oldType) : n);
    }
    return result;
  }

  /** Whether the bounds are not both constants with lb < ub. */
  static boolean mayHaveZeroIterations(ForOp f) {
    if (Matchers.constantValue(f.lowerBound()) instanceof IntegerAttr lb
        && Matchers.constantValue(f.upperBound()) instanceof IntegerAttr ub) {
      return ub.getValue() <= lb.getValue();
    }
    return true;
  }

  /** scf.for: each tensor init is written (as the iter arg) and aliases its result. */
  static final class ForModel implements jopt.passes.bufferization.oneshot.BufferizableOpInterface {
    static OpResult tiedResult(Operation op, OpOperand operand) {
      return op.getResult(operand.getOperandNumber() - 3);
    }

    static BlockArgument iterArg(Operation op, int resultNumber) {
      return ForOp.of(op).body().getArgument(resultNumber + 1);
    }

    static BufferRelation bufferRelation(Operation op, OpResult r, AnalysisState state) {
      Value yielded = ForOp.of(op).yieldOp().getOperand(r.getResultNumber());
      return state.areEquivalentBufferizedValues(iterArg(op, r.getResultNumber()), yielded)
          ? BufferRelation.EQUIVALENT : BufferRelation.UNKNOWN;
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      if (operand.getOperandNumber() < 3) {
        return false;
      }
      // With zero iterations the results are the inits: they are read.
      if (mayHaveZeroIterations(ForOp.of(op))) {
        return true;
      }
      return state.isValueRead(iterArg(op, operand.getOperandNumber() - 3));
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      if (operand.getOperandNumber() < 3) {
        return List.of();
      }
      OpResult r = tiedResult(op, operand);
      BufferRelation rel = bufferRelation(op, r, state);
      return List.of(new AliasingValue(r, rel, rel == BufferRelation.EQUIVALENT));
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
      return verifyEquivalentYields(op, ForOp.of(op).yieldOp(), state, r -> bufferRelation(op, r, state));
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
      ForOp f = ForOp.of(op);
      Operation yield = f.yieldOp();
      rewriter.setInsertionPoint(yield);
      for (int i = 0; i < yield.getNumOperands(); i++) {
        Value v = yield.getOperand(i);
        if (!(f.initArgs().get(i).getType() instanceof TensorType)
            || doesNotAliasExternalValue(v, f.region(), List.of(iterArg(op, i)), (OneShotAnalysisState) state)) {
          continue;
        }
        Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, yield.getLoc(), v,
            state.getOptions(), bstate, true);
        yield.setOperand(i, alloc);
      }
      return true;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      if (value instanceof OpResult r) {
        return Buffers.getBufferType(iterArg(op, r.getResultNumber()), options, state, stack);
      }
      BlockArgument arg = (BlockArgument) value;
      int resultNumber = arg.getArgNumber() - 1;
      ForOp f = ForOp.of(op);
      return loopIterArgBufferType(op, arg, f.initArgs().get(resultNumber),
          f.yieldOp().getOperand(resultNumber), options, state, stack);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      ForOp f = ForOp.of(op);
      List<Value> initArgs = getBuffers(rewriter, f.initArgs(), options, state);
      List<Value> casted = new ArrayList<>();
      rewriter.setInsertionPoint(op);
      for (int i = 0; i < initArgs.size(); i++) {
        OpResult r = op.getResult(i);
        if (!(r.getType() instanceof TensorType)) {
          casted.add(initArgs.get(i));
          continue;
        }
        Type target = Buffers.getBufferType(r, options, state);
        if (target == null) {
          return false;
        }
        casted.add(Buffers.castBuffer(rewriter, initArgs.get(i), target));
      }
      ForOp n = ForOp.create(rewriter, op.getLoc(), f.lowerBound(), f.upperBound(), f.step(), casted, (ForOp.BodyBuilder) null);
      n.getOperation().setAttrDictionary(op.getAttrDictionary());
      rewriter.setInsertionPointToStart(n.body());
      List<Value> args = new ArrayList<>();
      args.add(n.inductionVar());
      args.addAll(bbArgReplacements(rewriter, n.regionIterArgs(), f.regionIterArgs()));
      rewriter.mergeBlocks(f.body(), n.body(), args);
      Buffers.replaceOpWithBufferizedValues(rewriter, op, n.getOperation().getResults());
      return true;
    }
  }

  /** scf.if: each result may be either branch's yielded value. */
  static final class IfModel extends NoAliasModel {
    IfModel() {
      super(false);
    }

    @Override
    public List<AliasingOpOperand> getAliasingOpOperands(Operation op, Value value, AnalysisState state) {
      IfOp i = IfOp.of(op);
      int n = ((OpResult) value).getResultNumber();
      return List.of(
          new AliasingOpOperand(i.thenBlock().getLastOp().getOpOperand(n), BufferRelation.EQUIVALENT, false),
          new AliasingOpOperand(i.elseBlock().getLastOp().getOpOperand(n), BufferRelation.EQUIVALENT, false));
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      IfOp i = IfOp.of(op);
      int n = ((OpResult) value).getResultNumber();
      Type thenType = Buffers.bufferTypeOrSelf(i.thenBlock().getLastOp().getOperand(n), options, state, stack);
      if (thenType == null) {
        return null;
      }
      Type elseType = Buffers.bufferTypeOrSelf(i.elseBlock().getLastOp().getOperand(n), options, state, stack);
      if (elseType == null) {
        return null;
      }
      if (thenType.equals(elseType)) {
        return thenType;
      }
      jopt.ir.Attribute space = Buffers.memorySpaceOf(thenType);
      if (!java.util.Objects.equals(space, Buffers.memorySpaceOf(elseType))) {
        op.emitError("inconsistent memory space on then/else branches");
        return null;
      }
      return Buffers.fullyDynamicLayout((TensorType) value.getType(), space);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      IfOp i = IfOp.of(op);
      List<Type> types = Buffers.bufferizedResultTypes(op, options, state);
      if (types == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      IfOp n = IfOp.create(rewriter, op.getLoc(), types, i.condition(), true);
      rewriter.mergeBlocks(i.thenBlock(), n.thenBlock(), List.of());
      rewriter.mergeBlocks(i.elseBlock(), n.elseBlock(), List.of());
      Buffers.replaceOpWithBufferizedValues(rewriter, op, n.getOperation().getResults());
      return true;
    }
  }

  /** scf.yield: read, always in place; aliases the results of scf.if and scf.execute_region. */
  static final class YieldModel extends NoAliasModel {
    YieldModel() {
      super(true);
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      Operation parent = op.getParentOp();
      String name = parent.getName();
      if (name.equals(IfOp.SPEC.name())) {
        return List.of(new AliasingValue(parent.getResult(operand.getOperandNumber()), BufferRelation.EQUIVALENT,
            false));
      }
      if (name.equals(jopt.dialects.scf.ExecuteRegionOp.SPEC.name())) {
        return List.of(new AliasingValue(parent.getResult(operand.getOperandNumber()), BufferRelation.EQUIVALENT));
      }
      return List.of();
    }

    @Override
    public boolean mustBufferizeInPlace(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Operation parent = op.getParentOp();
      String name = parent.getName();
      boolean castToResult = name.equals(ForOp.SPEC.name()) || name.equals(IfOp.SPEC.name())
          || name.equals(jopt.dialects.scf.IndexSwitchOp.SPEC.name());
      boolean isWhile = name.equals(jopt.dialects.scf.WhileOp.SPEC.name());
      if (!castToResult && !isWhile && !name.equals(jopt.dialects.scf.ExecuteRegionOp.SPEC.name())) {
        op.emitError("unsupported scf::YieldOp parent");
        return false;
      }
      List<Value> values = new ArrayList<>();
      for (int i = 0; i < op.getNumOperands(); i++) {
        Value v = op.getOperand(i);
        if (!(v.getType() instanceof TensorType)) {
          values.add(v);
          continue;
        }
        Value buffer = Buffers.getBuffer(rewriter, v, options, state);
        rewriter.setInsertionPoint(op);
        if (castToResult || isWhile) {
          Value target = castToResult ? parent.getResult(i) : parent.getRegion(0).front().getArgument(i);
          Type t = Buffers.getBufferType(target, options, state);
          if (t == null) {
            return false;
          }
          buffer = Buffers.castBuffer(rewriter, buffer, t);
        }
        values.add(buffer);
      }
      rewriter.setInsertionPoint(op);
      YieldOp.create(rewriter, op.getLoc(), values);
      rewriter.eraseOp(op);
      return true;
    }
  }
}
