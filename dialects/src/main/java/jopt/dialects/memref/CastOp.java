package jopt.dialects.memref;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.StridesAndOffset;

/** memref.cast: converts between compatible memref types (static/dynamic sizes, strides, rank). */
public final class CastOp extends SourceToTypeOp implements ViewLikeOpInterface, Traits.Pure {
  public CastOp() {
    super("memref.cast");
  }

  @Override
  public boolean verify(Operation op) {
    Type a = op.getOperand(0).getType();
    Type b = op.getResult(0).getType();
    if (!areCastCompatible(a, b)) {
      op.emitOpError("operand type " + Asm.quote(a) + " and result type " + Asm.quote(b) + " are cast incompatible");
      return false;
    }
    return true;
  }

  /** MLIR's memref::CastOp::areCastCompatible. */
  public static boolean areCastCompatible(Type a, Type b) {
    if (ShapedTypes.isMemRef(a) && ShapedTypes.isMemRef(b)) {
      if (!Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b))) {
        return false;
      }
      if (!Objects.equals(ShapedTypes.layout(a), ShapedTypes.layout(b))) {
        StridesAndOffset sa = ShapedTypes.stridesAndOffset(a);
        StridesAndOffset sb = ShapedTypes.stridesAndOffset(b);
        if (sa == null || sb == null || sa.strides().length != sb.strides().length) {
          return false;
        }
        if (!compatible(sa.offset(), sb.offset())) {
          return false;
        }
        for (int i = 0; i < sa.strides().length; i++) {
          if (!compatible(sa.strides()[i], sb.strides()[i])) {
            return false;
          }
        }
      }
      if (!Objects.equals(ShapedTypes.memorySpace(a), ShapedTypes.memorySpace(b))) {
        return false;
      }
      return CopyOp.compatibleShapes(a, b);
    }
    if (!ShapedTypes.isAnyMemRef(a) || !ShapedTypes.isAnyMemRef(b)) {
      return false;
    }
    if (ShapedTypes.isUnrankedMemRef(a) && ShapedTypes.isUnrankedMemRef(b)) {
      return false;
    }
    return Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b))
        && Objects.equals(ShapedTypes.memorySpace(a), ShapedTypes.memorySpace(b));
  }

  private static boolean compatible(long x, long y) {
    return x == ShapedTypes.DYNAMIC || y == ShapedTypes.DYNAMIC || x == y;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "cast");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }

  static boolean sameShape(Type a, Type b) {
    return Arrays.equals(ShapedTypes.shape(a), ShapedTypes.shape(b));
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    return MemRefFolding.foldCast(op, results);
  }
}
