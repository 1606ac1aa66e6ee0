package jopt.dialects.math;

import java.util.List;
import jopt.dialects.arith.ArithDialect;
import jopt.dialects.ub.UBDialect;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;

/** The math dialect: elementwise mathematical functions on floats and integers ({@link MathOps}). */
public final class MathDialect extends Dialect {
  public MathDialect() {
    super("math");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return MathOp.definitions();
  }

  /** Poison as {@code ub.poison}, other constants as {@code arith.constant}. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    Operation poison = UBDialect.materializePoison(builder, value, type, loc);
    return poison != null ? poison : ArithDialect.materialize(builder, value, type, loc);
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
