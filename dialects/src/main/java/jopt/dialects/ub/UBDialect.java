package jopt.dialects.ub;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;

/** The ub dialect: {@code ub.poison} with its {@code #ub.poison} attribute, and {@code ub.unreachable}. */
public final class UBDialect extends Dialect {
  public UBDialect() {
    super("ub");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new PoisonOp.Def(), new UnreachableOp.Def());
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  /**
   * {@code #ub.poison} (the body is {@code poison}); as MLIR's parser of this attribute without
   * parameters, a {@code <...>} after the name is read and ignored.
   */
  @Override
  public Attribute parseAttribute(String body) {
    return body.equals("poison") || body.startsWith("poison<") ? PoisonAttr.INSTANCE : null;
  }

  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return materializePoison(builder, value, type, loc);
  }

  /**
   * Creates {@code ub.poison : type} for a {@code #ub.poison} value, else null: the first step of
   * the materializers of the dialects whose folders may give poison (ub, math, arith).
   */
  public static Operation materializePoison(Builder builder, Attribute value, Type type, Location loc) {
    return value instanceof PoisonAttr ? PoisonOp.create(builder, loc, type, value).getOperation() : null;
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
