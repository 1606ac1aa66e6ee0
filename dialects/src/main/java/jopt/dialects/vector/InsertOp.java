package jopt.dialects.vector;

import jopt.dialects.memref.MixedIndices;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/**
 * vector.insert: {@code %s, %v [3, %i] : f32 into vector<4x8xf32>}; the destination with an
 * n-D value stored at a k-D position ({@code -1} a poison index).
 */
@Op
public final class InsertOp extends InsertOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.insert")
      .summary("insert operation")
      .operand("valueToStore", TypeConstraints.ANY)
      .operand("dest", VectorConstraints.VECTOR)
      .variadicOperand("dynamic_position", TypeConstraints.INDEX)
      .attr("static_position", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", VectorConstraints.VECTOR)
      .predicate("source operand and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .allTypesMatch("dest", "result")
      .customDirective("DynamicIndexList", MixedIndices.DYNAMIC_INDEX_LIST)
      .format("$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) "
          + "attr-dict `:` type($valueToStore) `into` type($dest)")
      .build();

  InsertOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's position checks; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      if (op.getOperand(0).getType() instanceof VectorType s && s.getRank() == 0) {
        op.emitError("expected a scalar instead of a 0-d vector as the source operand");
        return false;
      }
      long[] position = ((DenseArrayAttr) op.getAttr("static_position")).asLongs();
      VectorType dest = (VectorType) op.getOperand(1).getType();
      if (position.length > dest.getRank()) {
        op.emitOpError("expected position attribute of rank no greater than dest vector rank");
        return false;
      }
      if (op.getOperand(0).getType() instanceof VectorType src) {
        if (src.getRank() + position.length != dest.getRank()) {
          op.emitOpError("expected position attribute rank + source rank to match dest vector rank");
          return false;
        }
      } else if (position.length != dest.getRank()) {
        op.emitOpError("expected position attribute rank to match the dest vector rank");
        return false;
      }
      return ExtractOp.verifyPosition(op, position, dest, "dest vector dimension");
    }
  }
}
