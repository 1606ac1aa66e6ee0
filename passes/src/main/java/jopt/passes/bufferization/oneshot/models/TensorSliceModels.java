package jopt.passes.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
import jopt.dialects.memref.SubViewOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.dialects.tensor.OffsetSizeAndStrideOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/** tensor.extract_slice (a subview) and tensor.insert_slice (a copy into a subview). */
public final class TensorSliceModels {
  private TensorSliceModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(ExtractSliceOp.SPEC.name(), new ExtractSliceModel());
    ops.register(InsertSliceOp.SPEC.name(), new InsertSliceModel());
  }

  /** MLIR's SubViewOp::inferRankReducedResultType. */
  static MemRefType inferRankReducedResultType(long[] resultShape, MemRefType source, OffsetSizeAndStrideOp slice) {
    MemRefType inferred = SubViewOp.inferResultType(source, slice.staticOffsets(), slice.staticSizes(),
        slice.staticStrides());
    if (inferred.getRank() == resultShape.length) {
      return inferred;
    }
    Set<Integer> dropped = rankReductionMask(inferred.getShape(), resultShape);
    StridedLayoutAttr layout = (StridedLayoutAttr) inferred.getLayout();
    long[] strides = layout.strides();
    List<Long> kept = new ArrayList<>();
    for (int i = 0; i < strides.length; i++) {
      if (!dropped.contains(i)) {
        kept.add(strides[i]);
      }
    }
    return MemRefType.get(resultShape, inferred.getElementType(),
        StridedLayoutAttr.get(layout.offset(), kept.stream().mapToLong(Long::longValue).toArray()),
        inferred.getMemorySpace());
  }

  /** MLIR's computeRankReductionMask (greedy, unit dimensions dropped). */
  static Set<Integer> rankReductionMask(long[] original, long[] reduced) {
    Set<Integer> unused = new HashSet<>();
    int r = 0;
    for (int i = 0; i < original.length; i++) {
      if (r < reduced.length && original[i] == reduced[r]) {
        r++;
        continue;
      }
      unused.add(i);
    }
    return unused;
  }

  static SubViewOp subview(BufferizationRewriter rewriter, Operation op, MemRefType type, Value buffer,
      OffsetSizeAndStrideOp slice) {
    return SubViewOp.create(rewriter, op.getLoc(), type, buffer, slice.staticOffsets(), slice.staticSizes(),
        slice.staticStrides(), slice.offsets(), slice.sizes(), slice.strides());
  }

  /** Whether two slices have the same offsets, sizes and strides (static values or the same SSA values). */
  static boolean sameOffsetsSizesAndStrides(OffsetSizeAndStrideOp a, OffsetSizeAndStrideOp b) {
    return Arrays.equals(a.staticOffsets(), b.staticOffsets()) && Arrays.equals(a.staticSizes(), b.staticSizes())
        && Arrays.equals(a.staticStrides(), b.staticStrides()) && a.offsets().equals(b.offsets())
        && a.sizes().equals(b.sizes()) && a.strides().equals(b.strides());
  }

  /** MLIR's insertSliceOpRequiresRead for the destination: unless the slice overwrites all of it. */
  static boolean destRequiresRead(OffsetSizeAndStrideOp slice, long[] destShape) {
    for (OpFoldResult o : slice.mixedOffsets()) {
      Long c = o.getConstantIntValue();
      if (c == null || c != 0) {
        return true;
      }
    }
    List<OpFoldResult> sizes = slice.mixedSizes();
    if (sizes.size() != destShape.length) {
      return true;
    }
    for (int i = 0; i < sizes.size(); i++) {
      Long c = sizes.get(i).getConstantIntValue();
      if (c == null || c != destShape[i]) {
        return true;
      }
    }
    for (OpFoldResult o : slice.mixedStrides()) {
      Long c = o.getConstantIntValue();
      if (c == null || c != 1) {
        return true;
      }
    }
    return false;
  }

  /** The extract_slice of the subset a slice insertion writes (MLIR's buildSubsetExtraction). */
  static Value extractInsertedSlice(jopt.ir.rewrite.Builder b, jopt.ir.Location loc, Value source, Value dest,
      jopt.dialects.tensor.OffsetSizeAndStrideOp slice) {
    return ExtractSliceOp.create(b, loc, (RankedTensorType) source.getType(), dest, slice.mixedOffsets(),
        slice.mixedSizes(), slice.mixedStrides()).getOperation().getResult(0);
  }

  /** The offsets, sizes, strides and destination a subset extraction needs. */
  static List<Value> sliceValues(jopt.dialects.tensor.OffsetSizeAndStrideOp slice, Value dest) {
    List<Value> values = new ArrayList<>(slice.offsets());
    values.addAll(slice.sizes());
    values.addAll(slice.strides());
    values.add(dest);
    return values;
  }

  /** extract_slice: neither reads nor writes; its result aliases the source (a subview). */
  static final class ExtractSliceModel extends NoAliasModel {
    ExtractSliceModel() {
      super(false);
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      if (operand.getOperandNumber() != 0) {
        return List.of();
      }
      return List.of(new AliasingValue(op.getResult(0), BufferRelation.UNKNOWN));
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      ExtractSliceOp e = ExtractSliceOp.of(op);
      Type src = Buffers.getBufferType(e.source(), options, state, stack);
      if (!(src instanceof MemRefType m)) {
        return src;
      }
      return inferRankReducedResultType(((RankedTensorType) value.getType()).getShape(), m, e);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      ExtractSliceOp e = ExtractSliceOp.of(op);
      Value src = Buffers.getBuffer(rewriter, e.source(), options, state);
      Type type = Buffers.getBufferType(op.getResult(0), options, state);
      if (!(type instanceof MemRefType m)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value view = subview(rewriter, op, m, src, e).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(view));
      return true;
    }
  }

  /** insert_slice: destination style; the dest is not read when the slice covers all of it. */
  static final class InsertSliceModel extends DpsModel implements SubsetInsertion {
    @Override
    int initOperandNumber(Operation op, int resultNumber) {
      return 1;
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      if (operand.getOperandNumber() == 0) {
        return true;
      }
      return destRequiresRead(InsertSliceOp.of(op), ((ShapedType) op.getOperand(1).getType()).getShape());
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
      InsertSliceOp ins = InsertSliceOp.of(op);
      return equivalent.test(e.source(), ins.dest()) && sameOffsetsSizesAndStrides(e, ins);
    }

    @Override
    public Value buildSubsetExtraction(Operation op, jopt.ir.rewrite.Builder b, jopt.ir.Location loc) {
      InsertSliceOp ins = InsertSliceOp.of(op);
      return extractInsertedSlice(b, loc, ins.source(), ins.dest(), ins);
    }

    @Override
    public List<Value> getValuesNeededToBuildSubsetExtraction(Operation op) {
      InsertSliceOp ins = InsertSliceOp.of(op);
      return sliceValues(ins, ins.dest());
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      InsertSliceOp ins = InsertSliceOp.of(op);
      Value dest = Buffers.getBuffer(rewriter, ins.dest(), options, state);
      if (!(dest.getType() instanceof MemRefType destType)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      MemRefType viewType = inferRankReducedResultType(((ShapedType) ins.source().getType()).getShape(),
          destType, ins);
      Value view = subview(rewriter, op, viewType, dest, ins).result();
      Value src = Buffers.getBuffer(rewriter, ins.source(), options, state);
      rewriter.setInsertionPoint(op);
      Buffers.createMemCpy(rewriter, op.getLoc(), src, view);
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(dest));
      return true;
    }
  }
}
