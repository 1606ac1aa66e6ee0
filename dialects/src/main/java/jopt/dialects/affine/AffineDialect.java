package jopt.dialects.affine;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * The affine dialect, as far as jopt needs it: affine.apply, which One-Shot Bufferize creates to
 * size and place what tensor.pad and tensor.concat write, with its folder and canonicalization.
 */
public final class AffineDialect extends Dialect {
  public AffineDialect() {
    super("affine");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new AffineApplyOp.Def());
  }

  /** As MLIR's: an arith.constant. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return jopt.dialects.arith.ArithDialect.materialize(builder, value, type, loc);
  }
}
