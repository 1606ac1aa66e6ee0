package jopt.dialects.mlprogram;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * ml_program.global_load_graph: {@code @global ordering(%tokens -> !ml_program.token) : type};
 * a global_load for graph regions, ordered by the tokens it consumes and produces.
 */
@Op
public final class GlobalLoadGraphOp extends GlobalLoadGraphOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.global_load_graph")
      .summary("Direct load of a mutable value from a global in Graph region")
      .attr("global", AttrConstraints.SYMBOL_REF)
      .variadicOperand("consumeTokens", MLProgramConstraints.TOKEN)
      .result("result", TypeConstraints.ANY)
      .result("produceToken", MLProgramConstraints.TOKEN)
      .customDirective("TokenOrdering", TokenOrdering.INSTANCE)
      .format("$global `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($result) attr-dict")
      .memoryEffects(MemoryEffects.Kind.READ)
      .build();

  GlobalLoadGraphOp(Operation op) {
    super(op);
  }

  /** The definition: the symbol use and the read; results named as in ODS. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      return GlobalRefs.verifyUse(op, false, true, GlobalLoadGraphOp.of(op).result().getType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      GlobalLoadGraphOp globalLoadGraph = GlobalLoadGraphOp.of(op);
      setName.accept(globalLoadGraph.result(), "result");
      setName.accept(globalLoadGraph.produceToken(), "produceToken");
    }
  }
}
