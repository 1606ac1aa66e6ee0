package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.MixedValues;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * The patterns of MLIR's populateElementwiseOpsFusionPatterns besides the fusion itself: a
 * filled input becomes the fill value in the body (FoldFillWithGenericOp), a scalar or splat
 * constant input becomes a scalar constant (FoldScalarOrSplatConstant), and an init the body
 * does not read becomes a {@code tensor.empty} (RemoveOutsDependency).
 */
public final class FoldIntoGenericPatterns {
  private FoldIntoGenericPatterns() {}

  /** MLIR's FoldFillWithGenericOp. */
  public static final class FoldFillWithGenericOp extends OpRewritePattern<GenericOp> {
    public FoldFillWithGenericOp() {
      super(GenericOp.SPEC, GenericOp::of);
    }

    @Override
    public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
      if (!op.hasPureTensorSemantics()) {
        return false;
      }
      boolean found = false;
      for (int i = 0; i < op.numDpsInputs(); i++) {
        if (!op.payloadUsesValueFromOperand(i)) {
          continue;
        }
        Operation fill = op.getOperation().getOperand(i).getDefiningOp();
        if (fill == null || !NamedOps.FILL.isa(fill)) {
          continue;
        }
        found = true;
        LinalgOp f = LinalgOp.of(fill);
        Type elementType = ((RankedTensorType) fill.getResult(0).getType()).getElementType();
        Value converted = convertScalarToDtype(rewriter, fill.getLoc(), f.dpsInputs().get(0), elementType);
        rewriter.replaceAllUsesWith(op.body().getArgument(i), converted);
      }
      return found;
    }
  }

  /** MLIR's convertScalarToDtype (signed casts): {@code v} converted to {@code to} by one arith cast. */
  static Value convertScalarToDtype(PatternRewriter b, Location loc, Value v, Type to) {
    Type from = v.getType();
    if (from.equals(to)) {
      return v;
    }
    String op = null;
    if (to instanceof IntegerType ti) {
      if (from instanceof FloatType) {
        op = "arith.fptosi";
      } else if (from instanceof IndexType) {
        op = "arith.index_cast";
      } else if (from instanceof IntegerType fi && ti.getWidth() != fi.getWidth()) {
        op = ti.getWidth() > fi.getWidth() ? "arith.extsi" : "arith.trunci";
      }
    } else if (to instanceof FloatType tf) {
      if (from instanceof IntegerType) {
        op = "arith.sitofp";
      } else if (from instanceof FloatType ff && tf.getWidth() != ff.getWidth()) {
        op = tf.getWidth() > ff.getWidth() ? "arith.extf" : "arith.truncf";
      }
    }
    if (op == null) {
      return v;
    }
    return b.create(loc, op, List.of(v), List.of(to), null).getResult(0);
  }

  /** MLIR's FoldScalarOrSplatConstant: the first scalar or splat constant input moves into the body. */
  public static final class FoldScalarOrSplatConstant extends OpRewritePattern<GenericOp> {
    public FoldScalarOrSplatConstant() {
      super(GenericOp.SPEC, GenericOp::of);
    }

    @Override
    public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
      if (!op.hasPureTensorSemantics()) {
        return false;
      }
      for (int c = 0; c < op.numDpsInputs(); c++) {
        Value input = op.getOperation().getOperand(c);
        Operation def = input.getDefiningOp();
        Attribute scalar = def == null ? null : scalarOrSplat(input);
        if (scalar == null) {
          continue;
        }
        List<AffineMap> maps = new ArrayList<>();
        List<Value> inputs = new ArrayList<>();
        List<Location> locs = new ArrayList<>();
        locs.add(op.getLoc());
        for (int i = 0; i < op.numDpsInputs(); i++) {
          if (i == c) {
            continue;
          }
          Value v = op.getOperation().getOperand(i);
          maps.add(op.matchingIndexingMap(i));
          inputs.add(v);
          locs.add(v.getLoc());
        }
        for (int i = op.numDpsInputs(); i < op.getOperation().getNumOperands(); i++) {
          maps.add(op.matchingIndexingMap(i));
        }
        if (AffineMap.inversePermutation(AffineMap.concatAffineMaps(maps)) == null) {
          return false;
        }
        Type type = scalar instanceof IntegerAttr ia ? ia.getType() : ((FloatAttr) scalar).getType();
        Dialect dialect = def.getContext().getDialect(def.getDialectNamespace());
        Operation constant = dialect == null ? null : dialect.materializeConstant(rewriter, scalar, type, def.getLoc());
        if (constant == null) {
          return false;
        }
        GenericOp fused = GenericOp.create(rewriter, Location.fused(locs, null), op.getOperation().getResultTypes(), inputs,
            op.dpsInits(), maps, op.iteratorTypes(), null);
        Map<Value, Value> mapping = new HashMap<>();
        mapping.put(op.body().getArgument(c), constant.getResult(0));
        rewriter.cloneRegionBefore(op.getOperation().getRegion(0), fused.getOperation().getRegion(0), null, mapping);
        rewriter.replaceOp(op.getOperation(), fused.getOperation().getResults());
        return true;
      }
      return false;
    }

    /** The scalar of a splat constant of ints or floats, or of an integer or float constant; else null. */
    private static Attribute scalarOrSplat(Value v) {
      Attribute a = Matchers.constantValue(v);
      if (a instanceof DenseElementsAttr d && d.isSplat()
          && (d.getElementType() instanceof IntegerType || d.getElementType() instanceof FloatType)) {
        return d.getSplatValue();
      }
      return a instanceof IntegerAttr || a instanceof FloatAttr ? a : null;
    }
  }

  /** MLIR's RemoveOutsDependency: inits the body does not read become {@code tensor.empty}. */
  public static final class RemoveOutsDependency extends OpRewritePattern<GenericOp> {
    public RemoveOutsDependency() {
      super(GenericOp.SPEC, GenericOp::of);
    }

    @Override
    public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
      boolean modified = false;
      Location loc = op.getLoc();
      for (int i = op.numDpsInputs(); i < op.getOperation().getNumOperands(); i++) {
        if (op.payloadUsesValueFromOperand(i)) {
          continue;
        }
        Value init = op.getOperation().getOperand(i);
        if (!(init.getType() instanceof RankedTensorType type) || isSparse(type)) {
          continue;
        }
        Operation def = init.getDefiningOp();
        if (def != null && EmptyOp.SPEC.isa(def)) {
          continue;
        }
        modified = true;
        MixedValues sizes = MixedValues.of(LinalgUtils.getMixedSizes(rewriter, loc, init));
        Value empty = EmptyOp.create(rewriter, loc, sizes.statics(), type.getElementType(), sizes.dynamics())
            .getOperation().getResult(0);
        op.getOperation().setOperand(i, empty);
      }
      if (modified) {
        rewriter.modifyOpInPlace(op.getOperation(), () -> { });
      }
      return modified;
    }

    private static boolean isSparse(RankedTensorType type) {
      return type.getEncoding() != null && type.getEncoding().toString().startsWith("#sparse_tensor.encoding");
    }
  }
}
