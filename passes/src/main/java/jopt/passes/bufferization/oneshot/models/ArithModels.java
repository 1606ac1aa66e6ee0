package jopt.passes.bufferization.oneshot.models;

import java.util.List;
import java.util.Objects;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferRelation;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.passes.bufferization.oneshot.ConstantGlobals;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.GetGlobalOp;
import jopt.dialects.memref.GlobalOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;

/** arith ops (MLIR's Arith BufferizableOpInterfaceImpl): tensor constants become memref globals; select of tensors. */
public final class ArithModels {
  private ArithModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(ConstantOp.SPEC.name(), new ConstantModel());
    ops.register(SelectOp.SPEC.name(), new SelectModel());
  }

  static final class ConstantModel extends AllocatingModel {
    ConstantModel() {
      super(false);
    }

    @Override
    public boolean isWritable(Operation op, Value value, jopt.passes.bufferization.oneshot.AnalysisState state) {
      return false;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      if (value.getType() instanceof RankedTensorType t) {
        return Buffers.identityLayout(t, null);
      }
      return Buffers.defaultGetBufferType(value, options, state, invocationStack);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      if (!(op.getResult(0).getType() instanceof RankedTensorType)) {
        return false;
      }
      GlobalOp global = ConstantGlobals.getGlobalFor(op, options.bufferAlignment, state);
      if (global == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value v = GetGlobalOp.create(rewriter, op.getLoc(), global.type(), global.symName()).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(v));
      return true;
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
}
