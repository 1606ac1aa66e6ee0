package jopt.support;

import java.nio.charset.StandardCharsets;

/**
 * The text of a buffer of ASCII bytes, read in place: a large input file is held once, as the
 * bytes the lexer reads, instead of again as a {@link String}. Slices are made as strings when
 * asked for; {@link #toString} makes the whole text (only rare paths need it). The bytes must
 * not change.
 */
public final class AsciiText implements CharSequence {
  private final byte[] bytes;

  /** A view of {@code ascii} (every byte below 0x80), not a copy. */
  public AsciiText(byte[] ascii) {
    this.bytes = ascii;
  }

  @Override
  public int length() {
    return bytes.length;
  }

  @Override
  public char charAt(int index) {
    return (char) bytes[index];
  }

  /** The characters of {@code [start, end)} as a new string. */
  @Override
  public String subSequence(int start, int end) {
    if (start < 0 || end > bytes.length || start > end) {
      throw new IndexOutOfBoundsException("[" + start + ", " + end + ") of " + bytes.length);
    }
    return new String(bytes, start, end - start, StandardCharsets.ISO_8859_1);
  }

  @Override
  public String toString() {
    return new String(bytes, StandardCharsets.ISO_8859_1);
  }

  /** {@code text[start, end)} as a string, for any text. */
  public static String substring(CharSequence text, int start, int end) {
    return text instanceof String s ? s.substring(start, end) : text.subSequence(start, end).toString();
  }

  /** The first index of {@code c} in {@code text} at or after {@code from}, or -1. */
  public static int indexOf(CharSequence text, char c, int from) {
    if (text instanceof String s) {
      return s.indexOf(c, from);
    }
    for (int i = Math.max(0, from); i < text.length(); i++) {
      if (text.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  /** Whether {@code text} holds {@code s} at {@code start}. */
  public static boolean startsWith(CharSequence text, String s, int start) {
    if (text instanceof String t) {
      return t.startsWith(s, start);
    }
    if (start < 0 || start + s.length() > text.length()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (text.charAt(start + i) != s.charAt(i)) {
        return false;
      }
    }
    return true;
  }
}
