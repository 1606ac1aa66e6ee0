package jopt.filecheck;

/** raw_ostream::write_escaped: backslash escapes and three-digit octal for the unprintable. */
final class Escapes {
  private Escapes() {}

  static String writeEscaped(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> sb.append("\\\\");
        case '\t' -> sb.append("\\t");
        case '\n' -> sb.append("\\n");
        case '"' -> sb.append("\\\"");
        default -> {
          if (c >= 0x20 && c < 0x7f) {
            sb.append(c);
          } else {
            int b = c & 0xFF;
            sb.append('\\').append((char) ('0' + ((b >> 6) & 7))).append((char) ('0' + ((b >> 3) & 7)))
                .append((char) ('0' + (b & 7)));
          }
        }
      }
    }
    return sb.toString();
  }
}
