package jopt.dialects.builtin;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The builtin dialect's ops: {@code module} and {@code unrealized_conversion_cast}. */
public final class BuiltinDialect extends Dialect {
  public BuiltinDialect() {
    super("builtin");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new ModuleOp.Def(), new UnrealizedConversionCastOp.Def());
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
