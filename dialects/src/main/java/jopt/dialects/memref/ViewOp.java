package jopt.dialects.memref;

import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;

/** memref.view: {@code %source[%byte_shift][%sizes] attr-dict : type to type} over an i8 buffer. */
@Op
public final class ViewOp extends ViewOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.view")
      .summary("memref view operation")
      .operand("source", MemRefConstraints.I8_MEMREF_1D)
      .operand("byte_shift", TypeConstraints.INDEX)
      .variadicOperand("sizes", TypeConstraints.INDEX)
      .result("result", TypeConstraints.MEMREF)
      .format("$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)")
      .build();

  ViewOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.view %source[%byteShift][%sizes]} of type {@code resultType}. */
  public static ViewOp create(Builder b, Location loc, MemRefType resultType, Value source, Value byteShift,
      List<? extends Value> sizes) {
    OperationState st = SPEC.newState(loc).addOperand(source).addOperand(byteShift).addOperands(sizes);
    return new ViewOp(b.create(st.addType(resultType)));
  }

  /** The definition: the layout, memory-space and size checks. */
  public static final class Def extends OpDefinition implements ViewLikeOpInterface, Traits.Pure,
      jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface {
    public Def() {
      super(SPEC);
    }

    /** Its result's sizes: the static ones of its type, the dynamic ones its size operands (no new IR). */
    @Override
    public List<List<jopt.ir.rewrite.OpFoldResult>> reifyResultShapes(Builder b, Operation op) {
      List<jopt.ir.rewrite.OpFoldResult> shape = jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface.fromType(
          op.getResult(0).getType(), ViewOp.of(op).sizes());
      return shape == null ? null : List.of(shape);
    }

    @Override
    public boolean verify(Operation op) {
      ViewOp viewOp = ViewOp.of(op);
      Type base = viewOp.source().getType();
      Type view = viewOp.result().getType();
      if (!ShapedTypes.hasIdentityLayout(base)) {
        op.emitError("unsupported map for base memref type " + Asm.quote(base));
        return false;
      }
      if (!ShapedTypes.hasIdentityLayout(view)) {
        op.emitError("unsupported map for result memref type " + Asm.quote(view));
        return false;
      }
      if (!Objects.equals(ShapedTypes.memorySpace(base), ShapedTypes.memorySpace(view))) {
        op.emitError("different memory spaces specified for base memref type " + Asm.quote(base)
            + " and view memref type " + Asm.quote(view));
        return false;
      }
      int dyn = op.getNumOperands() - 2;
      int expected = ShapedTypes.numDynamicDims(view);
      if (dyn != expected) {
        op.emitOpError("incorrect number of dynamic sizes, has " + dyn + ", expected " + expected);
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ViewOp.of(op).result(), "view");
    }
  }
}
