package jopt.dialects.shape;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Type;

/**
 * The part of MLIR's shape dialect that bufferized programs keep: its types ({@code
 * !shape.witness}, {@code !shape.shape}, {@code !shape.size}, {@code !shape.value_shape}), the
 * region op guarded by a witness, {@code shape.assuming} with its terminator, {@code
 * shape.shape_of} and {@code shape.to_extent_tensor}.
 */
public final class ShapeDialect extends Dialect {
  public ShapeDialect() {
    super("shape");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new AssumingOp.Def(), new AssumingYieldOp.Def(), new ShapeOfOp.Def(),
        new ToExtentTensorOp.Def());
  }

  @Override
  public Type parseType(String body) {
    return ShapeDialectType.parse(body);
  }

  /** MLIR's shape dialect allows unknown operations (mlir-opt-22 keeps {@code "shape.zzz"()}). */
  @Override
  public boolean allowsUnknownOperations() {
    return true;
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }
}
