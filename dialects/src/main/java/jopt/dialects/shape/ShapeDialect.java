package jopt.dialects.shape;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Type;

/**
 * The part of MLIR's shape dialect that bufferized programs keep: {@code !shape.witness} and the
 * region op guarded by it, {@code shape.assuming} with its terminator; and the extent-tensor
 * forms of {@code shape.shape_of} and {@code shape.to_extent_tensor}.
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
    return body.equals("witness") ? WitnessType.INSTANCE : null;
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }
}
