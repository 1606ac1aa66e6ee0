package jopt.dialects.arith;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;

/** The arith dialect: constants, integer and float arithmetic, comparisons, select and casts. */
public final class ArithDialect extends Dialect {
  public ArithDialect() {
    super("arith");
  }

  @Override
  public List<OpDefinition> getOperations() {
    List<OpDefinition> ops = new ArrayList<>();
    ops.add(new ConstantOp.Def());
    ops.addAll(IntBinaryOps.definitions());
    ops.addAll(FloatBinaryOps.definitions());
    ops.addAll(ExtendedOps.definitions());
    ops.addAll(CastOps.definitions());
    ops.addAll(ScalingCastOps.definitions());
    ops.addAll(CmpOps.definitions());
    ops.add(new SelectOp.Def());
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
    Operation poison = jopt.dialects.ub.UBDialect.materializePoison(builder, value, type, loc);
    return poison != null ? poison : materialize(builder, value, type, loc);
  }

  /** Creates {@code arith.constant value : type}, or returns null for an unsupported value. */
  public static Operation materialize(Builder builder, Attribute value, Type type, Location loc) {
    boolean elements = value instanceof jopt.ir.attr.DenseElementsAttr
        && (type instanceof jopt.ir.type.RankedTensorType || type instanceof jopt.ir.type.VectorType);
    if (!(value instanceof IntegerAttr || value instanceof FloatAttr || elements)
        || !type.equals(value.getType())) {
      return null;
    }
    return ConstantOp.create(builder, loc, value).getOperation();
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
