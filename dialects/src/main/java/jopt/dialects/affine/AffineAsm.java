package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;

/**
 * The affine dialect's pieces of custom syntax (MLIR's parseAffineMapOfSSAIds,
 * printAffineMapOfSSAIds, parseDimAndSymbolList, printDimAndSymbolList, parseBound, printBound).
 */
public final class AffineAsm {
  private AffineAsm() {}

  // ---- affine maps of SSA ids: %A[%i + 1, symbol(%n) * 2]

  /** The SSA names met so far in one map of SSA ids, each a dim or a symbol in order of appearance. */
  private static final class SsaIds {
    final List<String> names = new ArrayList<>();
    final List<AffineExpr> exprs = new ArrayList<>();
    final List<UnresolvedOperand> dims = new ArrayList<>();
    final List<UnresolvedOperand> syms = new ArrayList<>();
  }

  /**
   * Parses {@code [e0, e1, ...]} (or in parentheses) where each expression is affine over SSA
   * values ({@code %x} a dim, {@code symbol(%x)} a symbol); {@code operands} receives the dims,
   * then the symbols. An empty list is a map without results.
   */
  public static AffineMap parseAffineMapOfSSAIds(OpAsmParser p, List<UnresolvedOperand> operands, boolean paren) {
    SsaIds ids = new SsaIds();
    List<AffineExpr> results = new ArrayList<>();
    if (paren) {
      p.parseLParen();
    } else {
      p.parseLSquare();
    }
    if (!(paren ? p.parseOptionalRParen() : p.parseOptionalRSquare())) {
      do {
        results.add(parseExpr(p, ids));
      } while (p.parseOptionalComma());
      if (paren) {
        p.parseRParen();
      } else {
        p.parseRSquare();
      }
    }
    operands.addAll(ids.dims);
    operands.addAll(ids.syms);
    return AffineMap.get(ids.dims.size(), ids.syms.size(), results);
  }

  /** sum := term (('+' | '-') term)* */
  private static AffineExpr parseExpr(OpAsmParser p, SsaIds ids) {
    AffineExpr e = parseTerm(p, ids);
    while (true) {
      if (p.parseOptionalPlus()) {
        e = e.add(parseTerm(p, ids));
      } else if (p.parseOptionalMinus()) {
        e = e.sub(parseTerm(p, ids));
      } else {
        return e;
      }
    }
  }

  /** term := factor (('*' | 'floordiv' | 'ceildiv' | 'mod') factor)* */
  private static AffineExpr parseTerm(OpAsmParser p, SsaIds ids) {
    AffineExpr e = parseFactor(p, ids);
    while (true) {
      SourceLoc loc = p.getCurrentLocation();
      if (p.parseOptionalStar()) {
        AffineExpr r = parseFactor(p, ids);
        if (!e.isSymbolicOrConstant() && !r.isSymbolicOrConstant()) {
          throw p.emitError(loc, "non-affine expression: at least one of the multiply operands has to be "
              + "either a constant or symbolic");
        }
        e = e.mul(r);
      } else if (p.parseOptionalKeyword("floordiv")) {
        e = e.floorDiv(rhsSymbolic(p, loc, parseFactor(p, ids), "floordiv"));
      } else if (p.parseOptionalKeyword("ceildiv")) {
        e = e.ceilDiv(rhsSymbolic(p, loc, parseFactor(p, ids), "ceildiv"));
      } else if (p.parseOptionalKeyword("mod")) {
        e = e.mod(rhsSymbolic(p, loc, parseFactor(p, ids), "modulo"));
      } else {
        return e;
      }
    }
  }

  private static AffineExpr rhsSymbolic(OpAsmParser p, SourceLoc loc, AffineExpr rhs, String what) {
    if (!rhs.isSymbolicOrConstant()) {
      throw p.emitError(loc, "non-affine expression: right operand of " + what + " has to be either a constant "
          + "or symbolic");
    }
    return rhs;
  }

