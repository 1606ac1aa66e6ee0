package jopt.dialects.llvm;

import jopt.ir.AttrTypePrinter;

/** {@code !llvm.ptr}, an opaque pointer; {@code !llvm.ptr<3>} in address space 3. */
public record LLVMPointerType(int addressSpace) implements LLVMType, jopt.ir.type.VectorElementType {
  private static final LLVMPointerType DEFAULT = new LLVMPointerType(0);

  public LLVMPointerType {
    if (addressSpace < 0) {
      throw new IllegalArgumentException("negative address space " + addressSpace);
    }
  }

  /** {@code !llvm.ptr}. */
  public static LLVMPointerType get() {
    return DEFAULT;
  }

  public static LLVMPointerType get(int addressSpace) {
    return addressSpace == 0 ? DEFAULT : new LLVMPointerType(addressSpace);
  }

  @Override
  public void printBody(AttrTypePrinter p) {
    p.append("ptr");
    if (addressSpace != 0) {
      p.append('<').append(addressSpace).append('>');
    }
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LLVMPointerType r && addressSpace == r.addressSpace;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(addressSpace);
  }
}
