package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.OpDsl.Arg;
import jopt.dialects.linalg.OpDsl.Call;
import jopt.dialects.linalg.OpDsl.Const;
import jopt.dialects.linalg.OpDsl.Expr;
import jopt.dialects.linalg.OpDsl.FnAttr;
import jopt.dialects.linalg.OpDsl.FnKind;
import jopt.dialects.linalg.OpDsl.Index;
import jopt.dialects.linalg.OpDsl.IndexAttr;
import jopt.dialects.linalg.OpDsl.Operand;
import jopt.dialects.linalg.OpDsl.OperandKind;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineExprKind;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * Compiles a row written in OpDSL's comprehension syntax, as OpDSL does into the YAML: operand
 * specs ({@code I: T1[N, OH * SH + KH * DH, C]}, {@code scalar AZp: I32}, {@code K: T2[KH, KW]
 * index_dims(kh, kw)}, {@code I: T1} rank-polymorphic) whose upper-case names become symbols
 * in order of first appearance, a domain of loop names, and statements ({@code O[n, f] +=
 * cast_signed(U, I[n, c]) * K[c, f]}, locals {@code x = ...;}, reductions {@code max_signed[kh,
 * kw](...)}). The indexing map of an operand is the index list of its use, the loops the output
 * does not index are reductions. A malformed row is a programming error.
 */
final class OpDslParser {
  /** A row compiled: static maps over the domain and the symbols, loops and payload. */
  record Compiled(List<Operand> operands, List<IndexAttr> indexAttrs, int numSymbols, List<AffineMap> maps,
      List<String> iteratorTypes, Expr body) {}

  private final Map<String, Integer> symbols = new LinkedHashMap<>();
  private final Map<String, Integer> dims = new LinkedHashMap<>();
  private final Map<String, Integer> operandIndex = new HashMap<>();
  private final Map<String, Expr> locals = new HashMap<>();
  private final Map<Integer, List<AffineExpr>> accesses = new HashMap<>();
  private final List<Operand> operands = new ArrayList<>();
  private final Map<String, FnAttr> fnAttrs = new HashMap<>();
  private String text;
  private int pos;

  private OpDslParser() {}

  /**
   * Compiles a row: {@code inputs} and {@code outputs} operand specs, index attributes (name to
   * symbol list), function attributes, the domain ({@code ""} for rank-polymorphic ops) and the
   * statements.
   */
  static Compiled compile(List<String> inputs, List<String> outputs, Map<String, String> indexAttrs,
      List<FnAttr> fnAttrs, String domain, String body) {
    OpDslParser p = new OpDslParser();
    for (FnAttr f : fnAttrs) {
      p.fnAttrs.put(f.name(), f);
    }
    List<List<AffineExpr>> indexDims = new ArrayList<>();
    for (String d : domain.isBlank() ? new String[0] : domain.split(",")) {
      p.dims.put(d.trim(), p.dims.size());
    }
    for (String s : inputs) {
      indexDims.add(p.operand(s, OperandKind.INPUT));
    }
    for (String s : outputs) {
      indexDims.add(p.operand(s, OperandKind.OUTPUT));
    }
    List<IndexAttr> attrs = new ArrayList<>();
    for (Map.Entry<String, String> e : indexAttrs.entrySet()) {
      List<Integer> syms = new ArrayList<>();
      for (String s : e.getValue().split(",")) {
        syms.add(p.symbols.computeIfAbsent(s.trim(), k -> p.symbols.size()));
      }
      long[] defaults = new long[syms.size()];
      java.util.Arrays.fill(defaults, 1);
      attrs.add(new IndexAttr(e.getKey(), List.copyOf(syms), defaults));
    }
    Expr result = body.isBlank() ? null : p.statements(body);
    int numDims = p.dims.size();
    int numSyms = numDims == 0 || attrs.isEmpty() ? 0 : p.symbols.size();
    List<AffineMap> maps = new ArrayList<>();
    for (int i = 0; i < p.operands.size(); i++) {
      List<AffineExpr> exprs = indexDims.get(i) != null ? indexDims.get(i) : p.accesses.get(i);
      if (p.operands.get(i).kind() == OperandKind.SCALAR || numDims == 0) {
        exprs = List.of();
      } else if (exprs == null) {
        throw new IllegalArgumentException("operand " + p.operands.get(i).name() + " is never indexed");
      }
      maps.add(AffineMap.get(numDims, numSyms, exprs));
    }
    AffineMap out = maps.get(maps.size() - 1);
    List<String> iterators = new ArrayList<>();
    for (int d = 0; d < numDims; d++) {
      boolean parallel = false;
      for (AffineExpr e : out.getResults()) {
        parallel |= e.isFunctionOfDim(d);
      }
      iterators.add(parallel ? "parallel" : "reduction");
    }
    return new Compiled(List.copyOf(p.operands), List.copyOf(attrs), numSyms, List.copyOf(maps),
        List.copyOf(iterators), result);
  }

