package jopt.ir.type;

import java.util.Arrays;
import jopt.ir.AttrTypePrinter;

/** Shape helpers shared by the shaped types. */
final class Shapes {
  private Shapes() {}

  static long[] check(long[] shape) {
    long[] copy = shape.clone();
    for (long d : copy) {
      if (d < 0 && d != ShapedType.DYNAMIC) {
        throw new IllegalArgumentException("invalid dimension size " + d + " in " + Arrays.toString(shape));
      }
    }
    return copy;
  }

  /** Prints {@code 4x?x} (each dimension followed by {@code x}). */
  static void printDims(AttrTypePrinter p, long[] shape) {
    for (long d : shape) {
      if (d == ShapedType.DYNAMIC) {
        p.append('?');
      } else {
        p.append(d);
      }
      p.append('x');
    }
  }
}
