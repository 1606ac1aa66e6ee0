package jopt.interpreter.runtime;

import java.util.List;
import jopt.ir.type.MemRefType;

/**
 * A memref argument of the entry function: the sizes of its dynamic dimensions and its
 * contents in row-major order (null: element i holds i), and optionally the same contents
 * encoded as the memref's elements, little endian ({@link #encoded}), which the interpreter
 * copies in at once (a model's input, run again and again). The interpreter allocates it as
 * caller-owned memory; the program must not free it.
 */
public record BufferArgument(long[] dynamicSizes, List<? extends Number> contents, byte[] bytes) {
  public BufferArgument(long[] dynamicSizes, List<? extends Number> contents) {
    this(dynamicSizes, contents, null);
  }

  public static BufferArgument iota(long... dynamicSizes) {
    return new BufferArgument(dynamicSizes, null);
  }

  /**
   * {@code contents} for a memref of type {@code t}, with its elements also encoded (each
   * number converted as the interpreter converts an argument's, see
   * {@link MemRefAllocator#scalar}).
   */
  public static BufferArgument encoded(MemRefType t, long[] dynamicSizes,
      List<? extends Number> contents) {
    int n = ElementCodec.byteSize(t.getElementType());
    if (n <= 0 || (long) contents.size() * n > Integer.MAX_VALUE - 8) {
      return new BufferArgument(dynamicSizes, contents);
    }
    byte[] bytes = new byte[contents.size() * n];
    for (int i = 0; i < contents.size(); i++) {
      ElementCodec.write(bytes, i * n, t.getElementType(),
          MemRefAllocator.scalar(t.getElementType(), contents.get(i)));
    }
    return new BufferArgument(dynamicSizes, contents, bytes);
  }
}
