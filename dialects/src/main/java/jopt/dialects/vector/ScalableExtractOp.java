package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/** vector.scalable.extract: {@code %v[8] : vector<4xf32> from vector<[16]xf32>}; llvm.vector.extract. */
@Op
public final class ScalableExtractOp extends ScalableExtractOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.scalable.extract")
      .summary("extract subvector from scalable vector operation")
      .operand("source", VectorConstraints.SCALABLE_VECTOR_RANK_1)
      .attr("pos", AttrConstraints.I64)
      .result("result", VectorConstraints.VECTOR_RANK_1)
      .predicate("all of {source, result} have same element type", op -> ScalableExtractOp.of(op).source().getType()
          instanceof VectorType a && ScalableExtractOp.of(op).result().getType() instanceof VectorType b
          && a.getElementType().equals(b.getElementType()))
      .predicate("position is a multiple of the result length.", op -> ((IntegerAttr) op.getAttr("pos")).getValue()
          % VectorTypes.numElements((VectorType) ScalableExtractOp.of(op).result().getType()) == 0)
      .format("$source `[` $pos `]` attr-dict `:` type($result) `from` type($source)")
      .build();

  ScalableExtractOp(Operation op) {
    super(op);
  }

  /** The definition: Pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
