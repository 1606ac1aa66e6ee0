package jopt.ir.asm;

import jopt.support.Strings;
import jopt.support.Utf8;

/** Identifier helpers of MLIR's AsmPrinter: sanitizing names, keywords and symbol references. */
public final class AsmNames {
  private AsmNames() {}

  /**
   * MLIR's sanitizeIdentifier: a leading digit (or, when {@code allowTrailingDigit} is false, a
   * trailing one) gets a {@code _} prefix, a space becomes {@code _} and any other invalid
   * byte its upper-case hex digits. Valid are alphanumerics and {@code allowedPunct}.
   */
  public static String sanitizeIdentifier(String name, String allowedPunct, boolean allowTrailingDigit) {
    if (name.isEmpty()) {
      return name;
    }
    boolean needsPrefix = isDigit(name.charAt(0))
        || (!allowTrailingDigit && isDigit(name.charAt(name.length() - 1)));
    if (!needsPrefix) {
      boolean valid = true;
      for (int i = 0; i < name.length() && valid; i++) {
        valid = isValid(name.charAt(i), allowedPunct);
      }
      if (valid) {
        return name;
      }
    }
    StringBuilder sb = new StringBuilder(name.length() + 8);
    if (needsPrefix) {
      sb.append('_');
    }
    for (byte b : Utf8.encode(name)) {
      char c = (char) (b & 0xff);
      if (c < 128 && isValid(c, allowedPunct)) {
        sb.append(c);
      } else if (c == ' ') {
        sb.append('_');
      } else {
        sb.append(Integer.toHexString(c).toUpperCase());
      }
    }
    return sb.toString();
  }

  /** The sanitizing used for SSA value names. */
  public static String sanitizeValueName(String name) {
    return sanitizeIdentifier(name, "$._-", true);
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isValid(char c, String allowedPunct) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || allowedPunct.indexOf(c) >= 0;
  }

  /** Prints {@code s} bare when it is a bare identifier, else quoted and escaped. */
  public static void printKeywordOrString(StringBuilder out, String s) {
    if (Strings.isBareIdentifier(s)) {
      out.append(s);
    } else {
      Strings.printEscaped(out, s);
    }
  }

  /** Prints {@code @name} or {@code @"quoted name"}. */
  public static void printSymbolReference(StringBuilder out, String name) {
    if (name.isEmpty()) {
      out.append("@<<INVALID EMPTY SYMBOL>>");
      return;
    }
    out.append('@');
    printKeywordOrString(out, name);
  }
}
