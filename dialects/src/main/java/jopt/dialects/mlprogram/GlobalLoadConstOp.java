package jopt.dialects.mlprogram;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** ml_program.global_load_const: {@code @global : type}; the value of an immutable global, pure. */
@Op
public final class GlobalLoadConstOp extends GlobalLoadConstOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.global_load_const")
      .summary("Direct load a constant value from a global")
      .attr("global", AttrConstraints.SYMBOL_REF)
      .result("result", TypeConstraints.ANY)
      .format("$global `:` type($result) attr-dict")
      .build();

  GlobalLoadConstOp(Operation op) {
    super(op);
  }

  /** The definition: pure; the global must exist, be immutable and of the result's type. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      return GlobalRefs.verifyUse(op, false, false, GlobalLoadConstOp.of(op).result().getType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(GlobalLoadConstOp.of(op).result(), ((SymbolRefAttr) op.getAttr("global")).getLeafReference());
    }
  }
}
