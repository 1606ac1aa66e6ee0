package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.RankedTensorType;

/** tensor.empty: a tensor of unspecified contents; one size per dynamic dimension. */
@Op
public final class EmptyOp extends EmptyOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.empty")
      .summary("empty tensor operation")
      .variadicOperand("dynamicSizes", TypeConstraints.INDEX)
      .result("result", TensorTypes.RANKED)
      .format("`(`$dynamicSizes`)` attr-dict `:` type($result)")
      .build();

  EmptyOp(Operation op) {
    super(op);
  }

  /** Creates {@code tensor.empty(dynamicSizes) : tensor<shape x elementType>}. */
  public static EmptyOp create(Builder b, Location loc, long[] shape, jopt.ir.Type elementType,
      List<? extends Value> dynamicSizes) {
    return create(b, loc, dynamicSizes, RankedTensorType.get(shape, elementType));
  }

  public RankedTensorType type() {
    return (RankedTensorType) result().getType();
  }

  /** MLIR's verifyDynamicDimensionCount, shared by the ops with one size per dynamic dim. */
  static boolean verifyDynamicDimensionCount(Operation op, RankedTensorType type, int numSizes) {
    int expected = ShapedType.countDynamic(type.getShape());
    if (numSizes != expected) {
      op.emitOpError("incorrect number of dynamic sizes, has " + numSizes + ", expected " + expected);
      return false;
    }
    return true;
  }

  /** The definition: the dynamic-size count, the canonicalizations. */
  public static final class Def extends OpDefinition implements Traits.Pure,
      jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface {
    public Def() {
      super(SPEC);
    }

    /** Its result's sizes: the static ones of its type, the dynamic ones its size operands (no new IR). */
    @Override
    public List<List<jopt.ir.rewrite.OpFoldResult>> reifyResultShapes(Builder b, Operation op) {
      List<jopt.ir.rewrite.OpFoldResult> shape = jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface.fromType(
          op.getResult(0).getType(), EmptyOp.of(op).dynamicSizes());
      return shape == null ? null : List.of(shape);
    }

    @Override
    public boolean verify(Operation op) {
      return verifyDynamicDimensionCount(op, (RankedTensorType) EmptyOp.of(op).result().getType(), op.getNumOperands());
    }

    /** MLIR's FoldEmptyTensorWithDimOp and ReplaceEmptyTensorStaticShapeDims. */
    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new EmptyPatterns.FoldEmptyTensorWithDimOp());
      patterns.add(new EmptyPatterns.ReplaceEmptyTensorStaticShapeDims());
    }
  }
}
