package jopt.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;
import jopt.bufferization.oneshot.AliasingValue;
import jopt.bufferization.oneshot.AnalysisState;
import jopt.bufferization.oneshot.BufferRelation;
import jopt.bufferization.oneshot.BufferizableOps;
import jopt.bufferization.oneshot.BufferizationOptions;
import jopt.bufferization.oneshot.BufferizationRewriter;
import jopt.bufferization.oneshot.BufferizationState;
import jopt.bufferization.oneshot.Buffers;
import jopt.bufferization.oneshot.SubsetInsertion;
import jopt.bufferization.oneshot.TensorCopyInsertion;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.bufferization.MaterializeInDestinationOp;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.tensor.FromElementsOp;
import jopt.ir.Attribute;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;

/**
 * tensor.cast, tensor.from_elements, arith.select and bufferization.materialize_in_destination
 * (MLIR's Tensor and Arith BufferizableOpInterfaceImpl, MaterializeInDestinationOp).
 */
public final class MoreTensorModels {
  private MoreTensorModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(jopt.dialects.tensor.CastOp.SPEC.name(), new TensorCastModel());
    ops.register(FromElementsOp.SPEC.name(), new FromElementsModel());
    ops.register(SelectOp.SPEC.name(), new SelectModel());
    ops.register(MaterializeInDestinationOp.SPEC.name(), new MaterializeInDestinationModel());
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
  static final class FromElementsModel extends NoAliasModel {
    FromElementsModel() {
      super(false);
    }

    @Override
    public boolean bufferizesToAllocation(Operation op, Value value) {
      return true;
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

  /** arith.select of tensors: a select of the two buffers (cast to a common type when they differ). */
  static final class SelectModel extends NoAliasModel {
    SelectModel() {
      super(false);
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      return List.of(new AliasingValue(op.getResult(0), BufferRelation.EQUIVALENT, false));
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      SelectOp s = SelectOp.of(op);
      Type t = Buffers.getBufferType(s.trueValue(), options, state, stack);
      Type f = Buffers.getBufferType(s.falseValue(), options, state, stack);
      if (t == null || f == null) {
        return null;
      }
      if (t.equals(f)) {
        return t;
      }
      if (!Objects.equals(Buffers.memorySpaceOf(t), Buffers.memorySpaceOf(f))) {
        op.emitError("inconsistent memory space on true/false operands");
        return null;
      }
      MemRefType m = (MemRefType) t;
      return Buffers.fullyDynamicLayout(m.getShape(), m.getElementType(), m.getMemorySpace());
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      SelectOp s = SelectOp.of(op);
      if (!(s.condition().getType() instanceof IntegerType i && i.getWidth() == 1)) {
        op.emitOpError("only i1 condition values are supported");
        return false;
      }
      Value t = Buffers.getBuffer(rewriter, s.trueValue(), options, state);
      Value f = Buffers.getBuffer(rewriter, s.falseValue(), options, state);
      rewriter.setInsertionPoint(op);
      if (!t.getType().equals(f.getType())) {
        Type target = Buffers.getBufferType(op.getResult(0), options, state);
        if (target == null) {
          return false;
        }
        if (!t.getType().equals(target)) {
          t = CastOp.create(rewriter, op.getLoc(), target, t).dest();
        }
        if (!f.getType().equals(target)) {
          f = CastOp.create(rewriter, op.getLoc(), target, f).dest();
        }
      }
      Value r = SelectOp.create(rewriter, op.getLoc(), s.condition(), t, f).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(r));
      return true;
    }
  }

  /** materialize_in_destination: a copy of the source into the destination's buffer, always in place. */
  static final class MaterializeInDestinationModel extends NoAliasModel implements SubsetInsertion {
    MaterializeInDestinationModel() {
      super(false);
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      return operand.getOperandNumber() == 0;
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return operand.getOperandNumber() == 1;
    }

    @Override
    public boolean mustBufferizeInPlace(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      if (operand.getOperandNumber() == 1 && op.getNumResults() == 1) {
        return List.of(new AliasingValue(op.getResult(0), BufferRelation.EQUIVALENT));
      }
      return List.of();
    }

    @Override
    public boolean bufferizesToElementwiseAccess(Operation op, AnalysisState state, List<OpOperand> operands) {
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
      return equivalent.test(candidate, op.getOperand(1));
    }

    /** The whole destination tensor (a memref destination has no tensor subset jopt can build). */
    @Override
    public Value buildSubsetExtraction(Operation op, jopt.ir.Builder b, jopt.ir.Location loc) {
      Value dest = op.getOperand(1);
      return dest.getType() instanceof TensorType ? dest : null;
    }

    @Override
    public List<Value> getValuesNeededToBuildSubsetExtraction(Operation op) {
      return List.of(op.getOperand(1));
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Value dest = op.getOperand(1);
      boolean tensorDest = dest.getType() instanceof TensorType;
      Value buffer = tensorDest ? Buffers.getBuffer(rewriter, dest, options, state) : dest;
      Value src = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      rewriter.setInsertionPoint(op);
      Buffers.createMemCpy(rewriter, op.getLoc(), src, buffer);
      Buffers.replaceOpWithBufferizedValues(rewriter, op, tensorDest ? List.of(buffer) : List.of());
      return true;
    }
  }
}
