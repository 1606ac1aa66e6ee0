package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.RankedTensorType;

/** tensor.concat: {@code dim(D) %a, %b attr-dict : (A, B) -> R}; joins ranked tensors along one dim. */
@Op
public final class ConcatOp extends ConcatOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.concat")
      .summary("tensor concatenation operation")
      .attr("dim", AttrConstraints.I64)
      .variadicOperand("inputs", TensorTypes.RANKED)
      .result("result", TensorTypes.RANKED)
      .format("`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)")
      .build();

  ConcatOp(Operation op) {
    super(op);
  }

  /** Creates the concatenation of {@code inputs} along {@code dim}, its result type inferred. */
  public static ConcatOp create(Builder b, Location loc, long dim, List<? extends Value> inputs) {
    List<Type> types = new ArrayList<>();
    for (Value v : inputs) {
      types.add(v.getType());
    }
    return create(b, loc, inputs, IntegerAttr.getI64(dim), inferResultType(dim, types));
  }

  /** MLIR's ConcatOp::inferResultType: sizes joined off the dim, summed along it. */
  public static RankedTensorType inferResultType(long dim, List<Type> inputTypes) {
    RankedTensorType first = (RankedTensorType) inputTypes.get(0);
    long[] sizes = new long[first.getRank()];
    for (int i = 0; i < sizes.length; i++) {
      sizes[i] = i == dim ? 0 : ShapedType.DYNAMIC;
      for (Type t : inputTypes) {
        long s = ((RankedTensorType) t).getDimSize(i);
        if (i == dim) {
          sizes[i] = sizes[i] == ShapedType.DYNAMIC || s == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : sizes[i] + s;
        } else if (sizes[i] == ShapedType.DYNAMIC) {
          sizes[i] = s;
        }
      }
    }
    return RankedTensorType.get(sizes, first.getElementType());
  }

  /** The definition: MLIR's shape checks. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      if (op.getNumOperands() < 1) {
        op.emitOpError("requires at least one input");
        return false;
      }
      RankedTensorType resultType = (RankedTensorType) ConcatOp.of(op).result().getType();
      int rank = resultType.getRank();
      List<RankedTensorType> inputs = new ArrayList<>();
      for (Value v : op.getOperands()) {
        inputs.add((RankedTensorType) v.getType());
      }
      for (RankedTensorType t : inputs) {
        if (t.getRank() != rank) {
          op.emitOpError("rank of concatenated inputs must match result rank");
          return false;
        }
      }
      for (RankedTensorType t : inputs) {
        if (!t.getElementType().equals(resultType.getElementType())) {
          op.emitOpError("inputs and result element type must match");
          return false;
        }
      }
      long dim = ((IntegerAttr) op.getAttr("dim")).getValue();
      if (dim >= rank) {
        op.emitOpError("concatenation dim must be less than the tensor rank");
        return false;
      }
      for (int i = 0; i < rank; i++) {
        if (i == dim) {
          continue;
        }
        long size = ShapedType.DYNAMIC;
        for (RankedTensorType t : inputs) {
          long s = t.getDimSize(i);
          if (size != ShapedType.DYNAMIC && s != ShapedType.DYNAMIC && s != size) {
            op.emitOpError("static concatenation size mismatch along non-concatenated dimension " + i);
            return false;
          }
          if (size == ShapedType.DYNAMIC) {
            size = s;
          }
        }
      }
      List<Type> types = new ArrayList<>(inputs);
      RankedTensorType inferred = inferResultType(dim, types);
      for (int i = 0; i < rank; i++) {
        long a = inferred.getDimSize(i);
        long b = resultType.getDimSize(i);
        if (a != ShapedType.DYNAMIC && b != ShapedType.DYNAMIC && a != b) {
          op.emitOpError("result type " + TensorTypes.quoted(resultType) + "does not match inferred shape "
              + TensorTypes.quoted(inferred) + " static sizes");
          return false;
        }
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ConcatOp.of(op).result(), "concat");
    }
  }

}
