package jopt.dialects.llvm;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/**
 * A type of the LLVM dialect. At the top level it prints with the {@code !llvm.} prefix
 * ({@code !llvm.array<2 x ptr>}); an LLVM type nested directly in another one prints its bare
 * body ({@code ptr}), as MLIR's LLVM type printer does. Other types nested in an LLVM type
 * ({@code i64}, {@code vector<2x!llvm.ptr>}) print in full.
 */
public sealed interface LLVMType extends Type
    permits LLVMPointerType, LLVMStructType, LLVMArrayType, LLVMVoidType, LLVMFunctionType,
        LLVMTrivialType {
  /** The body without the {@code !llvm.} prefix. */
  void printBody(AttrTypePrinter p);

  @Override
  default void print(AttrTypePrinter p) {
    p.append("!llvm.");
    printBody(p);
  }

  /** Prints {@code t} as a type nested in an LLVM type. */
  static void printNested(AttrTypePrinter p, Type t) {
    // As mlir-opt-22, ppc_fp128 keeps its prefix when nested.
    if (t instanceof LLVMType l && !LLVMTrivialType.is(t, "ppc_fp128")) {
      l.printBody(p);
    } else {
      p.printType(t);
    }
  }
}
