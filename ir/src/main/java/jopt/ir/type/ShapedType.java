package jopt.ir.type;

import jopt.ir.Type;

/** A type with a shape and an element type: memrefs, tensors and vectors (ranked or not). */
public interface ShapedType extends Type {
  /** MLIR's ShapedType::kDynamic, printed {@code ?}. */
  long DYNAMIC = Long.MIN_VALUE;

  static boolean isDynamic(long dim) {
    return dim == DYNAMIC;
  }

  Type getElementType();

  /** False for {@code tensor<*x..>} and {@code memref<*x..>}. */
  /** How many entries of {@code sizes} are {@link #DYNAMIC} (a shape, or static sizes taken by SSA operands). */
  static int countDynamic(long[] sizes) {
    int n = 0;
    for (long s : sizes) {
      if (s == DYNAMIC) {
        n++;
      }
    }
    return n;
  }

  default boolean hasRank() {
    return true;
  }

  /** A copy of the shape; throws for unranked types. */
  long[] getShape();

  int getRank();

  long getDimSize(int i);

  default boolean isDynamicDim(int i) {
    return getDimSize(i) == DYNAMIC;
  }

  default int getNumDynamicDims() {
    int n = 0;
    for (int i = 0, r = getRank(); i < r; i++) {
      if (isDynamicDim(i)) {
        n++;
      }
    }
    return n;
  }

  /** MLIR's getDynamicDimIndex: how many dynamic dimensions come before dimension {@code index}. */
  default int getDynamicDimIndex(int index) {
    int n = 0;
    for (int i = 0; i < index; i++) {
      if (isDynamicDim(i)) {
        n++;
      }
    }
    return n;
  }

  default boolean hasStaticShape() {
    return hasRank() && getNumDynamicDims() == 0;
  }

  /** Product of the dimensions; requires a static shape. */
  default long getNumElements() {
    if (!hasStaticShape()) {
      throw new IllegalStateException("getNumElements of a dynamically shaped type");
    }
    long n = 1;
    for (int i = 0, r = getRank(); i < r; i++) {
      n *= getDimSize(i);
    }
    return n;
  }

  /** This type with another shape and element type (same kind, same layout/encoding where valid). */
  ShapedType cloneWith(long[] shape, Type elementType);
}
