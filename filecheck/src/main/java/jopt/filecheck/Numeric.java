package jopt.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BinaryOperator;

/**
 * Numeric substitution blocks: matching formats ({@code %u %d %x %X}, precision, {@code #}),
 * variables and expression trees. Values are unbounded integers: LLVM widens its APInts on
 * overflow, so only a negative value in an unsigned or hex format overflows.
 */
final class Numeric {
  private Numeric() {}

  /** Why an expression has no value: undefined variables (their uses) and/or overflow. */
  static final class EvalError extends Exception {
    final List<Span> undefined = new ArrayList<>();
    boolean overflow;

    EvalError() {
      super(null, null, false, false);
    }

    static EvalError join(EvalError a, EvalError b) {
      if (a == null) {
        return b;
      }
      if (b != null) {
        a.undefined.addAll(b.undefined);
        a.overflow |= b.overflow;
      }
      return a;
    }
  }

  enum Kind { NONE, UNSIGNED, SIGNED, HEX_UPPER, HEX_LOWER }

  /** An ExpressionFormat. */
  record Format(Kind kind, int precision, boolean alternate) {
    static final Format NONE = new Format(Kind.NONE, 0, false);
    static final Format UNSIGNED = new Format(Kind.UNSIGNED, 0, false);

    boolean isSet() {
      return kind != Kind.NONE;
    }

    @Override
    public String toString() {
      return switch (kind) {
        case NONE -> "<none>";
        case UNSIGNED -> "%u";
        case SIGNED -> "%d";
        case HEX_UPPER -> "%X";
        case HEX_LOWER -> "%x";
      };
    }

    String wildcardRegex() {
      String alt = alternate ? "0x" : "";
      return switch (kind) {
        case UNSIGNED -> precision > 0 ? "([1-9][0-9]*)?[0-9]{" + precision + "}" : "[0-9]+";
        case SIGNED -> precision > 0 ? "-?([1-9][0-9]*)?[0-9]{" + precision + "}" : "-?[0-9]+";
        case HEX_UPPER -> precision > 0 ? alt + "([1-9A-F][0-9A-F]*)?[0-9A-F]{" + precision + "}"
            : alt + "[0-9A-F]+";
        case HEX_LOWER -> precision > 0 ? alt + "([1-9a-f][0-9a-f]*)?[0-9a-f]{" + precision + "}"
            : alt + "[0-9a-f]+";
        case NONE -> throw new IllegalStateException("no format");
      };
    }

    /** The text a value is matched as; throws on a negative value of an unsigned format. */
    String matchingString(BigInteger v) throws EvalError {
      if (kind != Kind.SIGNED && v.signum() < 0) {
        EvalError e = new EvalError();
        e.overflow = true;
        throw e;
      }
      String digits = switch (kind) {
        case HEX_UPPER -> v.abs().toString(16).toUpperCase(Locale.ROOT);
        case HEX_LOWER -> v.abs().toString(16);
        default -> v.abs().toString();
      };
      String sign = v.signum() < 0 ? "-" : "";
      String alt = alternate ? "0x" : "";
      if (precision > digits.length()) {
        digits = "0".repeat(precision - digits.length()) + digits;
      }
      return sign + alt + digits;
    }

    BigInteger valueOf(String s) {
      boolean negative = s.startsWith("-");
      if (negative) {
        s = s.substring(1);
      }
      boolean hex = kind == Kind.HEX_UPPER || kind == Kind.HEX_LOWER;
      if (kind != Kind.SIGNED && alternate && s.startsWith("0x")) {
        s = s.substring(2);
      }
      BigInteger v = new BigInteger(s, hex ? 16 : 10);
      return negative ? v.negate() : v;
    }
  }

  /** A numeric variable: its implicit format, the line defining it, and its current value. */
  static final class Variable {
    final String name;
    final Format format;
    final Integer defLine;
    BigInteger value;
    /** Where the value was captured in the input, for "captured var" notes; -1 if not. */
    int capturedStart = -1;
    int capturedEnd = -1;

    Variable(String name, Format format, Integer defLine) {
      this.name = name;
      this.format = format;
      this.defLine = defLine;
    }

    void clear() {
      value = null;
      capturedStart = capturedEnd = -1;
    }
  }

  /** An expression tree node; {@code text} is its source, for diagnostics. */
  interface Node {
    BigInteger eval() throws EvalError;

    Format implicitFormat() throws FcError;

    Span text();
  }

  record Literal(Span text, BigInteger value) implements Node {
    @Override
    public BigInteger eval() {
      return value;
    }

    @Override
    public Format implicitFormat() {
      return Format.NONE;
    }
  }

  record Use(Span text, Variable variable) implements Node {
    @Override
    public BigInteger eval() throws EvalError {
      if (variable.value == null) {
        EvalError e = new EvalError();
        e.undefined.add(text);
        throw e;
      }
      return variable.value;
    }

    @Override
    public Format implicitFormat() {
      return variable.format;
    }
  }

  record Binary(Span text, String op, Node left, Node right) implements Node {
    @Override
    public BigInteger eval() throws EvalError {
      BigInteger l = null;
      BigInteger r = null;
      EvalError err = null;
      try {
        l = left.eval();
      } catch (EvalError e) {
        err = e;
      }
      try {
        r = right.eval();
      } catch (EvalError e) {
        err = EvalError.join(err, e);
      }
      if (err != null) {
        throw err;
      }
      return apply(op, l, r);
    }

    @Override
    public Format implicitFormat() throws FcError {
      Format lf = null;
      Format rf = null;
      FcError err = null;
      try {
        lf = left.implicitFormat();
      } catch (FcError e) {
        err = e;
      }
      try {
        rf = right.implicitFormat();
      } catch (FcError e) {
        err = FcError.join(err, e);
      }
      if (err != null) {
        throw err;
      }
      if (lf.isSet() && rf.isSet() && !lf.equals(rf)) {
        throw FcError.at(text, "implicit format conflict between '" + left.text().str() + "' ("
            + lf + ") and '" + right.text().str() + "' (" + rf
            + "), need an explicit format specifier");
      }
      return lf.isSet() ? lf : rf;
    }
  }

  static BigInteger apply(String op, BigInteger l, BigInteger r) throws EvalError {
    BinaryOperator<BigInteger> f = switch (op) {
      case "+", "add" -> BigInteger::add;
      case "-", "sub" -> BigInteger::subtract;
      case "mul" -> BigInteger::multiply;
      case "max" -> BigInteger::max;
      case "min" -> BigInteger::min;
      case "div" -> null;
      default -> throw new IllegalArgumentException(op);
    };
    if (f == null) {
      if (r.signum() == 0) {
        EvalError e = new EvalError();
        e.overflow = true;
        throw e;
      }
      return l.divide(r);
    }
    return f.apply(l, r);
  }

  /** A parsed numeric block: its tree (null for a bare definition) and matching format. */
  record Expression(Node ast, Format format) {}
}
