package jopt.dialects.memref;

import jopt.ir.type.ShapedType;
import java.util.Objects;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** memref.reshape: {@code %source(%shape) attr-dict : (src, shape) -> result}. */
@Op
public final class ReshapeOp extends ReshapeOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.reshape")
      .summary("memref reshape operation")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .operand("shape", MemRefConstraints.SHAPE_MEMREF)
      .result("result", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
      .memRead("shape")
      .build();

  ReshapeOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.reshape %source(%shape)} of type {@code resultType}. */
  public static ReshapeOp create(Builder b, Location loc, Type resultType, Value source, Value shape) {
    return new ReshapeOp(b.create(SPEC.newState(loc).addOperand(source).addOperand(shape).addType(resultType)));
  }

  /** The definition: the element-type, layout and rank checks. */
  public static final class Def extends OpDefinition implements ViewLikeOpInterface, MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ReshapeOp reshapeOp = ReshapeOp.of(op);
      Type src = reshapeOp.source().getType();
      Type res = reshapeOp.result().getType();
      if (!Objects.equals(ShapedTypes.elementType(src), ShapedTypes.elementType(res))) {
        op.emitOpError("element types of source and destination memref types should be the same");
        return false;
      }
      if (ShapedTypes.isMemRef(src) && !ShapedTypes.hasIdentityLayout(src)) {
        op.emitOpError("source memref type should have identity affine map");
        return false;
      }
      long len = ShapedTypes.shape(reshapeOp.shape().getType())[0];
      if (ShapedTypes.isMemRef(res)) {
        if (!ShapedTypes.hasIdentityLayout(res)) {
          op.emitOpError("result memref type should have identity affine map");
          return false;
        }
        if (len == ShapedType.DYNAMIC) {
          op.emitOpError("cannot use shape operand with dynamic length to reshape to statically-ranked memref type");
          return false;
        }
        if (len != ShapedTypes.rank(res)) {
          op.emitOpError("length of shape operand differs from the result's memref rank");
          return false;
        }
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ReshapeOp.of(op).result(), "reshape");
    }
  }
}
