package jopt.ir.affine;

import java.util.ArrayList;
import java.util.List;

/**
 * A test-only parser for {@code (d0, d1)[s0] -> (exprs)} that builds expressions exactly like
 * MLIR's AffineParser (left-associative, {@code a - b} as {@code a + b * -1}, {@code -x} as
 * {@code -1 * x}), so the construction-time simplifications can be compared with mlir-opt.
 */
final class AffineTestParser {
  private final String s;
  private int pos;
  private final List<String> dims = new ArrayList<>();
  private final List<String> syms = new ArrayList<>();

  private AffineTestParser(String s) {
    this.s = s;
  }

  static AffineMap parseMap(String text) {
    return new AffineTestParser(text).map();
  }

  private AffineMap map() {
    expect("(");
    idList(dims, ")");
    if (peek("[")) {
      expect("[");
      idList(syms, "]");
    }
    expect("->");
    expect("(");
    List<AffineExpr> results = new ArrayList<>();
    if (!peek(")")) {
      do {
        results.add(lowPrec(null, null));
      } while (consume(","));
    }
    expect(")");
    return AffineMap.get(dims.size(), syms.size(), results);
  }

  private void idList(List<String> into, String close) {
    if (!peek(close)) {
      do {
        into.add(ident());
      } while (consume(","));
    }
    expect(close);
  }

  private void skipWs() {
    while (pos < s.length() && s.charAt(pos) == ' ') {
      pos++;
    }
  }

  private boolean peek(String t) {
    skipWs();
    return s.startsWith(t, pos);
  }

  private boolean consume(String t) {
    if (peek(t)) {
      pos += t.length();
      return true;
    }
    return false;
  }

  private void expect(String t) {
    if (!consume(t)) {
      throw new IllegalArgumentException("expected '" + t + "' at " + pos + " in " + s);
    }
  }

  private String ident() {
    skipWs();
    int start = pos;
    while (pos < s.length() && (Character.isLetterOrDigit(s.charAt(pos)) || s.charAt(pos) == '_')) {
      pos++;
    }
    return s.substring(start, pos);
  }

  private boolean peekKeyword(String kw) {
    skipWs();
    return s.startsWith(kw, pos) && (pos + kw.length() >= s.length()
        || !Character.isLetterOrDigit(s.charAt(pos + kw.length())));
  }

  /** '+' or '-' as a low-precedence op, or null. */
  private String consumeLowPrec() {
    if (consume("+")) {
      return "+";
    }
    if (peek("-") && !peek("->")) {
      pos++;
      return "-";
    }
    return null;
  }

  private AffineExprKind consumeHighPrec() {
    if (consume("*")) {
      return AffineExprKind.MUL;
    }
    for (var e : List.of(new Object[] {"floordiv", AffineExprKind.FLOOR_DIV},
        new Object[] {"ceildiv", AffineExprKind.CEIL_DIV}, new Object[] {"mod", AffineExprKind.MOD})) {
      if (peekKeyword((String) e[0])) {
        pos += ((String) e[0]).length();
        return (AffineExprKind) e[1];
      }
    }
    return null;
  }

  private static AffineExpr low(String op, AffineExpr l, AffineExpr r) {
    return op.equals("+") ? l.add(r) : l.sub(r);
  }

  private AffineExpr lowPrec(AffineExpr llhs, String llhsOp) {
    AffineExpr lhs = operand();
    String lOp = consumeLowPrec();
    if (lOp != null) {
      return lowPrec(llhs != null ? low(llhsOp, llhs, lhs) : lhs, lOp);
    }
    AffineExprKind hOp = consumeHighPrec();
    if (hOp != null) {
      AffineExpr highRes = highPrec(lhs, hOp);
      AffineExpr expr = llhs != null ? low(llhsOp, llhs, highRes) : highRes;
      String next = consumeLowPrec();
      return next != null ? lowPrec(expr, next) : expr;
    }
    return llhs != null ? low(llhsOp, llhs, lhs) : lhs;
  }

  private AffineExpr highPrec(AffineExpr llhs, AffineExprKind llhsOp) {
    AffineExpr lhs = operand();
    AffineExprKind op = consumeHighPrec();
    if (op != null) {
      return highPrec(llhs != null ? AffineExpr.binary(llhsOp, llhs, lhs) : lhs, op);
    }
    return llhs != null ? AffineExpr.binary(llhsOp, llhs, lhs) : lhs;
  }

  private AffineExpr operand() {
    skipWs();
    char c = s.charAt(pos);
    if (c == '(') {
      pos++;
      AffineExpr e = lowPrec(null, null);
      expect(")");
      return e;
    }
    if (c == '-') {
      pos++;
      return AffineExpr.constant(-1).mul(operand());
    }
    if (Character.isDigit(c)) {
      int start = pos;
      while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
        pos++;
      }
      return AffineExpr.constant(Long.parseLong(s.substring(start, pos)));
    }
    String id = ident();
    int d = dims.indexOf(id);
    if (d >= 0) {
      return AffineExpr.dim(d);
    }
    int sy = syms.indexOf(id);
    if (sy >= 0) {
      return AffineExpr.symbol(sy);
    }
    throw new IllegalArgumentException("unknown identifier '" + id + "' in " + s);
  }
}
