package jopt.dialects.memref;

import jopt.ir.ods.AttrConstraints;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.type.ShapedType;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.MemRefType;

/** memref.collapse_shape: {@code %src [[0, 1], [2]] attr-dict : type into type}. */
@Op
public final class CollapseShapeOp extends CollapseShapeOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.collapse_shape")
      .summary("operation to produce a memref with a smaller rank.")
      .operand("src", MemRefConstraints.STRIDED_MEMREF)
      .attr("reassociation", AttrConstraints.INDEX_LIST_ARRAY)
      .result("result", MemRefConstraints.STRIDED_MEMREF)
      .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
      .build();

  CollapseShapeOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.collapse_shape %src reassociation}, inferring the result type. */
  public static CollapseShapeOp create(Builder b, Location loc, Value src, List<long[]> reassociation) {
    Type type = ReassociativeReshape.collapsedType(src.getType(), reassociation);
    OperationState st = SPEC.newState(loc).addOperand(src).addType(type);
    st.addAttribute("reassociation", ArrayAttr.ofIndexLists(reassociation));
    return new CollapseShapeOp(b.create(st));
  }

  /** MLIR's CollapseShapeOp::computeCollapsedType (null when a group is certainly not contiguous). */
  public static MemRefType computeCollapsedType(MemRefType src, List<long[]> reassociation) {
    return (MemRefType) ReassociativeReshape.collapsedType(src, reassociation);
  }

  /**
   * MLIR's CollapseShapeOp::isGuaranteedCollapsible: an identity layout, or strides that prove
   * every group contiguous (no dynamic stride on the way).
   */
  public static boolean isGuaranteedCollapsible(MemRefType src, List<long[]> reassociation) {
    if (ShapedTypes.hasIdentityLayout(src)) {
      return true;
    }
    jopt.ir.type.StridesAndOffset so = ShapedTypes.stridesAndOffset(src);
    if (so == null) {
      return false;
    }
    long[] shape = src.getShape();
    long[] strides = so.strides();
    for (long[] g : reassociation) {
      if (g.length == 0) {
        continue;
      }
      int n = g.length;
      while (n > 1 && shape[(int) g[n - 1]] == 1) {
        n--;
      }
      long last = g[n - 1];
      long stride = shape[(int) last] != ShapedType.DYNAMIC || n == 1 ? strides[(int) last] : ShapedType.DYNAMIC;
      for (int k = g.length - 1; k >= 1; k--) {
        int idx = (int) g[k];
        stride = ShapedTypes.satMul(stride, shape[idx]);
        // A dimension of size 1 has a meaningless stride: it never breaks contiguity.
        if (shape[idx - 1] == 1) {
          continue;
        }
        long srcStride = strides[idx - 1];
        if (stride == ShapedType.DYNAMIC || srcStride == ShapedType.DYNAMIC || stride != srcStride) {
          return false;
        }
      }
    }
    return true;
  }

  public List<long[]> reassociation() {
    return ArrayAttr.indexLists(attr("reassociation"));
  }

  /** The definition: MLIR's reshape checks. */
  public static final class Def extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      CollapseShapeOp collapseShape = CollapseShapeOp.of(op);
      Type src = collapseShape.src().getType();
      Type res = collapseShape.result().getType();
      List<long[]> groups = ReassociativeReshape.verify(op, res, src, false);
      if (groups == null) {
        return false;
      }
      Type expected = ReassociativeReshape.collapsedType(src, groups, ShapedTypes.shape(res));
      if (expected == null) {
        op.emitOpError("invalid source layout map or collapsing non-contiguous dims");
        return false;
      }
      if (!expected.equals(res)) {
        op.emitOpError("expected collapsed type to be " + Asm.quote(expected) + " but found " + Asm.quote(res));
        return false;
      }
      return true;
    }

    /**
     * MLIR's canonicalizations: a collapse of a collapse or of an expand as one reshape, and a
     * collapse of a cast that only loses static information as a collapse of its source.
     */
    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      jopt.dialects.utils.ReshapePatterns.addCollapsePatterns(patterns, MemRefReshapes.INSTANCE);
      patterns.add(new ReshapeCastFolders.CollapseShapeOpMemRefCastFolder());
    }

    /** MLIR's foldReshapeOp: undoing the inverse reshape of a value of the result type gives it back. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      CollapseShapeOp collapseShape = CollapseShapeOp.of(op);
      Operation src = collapseShape.src().getDefiningOp();
      if (src != null && src.getName().equals(ExpandShapeOp.SPEC.name())
          && ExpandShapeOp.of(src).src().getType().equals(collapseShape.result().getType())) {
        results.add(OpFoldResult.of(ExpandShapeOp.of(src).src()));
        return true;
      }
      return false;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(CollapseShapeOp.of(op).result(), "collapse_shape");
    }
  }
}
