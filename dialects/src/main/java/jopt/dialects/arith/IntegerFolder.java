package jopt.dialects.arith;

import java.math.BigInteger;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * The folders of arith's integer ops on scalars, with APInt semantics: values wrap to the
 * width of the type (index is 64 bits), division by zero and signed overflow do not fold.
 */
public final class IntegerFolder {
  private IntegerFolder() {}

  /** The width of an integer or index type (index is 64 bits), -1 for other types. */
  public static int width(Type t) {
    if (t instanceof IndexType) {
      return 64;
    }
    return t instanceof IntegerType it ? it.width() : -1;
  }

  private static BigInteger mask(int w) {
    return BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
  }

  /** The value as an unsigned number of width {@code w}. */
  public static BigInteger unsigned(IntegerAttr a, int w) {
    return a.getBigValue().and(mask(w));
  }

  /** The value as a two's complement number of width {@code w}. */
  public static BigInteger signed(IntegerAttr a, int w) {
    BigInteger u = unsigned(a, w);
    return u.testBit(w - 1) ? u.subtract(BigInteger.ONE.shiftLeft(w)) : u;
  }

  static boolean isZero(Attribute a) {
    return a instanceof IntegerAttr i && i.getBigValue().signum() == 0;
  }

  static boolean isOne(Attribute a, int w) {
    return a instanceof IntegerAttr i && unsigned(i, w).equals(BigInteger.ONE);
  }

  static boolean isAllOnes(Attribute a, int w) {
    return a instanceof IntegerAttr i && unsigned(i, w).equals(mask(w));
  }

  /** Folds binary integer op {@code name} ("addi"); false when it does not fold. */
  static boolean fold(String name, Operation op, List<Attribute> operands,
      List<OpFoldResult> results) {
    return fold(name, op, ArithBinaryOp.of(op).result().getType(), operands, results);
  }

  /** As above, with {@code type} the (element) type the operands and result have. */
  static boolean fold(String name, Operation op, Type type, List<Attribute> operands,
      List<OpFoldResult> results) {
    int w = width(type);
    if (w <= 0) {
      return false;
    }
    ArithBinaryOp binary = ArithBinaryOp.of(op);
    Value lhs = binary.lhs();
    Value rhs = binary.rhs();
    Attribute l = operands.get(0);
    Attribute r = operands.get(1);
    OpFoldResult identity = identity(name, lhs, rhs, l, r, type, w);
    if (identity != null) {
      results.add(identity);
      return true;
    }
    if (!(l instanceof IntegerAttr a) || !(r instanceof IntegerAttr b)) {
      return false;
    }
    BigInteger v = constant(name, a, b, w);
    if (v == null) {
      return false;
    }
    results.add(OpFoldResult.of(IntegerAttr.get(type, v)));
    return true;
  }

  private static OpFoldResult identity(String name, Value lhs, Value rhs, Attribute l,
      Attribute r, Type type, int w) {
    switch (name) {
      case "addi", "ori", "xori", "shli", "shrsi", "shrui", "subi":
        if (isZero(r)) {
          return OpFoldResult.of(lhs);
        }
        break;
      case "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi":
        if (isOne(r, w)) {
          return OpFoldResult.of(lhs);
        }
        break;
      default:
        break;
    }
    switch (name) {
      case "subi", "xori":
        if (lhs == rhs) {
          return OpFoldResult.of(IntegerAttr.get(type, 0));
        }
        break;
      case "muli", "andi":
        if (isZero(r)) {
          return OpFoldResult.of(rhs); // MLIR returns the zero operand itself, not a new constant
        }
        if (name.equals("andi") && (isAllOnes(r, w) || lhs == rhs)) {
          return OpFoldResult.of(lhs);
        }
        break;
      case "ori":
        if (isAllOnes(r, w)) {
          return OpFoldResult.of(r);
        }
        if (lhs == rhs) {
          return OpFoldResult.of(lhs);
        }
        break;
      case "remsi", "remui":
        if (isOne(r, w)) {
          return OpFoldResult.of(IntegerAttr.get(type, 0));
        }
        break;
      case "maxsi", "minsi", "maxui", "minui":
        if (lhs == rhs) {
          return OpFoldResult.of(lhs);
        }
        break;
      default:
        break;
    }
    return null;
  }

