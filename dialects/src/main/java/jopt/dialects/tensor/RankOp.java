package jopt.dialects.tensor;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** tensor.rank: the rank of a tensor as an index. */
@Op
public final class RankOp extends RankOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.rank")
      .summary("rank operation")
      .operand("tensor", TensorTypes.ANY)
      .result("result", TypeConstraints.INDEX)
      .format("$tensor attr-dict `:` type($tensor)")
      .build();

  RankOp(Operation op) {
    super(op);
  }

  /** The definition: the result's name. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(RankOp.of(op).result(), "rank");
    }
  }
}
