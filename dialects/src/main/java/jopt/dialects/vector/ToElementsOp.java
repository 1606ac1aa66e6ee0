package jopt.dialects.vector;

import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** vector.to_elements: {@code %v : vector<2x3xf32>}; every element, in row-major order. */
@Op
public final class ToElementsOp extends ToElementsOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.to_elements")
      .summary("operation that decomposes a vector into all its scalar elements")
      .operand("source", VectorConstraints.VECTOR)
      .variadicResult("elements", TypeConstraints.ANY)
      .shapedTypeMatchesElementCountAndTypes("source", "elements")
      .format("$source attr-dict `:` type($source)")
      .build();

  ToElementsOp(Operation op) {
    super(op);
  }

  /** The definition: Pure; folds and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  
    /** foldToElementsFromElements: the elements of a vector.from_elements are its operands. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      Operation def = ToElementsOp.of(op).source().getDefiningOp();
      if (def == null || !FromElementsOp.isa(def)) {
        return false;
      }
      for (jopt.ir.Value v : def.getOperands()) {
        results.add(OpFoldResult.of(v));
      }
      return true;
    }
  }
}
