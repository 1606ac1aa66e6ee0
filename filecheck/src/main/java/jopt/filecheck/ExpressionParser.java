package jopt.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the inside of {@code [[#...]]} as LLVM's FileCheck does: an optional format
 * ({@code %.8X,}), an optional definition ({@code VAR:}), an optional {@code ==} constraint and
 * an expression of literals, variables, {@code +}/{@code -}, parentheses and the functions
 * add, sub, mul, div, min, max. Also the legacy {@code [[@LINE+N]]} form and variable names.
 */
final class ExpressionParser {
  /** A parsed variable name (possibly {@code $global} or {@code @pseudo}). */
  record Name(Span name, boolean pseudo) {}

  /** What {@link #parseBlock} found: the expression and the variable it defines, if any. */
  record Block(Numeric.Expression expression, Numeric.Variable defined) {}

  private enum Allowed { LINE_VAR, LEGACY_LITERAL, ANY }

  private final PatternContext ctx;
  private final Integer lineNumber;

  ExpressionParser(PatternContext ctx, Integer lineNumber) {
    this.ctx = ctx;
    this.lineNumber = lineNumber;
  }

  /** Holder for the unparsed rest, as LLVM's StringRef&amp; parameters. */
  static final class Rest {
    Span s;

    Rest(Span s) {
      this.s = s;
    }
  }

  static boolean isNameStart(char c) {
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  static boolean isNameChar(char c) {
    return isNameStart(c) || (c >= '0' && c <= '9');
  }

  /** Pattern::parseVariable: consumes a name from {@code r}. */
  static Name parseVariable(Rest r) throws FcError {
    Span str = r.s;
    if (str.isEmpty()) {
      throw FcError.at(str, "empty variable name");
    }
    int i = 0;
    boolean pseudo = str.front() == '@';
    if (str.front() == '$' || pseudo) {
      i++;
    }
    if (i == str.length()) {
      throw FcError.at(str.substr(i), "empty " + (pseudo ? "pseudo " : "global ") + "variable name");
    }
    if (!isNameStart(str.charAt(i++))) {
      throw FcError.at(str, "invalid variable name");
    }
    while (i < str.length() && isNameChar(str.charAt(i))) {
      i++;
    }
    r.s = str.substr(i);
    return new Name(str.takeFront(i), pseudo);
  }

  Block parseBlock(Span expr, boolean legacyLine) throws FcError {
    Numeric.Format explicit = Numeric.Format.NONE;
    int precision = 0;
    int formatEnd = expr.find(',');
    int functionStart = expr.find('(');
    if (formatEnd >= 0 && (functionStart < 0 || formatEnd < functionStart)) {
      Span fmt = expr.takeFront(formatEnd).trim();
      expr = expr.dropFront(formatEnd + 1);
      if (!fmt.startsWith("%")) {
        throw FcError.at(fmt, "invalid matching format specification in expression");
      }
      fmt = fmt.dropFront(1);
      Loc altLoc = fmt.loc();
      boolean alternate = fmt.startsWith("#");
      if (alternate) {
        fmt = fmt.dropFront(1);
      }
      if (fmt.startsWith(".")) {
        fmt = fmt.dropFront(1);
        int n = 0;
        while (n < fmt.length() && Character.isDigit(fmt.charAt(n))) {
          n++;
        }
        if (n == 0) {
          throw FcError.at(fmt, "invalid precision in format specifier");
        }
        try {
          precision = Integer.parseInt(fmt.takeFront(n).str());
        } catch (NumberFormatException e) {
          throw FcError.at(fmt, "invalid precision in format specifier");
        }
        fmt = fmt.dropFront(n);
      }
      if (!fmt.isEmpty()) {
        Loc fmtLoc = fmt.loc();
        char c = fmt.front();
        fmt = fmt.dropFront(1);
        explicit = switch (c) {
          case 'u' -> new Numeric.Format(Numeric.Kind.UNSIGNED, precision, false);
          case 'd' -> new Numeric.Format(Numeric.Kind.SIGNED, precision, false);
          case 'x' -> new Numeric.Format(Numeric.Kind.HEX_LOWER, precision, alternate);
          case 'X' -> new Numeric.Format(Numeric.Kind.HEX_UPPER, precision, alternate);
          default -> throw FcError.at(fmtLoc, "invalid format specifier in expression");
        };
      }
      if (alternate && explicit.kind() != Numeric.Kind.HEX_LOWER
          && explicit.kind() != Numeric.Kind.HEX_UPPER) {
        throw FcError.at(altLoc, "alternate form only supported for hex values");
      }
      fmt = fmt.ltrim();
      if (!fmt.isEmpty()) {
        throw FcError.at(fmt, "invalid matching format specification in expression");
      }
    }
    Span defExpr = null;
    int defEnd = expr.find(':');
    if (defEnd >= 0) {
      defExpr = expr.takeFront(defEnd);
      expr = expr.dropFront(defEnd + 1);
    }
    expr = expr.ltrim();
    boolean constraint = expr.startsWith("==");
    if (constraint) {
      expr = expr.dropFront(2);
    }
    expr = expr.ltrim();
    Numeric.Node ast = null;
    if (expr.isEmpty()) {
      if (constraint) {
        throw FcError.at(expr, "empty numeric expression should not have a constraint");
      }
    } else {
      expr = expr.rtrim();
      Span outer = expr;
      Rest r = new Rest(expr);
      Numeric.Node node = parseOperand(r, legacyLine ? Allowed.LINE_VAR : Allowed.ANY, !constraint);
      while (!r.s.isEmpty()) {
        node = parseBinop(outer, r, node, legacyLine);
        if (legacyLine && !r.s.isEmpty()) {
          throw FcError.at(r.s, "unexpected characters at end of expression '" + r.s.str() + "'");
        }
      }
      ast = node;
    }
    Numeric.Format format;
    if (explicit.isSet()) {
      format = explicit;
    } else if (ast != null) {
      format = ast.implicitFormat();
    } else {
      format = Numeric.Format.NONE;
    }
    if (!format.isSet()) {
      format = new Numeric.Format(Numeric.Kind.UNSIGNED, precision, false);
    }
    Numeric.Variable defined = null;
    if (defExpr != null) {
      defined = parseDefinition(defExpr.ltrim(), format);
    }
    return new Block(new Numeric.Expression(ast, format), defined);
  }

  private Numeric.Variable parseDefinition(Span expr, Numeric.Format format) throws FcError {
    Rest r = new Rest(expr);
    Name n = parseVariable(r);
    String name = n.name().str();
    if (n.pseudo()) {
      throw FcError.at(n.name(), "definition of pseudo numeric variable unsupported");
    }
    if (ctx.definedStrings.contains(name)) {
      throw FcError.at(n.name(), "string variable with name '" + name + "' already exists");
    }
    Span rest = r.s.ltrim();
    if (!rest.isEmpty()) {
      throw FcError.at(rest, "unexpected characters after numeric variable name");
    }
    Numeric.Variable existing = ctx.numerics.get(name);
    if (existing != null) {
      if (!existing.format.equals(format)) {
        throw FcError.at(rest, "format different from previous variable definition");
      }
      return existing;
    }
    return new Numeric.Variable(name, format, lineNumber);
  }

  private Numeric.Node parseUse(Span name, boolean pseudo) throws FcError {
    if (pseudo && !name.str().equals("@LINE")) {
      throw FcError.at(name, "invalid pseudo numeric variable '" + name.str() + "'");
    }
    Numeric.Variable v = ctx.numerics.computeIfAbsent(name.str(),
        k -> new Numeric.Variable(k, Numeric.Format.UNSIGNED, null));
    if (v.defLine != null && lineNumber != null && v.defLine.equals(lineNumber)) {
      throw FcError.at(name, "numeric variable '" + name.str()
          + "' defined earlier in the same CHECK directive");
    }
    return new Numeric.Use(name, v);
  }

  private Numeric.Node parseOperand(Rest r, Allowed allowed, boolean maybeInvalidConstraint)
      throws FcError {
    if (r.s.startsWith("(")) {
      if (allowed != Allowed.ANY) {
        throw FcError.at(r.s, "parenthesized expression not permitted here");
      }
      return parseParen(r);
    }
    if (allowed == Allowed.LINE_VAR || allowed == Allowed.ANY) {
      Span save = r.s;
      try {
        Name n = parseVariable(r);
        if (r.s.ltrim().startsWith("(")) {
          if (allowed != Allowed.ANY) {
            throw FcError.at(n.name(), "unexpected function call");
          }
          return parseCall(r, n.name());
        }
        return parseUse(n.name(), n.pseudo());
      } catch (FcError e) {
        if (allowed == Allowed.LINE_VAR || r.s != save) {
          throw e;
        }
      }
    }
    Span save = r.s;
    Span s = r.s;
    boolean negative = s.startsWith("-");
    if (negative) {
      s = s.dropFront(1);
    }
    int radix = allowed == Allowed.LEGACY_LITERAL ? 10 : autoRadix(s);
    if (radix == 16 || radix == 2 || (radix == 8 && s.startsWith("0o"))) {
      s = s.dropFront(2);
    } else if (radix == 8) {
      s = s.dropFront(1);
    }
    int n = 0;
    while (n < s.length() && Character.digit(s.charAt(n), radix) >= 0) {
      n++;
    }
    if (n > 0) {
      BigInteger v = new BigInteger(s.takeFront(n).str(), radix);
      r.s = s.dropFront(n);
      Span text = new Span(save.file(), save.start(), r.s.start());
      return new Numeric.Literal(text, negative ? v.negate() : v);
    }
    throw FcError.at(save, "invalid " + (maybeInvalidConstraint ? "matching constraint or " : "")
        + "operand format");
  }

  /** StringRef's getAutoSenseRadix. */
  private static int autoRadix(Span s) {
    if (s.startsWith("0x") || s.startsWith("0X")) {
      return 16;
    }
    if (s.startsWith("0b") || s.startsWith("0B")) {
      return 2;
    }
    if (s.startsWith("0o")) {
      return 8;
    }
    if (s.startsWith("0") && s.length() > 1 && Character.isDigit(s.charAt(1))) {
      return 8;
    }
    return 10;
  }

  private Numeric.Node parseParen(Rest r) throws FcError {
    r.s = r.s.ltrim().dropFront(1).ltrim();
    if (r.s.isEmpty()) {
      throw FcError.at(r.s, "missing operand in expression");
    }
    Numeric.Node sub = parseOperand(r, Allowed.ANY, false);
    r.s = r.s.ltrim();
    while (!r.s.isEmpty() && !r.s.startsWith(")")) {
      Span outer = r.s;
      sub = parseBinop(outer, r, sub, false);
      r.s = r.s.ltrim();
    }
    if (!r.s.startsWith(")")) {
      throw FcError.at(r.s, "missing ')' at end of nested expression");
    }
    r.s = r.s.dropFront(1);
    return sub;
  }

  private Numeric.Node parseBinop(Span expr, Rest r, Numeric.Node left, boolean legacyLine)
      throws FcError {
    r.s = r.s.ltrim();
    if (r.s.isEmpty()) {
      return left;
    }
    Loc opLoc = r.s.loc();
    char op = r.s.front();
    r.s = r.s.dropFront(1);
    if (op != '+' && op != '-') {
      throw FcError.at(opLoc, "unsupported operation '" + op + "'");
    }
    r.s = r.s.ltrim();
    if (r.s.isEmpty()) {
      throw FcError.at(r.s, "missing operand in expression");
    }
    Numeric.Node right = parseOperand(r, legacyLine ? Allowed.LEGACY_LITERAL : Allowed.ANY, false);
    Span text = new Span(expr.file(), expr.start(), r.s.start());
    return new Numeric.Binary(text, String.valueOf(op), left, right);
  }

  private Numeric.Node parseCall(Rest r, Span name) throws FcError {
    r.s = r.s.ltrim();
    String fn = name.str();
    if (!List.of("add", "div", "max", "min", "mul", "sub").contains(fn)) {
      throw FcError.at(name, "call to undefined function '" + fn + "'");
    }
    r.s = r.s.dropFront(1).ltrim();
    List<Numeric.Node> args = new ArrayList<>();
    while (!r.s.isEmpty() && !r.s.startsWith(")")) {
      if (r.s.startsWith(",")) {
        throw FcError.at(r.s, "missing argument");
      }
      Span outer = r.s;
      Numeric.Node arg = parseOperand(r, Allowed.ANY, false);
      while (!r.s.isEmpty()) {
        r.s = r.s.ltrim();
        if (r.s.startsWith(",") || r.s.startsWith(")")) {
          break;
        }
        arg = parseBinop(outer, r, arg, false);
      }
      args.add(arg);
      r.s = r.s.ltrim();
      if (!r.s.startsWith(",")) {
        break;
      }
      r.s = r.s.dropFront(1).ltrim();
      if (r.s.startsWith(")")) {
        throw FcError.at(r.s, "missing argument");
      }
    }
    if (!r.s.startsWith(")")) {
      throw FcError.at(r.s, "missing ')' at end of call expression");
    }
    r.s = r.s.dropFront(1);
    if (args.size() == 2) {
      // LLVM records the rest of the expression as the call's text.
      return new Numeric.Binary(r.s, fn, args.get(0), args.get(1));
    }
    throw FcError.at(name, "function '" + fn + "' takes 2 arguments but " + args.size() + " given");
  }
}
