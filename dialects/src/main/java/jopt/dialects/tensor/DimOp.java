package jopt.dialects.tensor;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** tensor.dim: the size of one dimension of a tensor. */
@Op
public final class DimOp extends DimOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.dim")
      .summary("dimension index operation")
      .operand("source", TensorTypes.NON_0_RANKED_OR_UNRANKED)
      .operand("index", TypeConstraints.INDEX)
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict $source `,` $index `:` type($source)")
      .build();

  DimOp(Operation op) {
    super(op);
  }

  /** The definition (tensor.dim has no verifier of its own in MLIR 22). */
  public static final class Def extends OpDefinition implements Traits.Pure,
      jopt.ir.interfaces.ShapedDimOpInterface, jopt.ir.interfaces.ConditionallySpeculatable {
    public Def() {
      super(SPEC);
    }

    /** Speculatable with a constant index within the rank of a ranked source. */
    @Override
    public Speculatability getSpeculatability(Operation op) {
      if (!(jopt.ir.rewrite.SideEffects.constantValue(op.getOperand(1)) instanceof jopt.ir.attr.IntegerAttr c)
          || !(op.getOperand(0).getType() instanceof jopt.ir.type.ShapedType t) || !t.hasRank()) {
        return Speculatability.NOT_SPECULATABLE;
      }
      return c.getInt() >= 0 && c.getInt() < t.getRank() ? Speculatability.SPECULATABLE
          : Speculatability.NOT_SPECULATABLE;
    }

    @Override
    public Value getShapedValue(Operation op) {
      return op.getOperand(0);
    }

    @Override
    public Value getDimension(Operation op) {
      return op.getOperand(1);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "dim");
    }
  }
}
