package jopt.passes.analysis;

import jopt.dialects.dlti.DLTIEntriesAttr;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/**
 * MLIR's data layout: the size in bits of the types a buffer may hold, by MLIR's defaults and the
 * index bit width of the closest {@code dlti.dl_spec}. Integers and floats take their width,
 * index 64 bits unless specified, a complex number its
 * element aligned (to the element's power-of-two byte size) plus the element, a vector its
 * element size in whole bytes times its elements, with the innermost dimension rounded up to a
 * power of two. Other types have no size here.
 */
public final class DataLayout {
  /** MLIR's default index bit width. */
  public static final int INDEX_BITWIDTH = 64;

  private DataLayout() {}

  /**
   * The size of {@code type} in bits in the layout of {@code scope} (its closest
   * {@code dlti.dl_spec} naming the index type; null: the default layout), or -1 when the layout
   * does not give one.
   */
  public static long typeSizeInBits(Type type, Operation scope) {
    if (type instanceof IndexType && scope != null
        && DLTIEntriesAttr.closestEntry(scope, type) instanceof IntegerAttr bits) {
      return bits.getValue();
    }
    if (type instanceof ComplexType c) {
      long inner = typeSizeInBits(c.elementType(), scope);
      return inner < 0 ? -1 : complexSize(inner);
    }
    if (type instanceof VectorType v && !v.isScalable()) {
      return vectorSize(v, typeSizeInBits(v.getElementType(), scope));
    }
    return typeSizeInBits(type);
  }

  /** The size of {@code type} in bits in the default layout, or -1 when it gives none. */
  public static long typeSizeInBits(Type type) {
    if (type instanceof IntegerType i) {
      return i.width();
    }
    if (type instanceof FloatType f) {
      return f.getWidth();
    }
    if (type instanceof IndexType) {
      return INDEX_BITWIDTH;
    }
    if (type instanceof ComplexType c) {
      long inner = typeSizeInBits(c.elementType());
      return inner < 0 ? -1 : complexSize(inner);
    }
    if (type instanceof VectorType v && !v.isScalable()) {
      return vectorSize(v, typeSizeInBits(v.getElementType()));
    }
    return -1;
  }

  /** Two elements of {@code inner} bits, the second aligned to the element's power-of-two bytes. */
  private static long complexSize(long inner) {
    long align = Long.highestOneBit(Math.max(1, (inner + 7) / 8) * 2 - 1) * 8;
    return (inner + align - 1) / align * align + inner;
  }

  /** Whole bytes per element, the innermost dimension rounded up to a power of two. */
  private static long vectorSize(VectorType v, long elementBits) {
    long elementBytes = (elementBits + 7) / 8;
    if (elementBits < 0 || elementBytes == 0) {
      return -1;
    }
    long[] shape = v.getShape();
    long inner = shape[shape.length - 1];
    long outer = 1;
    for (int i = 0; i < shape.length - 1; i++) {
      outer *= shape[i];
    }
    long innerPow2 = inner <= 1 ? inner : Long.highestOneBit(inner - 1) << 1;
    return outer * innerPow2 * elementBytes * 8;
  }
}
