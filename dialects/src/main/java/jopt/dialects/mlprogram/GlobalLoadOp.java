package jopt.dialects.mlprogram;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * ml_program.global_load: {@code @global : type}; reads a (possibly mutable) global. The read is
 * on the global's symbol, not on an SSA value: MLIR's MemRead on the symbol attribute.
 */
@Op
public final class GlobalLoadOp extends GlobalLoadOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.global_load")
      .summary("Direct load of a mutable value from a global")
      .attr("global", AttrConstraints.SYMBOL_REF)
      .result("result", TypeConstraints.ANY)
      .format("$global `:` type($result) attr-dict")
      .memoryEffects(MemoryEffects.Kind.READ)
      .build();

  GlobalLoadOp(Operation op) {
    super(op);
  }

  /** The definition: the symbol use, the read, the result named after the global. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      return GlobalRefs.verifyUse(op, false, true, GlobalLoadOp.of(op).result().getType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(GlobalLoadOp.of(op).result(), ((SymbolRefAttr) op.getAttr("global")).getLeafReference());
    }
  }
}
