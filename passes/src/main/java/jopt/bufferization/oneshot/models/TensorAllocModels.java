package jopt.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.bufferization.oneshot.AnalysisState;
import jopt.bufferization.oneshot.BufferizableOps;
import jopt.bufferization.oneshot.BufferizationOptions;
import jopt.bufferization.oneshot.BufferizationRewriter;
import jopt.bufferization.oneshot.BufferizationState;
import jopt.bufferization.oneshot.Buffers;
import jopt.bufferization.oneshot.TensorCopyInsertion;
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
import jopt.ir.Block;
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
 * Where MLIR computes a dynamic size with affine.apply (pad with a dynamic result dimension,
 * concat along a dynamic dimension) jopt, which has no affine dialect, reports the op instead.
 */
public final class TensorAllocModels {
  private TensorAllocModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(GenerateOp.SPEC.name(), new GenerateModel());
    ops.register(SplatOp.SPEC.name(), new SplatModel());
    ops.register(PadOp.SPEC.name(), new PadModel());
    ops.register(ConcatOp.SPEC.name(), new ConcatModel());
  }

  /** An op whose result is a new buffer. */
  abstract static class AllocatingModel extends NoAliasModel {
    AllocatingModel(boolean reads) {
      super(reads);
    }

    @Override
    public boolean bufferizesToAllocation(Operation op, Value value) {
      return true;
    }
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
      for (int i = 0; i < resultType.getRank(); i++) {
        if (resultType.isDynamicDim(i)) {
          op.emitOpError("with a dynamic result dimension is not supported: its size needs affine.apply, "
              + "and jopt has no affine dialect");
          return false;
        }
      }
      rewriter.setInsertionPoint(op);
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
      Value r = InsertSliceOp.create(rewriter, op.getLoc(), pad.source(), filled, pad.mixedLowPad(), sizes, strides)
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
      if (type.isDynamicDim(dim)) {
        op.emitOpError("along a dynamic dimension is not supported: its offsets need affine.apply, "
            + "and jopt has no affine dialect");
        return false;
      }
      for (Value input : concat.inputs()) {
        if (((ShapedType) input.getType()).isDynamicDim(dim)) {
          op.emitOpError("with an input of dynamic size along the concatenated dimension is not supported");
          return false;
        }
      }
      rewriter.setInsertionPoint(op);
      Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, op.getLoc(), op.getResult(0),
          options, state, false);
      MemRefType memrefType = MemRefType.get(type.getShape(), type.getElementType());
      Value dst = ToBufferOp.create(rewriter, op.getLoc(), memrefType, alloc, false).buffer();
      int rank = type.getRank();
      long[] offsets = new long[rank];
      long[] sizes = new long[rank];
      long[] strides = new long[rank];
      Arrays.fill(strides, 1);
      List<Value> dynamicSizes = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        sizes[i] = type.getDimSize(i);
        if (type.isDynamicDim(i)) {
          dynamicSizes.add(DimOp.create(rewriter, op.getLoc(), dst, Buffers.constantIndex(rewriter, op.getLoc(), i))
              .result());
        }
      }
      long offset = 0;
      for (Value input : concat.inputs()) {
        Value src = Buffers.getBuffer(rewriter, input, options, state);
        long size = ((ShapedType) input.getType()).getDimSize(dim);
        sizes[dim] = size;
        offsets[dim] = offset;
        MemRefType viewType = SubViewOp.inferResultType(memrefType, offsets, sizes, strides);
        Value view = SubViewOp.create(rewriter, op.getLoc(), viewType, dst, offsets.clone(), sizes.clone(),
            strides.clone(), List.of(), dynamicSizes, List.of()).result();
        Buffers.createMemCpy(rewriter, op.getLoc(), src, view);
        offset += size;
      }
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(dst));
      return true;
    }
  }
}
