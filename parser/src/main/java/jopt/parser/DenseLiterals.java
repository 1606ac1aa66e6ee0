package jopt.parser;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.asm.ParseException;
import jopt.ir.attr.LiteralElementException;
import org.antlr.v4.runtime.Token;

/**
 * A parsed elements literal ({@code dense<...>}, a {@code sparse<...>}'s indices and values): a
 * tree of lists, complex pairs ({@code Object[2]}) and tokens; its plain Java values, its
 * dimensions, and the attribute made from it with MLIR's error locations.
 */
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

  /**
   * The dimensions of a literal as written: none for an element (a token or a complex pair),
   * a list's length and then its first element's.
   */
  static long[] dims(Object literal) {
    int rank = 0;
    for (Object o = literal; o instanceof List<?> l; o = l.isEmpty() ? null : l.get(0)) {
      rank++;
    }
    long[] out = new long[rank];
    Object o = literal;
    for (int i = 0; i < rank; i++) {
      List<?> l = (List<?>) o;
      out[i] = l.size();
      o = l.isEmpty() ? null : l.get(0);
    }
    return out;
  }

  /**
   * The attribute {@code make} builds from {@code literal}; its error reported as MLIR's
   * TensorLiteralParser does: an element's at its token, any other at {@code at}.
   */
  static <T> T build(ParserBase p, java.util.function.Supplier<T> make, Object literal,
      Token at) {
    try {
      return make.get();
    } catch (LiteralElementException e) {
      Token t = element(literal, e.element(), new int[] {0});
      throw error(p, t != null ? t : at, e.getMessage());
    } catch (IllegalArgumentException e) {
      throw error(p, at, e.getMessage());
    }
  }

  private static ParseException error(ParserBase p, Token at, String message) {
    if (message.startsWith("unexpected decimal integer literal")) {
      p.emitError(p.locOf(at), message)
          .attachNote(p.fileLoc(p.locOf(at)), "add a trailing dot to make the literal a float");
      return new ParseException();
    }
    return p.error(at, message);
  }

  /** The token of element {@code n} of a literal (in written order), or null. */
  private static Token element(Object literal, int n, int[] seen) {
    if (literal instanceof List<?> l) {
      for (Object o : l) {
        Token t = element(o, n, seen);
        if (t != null) {
          return t;
        }
      }
      return null;
    }
    if (seen[0]++ != n) {
      return null;
    }
    Object token = literal instanceof Object[] pair ? pair[0] : literal;
    return token instanceof Token t ? t : null;
  }
}
