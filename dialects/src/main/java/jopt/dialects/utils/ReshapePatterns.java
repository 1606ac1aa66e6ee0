package jopt.dialects.utils;

import jopt.ir.rewrite.OpFoldResult;
import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.scf.OpUtils;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.ShapedType;

/**
 * MLIR's reshape canonicalizations (ReshapeOpsUtils), for any dialect's {@link ReshapeOps}: two
 * reshapes of one kind as one (ComposeReassociativeReshapeOps), a collapse of an expand and an
 * expand of a collapse as one reshape or a cast (ComposeCollapseOfExpandOp,
 * ComposeExpandOfCollapseOp). Each applies only when the values involved have the identity
 * layout, as in MLIR.
 */
public final class ReshapePatterns {
  private ReshapePatterns() {}

  /** The collapse_shape patterns, in MLIR's order. */
  public static void addCollapsePatterns(RewritePatternSet patterns, ReshapeOps ops) {
    patterns.add(new ComposeReshapes(ops, ops.collapseSpec().name(), false));
    patterns.add(new CollapseOfExpand(ops));
  }

  /** The expand_shape patterns, in MLIR's order. */
  public static void addExpandPatterns(RewritePatternSet patterns, ReshapeOps ops) {
    patterns.add(new ComposeReshapes(ops, ops.expandSpec().name(), true));
    patterns.add(new ExpandOfCollapse(ops));
  }

  /** The reshaped value, by the ODS name both dialects' reshapes give it. */
  public static Value src(Operation reshape) {
    return reshape.getDef().getSpec().operand(reshape, "src");
  }

  static List<long[]> groups(Operation reshape) {
    return ArrayAttr.indexLists(reshape.getAttr("reassociation"));
  }

  static long[] staticOutputShape(Operation expand) {
    return ((DenseArrayAttr) expand.getAttr("static_output_shape")).asLongs();
  }

  static List<Value> outputShape(Operation expand) {
    return expand.getOperands().subList(1, expand.getNumOperands());
  }

  static boolean identity(ReshapeOps ops, Value a, Value b, Value c) {
    return ops.hasIdentityLayout(a.getType()) && ops.hasIdentityLayout(b.getType())
        && ops.hasIdentityLayout(c.getType());
  }

  /** Replaces {@code root} by {@code v}, or drops the rewrite when the dialect made nothing. */
  static boolean replace(PatternRewriter rewriter, Operation root, Value v) {
    if (v == null) {
      return false;
    }
    rewriter.replaceOp(root, List.of(v));
    return true;
  }

  /** A reshape of a reshape of the same kind is one reshape (an expand keeps its output shape). */
  static final class ComposeReshapes extends RewritePattern {
    private final ReshapeOps ops;
    private final boolean expand;

    ComposeReshapes(ReshapeOps ops, String root, boolean expand) {
      super(root);
      this.ops = ops;
      this.expand = expand;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation producer = src(op).getDefiningOp();
      if (producer == null || !producer.getName().equals(op.getName())
          || !identity(ops, src(producer), src(op), op.getResult(0))) {
        return false;
      }
      List<long[]> groups = Reassociations.compose(groups(producer), groups(op));
      if (groups == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Type type = op.getResult(0).getType();
      Value src = src(producer);
      return replace(rewriter, op, expand
          ? ops.expand(rewriter, op.getLoc(), type, src, groups, staticOutputShape(op), outputShape(op))
          : ops.collapse(rewriter, op.getLoc(), type, src, groups));
    }
  }

  /** MLIR's ComposeCollapseOfExpandOp: collapse(expand(x)) as one collapse, expand or cast of x. */
  static final class CollapseOfExpand extends RewritePattern {
    private final ReshapeOps ops;

