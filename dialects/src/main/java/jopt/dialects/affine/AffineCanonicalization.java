package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.AffineSymbolExpr;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * Folders and canonicalization patterns of the affine ops with one map over their operands
 * (MLIR's SimplifyAffineOp, foldMinMaxOp, DeduplicateAffineMinMaxExpressions,
 * CanonicalizeSingleResultAffineMinMaxOp).
 */
final class AffineCanonicalization {
  private AffineCanonicalization() {}

  /**
   * MLIR's SimplifyAffineOp for ops whose map operands follow {@code firstMapOperand} other
   * operands (load, store, vector_load, vector_store, prefetch, min, max): affine.apply ops
   * defining the operands are composed in, then map and operands canonicalized and simplified.
   */
  static final class SimplifyAccessMap extends RewritePattern {
    private final int firstMapOperand;
    private final String mapAttr;

    SimplifyAccessMap(String opName, int firstMapOperand, String mapAttr) {
      super(opName);
      this.firstMapOperand = firstMapOperand;
      this.mapAttr = mapAttr;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      AffineMap oldMap = ((AffineMapAttr) op.getAttr(mapAttr)).getValue();
      List<Value> oldOperands = new ArrayList<>(op.getOperands().subList(firstMapOperand, op.getNumOperands()));
      AffineComposition.MapAndOperands c = AffineComposition.compose(oldMap, oldOperands);
      if (c.map().equals(oldMap) && c.operands().equals(oldOperands)) {
        return false;
      }
      List<Value> operands = new ArrayList<>(op.getOperands().subList(0, firstMapOperand));
      operands.addAll(c.operands());
      rewriter.modifyOpInPlace(op, () -> {
        op.setOperands(operands);
        op.setAttr(mapAttr, AffineMapAttr.get(c.map()));
      });
      return true;
    }
  }

  /**
   * MLIR's foldMinMaxOp: the constant operands folded in; all results constant gives the
   * least (greatest) one; a lone symbol gives its operand; else the map is updated in place.
   */
  static boolean foldMinMax(Operation op, boolean isMin, List<Attribute> constants, List<OpFoldResult> results) {
    AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
    List<AffineExpr> dims = new ArrayList<>();
    List<AffineExpr> syms = new ArrayList<>();
    for (int i = 0; i < map.getNumInputs(); i++) {
      boolean isDim = i < map.getNumDims();
      AffineExpr e = constants.get(i) instanceof IntegerAttr ia ? AffineExpr.constant(ia.getValue())
          : isDim ? AffineExpr.dim(i) : AffineExpr.symbol(i - map.getNumDims());
      (isDim ? dims : syms).add(e);
    }
    List<AffineExpr> folded = new ArrayList<>();
    List<Long> values = new ArrayList<>();
    boolean allConstant = true;
    for (AffineExpr r : map.getResults()) {
      AffineExpr f = r.replaceDimsAndSymbols(dims, syms);
      if (f instanceof AffineConstantExpr c) {
        folded.add(f);
        values.add(c.value());
      } else {
        folded.add(r);
        allConstant = false;
      }
    }
    AffineMap foldedMap = AffineMap.get(map.getNumDims(), map.getNumSymbols(), folded);
    if (foldedMap.getNumSymbols() == 1 && foldedMap.getNumDims() == 0 && foldedMap.getNumResults() == 1
        && foldedMap.getResult(0) instanceof AffineSymbolExpr) {
      results.add(OpFoldResult.of(op.getOperand(0)));
      return true;
    }
    if (!allConstant) {
      if (foldedMap.equals(map)) {
        return false;
      }
      op.setAttr("map", AffineMapAttr.get(foldedMap));
      return true;
    }
    long best = values.get(0);
    for (long v : values) {
      best = isMin ? Math.min(best, v) : Math.max(best, v);
    }
    results.add(OpFoldResult.of(IntegerAttr.getIndex(best)));
    return true;
  }

  static void addMinMaxPatterns(RewritePatternSet patterns, OpSpec spec, boolean isMin) {
    patterns.add(new DeduplicateMinMaxExpressions(spec));
    patterns.add(new MergeMinMax(spec));
    patterns.add(new SimplifyAccessMap(spec.name(), 0, "map"));
    patterns.add(new ResultOrder(spec));
    patterns.add(new SingleResultMinMax(spec));
  }

