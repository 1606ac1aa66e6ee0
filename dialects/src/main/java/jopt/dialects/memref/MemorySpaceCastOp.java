package jopt.dialects.memref;

import java.util.Objects;
import java.util.function.BiConsumer;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;

/** memref.memory_space_cast: same memref in another memory space. */
public final class MemorySpaceCastOp extends SourceToTypeOp implements ViewLikeOpInterface, Traits.Pure {
  public MemorySpaceCastOp() {
    super("memref.memory_space_cast");
  }

  @Override
  public boolean verify(Operation op) {
    Type a = op.getOperand(0).getType();
    Type b = op.getResult(0).getType();
    if (!compatible(a, b)) {
      op.emitOpError("operand type " + Asm.quote(a) + " and result type " + Asm.quote(b) + " are cast incompatible");
      return false;
    }
    return true;
  }

  private static boolean compatible(Type a, Type b) {
    if (ShapedTypes.isMemRef(a) && ShapedTypes.isMemRef(b)) {
      return Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b))
          && Objects.equals(ShapedTypes.layout(a), ShapedTypes.layout(b))
          && CastOp.sameShape(a, b);
    }
    return ShapedTypes.isUnrankedMemRef(a) && ShapedTypes.isUnrankedMemRef(b)
        && Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b));
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "memspacecast");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
