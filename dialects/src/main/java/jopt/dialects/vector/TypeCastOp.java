package jopt.dialects.vector;

import java.util.Arrays;
import java.util.Objects;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;
import jopt.ir.type.StridesAndOffset;
import jopt.ir.type.VectorType;

/** vector.type_cast: {@code %m : memref<5x4xf32> to memref<vector<5x4xf32>>}; a view as one vector element. */
@Op
public final class TypeCastOp extends TypeCastOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.type_cast")
      .summary("type_cast op converts a scalar memref to a vector memref")
      .operand("memref", TypeConstraints.STATIC_SHAPE_MEMREF)
      .result("result", TypeConstraints.MEMREF)
      .format("$memref attr-dict `:` type($memref) `to` type($result)")
      .build();

  TypeCastOp(Operation op) {
    super(op);
  }

  /** The memref's shape followed by its vector element's. */
  private static long[] extractShape(MemRefType m) {
    long[] shape = m.getShape();
    if (m.getElementType() instanceof VectorType v) {
      long[] inner = v.getShape();
      long[] r = Arrays.copyOf(shape, shape.length + inner.length);
      System.arraycopy(inner, 0, r, shape.length, inner.length);
      return r;
    }
    return shape;
  }

  private static Type scalar(MemRefType m) {
    return VectorTypes.elementTypeOrSelf(m.getElementType());
  }

  /** Whether the layout is the identity once a strided one of the contiguous strides is canonicalized. */
  private static boolean identityLayout(MemRefType m) {
    if (m.hasIdentityLayout()) {
      return true;
    }
    StridesAndOffset so = m.getStridesAndOffset();
    if (so == null || so.offset() != 0) {
      return false;
    }
    long stride = 1;
    for (int i = m.getRank() - 1; i >= 0; i--) {
      if (m.getDimSize(i) != 1 && so.getStride(i) != stride) {
        return false;
      }
      stride *= m.getDimSize(i);
    }
    return true;
  }

  /** The definition: Pure, a view of its operand; MLIR's layout and shape checks. */
  public static final class Def extends OpDefinition implements Traits.Pure, ViewLikeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      TypeCastOp typeCast = TypeCastOp.of(op);
      MemRefType source = (MemRefType) typeCast.memref().getType();
      MemRefType result = (MemRefType) typeCast.result().getType();
      if (!identityLayout(source)) {
        op.emitOpError("expects operand to be a memref with identity layout");
        return false;
      }
      if (!result.hasIdentityLayout()) {
        op.emitOpError("expects result to be a memref with identity layout");
        return false;
      }
      if (!Objects.equals(source.getMemorySpace(), result.getMemorySpace())) {
        op.emitOpError("expects result in same memory space");
        return false;
      }
      if (!scalar(source).equals(scalar(result))) {
        op.emitOpError("expects result and operand with same underlying scalar type: " + VectorTypes.quote(result));
        return false;
      }
      if (!Arrays.equals(extractShape(source), extractShape(result))) {
        op.emitOpError("expects concatenated result and operand shapes to be equal: " + VectorTypes.quote(result));
        return false;
      }
      return true;
    }
  }
}
