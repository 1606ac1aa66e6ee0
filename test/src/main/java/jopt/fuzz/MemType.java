package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * A ranked memref type: element type, shape ({@link #DYN} for {@code ?}) and either the identity
 * layout ({@code strides == null}) or an explicit {@code strided<[...], offset: N>} layout whose
 * strides and offset may be {@link #DYN}.
 */
record MemType(Elem elem, List<Long> shape, List<Long> strides, long offset) {
  static final long DYN = -1;

  static MemType identity(Elem elem, List<Long> shape) {
    return new MemType(elem, List.copyOf(shape), null, 0);
  }

  static MemType strided(Elem elem, List<Long> shape, List<Long> strides, long offset) {
    return new MemType(elem, List.copyOf(shape), List.copyOf(strides), offset);
  }

  int rank() {
    return shape.size();
  }

  boolean isIdentity() {
    return strides == null;
  }

  boolean isStaticShape() {
    return !shape.contains(DYN);
  }

  /** Strides of the layout; those of an identity layout follow from the shape. */
  List<Long> effectiveStrides() {
    if (strides != null) {
      return strides;
    }
    List<Long> out = new ArrayList<>();
    long s = 1;
    for (int i = rank() - 1; i >= 0; i--) {
      out.add(0, s);
      s = (s == DYN || shape.get(i) == DYN) ? DYN : s * shape.get(i);
    }
    return out;
  }

  long effectiveOffset() {
    return strides == null ? 0 : offset;
  }

  /** Whether strides and offset are all static (subview and transpose compute new ones). */
  boolean hasStaticLayout() {
    return !effectiveStrides().contains(DYN) && effectiveOffset() != DYN;
  }

  /** The same shape with the identity layout. */
  MemType withIdentity() {
    return identity(elem, shape);
  }

  MemType withShape(List<Long> newShape) {
    return new MemType(elem, List.copyOf(newShape), strides, offset);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("memref<");
    for (long d : shape) {
      sb.append(d == DYN ? "?" : Long.toString(d)).append('x');
    }
    sb.append(elem.mlir);
    if (strides != null) {
      sb.append(", strided<[");
      for (int i = 0; i < strides.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(strides.get(i) == DYN ? "?" : strides.get(i));
      }
      sb.append(']');
      if (offset != 0) {
        sb.append(", offset: ").append(offset == DYN ? "?" : Long.toString(offset));
      }
      sb.append('>');
    }
    return sb.append('>').toString();
  }
}
