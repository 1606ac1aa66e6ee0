package jopt.dialects.memref;

import jopt.ir.ods.format.DynamicIndexList;
import java.util.Arrays;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.StridesAndOffset;
import jopt.ir.type.UnrankedMemRefType;
import jopt.ir.type.UnrankedTensorType;

/** Shape, layout and memory-space queries on memref and tensor types used by the memref ops. */
public final class ShapedTypes {
  private ShapedTypes() {}

  public static Type index() {
    return IndexType.get();
  }


  public static Type i1() {
    return IntegerType.get(1);
  }

  public static boolean isMemRef(Type t) {
    return t instanceof MemRefType;
  }

  public static boolean isUnrankedMemRef(Type t) {
    return t instanceof UnrankedMemRefType;
  }

  public static boolean isAnyMemRef(Type t) {
    return isMemRef(t) || isUnrankedMemRef(t);
  }

  public static boolean isRankedTensor(Type t) {
    return t instanceof RankedTensorType;
  }

  public static boolean isAnyTensor(Type t) {
    return isRankedTensor(t) || t instanceof UnrankedTensorType;
  }

  /** Shape of a ranked memref or tensor. */
  public static long[] shape(Type t) {
    if (t instanceof MemRefType m) {
      return m.shape();
    }
    if (t instanceof RankedTensorType r) {
      return r.shape();
    }
    throw new IllegalArgumentException("not a ranked shaped type: " + str(t));
  }

  public static int rank(Type t) {
    if (t instanceof MemRefType || t instanceof RankedTensorType) {
      return ((jopt.ir.type.ShapedType) t).getRank(); // no copy of the shape
    }
    return shape(t).length;
  }

  public static int numDynamicDims(Type t) {
    if (t instanceof MemRefType || t instanceof RankedTensorType) {
      return ((jopt.ir.type.ShapedType) t).getNumDynamicDims();
    }
    return ShapedType.countDynamic(shape(t));
  }

  public static Type elementType(Type t) {
    if (t instanceof MemRefType m) {
      return m.elementType();
    }
    if (t instanceof UnrankedMemRefType m) {
      return m.elementType();
    }
    if (t instanceof RankedTensorType r) {
      return r.elementType();
    }
    if (t instanceof UnrankedTensorType r) {
      return r.elementType();
    }
    return null;
  }

  /** Memory space attribute of a memref, or null for the default space. */
  public static Attribute memorySpace(Type t) {
    if (t instanceof MemRefType m) {
      return m.memorySpace();
    }
    if (t instanceof UnrankedMemRefType m) {
      return m.memorySpace();
    }
    return null;
  }

  /** The layout of a ranked memref, or null for the identity layout. */
  public static Attribute layout(Type t) {
    return ((MemRefType) t).layout();
  }

  /** Number of symbols of the memref's layout map (dynamic strides/offset for strided). */
  public static int numLayoutSymbols(Type t) {
    return ((MemRefType) t).getNumLayoutSymbols();
  }

  /** Strides and offset of a ranked memref; null when the layout is not strided. */
  public static StridesAndOffset stridesAndOffset(Type t) {
    return ((MemRefType) t).getStridesAndOffset();
  }

  /** Row-major strides of {@code shape} (DYNAMIC once a dynamic size is crossed). */
  public static long[] identityStrides(long[] shape) {
    return StridesAndOffset.identityStrides(shape);
  }

  public static Type memref(long[] shape, Type elementType, Attribute layout, Attribute memorySpace) {
    return MemRefType.get(shape, elementType, layout, memorySpace);
  }

  /** A memref with a strided layout; the identity layout when strides are row-major and offset 0. */
  public static Type stridedMemRef(long[] shape, Type elementType, long[] strides, long offset,
      Attribute memorySpace) {
    Attribute layout = offset == 0 && Arrays.equals(strides, identityStrides(shape))
        ? null
        : StridedLayoutAttr.get(offset, strides);
    return memref(shape, elementType, layout, memorySpace);
  }

  /** A strided layout attribute as written, even if it is the identity. */
  public static Attribute stridedLayout(long offset, long[] strides) {
    return StridedLayoutAttr.get(offset, strides);
  }

  public static Type unrankedMemRef(Type elementType, Attribute memorySpace) {
    return UnrankedMemRefType.get(elementType, memorySpace);
  }

  public static Type rankedTensor(long[] shape, Type elementType) {
    return RankedTensorType.get(shape, elementType);
  }

  /** MLIR's textual form of a type, as diagnostics quote it. */
  public static String str(Type t) {
    AttrTypePrinter p = new AttrTypePrinter();
    t.print(p);
    return p.out().toString();
  }

  public static String str(Attribute a) {
    AttrTypePrinter p = new AttrTypePrinter();
    a.print(p);
    return p.out().toString();
  }

  /** MLIR's SaturatedInteger product: 0 wins over DYNAMIC, then DYNAMIC wins. */
  public static long satMul(long a, long b) {
    if (a == 0 || b == 0) {
      return 0;
    }
    return a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : a * b;
  }

  /** MLIR's SaturatedInteger sum. */
  public static long satAdd(long a, long b) {
    return a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : a + b;
  }

  /** MLIR's MemRefLayoutAttrInterface::isIdentity for a ranked memref. */
  public static boolean hasIdentityLayout(Type t) {
    Attribute layout = layout(t);
    if (layout == null) {
      return true;
    }
    if (layout instanceof StridedLayoutAttr s) {
      return s.toAffineMap().isIdentity();
    }
    return layout instanceof AffineMapAttr m && m.getValue().isIdentity();
  }
}
