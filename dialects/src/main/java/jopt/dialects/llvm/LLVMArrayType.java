package jopt.dialects.llvm;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code !llvm.array<4 x i64>}: a fixed number of elements of one type. */
public record LLVMArrayType(Type elementType, long numElements) implements LLVMType {
  public LLVMArrayType {
    Objects.requireNonNull(elementType);
    if (numElements < 0) {
      throw new IllegalArgumentException("negative array size " + numElements);
    }
  }

  public static LLVMArrayType get(Type elementType, long numElements) {
    return new LLVMArrayType(elementType, numElements);
  }

  @Override
  public void printBody(AttrTypePrinter p) {
    p.append("array<").append(numElements).append(" x ");
    LLVMType.printNested(p, elementType);
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LLVMArrayType r && Objects.equals(elementType, r.elementType)
        && numElements == r.numElements;
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(elementType) + Long.hashCode(numElements);
  }
}
