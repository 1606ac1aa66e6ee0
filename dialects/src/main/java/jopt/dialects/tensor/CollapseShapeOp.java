package jopt.dialects.tensor;

import jopt.ir.ods.AttrConstraints;
import jopt.ir.attr.ArrayAttr;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** tensor.collapse_shape: {@code %src [[0, 1], ...] attr-dict : S into R}; merges groups of dims. */
@Op
public final class CollapseShapeOp extends CollapseShapeOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.collapse_shape")
      .summary("operation to produce a tensor with a smaller rank")
      .operand("src", TensorTypes.ANY)
      .attr("reassociation", AttrConstraints.INDEX_LIST_ARRAY)
      .result("result", TensorTypes.ANY)
      .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
      .build();

  CollapseShapeOp(Operation op) {
    super(op);
  }

  /** Creates the collapse of {@code src} by {@code reassociation}; the result type is inferred. */
  public static CollapseShapeOp create(Builder b, Location loc, Value src, List<long[]> reassociation) {
    return create(b, loc, ReassociativeReshape.collapsedType(src.getType(), reassociation), src, reassociation);
  }

  public static CollapseShapeOp create(Builder b, Location loc, Type resultType, Value src,
      List<long[]> reassociation) {
    return create(b, loc, src, ArrayAttr.ofIndexLists(reassociation), resultType);
  }

  /** The groups of source dimensions each result dimension merges. */
  public List<long[]> reassociation() {
    return ArrayAttr.indexLists(attr("reassociation"));
  }

  /** The definition: MLIR's reshape checks, the folder. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      CollapseShapeOp collapseShape = CollapseShapeOp.of(op);
      for (long[] g : ArrayAttr.indexLists(op.getAttr("reassociation"))) {
        if (g.length == 0) {
          op.emitOpError("reassociation indices must not be empty");
          return false;
        }
      }
      return ReassociativeReshape.verify(op, collapseShape.src().getType(), collapseShape.result().getType(), false);
    }

    /** MLIR's canonicalizations that compose reshapes (not yet: the folds into constants and casts). */
    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      jopt.dialects.utils.ReshapePatterns.addCollapsePatterns(patterns, TensorReshapes.INSTANCE);
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldReshape(op, ExpandShapeOp.SPEC.name(), operands, results);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(CollapseShapeOp.of(op).result(), "collapsed");
    }
  }
}