  /** Parses an operand spec; returns its explicit index dims, or null. */
  private List<AffineExpr> operand(String spec, OperandKind kind) {
    reset(spec);
    if (peekWord("scalar")) {
      ident();
      kind = OperandKind.SCALAR;
    }
    String name = ident();
    expect(':');
    String typeVar = ident();
    List<AffineExpr> shape = new ArrayList<>();
    if (accept('[')) {
      if (!accept(']')) {
        do {
          shape.add(affine(true));
        } while (accept(','));
        expect(']');
      }
    }
    List<AffineExpr> indexDims = null;
    if (peekWord("index_dims")) {
      ident();
      expect('(');
      indexDims = new ArrayList<>();
      do {
        indexDims.add(affine(false));
      } while (accept(','));
      expect(')');
    }
    end();
    operandIndex.put(name, operands.size());
    operands.add(new Operand(name, kind, typeVar, List.copyOf(shape)));
    return indexDims;
  }

  /** {@code x = e; ... O[...] (= | +=) e}: the yielded expression. */
  private Expr statements(String body) {
    Expr result = null;
    for (String stmt : body.split(";")) {
      reset(stmt);
      String name = ident();
      Integer out = operandIndex.get(name);
      if (out == null) {
        expect('=');
        locals.put(name, expr(-1));
        end();
        continue;
      }
      record(out, accept('[') ? indexList() : List.of());
      boolean accumulate = accept('+');
      expect('=');
      Expr value = expr(out);
      result = accumulate ? new Call(FnKind.BINARY, "add", null, -1, List.of(new Arg(out), value)) : value;
      end();
    }
    return result;
  }

  private Expr expr(int out) {
    Expr lhs = term(out);
    while (true) {
      if (accept('+')) {
        lhs = binary("add", lhs, term(out));
      } else if (accept('-')) {
        lhs = binary("sub", lhs, term(out));
      } else {
        return lhs;
      }
    }
  }

  private Expr term(int out) {
    Expr lhs = primary(out);
    while (accept('*')) {
      lhs = binary("mul", lhs, primary(out));
    }
    return lhs;
  }

  private static Expr binary(String fn, Expr a, Expr b) {
    return new Call(FnKind.BINARY, fn, null, -1, List.of(a, b));
  }

  private Expr primary(int out) {
    if (accept('(')) {
      Expr e = expr(out);
      expect(')');
      return e;
    }
    String name = ident();
    if (accept('(')) {
      return call(name, out);
    }
    Integer operand = operandIndex.get(name);
    if (operand == null && accept('[')) {
      // A reduction: fn[reduced dims](value) combines the output with the value.
      indexList();
      expect('(');
      Expr value = expr(out);
      expect(')');
      return new Call(FnKind.of(name), name, null, -1, List.of(new Arg(out), value));
    }
    if (operand != null) {
      record(operand, accept('[') ? indexList() : List.of());
      return new Arg(operand);
    }
    Expr local = locals.get(name);
    if (local == null) {
      throw error("unknown name " + name);
    }
    return local;
  }