    CollapseOfExpand(ReshapeOps ops) {
      super(ops.collapseSpec().name());
      this.ops = ops;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation expand = src(op).getDefiningOp();
      if (expand == null || !ops.expandSpec().isa(expand)) {
        return false;
      }
      Value src = src(expand);
      Type srcType = src.getType();
      Type resultType = op.getResult(0).getType();
      if (!identity(ops, src(op), src, expand.getResult(0)) || srcType.equals(resultType)) {
        return false;
      }
      int srcRank = ((ShapedType) srcType).getRank();
      int resultRank = ((ShapedType) resultType).getRank();
      List<long[]> groups = srcRank > resultRank
          ? Reassociations.coverGroups(groups(expand), groups(op))
          : Reassociations.coverGroups(groups(op), groups(expand));
      if (groups == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      if (srcRank > resultRank) {
        return replace(rewriter, op, ops.collapse(rewriter, op.getLoc(), resultType, src, groups));
      }
      if (srcRank == resultRank) {
        return replace(rewriter, op, ops.cast(rewriter, op.getLoc(), resultType, src));
      }
      // Each size of the new output shape is the product of the expand's sizes in a collapse
      // group: a constant, or arith.muli of the dynamic ones and then of the constant part.
      long[] statics = staticOutputShape(expand);
      List<Value> dynamics = outputShape(expand);
      List<long[]> collapseGroups = groups(op);
      long[] shape = new long[collapseGroups.size()];
      List<Value> dynamicShape = new ArrayList<>();
      int next = 0;
      Value[] sizes = new Value[statics.length];
      for (int d = 0; d < statics.length; d++) {
        sizes[d] = statics[d] == ShapedType.DYNAMIC ? dynamics.get(next++) : null;
      }
      for (int g = 0; g < shape.length; g++) {
        long constant = 1;
        Value product = null;
        for (long d : collapseGroups.get(g)) {
          Long c = sizes[(int) d] == null ? Long.valueOf(statics[(int) d]) : OpFoldResult.getConstantIntValue(sizes[(int) d]);
          if (c != null) {
            constant *= c;
          } else {
            product = product == null ? sizes[(int) d]
                : MulIOp.create(rewriter, op.getLoc(), product, sizes[(int) d]).result();
          }
        }
        if (product == null) {
          shape[g] = constant;
          continue;
        }
        if (constant != 1) {
          Value c = ConstantOp.create(rewriter, op.getLoc(), IntegerAttr.getIndex(constant)).result();
          product = MulIOp.create(rewriter, op.getLoc(), product, c).result();
        }
        shape[g] = ShapedType.DYNAMIC;
        dynamicShape.add(product);
      }
      return replace(rewriter, op, ops.expand(rewriter, op.getLoc(), resultType, src, groups, shape, dynamicShape));
    }
  }

  /** MLIR's ComposeExpandOfCollapseOp: expand(collapse(x)) as one collapse, expand or cast of x. */
  static final class ExpandOfCollapse extends RewritePattern {
    private final ReshapeOps ops;

    ExpandOfCollapse(ReshapeOps ops) {
      super(ops.expandSpec().name());
      this.ops = ops;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation collapse = src(op).getDefiningOp();
      if (collapse == null || !ops.collapseSpec().isa(collapse)) {
        return false;
      }
      Value src = src(collapse);
      Type srcType = src.getType();
      Type resultType = op.getResult(0).getType();
      if (!identity(ops, src(op), src, collapse.getResult(0))) {
        if (((ShapedType) srcType).hasStaticShape() && ops.areCastCompatible(srcType, resultType)) {
          rewriter.setInsertionPoint(op);
          return replace(rewriter, op, ops.cast(rewriter, op.getLoc(), resultType, src));
        }
        return false;
      }
      int srcRank = ((ShapedType) srcType).getRank();
      int resultRank = ((ShapedType) resultType).getRank();
      if (srcRank == resultRank) {
        return false;
      }
      long[] srcShape = ((ShapedType) srcType).getShape();
      long[] resultShape = ((ShapedType) resultType).getShape();
      rewriter.setInsertionPoint(op);
      if (srcRank > resultRank) {
        List<long[]> groups = Reassociations.findCollapsing(groups(collapse), groups(op), srcShape, resultShape);
        return groups != null && replace(rewriter, op, ops.collapse(rewriter, op.getLoc(), resultType, src, groups));
      }
      List<long[]> groups = Reassociations.findCollapsing(groups(op), groups(collapse), resultShape, srcShape);
      return groups != null && replace(rewriter, op,
          ops.expand(rewriter, op.getLoc(), resultType, src, groups, staticOutputShape(op), outputShape(op)));
    }
  }
}
