package jopt.parser;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.Token;

/** Converts a parsed {@code dense<...>} literal tree into plain Java values. */
final class DenseLiterals {
  private DenseLiterals() {}

  /** Lists stay lists, complex pairs become {@code Object[2]}, leaves become their spelling. */
  static Object toPlain(Object literal) {
    if (literal == null) {
      return null;
    }
    if (literal instanceof List<?> l) {
      List<Object> r = new ArrayList<>(l.size());
      for (Object o : l) {
        r.add(toPlain(o));
      }
      return r;
    }
    if (literal instanceof Object[] pair) {
      return new Object[] {toPlain(pair[0]), toPlain(pair[1])};
    }
    return ((Token) literal).getText();
  }
}
