package jopt.ir.type;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** Common type singletons and queries. */
public final class Types {
  private Types() {}

  public static final IntegerType I1 = IntegerType.get(1);
  public static final IntegerType I8 = IntegerType.get(8);
  public static final IntegerType I16 = IntegerType.get(16);
  public static final IntegerType I32 = IntegerType.get(32);
  public static final IntegerType I64 = IntegerType.get(64);
  public static final IndexType INDEX = IndexType.INSTANCE;
  public static final FloatType F16 = FloatType.F16;
  public static final FloatType BF16 = FloatType.BF16;
  public static final FloatType F32 = FloatType.F32;
  public static final FloatType F64 = FloatType.F64;
  public static final NoneType NONE = NoneType.INSTANCE;

  public static IntegerType i1() {
    return I1;
  }

  public static IntegerType i8() {
    return I8;
  }

  public static IntegerType i16() {
    return I16;
  }

  public static IntegerType i32() {
    return I32;
  }

  public static IntegerType i64() {
    return I64;
  }

  public static IndexType index() {
    return INDEX;
  }

  public static FloatType f16() {
    return F16;
  }

  public static FloatType bf16() {
    return BF16;
  }

  public static FloatType f32() {
    return F32;
  }

  public static FloatType f64() {
    return F64;
  }

  public static NoneType none() {
    return NONE;
  }

  public static boolean isIndex(Type t) {
    return t instanceof IndexType;
  }

  public static boolean isInteger(Type t) {
    return t instanceof IntegerType;
  }

  public static boolean isInteger(Type t, int width) {
    return t instanceof IntegerType i && i.width() == width;
  }

  public static boolean isSignlessInteger(Type t) {
    return t instanceof IntegerType i && i.isSignless();
  }

  public static boolean isSignlessInteger(Type t, int width) {
    return t instanceof IntegerType i && i.isSignless(width);
  }

  public static boolean isSignlessIntOrIndex(Type t) {
    return t instanceof IndexType || isSignlessInteger(t);
  }

  public static boolean isIntOrIndex(Type t) {
    return t instanceof IndexType || t instanceof IntegerType;
  }

  public static boolean isFloat(Type t) {
    return t instanceof FloatType;
  }

  public static boolean isIntOrFloat(Type t) {
    return t instanceof IntegerType || t instanceof FloatType;
  }

  public static boolean isIntOrIndexOrFloat(Type t) {
    return isIntOrIndex(t) || t instanceof FloatType;
  }

  /** Bit width of an integer or float type (index: 64); throws otherwise. */
  public static int getIntOrFloatBitWidth(Type t) {
    if (t instanceof IntegerType i) {
      return i.width();
    }
    if (t instanceof FloatType f) {
      return f.getWidth();
    }
    if (t instanceof IndexType) {
      return IndexType.INTERNAL_STORAGE_BIT_WIDTH;
    }
    throw new IllegalArgumentException("not an integer or float type: " + AttrTypePrinter.print(t));
  }

  /** The element type of a shaped type, else the type itself. */
  public static Type getElementTypeOrSelf(Type t) {
    return t instanceof ShapedType s ? s.getElementType() : t;
  }

  /**
   * Bytes one value of {@code t} occupies in memory: i1 and iN round up to whole bytes, index is
   * 8, complex is two elements and a vector its element bits times its size (rounded up).
   */
  public static long getByteSize(Type t) {
    if (t instanceof IntegerType i) {
      return (i.width() + 7) / 8;
    }
    if (t instanceof IndexType) {
      return 8;
    }
    if (t instanceof FloatType f) {
      return f.getByteSize();
    }
    if (t instanceof ComplexType c) {
      return 2 * getByteSize(c.elementType());
    }
    if (t instanceof VectorType v) {
      Type e = v.elementType();
      long bits = e instanceof IndexType ? 64 : getIntOrFloatBitWidth(e);
      return (bits * v.getNumElements() + 7) / 8;
    }
    throw new IllegalArgumentException("type has no byte size: " + AttrTypePrinter.print(t));
  }

  /** Prints types separated by {@code ", "}. */
  public static void printList(AttrTypePrinter p, List<? extends Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        p.append(", ");
      }
      p.printType(types.get(i));
    }
  }

  /** Whether any of {@code types} may print an aliased value ({@link Type#mayPrintAlias}). */
  public static boolean anyMayPrintAlias(List<Type> types) {
    for (int i = 0, n = types.size(); i < n; i++) {
      if (types.get(i).mayPrintAlias()) {
        return true;
      }
    }
    return false;
  }
}
