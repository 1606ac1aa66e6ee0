package jopt.dialects.mlprogram;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * ml_program.global_store_graph: {@code @global = %value ordering(%tokens -> !ml_program.token)
 * : type}; a global_store for graph regions. MLIR declares its effect on the symbol as a read.
 */
@Op
public final class GlobalStoreGraphOp extends GlobalStoreGraphOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.global_store_graph")
      .summary("Direct store of a value into a mutable global")
      .attr("global", AttrConstraints.SYMBOL_REF)
      .operand("value", TypeConstraints.ANY)
      .variadicOperand("consumeTokens", MLProgramConstraints.TOKEN)
      .result("produceToken", MLProgramConstraints.TOKEN)
      .customDirective("TokenOrdering", TokenOrdering.INSTANCE)
      .format("$global `=` $value `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($value) "
          + "attr-dict")
      .memoryEffects(MemoryEffects.Kind.READ)
      .build();

  GlobalStoreGraphOp(Operation op) {
    super(op);
  }

  /** The definition: the symbol use and MLIR's declared effect. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      return GlobalRefs.verifyUse(op, true, true, GlobalStoreGraphOp.of(op).value().getType());
    }
  }
}
