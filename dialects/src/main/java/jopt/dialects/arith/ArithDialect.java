package jopt.dialects.arith;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;

/** The arith dialect: constants, integer and float arithmetic, comparisons, select and casts. */
public final class ArithDialect extends Dialect {
  private static final List<String> INT_BINARY = List.of("divsi", "divui", "remsi", "remui", "ceildivsi",
      "ceildivui", "floordivsi", "andi", "ori", "xori", "shrsi", "shrui", "maxsi", "minsi", "maxui", "minui");
  private static final List<String> INT_OVERFLOW = List.of("addi", "subi", "muli", "shli");
  private static final List<String> FLOAT_BINARY =
      List.of("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf");

  public ArithDialect() {
    super("arith");
  }

  @Override
  public List<OpDefinition> getOperations() {
    List<OpDefinition> ops = new ArrayList<>();
    ops.add(new ConstantOp());
    for (String n : INT_OVERFLOW) {
      ops.add(new ElementwiseOp("arith." + n, 2, TypeConstraint.SIGNLESS_INTEGER_LIKE, ArithFlags.OVERFLOW));
    }
    for (String n : INT_BINARY) {
      ops.add(new ElementwiseOp("arith." + n, 2, TypeConstraint.SIGNLESS_INTEGER_LIKE, ArithFlags.NONE));
    }
    for (String n : FLOAT_BINARY) {
      ops.add(new ElementwiseOp("arith." + n, 2, TypeConstraint.FLOAT_LIKE, ArithFlags.FASTMATH));
    }
    ops.add(new ElementwiseOp("arith.negf", 1, TypeConstraint.FLOAT_LIKE, ArithFlags.FASTMATH));
    ops.add(CmpOp.cmpi());
    ops.add(CmpOp.cmpf());
    ops.add(new SelectOp());
    ops.addAll(ExtendedOp.all());
    ops.addAll(ScalingCastOp.all());
    ops.addAll(CastOp.all());
    return ops;
  }

  /** Parses {@code overflow<nsw, nuw>} and {@code fastmath<fast>} (the part after {@code #arith.}). */
  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  @Override
  public Attribute parseAttribute(String body) {
    int lt = body.indexOf('<');
    if (lt < 0 || !body.endsWith(">")) {
      return null;
    }
    String kind = body.substring(0, lt).trim();
    boolean overflow = kind.equals("overflow");
    if (!overflow && !kind.equals("fastmath")) {
      return null;
    }
    int flags = 0;
    for (String kw : body.substring(lt + 1, body.length() - 1).split(",")) {
      int bit = overflow ? IntegerOverflowFlagsAttr.bitOf(kw.trim()) : FastMathFlagsAttr.bitOf(kw.trim());
      if (bit < 0) {
        return null;
      }
      flags |= bit;
    }
    return overflow ? new IntegerOverflowFlagsAttr(flags) : new FastMathFlagsAttr(flags);
  }

  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return materialize(builder, value, type, loc);
  }

  /** Creates {@code arith.constant value : type}, or returns null for an unsupported value. */
  public static Operation materialize(Builder builder, Attribute value, Type type, Location loc) {
    if (!(value instanceof IntegerAttr || value instanceof FloatAttr)
        || !type.equals(value.getType())) {
      return null;
    }
    OperationState st = new OperationState(loc, "arith.constant");
    st.attributes.set("value", value);
    st.addType(type);
    return builder.create(st);
  }
}
