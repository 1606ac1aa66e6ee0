package jopt.dialects.llvm;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Type;
import jopt.ir.type.DialectType;

/**
 * The few ops of MLIR's LLVM dialect that lowering the deallocation dialect produces, printed
 * as mlir-opt prints them. LLVM types stay in their textual form ({@code !llvm.ptr},
 * {@code !llvm.struct<(ptr, ptr, i64)>}), which is how mlir-opt prints them too.
 */
public final class LLVMDialect extends Dialect {
  public LLVMDialect() {
    super("llvm");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new LLVMFuncOp(), SimpleOps.zero(), SimpleOps.constant(), SimpleOps.ptrToInt(),
        SimpleOps.extractValue(), SimpleOps.alloca(), SimpleOps.getElementPtr(), SimpleOps.store(),
        SimpleOps.load(), new LLVMCallOp());
  }

  @Override
  public Type parseType(String body) {
    return DialectType.get("llvm", body);
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }

  /** {@code !llvm.ptr}. */
  public static Type ptr() {
    return DialectType.get("llvm", "ptr");
  }

  /** The descriptor struct of a ranked memref of rank {@code rank}. */
  public static Type memrefDescriptor(int rank) {
    if (rank == 0) {
      return DialectType.get("llvm", "struct<(ptr, ptr, i64)>");
    }
    String arr = "array<" + rank + " x i64>";
    return DialectType.get("llvm", "struct<(ptr, ptr, i64, " + arr + ", " + arr + ")>");
  }
}
