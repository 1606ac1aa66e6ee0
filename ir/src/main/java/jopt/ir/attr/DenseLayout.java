package jopt.ir.attr;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.ShapedType;

/** MLIR's raw-buffer layout of dense elements: whole bytes per scalar, i1 packed 8 per byte. */
final class DenseLayout {
  private DenseLayout() {}

  /** Bit width of one scalar of {@code t} (complex: of one component). */
  static int scalarWidth(Type t) {
    if (t instanceof ComplexType c) {
      return scalarWidth(c.elementType());
    }
    if (t instanceof IntegerType i) {
      return i.width();
    }
    if (t instanceof IndexType) {
      return IndexType.INTERNAL_STORAGE_BIT_WIDTH;
    }
    if (t instanceof FloatType f) {
      return f.getWidth();
    }
    throw new IllegalArgumentException("unsupported dense element type " + AttrTypePrinter.print(t));
  }

  static boolean isBool(Type t) {
    return t instanceof IntegerType i && i.width() == 1;
  }

  /** Bytes one element occupies (i1 elements are bit-packed unless splat). */
  static int elementBytes(Type t) {
    int scalarBytes = (scalarWidth(t) + 7) / 8;
    return t instanceof ComplexType ? 2 * scalarBytes : scalarBytes;
  }

  static int checkedNumElements(ShapedType type) {
    long n = type.getNumElements();
    if (n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("too many elements: " + n);
    }
    return (int) n;
  }

  static int bufferSize(Type elt, int numElements) {
    return isBool(elt) ? (numElements + 7) / 8 : elementBytes(elt) * numElements;
  }
}
