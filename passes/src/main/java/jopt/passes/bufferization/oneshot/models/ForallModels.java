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
import jopt.dialects.scf.ForallOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.MixedValues;
import jopt.dialects.tensor.ParallelInsertSliceOp;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/** scf.forall with shared_outs and tensor.parallel_insert_slice (MLIR's SCF and Tensor models). */
public final class ForallModels {
  private ForallModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(ForallOp.SPEC.name(), new ForallModel());
    ops.register(ParallelInsertSliceOp.SPEC.name(), new ParallelInsertSliceModel());
  }

  static final class ForallModel implements jopt.passes.bufferization.oneshot.BufferizableOpInterface {
    static int firstOutput(Operation op) {
      ForallOp f = ForallOp.of(op);
      return f.dynamicLowerBound().size() + f.dynamicUpperBound().size() + f.dynamicStep().size();
    }

    static boolean mayHaveZeroIterations(ForallOp f) {
      List<OpFoldResult> lbs = MixedValues.mixed(f.staticLowerBound(), f.dynamicLowerBound());
      List<OpFoldResult> ubs = MixedValues.mixed(f.staticUpperBound(), f.dynamicUpperBound());
      for (int i = 0; i < lbs.size(); i++) {
        Long lb = lbs.get(i).getConstantIntValue();
        Long ub = ubs.get(i).getConstantIntValue();
        if (lb == null || ub == null || lb >= ub) {
          return true;
        }
      }
      return false;
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      ForallOp f = ForallOp.of(op);
      if (mayHaveZeroIterations(f)) {
        return true;
      }
      return state.isValueRead(f.body().getArgument(f.rank() + operand.getOperandNumber() - firstOutput(op)));
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      int i = operand.getOperandNumber() - firstOutput(op);
      return i < 0 ? List.of() : List.of(new AliasingValue(op.getResult(i), BufferRelation.EQUIVALENT));
    }

    @Override
    public boolean isWritable(Operation op, Value value, AnalysisState state) {
      return true;
    }

    @Override
    public boolean isRepetitiveRegion(Operation op, int index) {
      ForallOp f = ForallOp.of(op);
      List<OpFoldResult> lbs = MixedValues.mixed(f.staticLowerBound(), f.dynamicLowerBound());
      List<OpFoldResult> ubs = MixedValues.mixed(f.staticUpperBound(), f.dynamicUpperBound());
      List<OpFoldResult> steps = MixedValues.mixed(f.staticStep(), f.dynamicStep());
      for (int i = 0; i < lbs.size(); i++) {
        Long lb = lbs.get(i).getConstantIntValue();
        Long ub = ubs.get(i).getConstantIntValue();
        Long step = steps.get(i).getConstantIntValue();
        if (lb == null || ub == null || step == null || lb + step < ub) {
          return true;
        }
      }
      return false;
    }

    @Override
    public boolean isParallelRegion(Operation op, int index) {
      return isRepetitiveRegion(op, index);
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      ForallOp f = ForallOp.of(op);
      int i = value instanceof BlockArgument a ? a.getArgNumber() - f.rank() : ((OpResult) value).getResultNumber();
      return Buffers.getBufferType(f.outputs().get(i), options, state, stack);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      ForallOp f = ForallOp.of(op);
      int rank = f.rank();
      List<Value> buffers = new ArrayList<>();
      for (Value out : f.outputs()) {
        buffers.add(Buffers.getBuffer(rewriter, out, options, state));
      }
      rewriter.setInsertionPointToStart(f.body());
      List<BlockArgument> args = f.body().getArguments();
      for (int i = 0; i < buffers.size(); i++) {
        BlockArgument arg = args.get(rank + i);
        arg.replaceAllUsesWith(Buffers.toTensor(rewriter, buffers.get(i), arg.getType()));
      }
      rewriter.setInsertionPoint(op);
      ForallOp n = ForallOp.create(rewriter, op.getLoc(),
          MixedValues.mixed(f.staticLowerBound(), f.dynamicLowerBound()),
          MixedValues.mixed(f.staticUpperBound(), f.dynamicUpperBound()),
          MixedValues.mixed(f.staticStep(), f.dynamicStep()), List.of(), f.mapping(), null);
      for (NamedAttribute a : op.getDiscardableAttrs()) {
        n.getOperation().setAttr(a.name(), a.value());
      }
      rewriter.eraseOp(n.body().getLastOp());
      List<Value> replacements = new ArrayList<>(n.body().getArguments());
      for (int i = 0; i < buffers.size(); i++) {
        replacements.add(null);
      }
      rewriter.mergeBlocks(f.body(), n.body(), replacements);
      Buffers.replaceOpWithBufferizedValues(rewriter, op, buffers);
      return true;
    }
  }

  /** parallel_insert_slice: a copy into a subview of the shared out, before the in_parallel terminator. */
  static final class ParallelInsertSliceModel extends NoAliasModel implements SubsetInsertion {
    ParallelInsertSliceModel() {
      super(false);
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      return operand.getOperandNumber() == 0
          || TensorSliceModels.destRequiresRead(ParallelInsertSliceOp.of(op),
              ((ShapedType) op.getOperand(1).getType()).getShape());
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return operand.getOperandNumber() == 1;
    }

    @Override
    public boolean resolveConflicts(Operation op, BufferizationRewriter rewriter, AnalysisState state,
        BufferizationState bstate) {
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
      Operation def = candidate.getDefiningOp();
      if (def == null || !def.getName().equals(ExtractSliceOp.SPEC.name())) {
        return false;
      }
      ExtractSliceOp e = ExtractSliceOp.of(def);
      ParallelInsertSliceOp p = ParallelInsertSliceOp.of(op);
      return equivalent.test(e.source(), p.dest()) && TensorSliceModels.sameOffsetsSizesAndStrides(e, p);
    }

    @Override
    public Value buildSubsetExtraction(Operation op, jopt.ir.rewrite.Builder b, jopt.ir.Location loc) {
      ParallelInsertSliceOp p = ParallelInsertSliceOp.of(op);
      return TensorSliceModels.extractInsertedSlice(b, loc, p.source(), p.dest(), p);
    }

    @Override
    public List<Value> getValuesNeededToBuildSubsetExtraction(Operation op) {
      ParallelInsertSliceOp p = ParallelInsertSliceOp.of(op);
      return TensorSliceModels.sliceValues(p, p.dest());
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      ParallelInsertSliceOp p = ParallelInsertSliceOp.of(op);
      Operation parent = op.getParentOp();
      rewriter.setInsertionPoint(parent);
      Value dest = Buffers.getBuffer(rewriter, p.dest(), options, state);
      Value src = Buffers.getBuffer(rewriter, p.source(), options, state);
      if (!(dest.getType() instanceof MemRefType destType)) {
        return false;
      }
      rewriter.setInsertionPoint(parent);
      MemRefType viewType = TensorSliceModels.inferRankReducedResultType(
          ((ShapedType) p.source().getType()).getShape(), destType, p);
      Value view = TensorSliceModels.subview(rewriter, op, viewType, dest, p).result();
      Buffers.createMemCpy(rewriter, op.getLoc(), src, view);
      rewriter.eraseOp(op);
      return true;
    }
  }
}
