package jopt.dialects.llvm;

import jopt.ir.AttrTypePrinter;

/** {@code !llvm.void}: the result type of a function returning nothing. */
public record LLVMVoidType() implements LLVMType {
  public static final LLVMVoidType INSTANCE = new LLVMVoidType();

  public static LLVMVoidType get() {
    return INSTANCE;
  }

  @Override
  public void printBody(AttrTypePrinter p) {
    p.append("void");
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LLVMVoidType;
  }

  @Override
  public int hashCode() {
    return 7835;
  }
}
