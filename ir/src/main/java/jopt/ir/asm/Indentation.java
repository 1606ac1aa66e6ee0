package jopt.ir.asm;

import java.io.PrintStream;
import java.util.Arrays;

/**
 * A run of spaces the printer hands to a streaming sink as one piece: the indentation of a line
 * in a deep nest. Such indentation is most of a deep nest's text (10^5 levels indent about
 * 2 * 10^10 chars), so a sink that writes bytes takes it from a block of spaces
 * ({@link #writeTo}) rather than copying, scanning and encoding it as text; any other sink sees
 * an ordinary {@link CharSequence} of spaces.
 */
public final class Indentation implements CharSequence {
  private static final int BLOCK = 1 << 16;
  private static final byte[] SPACES = spaces();

  private final int length;

  Indentation(int length) {
    if (length < 0) {
      throw new IllegalArgumentException("negative indentation: " + length);
    }
    this.length = length;
  }

  private static byte[] spaces() {
    byte[] b = new byte[BLOCK];
    Arrays.fill(b, (byte) ' ');
    return b;
  }

  /** Writes the spaces to {@code out} as bytes. */
  public void writeTo(PrintStream out) {
    for (int n = length; n > 0; n -= BLOCK) {
      out.write(SPACES, 0, Math.min(n, BLOCK));
    }
  }

  @Override
  public int length() {
    return length;
  }

  @Override
  public char charAt(int index) {
    if (index < 0 || index >= length) {
      throw new IndexOutOfBoundsException(index);
    }
    return ' ';
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    if (start < 0 || end > length || start > end) {
      throw new IndexOutOfBoundsException("[" + start + ", " + end + ") of " + length);
    }
    return new Indentation(end - start);
  }

  @Override
  public String toString() {
    return " ".repeat(length);
  }
}
