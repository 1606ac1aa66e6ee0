package jopt.ir.type;

import java.util.Arrays;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StridedLayoutAttr;

/**
 * {@code memref<4x?xf32, strided<[?, 1], offset: ?>, 3>}. {@code layout} is null for the identity
 * layout (an identity affine map is dropped, as MLIR does) and {@code memorySpace} null for the
 * default space (an integer 0 memory space is dropped).
 */
public final class MemRefType implements BaseMemRefType {
  private final long[] shape;
  private final Type elementType;
  private final Attribute layout;
  private final Attribute memorySpace;
  /**
   * The hash, or 0 before it is computed ({@link #hashIsZero} when it is 0): computed once, so
   * that memrefs nested n deep hash in O(n), not O(n) at every level (the printer's alias table
   * asks at each; memref<1xmemref<...>> 10,000 deep took 2.9 s of CPU, quadratic).
   */
  private int hash;
  private boolean hashIsZero;

  public MemRefType(long[] shape, Type elementType, Attribute layout, Attribute memorySpace) {
    this.shape = Shapes.check(shape);
    this.elementType = Objects.requireNonNull(elementType);
    this.layout = layout instanceof AffineMapAttr m && m.getValue().isIdentity() ? null : layout;
    this.memorySpace = canonicalMemorySpace(memorySpace);
  }

  public Type elementType() {
    return elementType;
  }

  /** The layout, null for the identity. */
  public Attribute layout() {
    return layout;
  }

  /** The memory space, null for the default. */
  public Attribute memorySpace() {
    return memorySpace;
  }

  static Attribute canonicalMemorySpace(Attribute memorySpace) {
    return memorySpace instanceof IntegerAttr i && i.isZero() ? null : memorySpace;
  }

  public static MemRefType get(long[] shape, Type elementType) {
    return new MemRefType(shape, elementType, null, null);
  }

  public static MemRefType get(long[] shape, Type elementType, Attribute layout, Attribute memorySpace) {
    return new MemRefType(shape, elementType, layout, memorySpace);
  }

  /** A copy of the shape. */
  public long[] shape() {
    return shape.clone();
  }

  @Override
  public long[] getShape() {
    return shape.clone();
  }

  @Override
  public int getRank() {
    return shape.length;
  }

  @Override
  public long getDimSize(int i) {
    return shape[i];
  }

  @Override
  public Type getElementType() {
    return elementType;
  }

  /** The layout attribute, or null for the identity layout. */
  public Attribute getLayout() {
    return layout;
  }

  @Override
  public Attribute getMemorySpace() {
    return memorySpace;
  }

  public boolean hasIdentityLayout() {
    return layout == null;
  }

  @Override
  public MemRefType cloneWith(long[] newShape, Type newElementType) {
    return new MemRefType(newShape, newElementType, layout, memorySpace);
  }

  public MemRefType withElementType(Type newElementType) {
    return new MemRefType(shape, newElementType, layout, memorySpace);
  }

  public MemRefType withShape(long[] newShape) {
    return new MemRefType(newShape, elementType, layout, memorySpace);
  }

  public MemRefType withLayout(Attribute newLayout) {
    return new MemRefType(shape, elementType, newLayout, memorySpace);
  }

  public MemRefType withMemorySpace(Attribute newMemorySpace) {
    return new MemRefType(shape, elementType, layout, newMemorySpace);
  }

  /** Number of symbols of the layout map (dynamic strides and offset of a strided layout). */
  public int getNumLayoutSymbols() {
    if (layout instanceof StridedLayoutAttr s) {
      return s.getNumSymbols();
    }
    if (layout instanceof AffineMapAttr m) {
      return m.getValue().getNumSymbols();
    }
    return 0;
  }

  /**
   * Strides and offset of the layout: row-major for the identity layout, the given ones for a
   * strided layout, extracted from a strided-equivalent affine map; null when not strided.
   */
  public StridesAndOffset getStridesAndOffset() {
    if (layout == null) {
      return StridesAndOffset.ofOwned(StridesAndOffset.identityStrides(shape), 0);
    }
    if (layout instanceof StridedLayoutAttr s) {
      return StridesAndOffset.ofOwned(s.strides(), s.offset()); // strides() is a copy
    }
    if (layout instanceof AffineMapAttr m) {
      AffineMap map = m.getValue();
      return map.getNumDims() == shape.length ? StridesAndOffset.ofLayoutMap(map) : null;
    }
    return null;
  }

  /** The strides, or null when the layout is not strided. */
  public long[] getStrides() {
    StridesAndOffset so = getStridesAndOffset();
    return so == null ? null : so.strides();
  }

  /** The offset; throws when the layout is not strided. */
  public long getOffset() {
    StridesAndOffset so = getStridesAndOffset();
    if (so == null) {
      throw new IllegalStateException("memref layout is not strided: " + this);
    }
    return so.offset();
  }

  /** MLIR's isStaticShapeAndContiguousRowMajor: static, strided, unit-stride inner dims, size-1 outer. */
  public boolean isStaticShapeAndContiguousRowMajor() {
    if (!hasStaticShape()) {
      return false;
    }
    StridesAndOffset so = getStridesAndOffset();
    if (so == null) {
      return false;
    }
    long running = 1;
    int dim = shape.length - 1;
    while (dim >= 0 && so.getStride(dim) == running) {
      running *= shape[dim];
      dim--;
    }
    while (dim >= 0 && shape[dim] == 1) {
      dim--;
    }
    return dim < 0;
  }

  /** True when the innermost stride is 1 (or the memref is 0-d). */
  public boolean isLastDimUnitStride() {
    StridesAndOffset so = getStridesAndOffset();
    return so != null && (shape.length == 0 || so.getStride(shape.length - 1) == 1);
  }

  /** Size in bytes of one element (i1: 1, iN: ceil(N/8), index: 8, vector: whole vector). */
  public long getElementTypeByteSize() {
    return Types.getByteSize(elementType);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MemRefType t && Arrays.equals(shape, t.shape)
        && elementType.equals(t.elementType) && Objects.equals(layout, t.layout)
        && Objects.equals(memorySpace, t.memorySpace);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0 && !hashIsZero) {
      h = Arrays.hashCode(shape) * 31 + elementType.hashCode();
      h = (h * 31 + Objects.hashCode(layout)) * 31 + Objects.hashCode(memorySpace);
      if (h == 0) {
        hashIsZero = true;
      } else {
        hash = h;
      }
    }
    return h;
  }

  /** As its element type, layout and memory space. */
  @Override
  public boolean mayPrintAlias() {
    return elementType.mayPrintAlias() || (layout != null && layout.mayPrintAlias())
        || (memorySpace != null && memorySpace.mayPrintAlias());
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("memref<");
    Shapes.printDims(p, shape);
    p.printType(elementType);
    if (layout != null) {
      p.append(", ");
      p.printAttributeElidingType(layout);
    }
    if (memorySpace != null) {
      p.append(", ");
      p.printAttributeElidingType(memorySpace);
    }
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
