package jopt.dialects.mlprogram;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** ml_program.global_store: {@code @global = %value : type}; writes a mutable global (MemWrite on the symbol). */
@Op
public final class GlobalStoreOp extends GlobalStoreOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.global_store")
      .summary("Direct store of a value into a mutable global")
      .attr("global", AttrConstraints.SYMBOL_REF)
      .operand("value", TypeConstraints.ANY)
      .format("$global `=` $value `:` type($value) attr-dict")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  GlobalStoreOp(Operation op) {
    super(op);
  }

  /** The definition: the symbol use and the write. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      return GlobalRefs.verifyUse(op, true, true, GlobalStoreOp.of(op).value().getType());
    }
  }
}
