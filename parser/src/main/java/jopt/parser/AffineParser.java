package jopt.parser;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * Affine maps and integer sets: dimension and symbol names in scope, affine expressions with
 * MLIR's checks that they stay affine, constraints. MLIR's AffineParser.cpp.
 */
abstract class AffineParser extends AttributeParser {
  /** Dimension and symbol names of the affine map or integer set being parsed. */
  private final ArrayList<String> dims = new ArrayList<>();
  private final ArrayList<String> syms = new ArrayList<>();

  protected AffineParser(TokenStream input) {
    super(input);
  }

  void beginAffineMap() {
    dims.clear();
    syms.clear();
  }

  void declareAffineDim(Token t) {
    declare(t, dims);
  }

  void declareAffineSym(Token t) {
    declare(t, syms);
  }

  private void declare(Token t, List<String> list) {
    String name = t.getText();
    if (dims.contains(name) || syms.contains(name)) {
      throw error(t, "redefinition of identifier '" + name + "'");
    }
    list.add(name);
  }

  Object affineIdentifier(Token t) {
    String name = t.getText();
    int d = dims.indexOf(name);
    if (d >= 0) {
      return factory.affineDim(d);
    }
    int s = syms.indexOf(name);
    if (s >= 0) {
      return factory.affineSymbol(s);
    }
    throw error(t, "use of undeclared identifier");
  }

  Object endAffineMap(List<Object> exprs) {
    return factory.affineMap(dims.size(), syms.size(), exprs);
  }

  Object endIntegerSet(List<Object> constraints, List<Boolean> eqFlags) {
    if (constraints.isEmpty()) {
      // No constraints: the degenerate 'true' set 0 == 0.
      constraints.add(factory.affineConst(0));
      eqFlags.add(true);
    }
    return factory.integerSet(dims.size(), syms.size(), constraints, eqFlags);
  }

  /** Consumes {@code >=}, {@code <=} or {@code ==}; returns 0, 1 or 2 respectively. */
  int affineConstraintKind() {
    int la = _input.LA(1);
    int kind = la == MlirLexer.GREATER ? 0 : la == MlirLexer.LESS ? 1 : la == MlirLexer.EQUAL ? 2 : -1;
    if (kind >= 0) {
      consume();
    }
    if (kind < 0 || _input.LA(1) != MlirLexer.EQUAL) {
      throw error(currentLoc(), "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
    }
    consume();
    return kind;
  }

  /** lhs >= rhs, lhs <= rhs and lhs == rhs become lhs - rhs >= 0, rhs - lhs >= 0 and lhs - rhs == 0. */
  void addAffineConstraint(List<Object> cs, List<Boolean> eqs, int kind, Object l, Object r) {
    cs.add(kind == 1 ? affineSub(r, l) : affineSub(l, r));
    eqs.add(kind == 2);
  }

  Attribute integerSetAttr(Object set) {
    return factory.integerSetAttr(set);
  }

  Object affineNeg(Object e) {
    return factory.affineMul(e, factory.affineConst(-1));
  }

  Object affineAdd(Object l, Object r) {
    return factory.affineAdd(l, r);
  }

  Object affineSub(Object l, Object r) {
    return factory.affineAdd(l, factory.affineMul(r, factory.affineConst(-1)));
  }

  Object affineConst(long v) {
    return factory.affineConst(v);
  }

  Object affineMul(Object l, Object r, Token star) {
    if (!factory.isAffineConstant(l) && !factory.isAffineConstant(r)
        && !factory.isSymbolicOrConstant(l) && !factory.isSymbolicOrConstant(r)) {
      throw error(star, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
    }
    return factory.affineMul(l, r);
  }

  Object affineDivMod(Token op, Object l, Object r) {
    if (!factory.isSymbolicOrConstant(r)) {
      throw error(op, "non-affine expression: right operand of " + op.getText() + " has to be either a constant or symbolic");
    }
    return switch (op.getType()) {
      case MlirLexer.KW_FLOORDIV -> factory.affineFloorDiv(l, r);
      case MlirLexer.KW_CEILDIV -> factory.affineCeilDiv(l, r);
      default -> factory.affineMod(l, r);
    };
  }

  Attribute affineMapAttr(Object map) {
    return factory.affineMapAttr(map);
  }
}
