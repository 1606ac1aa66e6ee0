package jopt.dialects.tensor;

import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.scatter: {@code %source into %dest[%indices] scatter_dims([..]) unique attr-dict : (S, D, I) -> R};
 * inserts the slices of {@code source} at the coordinates in {@code indices}.
 */
@Op
public final class ScatterOp extends ScatterOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.scatter")
      .summary("scatter a tensor into a destination tensor at specified indices")
      .operand("source", TensorTypes.RANKED)
      .operand("dest", TensorTypes.RANKED)
      .operand("indices", TensorTypes.RANKED_INT_OR_INDEX)
      .attr("scatter_dims", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("unique", AttrConstraints.UNIT)
      .result("result", TensorTypes.RANKED)
      .format("$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)?"
          + " attr-dict `:` functional-type(operands, results)")
      .build();

  ScatterOp(Operation op) {
    super(op);
  }

  /** Creates the scatter (MLIR requires {@code unique}); the result has the dest's type. */
  public static ScatterOp create(Builder b, Location loc, Value source, Value dest, Value indices,
      long[] scatterDims, boolean unique) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(dest).addOperand(indices).addType(dest.getType());
    st.addAttribute("scatter_dims", TensorAsm.i64Array(scatterDims));
    if (unique) {
      st.addAttribute("unique", UnitAttr.get());
    }
    return of(b.create(st));
  }

  /** The definition: the dims and the source-type check. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ScatterOp v = of(op);
      RankedTensorType dest = (RankedTensorType) v.dest().getType();
      RankedTensorType indices = (RankedTensorType) v.indices().getType();
      long[] dims = v.scatterDims();
      if (!GatherOp.verifyDims(op, dims, indices.getShape(), dest.getRank(), "scatter", "dest")) {
        return false;
      }
      if (!v.unique()) {
        op.emitOpError("requires 'unique' attribute to be set");
        return false;
      }
      RankedTensorType expected = GatherOp.inferResultType(dest, indices, dims, false);
      RankedTensorType reduced = GatherOp.inferResultType(dest, indices, dims, true);
      RankedTensorType source = (RankedTensorType) v.source().getType();
      if (!source.equals(expected) && !source.equals(reduced)) {
        op.emitOpError("source type mismatch: expected " + TensorTypes.quoted(expected)
            + " or its rank-reduced variant " + TensorTypes.quoted(reduced) + " (got: " + TensorTypes.quoted(source)
            + ")");
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ScatterOp.of(op).result(), "scatter");
    }
  }
}