  /**
   * MLIR's CanonicalizeAffineMinMaxOpExprAndTermOrder: when every result is linear, the
   * results are sorted by their flattened forms (dim, then symbol coefficients, then the constant).
   */
  static final class ResultOrder extends RewritePattern {
    ResultOrder(OpSpec spec) {
      super(spec.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
      List<long[]> flat = new ArrayList<>();
      for (AffineExpr e : map.getResults()) {
        long[] f = jopt.ir.affine.AffineLinearSimplifier.flatten(e, map.getNumDims(), map.getNumSymbols());
        if (f == null) {
          return false;
        }
        flat.add(f);
      }
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < flat.size(); i++) {
        order.add(i);
      }
      order.sort((a, b) -> java.util.Arrays.compare(flat.get(a), flat.get(b)));
      boolean sorted = true;
      for (int i = 0; i < order.size(); i++) {
        sorted &= order.get(i) == i;
      }
      if (sorted) {
        return false;
      }
      List<AffineExpr> exprs = new ArrayList<>();
      for (int i : order) {
        exprs.add(map.getResult(i));
      }
      rewriter.modifyOpInPlace(op, () -> op.setAttr("map",
          AffineMapAttr.get(AffineMap.get(map.getNumDims(), map.getNumSymbols(), exprs))));
      return true;
    }
  }

  /**
   * MLIR's MergeAffineMinMaxOp: a result that is a lone dim or symbol defined by an op of the
   * same kind (min of min) is replaced by that op's results, its operands appended.
   */
  static final class MergeMinMax extends RewritePattern {
    private final OpSpec spec;

    MergeMinMax(OpSpec spec) {
      super(spec.name());
      this.spec = spec;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      AffineMap oldMap = ((AffineMapAttr) op.getAttr("map")).getValue();
      List<Value> operands = op.getOperands();
      List<Value> dimOps = new ArrayList<>(operands.subList(0, oldMap.getNumDims()));
      List<Value> symOps = new ArrayList<>(operands.subList(oldMap.getNumDims(), operands.size()));
      List<AffineExpr> exprs = new ArrayList<>();
      List<Operation> producers = new ArrayList<>();
      for (AffineExpr e : oldMap.getResults()) {
        Value v = e instanceof AffineSymbolExpr s ? symOps.get(s.position())
            : e instanceof jopt.ir.affine.AffineDimExpr d ? dimOps.get(d.position()) : null;
        if (v != null && spec.isa(v.getDefiningOp())) {
          producers.add(v.getDefiningOp());
          continue;
        }
        exprs.add(e);
      }
      if (producers.isEmpty()) {
        return false;
      }
      int numDims = oldMap.getNumDims();
      int numSyms = oldMap.getNumSymbols();
      for (Operation producer : producers) {
        AffineMap pm = ((AffineMapAttr) producer.getAttr("map")).getValue();
        List<Value> po = producer.getOperands();
        dimOps.addAll(po.subList(0, pm.getNumDims()));
        symOps.addAll(po.subList(pm.getNumDims(), po.size()));
        List<AffineExpr> dr = new ArrayList<>();
        for (int i = 0; i < pm.getNumDims(); i++) {
          dr.add(AffineExpr.dim(numDims + i));
        }
        List<AffineExpr> sr = new ArrayList<>();
        for (int i = 0; i < pm.getNumSymbols(); i++) {
          sr.add(AffineExpr.symbol(numSyms + i));
        }
        for (AffineExpr e : pm.getResults()) {
          exprs.add(e.replaceDimsAndSymbols(dr, sr));
        }
        numDims += pm.getNumDims();
        numSyms += pm.getNumSymbols();
      }
      List<Value> newOperands = new ArrayList<>(dimOps);
      newOperands.addAll(symOps);
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, AffineMinMaxOp.create(rewriter, op.getLoc(), spec,
          AffineMap.get(numDims, numSyms, exprs), newOperands));
      return true;
    }
  }

  /** MLIR's DeduplicateAffineMinMaxExpressions: a result that appears twice is kept once. */
  static final class DeduplicateMinMaxExpressions extends RewritePattern {
    DeduplicateMinMaxExpressions(OpSpec spec) {
      super(spec.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
      List<AffineExpr> unique = new ArrayList<>(new LinkedHashSet<>(map.getResults()));
      if (unique.size() == map.getNumResults()) {
        return false;
      }
      rewriter.modifyOpInPlace(op, () -> op.setAttr("map",
          AffineMapAttr.get(AffineMap.get(map.getNumDims(), map.getNumSymbols(), unique))));
      return true;
    }
  }

  /** MLIR's CanonicalizeSingleResultAffineMinMaxOp: a one-result min or max is an affine.apply. */
  static final class SingleResultMinMax extends RewritePattern {
    SingleResultMinMax(OpSpec spec) {
      super(spec.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
      if (map.getNumResults() != 1) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, AffineApplyOp.create(rewriter, op.getLoc(), map, op.getOperands()).getOperation());
      return true;
    }
  }
}