  /** factor := integer | '-' factor | '(' sum ')' | %ssa | 'symbol' '(' %ssa ')' */
  private static AffineExpr parseFactor(OpAsmParser p, SsaIds ids) {
    Long c = p.parseOptionalInteger();
    if (c != null) {
      return AffineExpr.constant(c);
    }
    if (p.parseOptionalMinus()) {
      return parseFactor(p, ids).mul(-1);
    }
    if (p.parseOptionalLParen()) {
      AffineExpr e = parseExpr(p, ids);
      p.parseRParen();
      return e;
    }
    if (p.parseOptionalKeyword("symbol")) {
      p.parseLParen();
      AffineExpr e = parseSsaId(p, ids, true);
      p.parseRParen();
      return e;
    }
    SourceLoc loc = p.getCurrentLocation();
    UnresolvedOperand o = p.parseOptionalOperand();
    if (o == null) {
      throw p.emitError(loc, "expected affine expression");
    }
    return ssaId(p, ids, o, false);
  }

  private static AffineExpr parseSsaId(OpAsmParser p, SsaIds ids, boolean isSymbol) {
    SourceLoc loc = p.getCurrentLocation();
    UnresolvedOperand o = p.parseOptionalOperand();
    if (o == null) {
      throw p.emitError(loc, "expected ssa identifier");
    }
    return ssaId(p, ids, o, isSymbol);
  }

  private static AffineExpr ssaId(OpAsmParser p, SsaIds ids, UnresolvedOperand o, boolean isSymbol) {
    String name = o.name() + "#" + o.number();
    int i = ids.names.indexOf(name);
    if (i >= 0) {
      AffineExpr e = ids.exprs.get(i);
      if (isSymbol && !(e instanceof jopt.ir.affine.AffineSymbolExpr)) {
        throw p.emitError(o.loc(), "symbol identifier expected");
      }
      return e;
    }
    AffineExpr e;
    if (isSymbol) {
      e = AffineExpr.symbol(ids.syms.size());
      ids.syms.add(o);
    } else {
      e = AffineExpr.dim(ids.dims.size());
      ids.dims.add(o);
    }
    ids.names.add(name);
    ids.exprs.add(e);
    return e;
  }

  /** One expression of SSA ids (MLIR's parseAffineExprOfSSAIds), as a one-result map over its dims then symbols. */
  public static AffineMap parseAffineExprOfSSAIds(OpAsmParser p, List<UnresolvedOperand> operands) {
    SsaIds ids = new SsaIds();
    AffineExpr e = parseExpr(p, ids);
    operands.addAll(ids.dims);
    operands.addAll(ids.syms);
    return AffineMap.get(ids.dims.size(), ids.syms.size(), e);
  }

