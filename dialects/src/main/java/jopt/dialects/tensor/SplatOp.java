package jopt.dialects.tensor;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/** tensor.splat: every element is {@code input}. */
@Op
public final class SplatOp extends SplatOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.splat")
      .summary("tensor splat or broadcast operation")
      .operand("input", TypeConstraints.ANY)
      .variadicOperand("dynamicSizes", TypeConstraints.INDEX)
      .result("aggregate", TensorTypes.RANKED)
      .typesMatchWith("operand type matches element type of result", "aggregate", "input",
          t -> ((TensorType) t).getElementType())
      .format("$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)")
      .build();

  SplatOp(Operation op) {
    super(op);
  }

  /** The definition: the dynamic-size count and the result's name. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      return EmptyOp.verifyDynamicDimensionCount(op, (RankedTensorType) SplatOp.of(op).aggregate().getType(),
          op.getNumOperands() - 1);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(SplatOp.of(op).aggregate(), "splat");
    }
  }
}