  private static BigInteger constant(String name, IntegerAttr a, IntegerAttr b, int w) {
    BigInteger ua = unsigned(a, w);
    BigInteger ub = unsigned(b, w);
    BigInteger sa = signed(a, w);
    BigInteger sb = signed(b, w);
    switch (name) {
      case "addi":
        return ua.add(ub);
      case "subi":
        return ua.subtract(ub);
      case "muli":
        return ua.multiply(ub);
      case "andi":
        return ua.and(ub);
      case "ori":
        return ua.or(ub);
      case "xori":
        return ua.xor(ub);
      case "divui":
        return ub.signum() == 0 ? null : ua.divide(ub);
      case "remui":
        return ub.signum() == 0 ? null : ua.remainder(ub);
      case "divsi":
        if (sb.signum() == 0 || overflowsSignedDivision(sa, sb, w)) {
          return null;
        }
        return sa.divide(sb);
      case "remsi":
        return sb.signum() == 0 ? null : sa.remainder(sb);
      case "ceildivui":
        return ub.signum() == 0 ? null : ceil(ua, ub);
      case "ceildivsi":
        return ceilDivSigned(sa, sb, w);
      case "floordivsi":
        if (sb.signum() == 0 || overflowsSignedDivision(sa, sb, w)) {
          return null;
        }
        BigInteger[] qr = sa.divideAndRemainder(sb);
        return qr[1].signum() != 0 && sa.signum() != sb.signum() ? qr[0].subtract(BigInteger.ONE) : qr[0];
      case "shli":
        return ub.compareTo(BigInteger.valueOf(w)) >= 0 ? null : ua.shiftLeft(ub.intValue());
      case "shrui":
        return ub.compareTo(BigInteger.valueOf(w)) >= 0 ? null : ua.shiftRight(ub.intValue());
      case "shrsi":
        return ub.compareTo(BigInteger.valueOf(w)) >= 0 ? null : sa.shiftRight(ub.intValue());
      case "maxsi":
        return sa.max(sb);
      case "minsi":
        return sa.min(sb);
      case "maxui":
        return ua.max(ub);
      case "minui":
        return ua.min(ub);
      default:
        return null;
    }
  }

  /** The quotient rounded up, of non-negative values. */
  private static BigInteger ceil(BigInteger a, BigInteger b) {
    BigInteger[] qr = a.divideAndRemainder(b);
    return qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
  }

  /**
   * MLIR's ceildivsi folder: as it negates operands to divide non-negative values, it does not
   * fold when a negative operand is the minimum value (its negation overflows).
   */
  private static BigInteger ceilDivSigned(BigInteger a, BigInteger b, int w) {
    if (b.signum() == 0) {
      return null;
    }
    if (a.signum() == 0) {
      return a;
    }
    BigInteger min = BigInteger.ONE.shiftLeft(w - 1).negate();
    if (a.signum() < 0 && a.equals(min) || b.signum() < 0 && b.equals(min)) {
      return null;
    }
    if (a.signum() > 0 && b.signum() > 0) {
      return ceil(a, b);
    }
    if (a.signum() < 0 && b.signum() < 0) {
      return ceil(a.negate(), b.negate());
    }
    return a.abs().divide(b.abs()).negate();
  }

  private static boolean overflowsSignedDivision(BigInteger a, BigInteger b, int w) {
    return b.equals(BigInteger.ONE.negate()) && a.equals(BigInteger.ONE.shiftLeft(w - 1).negate());
  }

  /** cmpi of two constants, or of a value with itself; null when it does not fold. */
  static Boolean compare(String predicate, Value lhs, Value rhs, Attribute l, Attribute r,
      int w) {
    if (lhs == rhs) {
      return switch (predicate) {
        case "eq", "sle", "sge", "ule", "uge" -> true;
        default -> false;
      };
    }
    if (!(l instanceof IntegerAttr a) || !(r instanceof IntegerAttr b) || w <= 0) {
      return null;
    }
    int s = signed(a, w).compareTo(signed(b, w));
    int u = unsigned(a, w).compareTo(unsigned(b, w));
    return switch (predicate) {
      case "eq" -> s == 0;
      case "ne" -> s != 0;
      case "slt" -> s < 0;
      case "sle" -> s <= 0;
      case "sgt" -> s > 0;
      case "sge" -> s >= 0;
      case "ult" -> u < 0;
      case "ule" -> u <= 0;
      case "ugt" -> u > 0;
      case "uge" -> u >= 0;
      default -> null;
    };
  }
}