  /** Prints the results of {@code map}, comma separated, with its dims and symbols as {@code operands}. */
  public static void printAffineMapOfSSAIds(OpAsmPrinter p, AffineMap map, List<Value> operands) {
    for (int i = 0; i < map.getNumResults(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      printExprOfSSAIds(p, map.getResult(i), map.getNumDims(), operands);
    }
  }

  static void printExprOfSSAIds(OpAsmPrinter p, AffineExpr expr, int numDims, List<Value> operands) {
    expr.print(p.getStream(), d -> printOperandAt(p, operands, d),
        s -> {
          p.print("symbol(");
          printOperandAt(p, operands, numDims + s);
          p.print(")");
        });
  }

  /**
   * Operand {@code i}; past the end (affine.parallel verifies its bound operands' kinds, not
   * their count) what mlir-opt-22 prints for a value it cannot name.
   */
  private static void printOperandAt(OpAsmPrinter p, List<Value> operands, int i) {
    if (i < operands.size()) {
      p.printOperand(operands.get(i));
    } else {
      p.print("<<UNKNOWN SSA VALUE>>");
    }
  }

  // ---- dim and symbol lists: (%d0, %d1)[%s0]

  /** Parses {@code (dims)[symbols]?}, resolving them as index values into {@code result}; returns the dim count. */
  public static int parseDimAndSymbolList(OpAsmParser p, OperationState result) {
    List<UnresolvedOperand> dims = p.parseOperandList(Delimiter.PAREN);
    List<UnresolvedOperand> syms = p.parseOperandList(Delimiter.OPTIONAL_SQUARE);
    for (UnresolvedOperand o : dims) {
      result.addOperand(p.resolveOperand(o, IndexType.get()));
    }
    for (UnresolvedOperand o : syms) {
      result.addOperand(p.resolveOperand(o, IndexType.get()));
    }
    return dims.size();
  }

  /** Prints {@code (dims)} and, when there are symbols, {@code [symbols]}. */
  public static void printDimAndSymbolList(OpAsmPrinter p, List<Value> operands, int numDims) {
    numDims = Math.min(numDims, operands.size()); // fewer operands than dims: what there is
    p.print("(").printOperands(operands.subList(0, numDims)).print(")");
    if (operands.size() > numDims) {
      p.print("[").printOperands(operands.subList(numDims, operands.size())).print("]");
    }
  }

  // ---- loop bounds of affine.for

  /**
   * MLIR's parseBound: {@code %sym} (the symbol identity map), an integer (a constant map), or
   * {@code [max|min] #map(dims)[symbols]}. Sets {@code attrName}; returns the operand count added.
   */
  public static int parseBound(OpAsmParser p, OperationState result, boolean isLower, String attrName) {
    int before = result.operands.size();
    boolean minMax = p.parseOptionalKeyword(isLower ? "max" : "min");
    List<UnresolvedOperand> ssa = p.parseOperandList(Delimiter.NONE);
    if (!ssa.isEmpty()) {
      if (ssa.size() > 1) {
        throw p.emitError(p.getNameLoc(), "expected only one loop bound operand");
      }
      result.addOperand(p.resolveOperand(ssa.get(0), IndexType.get()));
      result.addAttribute(attrName, AffineMapAttr.get(AffineMap.get(0, 1, AffineExpr.symbol(0))));
      return 1;
    }
    SourceLoc attrLoc = p.getCurrentLocation();
    Attribute bound = p.parseAttribute(IndexType.get());
    if (bound instanceof AffineMapAttr mapAttr) {
      result.addAttribute(attrName, mapAttr);
      int numDims = parseDimAndSymbolList(p, result);
      AffineMap map = mapAttr.getValue();
      if (map.getNumDims() != numDims) {
        throw p.emitError(p.getNameLoc(), "dim operand count and affine map dim count must match");
      }
      int added = result.operands.size() - before;
      if (numDims + map.getNumSymbols() != added) {
        throw p.emitError(p.getNameLoc(), "symbol operand count and affine map symbol count must match");
      }
      if (map.getNumResults() > 1 && !minMax) {
        throw p.emitError(attrLoc, isLower ? "lower loop bound affine map with multiple results requires 'max' prefix"
            : "upper loop bound affine map with multiple results requires 'min' prefix");
      }
      return added;
    }
    if (bound instanceof IntegerAttr ia) {
      result.addAttribute(attrName, AffineMapAttr.get(AffineMap.getConstantMap(ia.getValue())));
      return 0;
    }
    throw p.emitError(p.getNameLoc(), "expected valid affine map representation for loop bounds");
  }

  /** MLIR's printBound: a constant or a lone symbol prints bare; otherwise the map and its operands. */
  public static void printBound(OpAsmPrinter p, AffineMapAttr boundMap, List<Value> operands, String prefix) {
    AffineMap map = boundMap.getValue();
    if (map.getNumResults() == 1) {
      AffineExpr expr = map.getResult(0);
      if (map.getNumDims() == 0 && map.getNumSymbols() == 0 && expr instanceof jopt.ir.affine.AffineConstantExpr c) {
        p.print(c.value());
        return;
      }
      if (map.getNumDims() == 0 && map.getNumSymbols() == 1 && expr instanceof jopt.ir.affine.AffineSymbolExpr
          && !operands.isEmpty()) {
        p.printOperand(operands.get(0));
        return;
      }
    } else {
      p.print(prefix).print(' ');
    }
    p.printAttribute(boundMap);
    printDimAndSymbolList(p, operands, map.getNumDims());
  }
}
