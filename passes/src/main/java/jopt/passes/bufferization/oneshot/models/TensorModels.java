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
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.LoadOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExtractOp;
import jopt.dialects.tensor.FromElementsOp;
import jopt.dialects.tensor.InsertOp;
import jopt.ir.Attribute;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;

/** tensor ops (MLIR's Tensor BufferizableOpInterfaceImpl): empty, extract, insert, dim, cast, from_elements. */
public final class TensorModels {
  private TensorModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(EmptyOp.SPEC.name(), new EmptyModel());
    ops.register(ExtractOp.SPEC.name(), new ExtractModel());
    ops.register(InsertOp.SPEC.name(), new InsertModel());
    ops.register(jopt.dialects.tensor.DimOp.SPEC.name(), new DimModel());
    ops.register(jopt.dialects.tensor.CastOp.SPEC.name(), new TensorCastModel());
    ops.register(FromElementsOp.SPEC.name(), new FromElementsModel());
  }

  /** tensor.empty: an allocation with undefined contents; becomes an alloc_tensor. */
  static final class EmptyModel extends AllocatingModel {
    EmptyModel() {
      super(false);
    }

    @Override
    public boolean resultBufferizesToMemoryWrite(Operation op, OpResult result, AnalysisState state) {
      return false;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      if (op.getResult(0).useEmpty()) {
        rewriter.eraseOp(op);
        return true;
      }
      Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, op.getLoc(), op.getResult(0),
          options, state, false);
      rewriter.replaceOp(op, List.of(alloc));
      return true;
    }
  }

  /** tensor.extract: a memref.load of the source buffer. */
  static final class ExtractModel extends NoAliasModel {
    ExtractModel() {
      super(true);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      ExtractOp e = ExtractOp.of(op);
      Value src = Buffers.getBuffer(rewriter, e.tensor(), options, state);
      rewriter.setInsertionPoint(op);
      Value load = LoadOp.create(rewriter, op.getLoc(), src, e.indices()).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(load));
      return true;
    }
  }

  /** tensor.dim: a memref.dim of the source buffer. */
  static final class DimModel extends NoAliasModel {
    DimModel() {
      super(false);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value src = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      rewriter.setInsertionPoint(op);
      Value dim = DimOp.create(rewriter, op.getLoc(), src, op.getOperand(1)).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(dim));
      return true;
    }
  }

  /** tensor.insert: a memref.store into the destination buffer. */
  static final class InsertModel extends DpsModel {
    @Override
    int initOperandNumber(Operation op, int resultNumber) {
      return 1;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      InsertOp ins = InsertOp.of(op);
      Value dest = Buffers.getBuffer(rewriter, op.getOperand(1), options, state);
      rewriter.setInsertionPoint(op);
      StoreOp.create(rewriter, op.getLoc(), op.getOperand(0), dest, ins.indices());
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(dest));
      return true;
    }
  }

  /** tensor.cast: the source's buffer, behind a memref.cast when the type changes. */
  static final class TensorCastModel extends NoAliasModel {
    TensorCastModel() {
      super(false);
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      return List.of(new AliasingValue(op.getResult(0), BufferRelation.EQUIVALENT));
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      Type src = Buffers.getBufferType(op.getOperand(0), options, state, stack);
      if (src == null) {
        return null;
      }
      Attribute space = Buffers.memorySpaceOf(src);
      TensorType resultType = (TensorType) value.getType();
      if (op.getOperand(0).getType() instanceof UnrankedTensorType || resultType instanceof UnrankedTensorType) {
        return Buffers.fullyDynamicLayout(resultType, space);
      }
      RankedTensorType r = (RankedTensorType) resultType;
      return MemRefType.get(r.getShape(), r.getElementType(), ((MemRefType) src).getLayout(), space);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value buffer = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      Type type = Buffers.getBufferType(op.getResult(0), options, state);
      if (type == null) {
        return false;
      }
      if (!buffer.getType().equals(type)) {
        rewriter.setInsertionPoint(op);
        buffer = CastOp.create(rewriter, op.getLoc(), type, buffer).dest();
      }
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(buffer));
      return true;
    }
  }

  /** tensor.from_elements: a new buffer and one memref.store per element. */
  static final class FromElementsModel extends AllocatingModel {
    FromElementsModel() {
      super(false);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      RankedTensorType type = (RankedTensorType) op.getResult(0).getType();
      rewriter.setInsertionPoint(op);
      Value alloc = TensorCopyInsertion.allocateTensorForShapedValue(rewriter, op.getLoc(), op.getResult(0),
          options, state, false);
      Type bufferType = Buffers.getBufferType(alloc, options, state);
      Value buffer = ToBufferOp.create(rewriter, op.getLoc(), bufferType, alloc, false).buffer();
      List<Value> elements = op.getOperands();
      long[] shape = type.getShape();
      if (elements.isEmpty()) {
        Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(buffer));
        return true;
      }
      if (shape.length == 0) {
        StoreOp.create(rewriter, op.getLoc(), elements.get(0), buffer, List.of());
        Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(buffer));
        return true;
      }
      long maxDim = 0;
      for (long d : shape) {
        maxDim = Math.max(maxDim, d);
      }
      List<Value> constants = new ArrayList<>();
      for (int i = 0; i < maxDim; i++) {
        constants.add(Buffers.constantIndex(rewriter, op.getLoc(), i));
      }
      List<Value> indices = new ArrayList<>();
      for (int i = 0; i < shape.length; i++) {
        indices.add(constants.get(0));
      }
      int[] next = {0};
      createStores(rewriter, op, 0, buffer, shape, constants, elements, next, indices);
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(buffer));
      return true;
    }

    private static void createStores(BufferizationRewriter rewriter, Operation op, int dim, Value buffer,
        long[] shape, List<Value> constants, List<Value> elements, int[] next, List<Value> indices) {
      if (dim == shape.length - 1) {
        for (int i = 0; i < shape[dim]; i++) {
          indices.set(dim, constants.get(i));
          StoreOp.create(rewriter, op.getLoc(), elements.get(next[0]++), buffer, new ArrayList<>(indices));
        }
        return;
      }
      for (int i = 0; i < shape[dim]; i++) {
        indices.set(dim, constants.get(i));
        createStores(rewriter, op, dim + 1, buffer, shape, constants, elements, next, indices);
      }
    }
  }
}
