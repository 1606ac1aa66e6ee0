package jopt.support;

/** String helpers of the text format. */
public final class Strings {
  private Strings() {}

  /**
   * Prints {@code s} quoted with LLVM's printEscapedString: {@code \\} doubled, other
   * non-printables and quotes as the hex of their bytes ({@link Utf8}).
   */
  public static void printEscaped(StringBuilder out, String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\') {
        out.append("\\\\");
      } else if (c >= 0x20 && c < 0x7f && c != '"') {
        out.append(c);
      } else {
        // Other chars as their UTF-8 bytes; a byte read as invalid UTF-8 as itself (Utf8).
        int end = Character.isHighSurrogate(c) && i + 1 < s.length()
            && Character.isLowSurrogate(s.charAt(i + 1)) ? i + 2 : i + 1;
        for (byte b : Utf8.encode(s.substring(i, end))) {
          out.append('\\').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
        }
        i = end - 1;
      }
    }
    out.append('"');
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /** True when {@code s} is a bare identifier: {@code [a-zA-Z_][a-zA-Z0-9_$.]*}. */
  public static boolean isBareIdentifier(String s) {
    if (s.isEmpty()) {
      return false;
    }
    char c0 = s.charAt(0);
    if (!(Character.isLetter(c0) && c0 < 128) && c0 != '_') {
      return false;
    }
    for (int i = 1; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!((c < 128 && Character.isLetterOrDigit(c)) || c == '_' || c == '$' || c == '.')) {
        return false;
      }
    }
    return true;
  }
}
