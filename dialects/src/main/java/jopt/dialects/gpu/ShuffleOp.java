package jopt.dialects.gpu;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** gpu.shuffle: {@code %r, %valid = gpu.shuffle xor %v, %offset, %width : f32}, across a subgroup. */
@Op
public final class ShuffleOp extends ShuffleOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.shuffle")
      .summary("Shuffles values within a subgroup.")
      .operand("value", GPUConstraints.INTEGER_OR_FLOAT_OR_1D_VECTOR)
      .operand("offset", TypeConstraints.I32)
      .operand("width", TypeConstraints.I32)
      .attr("mode", GPUConstraints.SHUFFLE_MODE)
      .result("shuffleResult", GPUConstraints.INTEGER_OR_FLOAT_OR_1D_VECTOR)
      .result("valid", TypeConstraints.I1)
      .allTypesMatch("value", "shuffleResult")
      .format("$mode $value `,` $offset `,` $width attr-dict `:` type($value)")
      .build();

  ShuffleOp(Operation op) {
    super(op);
  }

  /** The definition: pure; results named as ODS names them. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      jopt.ir.ods.OdsResultNames.name(op, setName);
    }
  }
}
