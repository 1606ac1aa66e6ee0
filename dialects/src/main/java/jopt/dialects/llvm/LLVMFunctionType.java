package jopt.dialects.llvm;

import java.util.List;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/**
 * {@code !llvm.func<i32 (ptr, ...)>}: one result type ({@code void} for none), the parameter
 * types and whether the function is variadic.
 */
public record LLVMFunctionType(Type returnType, List<Type> params, boolean varArg)
    implements LLVMType {
  public LLVMFunctionType {
    Objects.requireNonNull(returnType);
    params = List.copyOf(params);
  }

  public static LLVMFunctionType get(Type returnType, List<Type> params, boolean varArg) {
    return new LLVMFunctionType(returnType, params, varArg);
  }

  /** The results as a list: empty for {@code void}. */
  public List<Type> results() {
    return returnType instanceof LLVMVoidType ? List.of() : List.of(returnType);
  }

  @Override
  public void printBody(AttrTypePrinter p) {
    p.append("func<");
    LLVMType.printNested(p, returnType);
    p.append(" (");
    for (int i = 0; i < params.size(); i++) {
      if (i > 0) {
        p.append(", ");
      }
      LLVMType.printNested(p, params.get(i));
    }
    if (varArg) {
      p.append(params.isEmpty() ? "..." : ", ...");
    }
    p.append(")>");
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LLVMFunctionType r && Objects.equals(returnType, r.returnType)
        && Objects.equals(params, r.params)
        && varArg == r.varArg;
  }

  @Override
  public int hashCode() {
    int h = Objects.hashCode(returnType);
    h = 31 * h + Objects.hashCode(params);
    h = 31 * h + Boolean.hashCode(varArg);
    return h;
  }
}
