package jopt.passes.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferRelation;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.passes.bufferization.oneshot.TensorCopyInsertion;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.dialects.memref.CollapseShapeOp;
import jopt.dialects.memref.ExpandShapeOp;
import jopt.dialects.memref.ReshapeOp;
import jopt.dialects.tensor.RankOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;

/**
 * tensor.collapse_shape, tensor.expand_shape, tensor.reshape and tensor.rank (MLIR's Tensor
 * BufferizableOpInterfaceImpl): views of the source buffer; a source whose layout does not allow
 * the view is first copied into a buffer with an identity layout.
 */
public final class TensorReshapeModels {
  private TensorReshapeModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(jopt.dialects.tensor.CollapseShapeOp.SPEC.name(), new CollapseShapeModel());
    ops.register(jopt.dialects.tensor.ExpandShapeOp.SPEC.name(), new ExpandShapeModel());
    ops.register(jopt.dialects.tensor.ReshapeOp.SPEC.name(), new ReshapeModel());
    ops.register(RankOp.SPEC.name(), new RankModel());
  }

  /** A copy of {@code source} (an alloc_tensor) as a buffer of {@code type} with an identity layout. */
  static Value identityLayoutCopy(BufferizationRewriter rewriter, Operation op, Value source, MemRefType bufferType,
      BufferizationOptions options, BufferizationState state) {
    Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, op.getLoc(), source, options, state,
        true);
    MemRefType identity = MemRefType.get(bufferType.getShape(), bufferType.getElementType(), null,
        bufferType.getMemorySpace());
    return ToBufferOp.create(rewriter, op.getLoc(), identity, alloc, false).buffer();
  }

  /** The source and result are one buffer (a view): the source operand aliases the result. */
  abstract static class ViewModel extends NoAliasModel {
    ViewModel(boolean reads) {
      super(reads);
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      if (operand.getOperandNumber() != 0) {
        return List.of();
      }
      return List.of(new AliasingValue(op.getResult(0), BufferRelation.EQUIVALENT));
    }
  }

  /**
   * collapse_shape: a memref.collapse_shape; it reads its source conservatively, as a source whose
   * dims cannot be collapsed is copied first.
   */
  static final class CollapseShapeModel extends ViewModel {
    CollapseShapeModel() {
      super(true);
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      jopt.dialects.tensor.CollapseShapeOp c = jopt.dialects.tensor.CollapseShapeOp.of(op);
      Type src = Buffers.getBufferType(c.src(), options, state, stack);
      if (!(src instanceof MemRefType m)) {
        return src;
      }
      if (!CollapseShapeOp.isGuaranteedCollapsible(m, c.reassociation())) {
        return Buffers.identityLayout((RankedTensorType) value.getType(), m.getMemorySpace());
      }
      return CollapseShapeOp.computeCollapsedType(m, c.reassociation());
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      jopt.dialects.tensor.CollapseShapeOp c = jopt.dialects.tensor.CollapseShapeOp.of(op);
      Value buffer = Buffers.getBuffer(rewriter, c.src(), options, state);
      if (!(buffer.getType() instanceof MemRefType bufferType)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      boolean rank0 = ((ShapedType) op.getResult(0).getType()).getRank() == 0;
      if (rank0 && !jopt.dialects.memref.ShapedTypes.hasIdentityLayout(bufferType) && bufferType.getStridesAndOffset() == null) {
        return false;
      }
      if (!rank0 && !CollapseShapeOp.isGuaranteedCollapsible(bufferType, c.reassociation())) {
        buffer = identityLayoutCopy(rewriter, op, c.src(), bufferType, options, state);
      }
      Value r = CollapseShapeOp.create(rewriter, op.getLoc(), buffer, c.reassociation()).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(r));
      return true;
    }
  }

  /** expand_shape: a memref.expand_shape with the op's output shape. */
  static final class ExpandShapeModel extends ViewModel {
    ExpandShapeModel() {
      super(false);
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      jopt.dialects.tensor.ExpandShapeOp e = jopt.dialects.tensor.ExpandShapeOp.of(op);
      Type src = Buffers.getBufferType(e.src(), options, state, stack);
      if (!(src instanceof MemRefType m)) {
        return src;
      }
      MemRefType t = ExpandShapeOp.computeExpandedType(m, ((ShapedType) value.getType()).getShape(),
          e.reassociation());
      if (t == null) {
        op.emitError("failed to compute the expanded buffer type");
      }
      return t;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      jopt.dialects.tensor.ExpandShapeOp e = jopt.dialects.tensor.ExpandShapeOp.of(op);
      Value buffer = Buffers.getBuffer(rewriter, e.src(), options, state);
      if (!(buffer.getType() instanceof MemRefType m)) {
        return false;
      }
      long[] shape = ((ShapedType) op.getResult(0).getType()).getShape();
      MemRefType type = ExpandShapeOp.computeExpandedType(m, shape, e.reassociation());
      if (type == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value r = ExpandShapeOp.create(rewriter, op.getLoc(), type, buffer, e.reassociation(), e.staticOutputShape(),
          e.outputShape()).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(r));
      return true;
    }
  }

  /** reshape: a memref.reshape; a source without an identity layout is copied first. Reads its shape. */
  static final class ReshapeModel extends ViewModel {
    ReshapeModel() {
      super(false);
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      return operand.getOperandNumber() == 1;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      Type src = Buffers.getBufferType(op.getOperand(0), options, state, stack);
      if (src == null) {
        return null;
      }
      TensorType t = (TensorType) value.getType();
      if (t instanceof RankedTensorType r) {
        return Buffers.identityLayout(r, Buffers.memorySpaceOf(src));
      }
      return jopt.ir.type.UnrankedMemRefType.get(t.getElementType(), Buffers.memorySpaceOf(src));
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      jopt.dialects.tensor.ReshapeOp r = jopt.dialects.tensor.ReshapeOp.of(op);
      Value src = Buffers.getBuffer(rewriter, r.source(), options, state);
      Value shape = Buffers.getBuffer(rewriter, r.shape(), options, state);
      Type resultType = Buffers.getBufferType(op.getResult(0), options, state);
      if (resultType == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      if (src.getType() instanceof MemRefType m && !jopt.dialects.memref.ShapedTypes.hasIdentityLayout(m)) {
        src = identityLayoutCopy(rewriter, op, r.source(), m, options, state);
      }
      Value v = ReshapeOp.create(rewriter, op.getLoc(), resultType, src, shape).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(v));
      return true;
    }
  }

  /** rank: a memref.rank of the source buffer (reads metadata only). */
  static final class RankModel extends NoAliasModel {
    RankModel() {
      super(false);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value src = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      rewriter.setInsertionPoint(op);
      Value v = jopt.dialects.memref.RankOp.create(rewriter, op.getLoc(), src).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, new ArrayList<>(List.of(v)));
      return true;
    }
  }
}
