package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/** vector.scalable.insert: {@code %v, %d[8] : vector<4xf32> into vector<[16]xf32>}; llvm.vector.insert. */
@Op
public final class ScalableInsertOp extends ScalableInsertOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.scalable.insert")
      .summary("insert subvector into scalable vector operation")
      .operand("valueToStore", VectorConstraints.VECTOR_RANK_1)
      .operand("dest", VectorConstraints.SCALABLE_VECTOR_RANK_1)
      .attr("pos", AttrConstraints.I64)
      .result("result", VectorConstraints.SCALABLE_VECTOR_RANK_1)
      .predicate("all of {valueToStore, dest} have same element type", op -> ScalableInsertOp.of(op).valueToStore().getType()
          instanceof VectorType a && ScalableInsertOp.of(op).dest().getType() instanceof VectorType b
          && a.getElementType().equals(b.getElementType()))
      .allTypesMatch("dest", "result")
      .predicate("position is a multiple of the source length.", op -> ((IntegerAttr) op.getAttr("pos")).getValue()
          % VectorTypes.numElements((VectorType) ScalableInsertOp.of(op).valueToStore().getType()) == 0)
      .format("$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)")
      .build();

  ScalableInsertOp(Operation op) {
    super(op);
  }

  /** The definition: Pure. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  }
}
