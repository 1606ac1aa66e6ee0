package jopt.ir.type;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;

/** {@code memref<*xf32>} or {@code memref<*xf32, 1>}; {@code memorySpace} null is the default. */
public record UnrankedMemRefType(Type elementType, Attribute memorySpace) implements BaseMemRefType {
  public UnrankedMemRefType {
    Objects.requireNonNull(elementType);
    memorySpace = MemRefType.canonicalMemorySpace(memorySpace);
  }

  public static UnrankedMemRefType get(Type elementType, Attribute memorySpace) {
    return new UnrankedMemRefType(elementType, memorySpace);
  }

  public static UnrankedMemRefType get(Type elementType) {
    return new UnrankedMemRefType(elementType, null);
  }

  @Override
  public Type getElementType() {
    return elementType;
  }

  @Override
  public Attribute getMemorySpace() {
    return memorySpace;
  }

  @Override
  public boolean hasRank() {
    return false;
  }

  @Override
  public long[] getShape() {
    throw new IllegalStateException("unranked memref has no shape");
  }

  @Override
  public int getRank() {
    throw new IllegalStateException("unranked memref has no rank");
  }

  @Override
  public long getDimSize(int i) {
    throw new IllegalStateException("unranked memref has no shape");
  }

  @Override
  public ShapedType cloneWith(long[] shape, Type newElementType) {
    return shape == null ? new UnrankedMemRefType(newElementType, memorySpace)
        : MemRefType.get(shape, newElementType, null, memorySpace);
  }

  public UnrankedMemRefType withElementType(Type newElementType) {
    return new UnrankedMemRefType(newElementType, memorySpace);
  }

  /** As its element type and memory space. */
  @Override
  public boolean mayPrintAlias() {
    return elementType.mayPrintAlias() || (memorySpace != null && memorySpace.mayPrintAlias());
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("memref<*x");
    p.printType(elementType);
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

  @Override
  public boolean equals(Object o) {
    return o instanceof UnrankedMemRefType r && Objects.equals(elementType, r.elementType)
        && Objects.equals(memorySpace, r.memorySpace);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(elementType) + Objects.hashCode(memorySpace);
  }
}
