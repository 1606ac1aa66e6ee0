package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.expand_shape: {@code %src [[0, 1], ...] output_shape [...] attr-dict : S into R}; splits
 * dims into groups, the output sizes given statically or as index values.
 */
@Op
public final class ExpandShapeOp extends ExpandShapeOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.expand_shape")
      .summary("operation to produce a tensor with a higher rank")
      .operand("src", TensorTypes.ANY)
      .attr("reassociation", AttrConstraints.INDEX_LIST_ARRAY)
      .variadicOperand("output_shape", TypeConstraints.INDEX)
      .attr("static_output_shape", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", TensorTypes.ANY)
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$src $reassociation `output_shape`"
          + " custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`"
          + " type($src) `into` type($result)")
      .build();

  ExpandShapeOp(Operation op) {
    super(op);
  }

  /** Creates the expansion of {@code src} into {@code resultType} with the given output sizes. */
  public static ExpandShapeOp create(Builder b, Location loc, RankedTensorType resultType, Value src,
      List<long[]> reassociation, List<OpFoldResult> outputShape) {
    MixedValues shape = MixedValues.of(outputShape);
    return create(b, loc, src, shape.dynamics(), ArrayAttr.ofIndexLists(reassociation),
        TensorAsm.i64Array(shape.statics()), resultType);
  }

  /** The groups of result dimensions each source dimension splits into. */
  public List<long[]> reassociation() {
    return ArrayAttr.indexLists(attr("reassociation"));
  }

  public List<OpFoldResult> mixedOutputShape() {
    return MixedValues.mixed(staticOutputShape(), outputShape());
  }

  /** The definition: the output-shape checks and MLIR's reshape checks, the folder. */
  public static final class Def extends OpDefinition
      implements Traits.Pure, ReifyRankedShapedTypeOpInterface {
    public Def() {
      super(SPEC);
    }

    /** Its result's sizes: its output shape (static sizes and output_shape operands; no new IR). */
    @Override
    public List<List<OpFoldResult>> reifyResultShapes(Builder b, Operation op) {
      return List.of(of(op).mixedOutputShape());
    }

    @Override
    public boolean verify(Operation op) {
      ExpandShapeOp v = of(op);
      Type resultType = ExpandShapeOp.of(op).result().getType();
      int rank = resultType instanceof RankedTensorType r ? r.getRank() : 0;
      long[] statics = v.staticOutputShape();
      if (statics.length != rank) {
        op.emitOpError("expected number of static shape dims to be equal to the output rank (" + rank
            + ") but found " + statics.length + " inputs instead");
        return false;
      }
      int dynamic = ShapedType.countDynamic(statics);
      if (v.outputShape().size() != dynamic) {
        op.emitOpError("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
            + dynamic + " dynamic dims while output_shape has " + v.outputShape().size() + " values");
        return false;
      }
      return ReassociativeReshape.verify(op, resultType, v.src().getType(), true);
    }

    /** MLIR's canonicalizations that compose reshapes (not yet: the folds into constants and casts). */
    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      jopt.dialects.utils.ReshapePatterns.addExpandPatterns(patterns, TensorReshapes.INSTANCE);
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldReshape(op, CollapseShapeOp.SPEC.name(), operands, results);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ExpandShapeOp.of(op).result(), "expanded");
    }
  }
}
