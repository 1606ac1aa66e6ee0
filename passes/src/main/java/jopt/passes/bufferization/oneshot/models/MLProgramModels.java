package jopt.passes.bufferization.oneshot.models;

import java.util.List;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.dialects.memref.GetGlobalOp;
import jopt.dialects.memref.GlobalOp;
import jopt.dialects.mlprogram.GlobalLoadOp;
import jopt.dialects.mlprogram.GlobalStoreOp;
import jopt.ir.Attribute;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;

/**
 * ml_program ops (MLIR's MLProgram BufferizableOpInterfaceImpl): a global becomes a
 * memref.global (constant unless mutable), a load its memref.get_global, a store a
 * memref.get_global and a memref.copy into it. Only tensor globals bufferize.
 */
public final class MLProgramModels {
  private MLProgramModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(jopt.dialects.mlprogram.GlobalOp.SPEC.name(), new GlobalModel());
    ops.register(GlobalLoadOp.SPEC.name(), new GlobalLoadModel());
    ops.register(GlobalStoreOp.SPEC.name(), new GlobalStoreModel());
  }

  /** getMemRefTypeWithStaticIdentityLayout of the global's tensor type. */
  private static MemRefType memRefType(Type tensorType) {
    return Buffers.identityLayout((RankedTensorType) tensorType, null);
  }

  private static String leaf(Operation op) {
    return ((SymbolRefAttr) op.getAttr("global")).getLeafReference();
  }

  /**
   * ml_program.global: no operands; it has tensor semantics by its type. MLIR answers true for
   * any global and then crashes on one that is not a ranked tensor; jopt leaves such a global alone.
   */
  static final class GlobalModel extends NoAliasModel {
    GlobalModel() {
      super(false);
    }

    @Override
    public boolean hasTensorSemantics(Operation op) {
      return op.getAttr("type") instanceof TypeAttr t && t.value() instanceof RankedTensorType;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Attribute value = op.getAttr("value");
      if (value == null) {
        op.emitError("global op must have a value");
        return false;
      }
      Type type = ((TypeAttr) op.getAttr("type")).value();
      String visibility = op.getAttr("sym_visibility") instanceof StringAttr s ? s.value() : null;
      rewriter.setInsertionPoint(op);
      GlobalOp.create(rewriter, op.getLoc(), ((StringAttr) op.getAttr("sym_name")).value(), visibility,
          memRefType(type), value, op.getAttr("is_mutable") == null, null);
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** ml_program.global_load: a read-only memref.get_global. */
  static final class GlobalLoadModel extends NoAliasModel {
    GlobalLoadModel() {
      super(false);
    }

    @Override
    public boolean isWritable(Operation op, Value value, AnalysisState state) {
      return false;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      return memRefType(value.getType());
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      rewriter.setInsertionPoint(op);
      Value v = GetGlobalOp.create(rewriter, op.getLoc(), memRefType(op.getResult(0).getType()), leaf(op)).result();
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(v));
      return true;
    }
  }

  /** ml_program.global_store: MLIR counts its operand as written, not read. */
  static final class GlobalStoreModel extends NoAliasModel {
    GlobalStoreModel() {
      super(false);
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      return true;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      rewriter.setInsertionPoint(op);
      Value target = GetGlobalOp.create(rewriter, op.getLoc(), memRefType(op.getOperand(0).getType()), leaf(op))
          .result();
      Value source = Buffers.getBuffer(rewriter, op.getOperand(0), options, state);
      Buffers.createMemCpy(rewriter, op.getLoc(), source, target);
      rewriter.eraseOp(op);
      return true;
    }
  }
}