  private Expr call(String name, int out) {
    if (name.equals("const")) {
      int close = text.indexOf(')', pos);
      String literal = text.substring(pos, close).trim();
      pos = close + 1;
      return new Const(constant(literal));
    }
    if (name.equals("index")) {
      Integer d = dims.get(ident());
      expect(')');
      return new Index(d);
    }
    FnAttr attr = fnAttrs.get(name);
    FnKind kind = attr != null ? attr.kind() : FnKind.of(name);
    if (kind == null) {
      throw error("unknown function " + name);
    }
    String fn = attr != null ? attr.defaultFn() : name;
    String attrName = attr != null ? attr.name() : null;
    int typeOperand = -1;
    if (kind == FnKind.TYPE) {
      typeOperand = typeOperand(ident());
      expect(',');
    }
    List<Expr> args = new ArrayList<>();
    do {
      args.add(expr(out));
    } while (accept(','));
    expect(')');
    return new Call(kind, fn, attrName, typeOperand, List.copyOf(args));
  }

  /** The first operand declared with type variable {@code typeVar}. */
  private int typeOperand(String typeVar) {
    for (int i = 0; i < operands.size(); i++) {
      if (operands.get(i).typeVar().equals(typeVar)) {
        return i;
      }
    }
    throw error("no operand has type " + typeVar);
  }

  /** {@code 12345 : i64} or {@code 2.5E-10 : f64}. */
  private static jopt.ir.Attribute constant(String literal) {
    int colon = literal.lastIndexOf(':');
    String value = literal.substring(0, colon).trim();
    String type = literal.substring(colon + 1).trim();
    int width = Integer.parseInt(type.substring(1));
    if (type.startsWith("i")) {
      return IntegerAttr.get(IntegerType.get(width), Long.parseLong(value));
    }
    return FloatAttr.get(width == 64 ? FloatType.F64 : FloatType.F32, Double.parseDouble(value));
  }

  private void record(int operand, List<AffineExpr> index) {
    List<AffineExpr> prior = accesses.putIfAbsent(operand, index);
    if (prior != null && !prior.equals(index)) {
      throw error("operand " + operands.get(operand).name() + " is indexed twice differently");
    }
  }

  /** {@code e, e, ...]} (after the bracket). */
  private List<AffineExpr> indexList() {
    List<AffineExpr> r = new ArrayList<>();
    if (accept(']')) {
      return r;
    }
    do {
      r.add(affine(false));
    } while (accept(','));
    expect(']');
    return r;
  }

  /** An affine sum of products of loops, symbols and integers; shapes make new symbols. */
  private AffineExpr affine(boolean shape) {
    AffineExpr lhs = affineTerm(shape);
    while (accept('+')) {
      lhs = AffineExpr.binary(AffineExprKind.ADD, lhs, affineTerm(shape));
    }
    return lhs;
  }

  private AffineExpr affineTerm(boolean shape) {
    AffineExpr lhs = affineFactor(shape);
    while (accept('*')) {
      lhs = AffineExpr.binary(AffineExprKind.MUL, lhs, affineFactor(shape));
    }
    return lhs;
  }

  private AffineExpr affineFactor(boolean shape) {
    skipSpaces();
    if (pos < text.length() && Character.isDigit(text.charAt(pos))) {
      int start = pos;
      while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
        pos++;
      }
      return AffineExpr.constant(Long.parseLong(text.substring(start, pos)));
    }
    String name = ident();
    Integer d = dims.get(name);
    if (d != null && !shape) {
      return AffineExpr.dim(d);
    }
    Integer s = shape ? symbols.computeIfAbsent(name, k -> symbols.size()) : symbols.get(name);
    if (s == null) {
      throw error("unknown symbol " + name);
    }
    return AffineExpr.symbol(s);
  }

  // ---- lexing

  private void reset(String s) {
    text = s;
    pos = 0;
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private boolean accept(char c) {
    skipSpaces();
    if (pos < text.length() && text.charAt(pos) == c) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!accept(c)) {
      throw error("expected '" + c + "'");
    }
  }

  private boolean peekWord(String word) {
    skipSpaces();
    return text.startsWith(word, pos) && pos + word.length() < text.length()
        && Character.isWhitespace(text.charAt(pos + word.length())) || text.startsWith(word + "(", pos);
  }

  private String ident() {
    skipSpaces();
    int start = pos;
    while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
      pos++;
    }
    if (start == pos) {
      throw error("expected a name");
    }
    return text.substring(start, pos);
  }

  private void end() {
    skipSpaces();
    if (pos != text.length()) {
      throw error("unexpected text");
    }
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException(message + " at " + pos + " in: " + text);
  }
}
