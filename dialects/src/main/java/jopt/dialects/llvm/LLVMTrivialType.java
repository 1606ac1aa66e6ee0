package jopt.dialects.llvm;

import java.util.Set;
import jopt.ir.AttrTypePrinter;

/**
 * The LLVM types without parameters other than {@code void} ({@link LLVMVoidType}), one per
 * keyword: {@code !llvm.label}, {@code !llvm.metadata}, {@code !llvm.token},
 * {@code !llvm.ppc_fp128}, {@code !llvm.x86_amx} (MLIR's LLVMLabelType, LLVMMetadataType, ...).
 */
public record LLVMTrivialType(String keyword) implements LLVMType {
  public static final Set<String> KEYWORDS =
      Set.of("label", "metadata", "token", "ppc_fp128", "x86_amx");

  public LLVMTrivialType {
    if (!KEYWORDS.contains(keyword)) {
      throw new IllegalArgumentException("not a trivial LLVM type: " + keyword);
    }
  }

  public static LLVMTrivialType get(String keyword) {
    return new LLVMTrivialType(keyword);
  }

  /** Whether {@code t} is the trivial type {@code keyword}. */
  public static boolean is(jopt.ir.Type t, String keyword) {
    return t instanceof LLVMTrivialType tt && tt.keyword.equals(keyword);
  }

  @Override
  public void printBody(AttrTypePrinter p) {
    p.append(keyword);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
