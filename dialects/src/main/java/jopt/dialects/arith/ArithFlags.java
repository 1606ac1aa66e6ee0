package jopt.dialects.arith;

import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.AttrConstraint;

/**
 * The {@code overflow<...>} and {@code fastmath<...>} clauses of arith ops: the property each
 * is stored in, its constraint and default, and how its flags are read (the formats print them
 * with {@link ArithConstraints#OVERFLOW_FLAGS} and {@link ArithConstraints#FASTMATH}).
 */
public enum ArithFlags {
  OVERFLOW(ArithFlags.OVERFLOW_NAME, "overflow", ArithConstraints.OVERFLOW_FLAGS, IntegerOverflowFlagsAttr.NONE),
  FASTMATH(ArithFlags.FASTMATH_NAME, "fastmath", ArithConstraints.FASTMATH, FastMathFlagsAttr.NONE);

  /** The property names, as constants a spec read by the op generator may name. */
  static final String OVERFLOW_NAME = "overflowFlags";
  static final String FASTMATH_NAME = "fastmath";

  /** The property name holding the flags. */
  public final String attrName;
  private final String keyword;
  private final AttrConstraint constraint;
  private final Attribute defaultValue;

  ArithFlags(String attrName, String keyword, AttrConstraint constraint, Attribute defaultValue) {
    this.attrName = attrName;
    this.keyword = keyword;
    this.constraint = constraint;
    this.defaultValue = defaultValue;
  }

  public Attribute defaultValue() {
    return defaultValue;
  }

  /** The flags of {@code op} as stored, or null. */
  Attribute of(Operation op) {
    return op.getAttr(attrName);
  }

  /** Parses {@code <flag, ...>}, the flags without their keyword (MLIR's stripped form). */
  public Attribute parseFlags(OpAsmParser parser) {
    parser.parseLess();
    int flags = 0;
    do {
      SourceLoc loc = parser.getCurrentLocation();
      String kw = parser.parseOptionalKeyword();
      if (kw == null) {
        kw = parser.parseOptionalString();
      }
      if (kw == null) {
        parser.emitError(loc, "expected valid keyword or string");
        throw parameterError(parser);
      }
      int bit = this == OVERFLOW ? IntegerOverflowFlagsAttr.bitOf(kw) : FastMathFlagsAttr.bitOf(kw);
      if (bit < 0) {
        parser.emitError(loc, this == OVERFLOW
            ? "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"
            : "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, "
                + "afn, fast");
        throw parameterError(parser);
      }
      flags |= bit;
    } while (parser.parseOptionalComma());
    parser.parseGreater();
    return this == OVERFLOW ? new IntegerOverflowFlagsAttr(flags) : new FastMathFlagsAttr(flags);
  }

  /** The second error MLIR reports when an enum keyword of the flags does not parse. */
  private ParseException parameterError(OpAsmParser parser) {
    return parser.emitError(parser.getCurrentLocation(), this == OVERFLOW
        ? "failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a "
            + "`::mlir::arith::IntegerOverflowFlags`"
        : "failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`");
  }
}
