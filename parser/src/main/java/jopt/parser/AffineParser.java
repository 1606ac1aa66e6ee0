package jopt.parser;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.Token;

/** Dimension and symbol names of the affine map being parsed; MLIR's AffineParser state. */
final class AffineParser {
  private final ParserBase parser;
  private final ArrayList<String> dims = new ArrayList<>();
  private final ArrayList<String> syms = new ArrayList<>();

  AffineParser(ParserBase parser) {
    this.parser = parser;
  }

  void begin() {
    dims.clear();
    syms.clear();
  }

  void declareDim(Token t) {
    declare(t, dims);
  }

  void declareSym(Token t) {
    declare(t, syms);
  }

  private void declare(Token t, List<String> list) {
    String name = t.getText();
    if (dims.contains(name) || syms.contains(name)) {
      throw parser.error(t, "redefinition of identifier '" + name + "'");
    }
    list.add(name);
  }

  Object identifier(Token t) {
    String name = t.getText();
    int d = dims.indexOf(name);
    if (d >= 0) {
      return parser.factory.affineDim(d);
    }
    int s = syms.indexOf(name);
    if (s >= 0) {
      return parser.factory.affineSymbol(s);
    }
    throw parser.error(t, "use of undeclared identifier");
  }

  Object endSet(List<Object> constraints, List<Boolean> eqFlags) {
    if (constraints.isEmpty()) {
      // No constraints: the degenerate 'true' set 0 == 0.
      constraints.add(parser.factory.affineConst(0));
      eqFlags.add(true);
    }
    return parser.factory.integerSet(dims.size(), syms.size(), constraints, eqFlags);
  }

  Object end(List<Object> exprs) {
    return parser.factory.affineMap(dims.size(), syms.size(), exprs);
  }
}
