package jopt.ir.type;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Type;

/** MLIR's verifyCompatibleShape(s): whether types may have the same shape. */
public final class ShapeCompatibility {
  private ShapeCompatibility() {}

  /** verifyCompatibleShape of two types: both unshaped, or shaped with shapes that may agree. */
  public static boolean compatible(Type a, Type b) {
    if (!(a instanceof ShapedType sa)) {
      return !(b instanceof ShapedType);
    }
    if (!(b instanceof ShapedType sb)) {
      return false;
    }
    if (!sa.hasRank() || !sb.hasRank()) {
      return true;
    }
    return compatibleDims(List.of(sa, sb));
  }

  /**
   * verifyCompatibleShapes of a type list (SameOperandsAndResultShape, Elementwise): none or all
   * shaped, not a mix of scalable vectors and other types, ranked ones of one rank whose static
   * sizes agree.
   */
  public static boolean compatible(List<Type> types) {
    List<ShapedType> ranked = new ArrayList<>();
    int shaped = 0;
    boolean scalable = false;
    boolean nonScalable = false;
    for (Type t : types) {
      if (t instanceof ShapedType s) {
        shaped++;
        if (s.hasRank()) {
          ranked.add(s);
        }
      }
      if (t instanceof VectorType v && v.isScalable()) {
        scalable = true;
      } else {
        nonScalable = true;
      }
    }
    if (shaped != types.size()) {
      return shaped == 0;
    }
    return !(scalable && nonScalable) && (ranked.isEmpty() || compatibleDims(ranked));
  }

  private static boolean compatibleDims(List<ShapedType> ranked) {
    int rank = ranked.get(0).getRank();
    for (ShapedType s : ranked) {
      if (s.getRank() != rank) {
        return false;
      }
    }
    for (int i = 0; i < rank; i++) {
      long fixed = ShapedType.DYNAMIC;
      for (ShapedType s : ranked) {
        long d = s.getDimSize(i);
        if (d != ShapedType.DYNAMIC) {
          if (fixed != ShapedType.DYNAMIC && fixed != d) {
            return false;
          }
          fixed = d;
        }
      }
    }
    return true;
  }
}
