package jopt.dialects.memref;

import jopt.ir.type.ShapedType;
import java.util.Objects;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;

/**
 * memref.realloc: {@code %source (%dynamicResultSize)? attr-dict : type to type}; frees the
 * source and allocates the result.
 */
@Op
public final class ReallocOp extends ReallocOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.realloc")
      .summary("memory reallocation operation")
      .operand("source", MemRefConstraints.MEMREF_1D)
      .optionalOperand("dynamicResultSize", TypeConstraints.INDEX)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .result("result", MemRefConstraints.MEMREF_1D)
      .format("$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)")
      .memFree("source")
      .memAlloc("result")
      .build();

  ReallocOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.realloc %source(%dynamicResultSize)}; the size may be null. */
  public static ReallocOp create(Builder b, Location loc, MemRefType resultType, Value source,
      Value dynamicResultSize) {
    OperationState st = SPEC.newState(loc).addOperand(source);
    if (dynamicResultSize != null) {
      st.addOperand(dynamicResultSize);
    }
    return new ReallocOp(b.create(st.addType(resultType)));
  }

  /** The definition: the layout/space/size checks, effects and the dead-alloc pattern. */
  public static final class Def extends OpDefinition implements MemoryEffects,
      jopt.dialects.bufferization.AllocationOpInterface,
      jopt.dialects.bufferization.BufferViewFlowOpInterface {
    public Def() {
      super(SPEC);
    }

    /** The result may be the source, or a new buffer (MLIR's external model of memref.realloc). */
    @Override
    public void populateDependencies(Operation op,
        java.util.function.BiConsumer<jopt.ir.Value, jopt.ir.Value> dependency) {
      ReallocOp realloc = ReallocOp.of(op);
      dependency.accept(realloc.source(), realloc.result());
    }

    @Override
    public boolean mayBeTerminalBuffer(Operation op, jopt.ir.Value value) {
      return true;
    }

    @Override
    public boolean verify(Operation op) {
      ReallocOp realloc = ReallocOp.of(op);
      Type src = realloc.source().getType();
      Type res = realloc.result().getType();
      if (!ShapedTypes.hasIdentityLayout(src)) {
        op.emitError("unsupported layout for source memref type " + Asm.quote(src));
        return false;
      }
      if (!ShapedTypes.hasIdentityLayout(res)) {
        op.emitError("unsupported layout for result memref type " + Asm.quote(res));
        return false;
      }
      if (!Objects.equals(ShapedTypes.memorySpace(src), ShapedTypes.memorySpace(res))) {
        op.emitError("different memory spaces specified for source memref type " + Asm.quote(src)
            + " and result memref type " + Asm.quote(res));
        return false;
      }
      if (!ShapedTypes.elementType(src).equals(ShapedTypes.elementType(res))) {
        op.emitError("different element types specified for source memref type " + Asm.quote(src)
            + " and result memref type " + Asm.quote(res));
        return false;
      }
      boolean dynamic = ShapedTypes.shape(res)[0] == ShapedType.DYNAMIC;
      boolean hasSize = op.getNumOperands() > 1;
      if (dynamic && !hasSize) {
        op.emitError("missing dimension operand for result type " + Asm.quote(res));
        return false;
      }
      if (!dynamic && hasSize) {
        op.emitError("unnecessary dimension operand for result type " + Asm.quote(res));
        return false;
      }
      return true;
    }

    /**
     * MLIR's SimplifyDeadAlloc on a realloc used only by stores into it, erased with them. MLIR
     * also erases one that a dealloc frees, with the dealloc, which leaves the realloc's source
     * unfreed: jopt keeps those (its memory passes and their differential tests rely on
     * canonicalization preserving frees).
     */
    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new MemRefFolding.SimplifyDeadAlloc(getName(), true));
    }
  }
}
