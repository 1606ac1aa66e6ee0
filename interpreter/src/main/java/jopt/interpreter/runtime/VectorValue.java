package jopt.interpreter.runtime;

import java.util.Arrays;
import jopt.ir.Type;
import jopt.ir.type.VectorType;

/**
 * A vector at runtime: a fixed shape and its elements in row-major order, each as the
 * interpreter holds a scalar of the element type (a Long sign-extended from its width, a
 * Double rounded to its type). Immutable: ops make new vectors.
 */
public final class VectorValue {
  private final long[] shape;
  private final Type elementType;
  private final Object[] elements;

  VectorValue(long[] shape, Type elementType, Object[] elements) {
    this.shape = shape;
    this.elementType = elementType;
    this.elements = elements;
  }

  /** A vector of {@code type} (fixed shape) with {@code elements}, which it keeps. */
  public static VectorValue of(VectorType type, Object[] elements) {
    return new VectorValue(type.getShape(), type.getElementType(), elements);
  }

  public long[] shape() {
    return shape.clone();
  }

  public int rank() {
    return shape.length;
  }

  public Type elementType() {
    return elementType;
  }

  public int size() {
    return elements.length;
  }

  /** Element {@code i} in row-major order. */
  public Object get(int i) {
    return elements[i];
  }

  /** The elements, shared: callers do not write them. */
  public Object[] elements() {
    return elements;
  }

  /** The number of elements of a shape. */
  public static int count(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return Math.toIntExact(n);
  }

  /** The multi-index of row-major position {@code linear} in {@code shape}, into {@code idx}. */
  public static void delinearize(long linear, long[] shape, long[] idx) {
    for (int d = shape.length - 1; d >= 0; d--) {
      idx[d] = shape[d] == 0 ? 0 : linear % shape[d];
      linear = shape[d] == 0 ? 0 : linear / shape[d];
    }
  }

  /** The row-major position of multi-index {@code idx} in {@code shape}. */
  public static int linearize(long[] idx, long[] shape) {
    long p = 0;
    for (int d = 0; d < shape.length; d++) {
      p = p * shape[d] + idx[d];
    }
    return (int) p;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof VectorValue v && Arrays.equals(shape, v.shape)
        && elementType.equals(v.elementType) && Arrays.equals(elements, v.elements);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(elements);
  }

  /** {@code [[1.0, 2.0], [3.0, 4.0]]}, scalars as {@link Scalars#format} writes them. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    append(sb, 0, 0);
    return sb.toString();
  }

  private int append(StringBuilder sb, int dim, int pos) {
    if (dim == shape.length) {
      sb.append(Scalars.format(elements[pos], elementType));
      return pos + 1;
    }
    sb.append('[');
    for (long i = 0; i < shape[dim]; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      pos = append(sb, dim + 1, pos);
    }
    sb.append(']');
    return pos;
  }
}
