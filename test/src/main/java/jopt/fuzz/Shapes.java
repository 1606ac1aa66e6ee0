package jopt.fuzz;

import java.util.List;

/** Decoding of static shapes from choices. */
final class Shapes {
  private Shapes() {}

  /** Rank 1 or 2, dims 1..8; rank-1 byte buffers are 4..32 so that they can be viewed. */
  static List<Long> shape(Elem e, int choice) {
    int c = Math.floorMod(choice, 1 << 20);
    long d0 = 1 + c / 3 % 8;
    long d1 = 1 + c / 24 % 8;
    if (c % 3 == 2) {
      return List.of(d0, d1);
    }
    return List.of(e == Elem.I8 ? 4 * d0 : d0);
  }

  static MemType staticType(Elem e, int choice) {
    return MemType.identity(e, shape(e, choice));
  }
}
