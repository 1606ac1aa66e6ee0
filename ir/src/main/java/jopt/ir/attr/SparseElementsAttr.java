package jopt.ir.attr;

import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * {@code sparse<[[0, 1], [2, 3]], [5, 7]> : tensor<4x4xi32>}: the elements of a statically
 * shaped type given at a list of indices, every other element zero (MLIR's SparseElementsAttr).
 * The indices are an i64 {@link DenseElementsAttr} of shape {@code [N, rank]} (or {@code [N]}
 * for a rank-1 type), the values one of shape {@code [N]}; {@code sparse<>} has none. Printed as
 * MLIR prints it: the indices as a dense literal never in hex, the values as one that may be.
 */
public final class SparseElementsAttr implements Attribute {
  private final ShapedType type;
  private final DenseElementsAttr indices;
  private final DenseElementsAttr values;

  private SparseElementsAttr(ShapedType type, DenseElementsAttr indices,
      DenseElementsAttr values) {
    this.type = type;
    this.indices = indices;
    this.values = values;
  }

  /** The attribute, checked as MLIR verifies it; IllegalArgumentException with its message. */
  public static SparseElementsAttr get(ShapedType type, DenseElementsAttr indices,
      DenseElementsAttr values) {
    String error = verify(type, indices, values);
    if (error != null) {
      throw new IllegalArgumentException(error);
    }
    return new SparseElementsAttr(type, indices, values);
  }

  /** {@code sparse<>}: no element given, all zero. */
  public static SparseElementsAttr empty(ShapedType type) {
    return new SparseElementsAttr(type,
        DenseElementsAttr.builder(RankedTensorType.get(new long[] {0, type.getRank()},
            IntegerType.get(64))).build(),
        DenseElementsAttr.builder(RankedTensorType.get(new long[] {0}, type.getElementType()))
            .build());
  }

  /**
   * MLIR's verifier: values of rank 1; indices of shape {@code [N, rank]} (or {@code [N]} for a
   * rank-1 type) with as many values; every index inside the shape. The message, or null.
   */
  public static String verify(ShapedType type, DenseElementsAttr indices,
      DenseElementsAttr values) {
    long[] valuesShape = values.getType().getShape();
    if (valuesShape.length != 1) {
      return "expected 1-d tensor for sparse element values";
    }
    long[] indicesShape = indices.getType().getShape();
    int rank = type.getRank();
    String shapeError = "expected shape ([" + dims(type.getShape())
        + "]); inferred shape of indices literal ([" + dims(indicesShape)
        + "]); inferred shape of values literal ([" + dims(valuesShape) + "])";
    if (indicesShape.length == 2 ? indicesShape[1] != rank
        : indicesShape.length != 1 || rank != 1) {
      return shapeError;
    }
    if (indicesShape[0] != valuesShape[0]) {
      return shapeError;
    }
    int count = indices.isSplat() ? 1 : (int) indicesShape[0];
    for (int i = 0; i < count; i++) {
      long[] index = index(indices, rank, i);
      if (!contains(type.getShape(), index)) {
        return "sparse index #" + i + " is not contained within the value shape, with index=["
            + Arrays.stream(index).mapToObj(Long::toUnsignedString)
                .collect(Collectors.joining(", "))
            + "], and type='" + AttrTypePrinter.print(type) + "'";
      }
    }
    return null;
  }

  private static long[] index(DenseElementsAttr indices, int rank, int i) {
    long[] index = new long[rank];
    for (int d = 0; d < rank; d++) {
      index[d] = indices.getLong(indices.isSplat() ? 0 : i * rank + d);
    }
    return index;
  }

  /** Whether {@code index} (unsigned, as MLIR's isValidIndex reads it) lies inside {@code shape}. */
  private static boolean contains(long[] shape, long[] index) {
    if (index.length != shape.length) {
      return false;
    }
    for (int d = 0; d < shape.length; d++) {
      if (Long.compareUnsigned(index[d], shape[d]) >= 0) {
        return false;
      }
    }
    return true;
  }

  private static String dims(long[] shape) {
    return Arrays.stream(shape).mapToObj(Long::toString).collect(Collectors.joining(", "));
  }

  @Override
  public ShapedType getType() {
    return type;
  }

  /** The indices: i64, of shape {@code [N, rank]} or {@code [N]}. */
  public DenseElementsAttr getIndices() {
    return indices;
  }

  /** The values, of shape {@code [N]}. */
  public DenseElementsAttr getValues() {
    return values;
  }

  /** How many elements are given (a splat of indices stands for one). */
  public int getNumGiven() {
    return (int) values.getType().getShape()[0];
  }

  /** The index of given element {@code i}. */
  public long[] getIndex(int i) {
    return index(indices, type.getRank(), i);
  }

  /**
   * The same elements as a dense attribute of the type: zero where no index is given (what
   * MLIR's value accessors read); a later value at a repeated index wins.
   */
  public DenseElementsAttr toDense() {
    jopt.ir.Type elt = type.getElementType();
    int n = DenseLayout.checkedNumElements(type);
    boolean bool = DenseLayout.isBool(elt);
    int eb = bool ? 0 : DenseLayout.elementBytes(elt);
    byte[] buf = new byte[DenseLayout.bufferSize(elt, n)];
    byte[] given = bool ? null : values.getRawData();
    long[] shape = type.getShape();
    for (int i = 0, count = getNumGiven(); i < count; i++) {
      long[] index = getIndex(i);
      int flat = 0;
      for (int d = 0; d < shape.length; d++) {
        flat = (int) (flat * shape[d] + index[d]);
      }
      int from = values.isSplat() ? 0 : i;
      if (bool) {
        int bit = 1 << (flat & 7);
        buf[flat >> 3] = (byte) (values.getBool(from) ? buf[flat >> 3] | bit
            : buf[flat >> 3] & ~bit);
      } else {
        System.arraycopy(given, from * eb, buf, flat * eb, eb);
      }
    }
    return DenseElementsAttr.fromRawBuffer(type, buf);
  }

  /** As its type. */
  @Override
  public boolean mayPrintAlias() {
    return type.mayPrintAlias();
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("sparse<");
    if (indices.getNumElements() != 0) {
      indices.printElements(p.out(), false);
      p.append(", ");
      values.printElements(p.out(), true);
    }
    p.append("> : ");
    p.printType(type);
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof SparseElementsAttr s && s.type.equals(type)
        && s.indices.equals(indices) && s.values.equals(values));
  }

  @Override
  public int hashCode() {
    return Objects.hash(type, indices, values);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
