package jopt.ir;

/** String helpers of the text format. */
public final class Strings {
  private Strings() {}

  /** Prints {@code s} quoted with LLVM's printEscapedString: {@code \\} doubled, other non-printables and quotes as hex. */
  public static void printEscaped(StringBuilder out, String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\') {
        out.append("\\\\");
      } else if (c >= 0x20 && c < 0x7f && c != '"') {
        out.append(c);
      } else {
        byte[] bytes = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (Character.isHighSurrogate(c) && i + 1 < s.length()) {
          bytes = s.substring(i, i + 2).getBytes(java.nio.charset.StandardCharsets.UTF_8);
          i++;
        }
        for (byte b : bytes) {
          out.append('\\').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
        }
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
