package jopt.dialects.arith;

import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;

/** The optional {@code overflow<...>} and {@code fastmath<...>} clauses of arith ops. */
public enum ArithFlags {
  NONE(null, null),
  OVERFLOW("overflowFlags", "overflow"),
  FASTMATH("fastmath", "fastmath");

  /** The property name holding the flags. */
  public final String attrName;
  private final String keyword;

  ArithFlags(String attrName, String keyword) {
    this.attrName = attrName;
    this.keyword = keyword;
  }

  public Attribute defaultValue() {
    return this == OVERFLOW ? IntegerOverflowFlagsAttr.NONE : FastMathFlagsAttr.NONE;
  }

  /** Parses {@code keyword<flag, ...>} if present into {@code attrs}. */
  public void parseOptional(OpAsmParser parser, NamedAttrList attrs) {
    if (this == NONE || !parser.parseOptionalKeyword(keyword)) {
      return;
    }
    parser.parseLess();
    int flags = 0;
    do {
      SourceLoc loc = parser.getCurrentLocation();
      String kw = parser.parseOptionalKeyword();
      int bit = kw == null ? -1 : (this == OVERFLOW ? IntegerOverflowFlagsAttr.bitOf(kw) : FastMathFlagsAttr.bitOf(kw));
      if (bit < 0) {
        throw parser.emitError(loc, this == OVERFLOW
            ? "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"
            : "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast");
      }
      flags |= bit;
    } while (parser.parseOptionalComma());
    parser.parseGreater();
    attrs.set(attrName, this == OVERFLOW ? new IntegerOverflowFlagsAttr(flags) : new FastMathFlagsAttr(flags));
  }

  /** Prints {@code  keyword<...>} unless the flags are absent or none. */
  public void print(Operation op, OpAsmPrinter p) {
    if (this == NONE) {
      return;
    }
    Attribute a = op.getAttr(attrName);
    if (a instanceof IntegerOverflowFlagsAttr o && o.flags() != 0) {
      p.print(" overflow<").print(o.flagsString()).print(">");
    } else if (a instanceof FastMathFlagsAttr f && f.flags() != 0) {
      p.print(" fastmath<").print(f.flagsString()).print(">");
    }
  }

  /** Verifies the flags attribute has the right kind ("failed to satisfy constraint"). */
  public boolean verify(Operation op) {
    if (this == NONE) {
      return true;
    }
    Attribute a = op.getAttr(attrName);
    if (a == null || (this == OVERFLOW ? a instanceof IntegerOverflowFlagsAttr : a instanceof FastMathFlagsAttr)) {
      return true;
    }
    op.emitOpError("attribute '" + attrName + "' failed to satisfy constraint: "
        + (this == OVERFLOW ? "Integer overflow arith flags" : "Floating point fast math flags"));
    return false;
  }
}
