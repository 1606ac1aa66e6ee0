package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
 * tensor.gather: {@code %source[%indices] gather_dims([..]) unique? attr-dict : (S, I) -> R};
 * extracts the slices of {@code source} at the coordinates in {@code indices}.
 */
@Op
public final class GatherOp extends GatherOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.gather")
      .summary("gather a subset of a tensor at specified indices")
      .operand("source", TensorTypes.RANKED)
      .operand("indices", TensorTypes.RANKED_INT_OR_INDEX)
      .attr("gather_dims", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("unique", AttrConstraints.UNIT)
      .result("result", TensorTypes.RANKED)
      .format("$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict"
          + " `:` functional-type(operands, results)")
      .build();

  GatherOp(Operation op) {
    super(op);
  }

  /** Creates the gather with the given result type (see {@link #inferResultType}). */
  public static GatherOp create(Builder b, Location loc, RankedTensorType resultType, Value source, Value indices,
      long[] gatherDims, boolean unique) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(indices).addType(resultType);
    st.addAttribute("gather_dims", TensorAsm.i64Array(gatherDims));
    if (unique) {
      st.addAttribute("unique", UnitAttr.get());
    }
    return of(b.create(st));
  }

  /**
   * MLIR's GatherOp::inferResultType: the leading dims of {@code indices}, then the source dims,
   * gathered ones as 1 (or dropped when {@code rankReduced}).
   */
  public static RankedTensorType inferResultType(RankedTensorType source, RankedTensorType indices,
      long[] gatherDims, boolean rankReduced) {
    List<Long> shape = new ArrayList<>();
    long[] idx = indices.getShape();
    for (int i = 0; i + 1 < idx.length; i++) {
      shape.add(idx[i]);
    }
    for (int d = 0; d < source.getRank(); d++) {
      if (Arrays.binarySearch(gatherDims, d) >= 0) {
        if (!rankReduced) {
          shape.add(1L);
        }
        continue;
      }
      shape.add(source.getDimSize(d));
    }
    long[] s = new long[shape.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = shape.get(i);
    }
    return RankedTensorType.get(s, source.getElementType(), source.getEncoding());
  }

  /** The definition: the dims and result-type checks. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      GatherOp v = of(op);
      RankedTensorType source = (RankedTensorType) v.source().getType();
      RankedTensorType indices = (RankedTensorType) v.indices().getType();
      long[] dims = v.gatherDims();
      if (!verifyDims(op, dims, indices.getShape(), source.getRank(), "gather", "source")) {
        return false;
      }
      RankedTensorType expected = inferResultType(source, indices, dims, false);
      RankedTensorType reduced = inferResultType(source, indices, dims, true);
      RankedTensorType actual = (RankedTensorType) GatherOp.of(op).result().getType();
      if (!actual.equals(expected) && !actual.equals(reduced)) {
        op.emitOpError("result type mismatch: expected " + TensorTypes.quoted(expected)
            + " or its rank-reduced variant " + TensorTypes.quoted(reduced) + " (got: " + TensorTypes.quoted(actual)
            + ")");
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(GatherOp.of(op).result(), "gather");
    }
  }

  /** {@code kw([d, ...])}: a dense i64 array in its short form. */
  /** MLIR's verifyGatherOrScatterDims. */
  static boolean verifyDims(Operation op, long[] dims, long[] indices, int rank, String what, String operand) {
    String fail = null;
    if (dims.length == 0) {
      fail = "_dims must be non-empty";
    } else if (dims.length > rank) {
      fail = "_dims overflow " + operand + " rank";
    } else if (indices.length == 0 || indices[indices.length - 1] != dims.length) {
      fail = "_dims length must match the size of last dimension of indices";
    } else {
      for (long d : dims) {
        if (d < 0) {
          fail = "_dims value must be non-negative";
          break;
        }
        if (d >= rank) {
          fail = "_dims value must be smaller than " + operand + " rank";
          break;
        }
      }
      for (int i = 1; fail == null && i < dims.length; i++) {
        if (dims[i - 1] >= dims[i]) {
          fail = "_dims values must be strictly increasing";
        }
      }
    }
    if (fail != null) {
      op.emitOpError(what + fail);
      return false;
    }
    return true;
  }
}
