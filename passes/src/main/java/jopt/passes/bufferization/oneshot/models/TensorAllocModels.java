package jopt.passes.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.passes.bufferization.oneshot.TensorCopyInsertion;
import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.affine.AffineComposition;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.linalg.MapOp;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.SubViewOp;
import jopt.dialects.tensor.ConcatOp;
import jopt.dialects.tensor.GenerateOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.dialects.tensor.PadOp;
import jopt.dialects.tensor.SplatOp;
import jopt.dialects.tensor.MixedValues;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * tensor.generate, tensor.splat, tensor.pad and tensor.concat (MLIR's Tensor
 * BufferizableOpInterfaceImpl): each bufferizes to a new allocation, filled by a linalg.map
 * (generate, splat, pad's padding value) and copies into subviews (pad's source, concat's inputs).
 * Dynamic sizes and offsets are affine.apply ops, built and folded as MLIR's
 * makeComposedFoldedAffineApply does.
 */
public final class TensorAllocModels {
  private TensorAllocModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(GenerateOp.SPEC.name(), new GenerateModel());
    ops.register(SplatOp.SPEC.name(), new SplatModel());
    ops.register(PadOp.SPEC.name(), new PadModel());
    ops.register(ConcatOp.SPEC.name(), new ConcatModel());
  }

  /**
   * MLIR's lowerGenerateLikeOpBody: a linalg.map into {@code dest} whose body is {@code body}'s
   * block, its arguments replaced by linalg.index ops and its tensor.yield by a linalg.yield.
   */
  static Value lowerGenerateLikeOpBody(BufferizationRewriter rewriter, Operation op, Value dest, Region body) {
    RankedTensorType type = (RankedTensorType) dest.getType();
    var ip = rewriter.saveInsertionPoint();
    List<Value> indices = new ArrayList<>();
    MapOp map = MapOp.create(rewriter, op.getLoc(), List.of(), dest, (b, loc, args) -> {
      for (int d = 0; d < type.getRank(); d++) {
        indices.add(IndexOp.create(b, loc, d).result());
      }
    });
    Block mapBlock = map.mapper().front();
    rewriter.mergeBlocks(body.front(), mapBlock, indices);
    Operation yield = mapBlock.getLastOp();
    rewriter.setInsertionPoint(yield);
    jopt.dialects.linalg.YieldOp.create(rewriter, yield.getLoc(), List.of(yield.getOperand(0)));
    rewriter.eraseOp(yield);
    rewriter.restoreInsertionPoint(ip);
    return map.getOperation().getResult(0);
  }

  /** tensor.generate: a new buffer filled by a linalg.map with the op's body. */
  static final class GenerateModel extends AllocatingModel {
    GenerateModel() {
      super(false);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      rewriter.setInsertionPoint(op);
      Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, op.getLoc(), op.getResult(0),
          options, state, false);
      Value result = lowerGenerateLikeOpBody(rewriter, op, alloc, GenerateOp.of(op).body());
      rewriter.replaceOp(op, List.of(result));
      return true;
    }
  }

  /** tensor.splat: a new buffer filled by a linalg.map yielding the element. */
  static final class SplatModel extends AllocatingModel {
    SplatModel() {
      super(false);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      rewriter.setInsertionPoint(op);
      Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, op.getLoc(), op.getResult(0),
          options, state, false);
      Value element = SplatOp.of(op).input();
      MapOp map = MapOp.create(rewriter, op.getLoc(), List.of(), alloc,
          (b, loc, args) -> jopt.dialects.linalg.YieldOp.create(b, loc, List.of(element)));
      rewriter.replaceOp(op, List.of(map.getOperation().getResult(0)));
      return true;
    }
  }

  /** tensor.pad: a new buffer filled with the padding value, the source copied into its middle. */
  static final class PadModel extends AllocatingModel {
    PadModel() {
      super(true);
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      Type src = Buffers.getBufferType(op.getOperand(0), options, state, stack);
      if (src == null) {
        return null;
      }
      return Buffers.identityLayout((RankedTensorType) value.getType(), Buffers.memorySpaceOf(src));
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      PadOp pad = PadOp.of(op);
      RankedTensorType resultType = (RankedTensorType) op.getResult(0).getType();
      rewriter.setInsertionPoint(op);
      // MLIR computes each dynamic size as source + low + high here, then sizes the allocation
      // from the op's reified shape instead; the sums stay unused, as in mlir-opt's output.
      // MLIR's pad model reads the paddings with constants folded to attributes (a constant
      // index operand pads statically: the insert_slice gets static offsets).
      List<OpFoldResult> low = OpFoldResult.asOpFoldResults(pad.mixedLowPad());
      List<OpFoldResult> high = OpFoldResult.asOpFoldResults(pad.mixedHighPad());
      AffineMap sum = AffineMap.get(0, 3, AffineExpr.symbol(0).add(AffineExpr.symbol(1)).add(AffineExpr.symbol(2)));
      for (int i = 0; i < resultType.getRank(); i++) {
        if (!resultType.isDynamicDim(i)) {
          continue;
        }
        Value srcDim = jopt.dialects.tensor.DimOp.create(rewriter, op.getLoc(), pad.source(),
            Buffers.constantIndex(rewriter, op.getLoc(), i)).result();
        Value lowPad = Buffers.valueOrConstantIndex(rewriter, op.getLoc(), low.get(i));
        Value highPad = Buffers.valueOrConstantIndex(rewriter, op.getLoc(), high.get(i));
        AffineApplyOp.create(rewriter, op.getLoc(), sum, List.of(srcDim, lowPad, highPad));
      }
      Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, op.getLoc(), op.getResult(0),
          options, state, false);
      Value filled = lowerGenerateLikeOpBody(rewriter, op, alloc, pad.region());
      RankedTensorType srcType = (RankedTensorType) pad.source().getType();
      List<OpFoldResult> sizes = new ArrayList<>();
      List<OpFoldResult> strides = new ArrayList<>();
      for (int i = 0; i < srcType.getRank(); i++) {
        if (srcType.isDynamicDim(i)) {
          Value idx = Buffers.constantIndex(rewriter, op.getLoc(), i);
          sizes.add(OpFoldResult.of(jopt.dialects.tensor.DimOp.create(rewriter, op.getLoc(), pad.source(), idx)
              .getOperation().getResult(0)));
        } else {
          sizes.add(OpFoldResult.of(IntegerAttr.getIndex(srcType.getDimSize(i))));
        }
        strides.add(OpFoldResult.of(IntegerAttr.getIndex(1)));
      }
      Value r = InsertSliceOp.create(rewriter, op.getLoc(), pad.source(), filled, low, sizes, strides)
          .result();
      rewriter.replaceOp(op, List.of(r));
      return true;
    }
  }

  /** tensor.concat: a new buffer, each input copied into its subview. */
  static final class ConcatModel extends AllocatingModel {
    ConcatModel() {
      super(true);
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return false;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      ConcatOp concat = ConcatOp.of(op);
      RankedTensorType type = (RankedTensorType) op.getResult(0).getType();
      int dim = (int) concat.dim();
      Location loc = op.getLoc();
      rewriter.setInsertionPoint(op);
      Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, loc, op.getResult(0),
          options, state, false);
      MemRefType memrefType = MemRefType.get(type.getShape(), type.getElementType());
      Value dst = ToBufferOp.create(rewriter, loc, memrefType, alloc, false).buffer();
      int rank = type.getRank();
      List<OpFoldResult> offsets = new ArrayList<>();
      List<OpFoldResult> sizes = new ArrayList<>();
      List<OpFoldResult> strides = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        offsets.add(OpFoldResult.of(IntegerAttr.getIndex(0)));
        strides.add(OpFoldResult.of(IntegerAttr.getIndex(1)));
        sizes.add(type.isDynamicDim(i)
            ? OpFoldResult.of(DimOp.create(rewriter, loc, dst, Buffers.constantIndex(rewriter, loc, i)).result())
            : OpFoldResult.of(IntegerAttr.getIndex(type.getDimSize(i))));
      }
      // The offset along the concatenated dimension: a number until an input of dynamic size,
      // then the affine.apply sum of the sizes so far (MLIR's).
      long staticOffset = 0;
      OpFoldResult dynamicOffset = null;
      AffineMap sum = AffineMap.get(0, 2, AffineExpr.symbol(0).add(AffineExpr.symbol(1)));
      for (Value input : concat.inputs()) {
        Value src = Buffers.getBuffer(rewriter, input, options, state);
        long size = ((ShapedType) input.getType()).getDimSize(dim);
        boolean dynamicSize = ShapedType.isDynamic(size);
        OpFoldResult sizeOfr = dynamicSize
            ? OpFoldResult.of(rewriter.createOrFold(
                DimOp.create(rewriter, loc, src, Buffers.constantIndex(rewriter, loc, dim)).getOperation()))
            : OpFoldResult.of(IntegerAttr.getIndex(size));
        sizes.set(dim, sizeOfr);
        OpFoldResult offset = dynamicOffset != null ? dynamicOffset : OpFoldResult.of(IntegerAttr.getIndex(staticOffset));
        offsets.set(dim, offset);
        MixedValues o = MixedValues.of(offsets);
        MixedValues sz = MixedValues.of(sizes);
        MixedValues st = MixedValues.of(strides);
        MemRefType viewType = SubViewOp.inferResultType(memrefType, o.statics(), sz.statics(), st.statics());
        Value view = SubViewOp.create(rewriter, loc, viewType, dst, o.statics(), sz.statics(), st.statics(),
            o.dynamics(), sz.dynamics(), st.dynamics()).result();
        Buffers.createMemCpy(rewriter, loc, src, view);
        if (dynamicOffset != null || dynamicSize) {
          dynamicOffset = AffineComposition.makeComposedFoldedAffineApply(rewriter, loc, sum, List.of(offset, sizeOfr));
        } else {
          staticOffset += size;
        }
      }
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(dst));
      return true;
    }
  }
}
