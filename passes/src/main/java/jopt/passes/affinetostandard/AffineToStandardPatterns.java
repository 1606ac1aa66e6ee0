package jopt.passes.affinetostandard;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.affine.AffineForOp;
import jopt.dialects.affine.AffineIfOp;
import jopt.dialects.affine.AffineLoadOp;
import jopt.dialects.affine.AffineMinMaxOp;
import jopt.dialects.affine.AffineParallelOp;
import jopt.dialects.affine.AffinePrefetchOp;
import jopt.dialects.affine.AffineStoreOp;
import jopt.dialects.affine.AffineVectorLoadOp;
import jopt.dialects.affine.AffineVectorStoreOp;
import jopt.dialects.affine.AffineYieldOp;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.MaxSIOp;
import jopt.dialects.arith.IntBinaryOps.MinSIOp;
import jopt.dialects.memref.LoadOp;
import jopt.dialects.memref.PrefetchOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.ParallelOp;
import jopt.dialects.scf.ReduceOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.IntegerSet;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.IntegerSetAttr;
import jopt.ir.conversion.ConversionPattern;
import jopt.ir.conversion.ConversionPatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.IntegerType;

/**
 * MLIR's affine-to-standard conversion patterns (populateAffineToStdConversionPatterns and
 * populateAffineToVectorConversionPatterns), one per affine op: affine.apply/min/max become arith,
 * affine.for/if/parallel scf.for/if/parallel (their regions moved over), affine.yield scf.yield,
 * affine.load/store/prefetch memref ops, affine.vector_load/store vector ops. A map whose
 * expansion fails (a non-positive divisor, reported as MLIR does) leaves its op as it is.
 */
final class AffineToStandardPatterns {
  private AffineToStandardPatterns() {}

  static List<RewritePattern> all() {
    return List.of(
        lowering(AffineApplyOp.SPEC.name(), (op, r) -> {
          List<Value> vals = AffineExpander.expandAffineMap(r, op.getLoc(), AffineApplyOp.of(op).map(), op.getOperands());
          return vals != null && replace(r, op, vals);
        }),
        lowering(AffineMinMaxOp.MIN.name(), AffineToStandardPatterns::lowerMinMax),
        lowering(AffineMinMaxOp.MAX.name(), AffineToStandardPatterns::lowerMinMax),
        lowering(AffineYieldOp.SPEC.name(), AffineToStandardPatterns::lowerYield),
        lowering(AffineForOp.SPEC.name(), (op, r) -> lowerFor(r, AffineForOp.of(op))),
        lowering(AffineIfOp.SPEC.name(), AffineToStandardPatterns::lowerIf),
        lowering(AffineParallelOp.SPEC.name(), AffineToStandardPatterns::lowerParallel),
        lowering(AffineLoadOp.SPEC.name(), (op, r) -> {
          AffineLoadOp l = AffineLoadOp.of(op);
          List<Value> idx = AffineExpander.expandAffineMap(r, op.getLoc(), l.map(), l.indices());
          return idx != null && replace(r, op, LoadOp.create(r, op.getLoc(), l.memref(), idx).getOperation().getResults());
        }),
        lowering(AffineStoreOp.SPEC.name(), (op, r) -> {
          AffineStoreOp s = AffineStoreOp.of(op);
          List<Value> idx = AffineExpander.expandAffineMap(r, op.getLoc(), s.map(), s.indices());
          if (idx == null) {
            return false;
          }
          StoreOp.create(r, op.getLoc(), s.value(), s.memref(), idx);
          r.eraseOp(op);
          return true;
        }),
        lowering(AffinePrefetchOp.SPEC.name(), (op, r) -> {
          AffinePrefetchOp p = AffinePrefetchOp.of(op);
          List<Value> idx = AffineExpander.expandAffineMap(r, op.getLoc(), p.map(), p.indices());
          if (idx == null) {
            return false;
          }
          PrefetchOp.create(r, op.getLoc(), p.memref(), idx, p.isWrite(),
              (int) ((IntegerAttr) p.localityHintAttr()).getValue(), p.isDataCache());
          r.eraseOp(op);
          return true;
        }),
        lowering(AffineVectorLoadOp.SPEC.name(), (op, r) -> {
          AffineVectorLoadOp l = AffineVectorLoadOp.of(op);
          List<Value> idx = AffineExpander.expandAffineMap(r, op.getLoc(), l.map(), l.indices());
          return idx != null && replace(r, op, jopt.dialects.vector.LoadOp.create(r, op.getLoc(), l.memref(), idx,
              op.getResult(0).getType()).getOperation().getResults());
        }),
        lowering(AffineVectorStoreOp.SPEC.name(), (op, r) -> {
          AffineVectorStoreOp s = AffineVectorStoreOp.of(op);
          List<Value> idx = AffineExpander.expandAffineMap(r, op.getLoc(), s.map(), s.indices());
          if (idx == null) {
            return false;
          }
          jopt.dialects.vector.StoreOp.create(r, op.getLoc(), s.value(), s.memref(), idx);
          r.eraseOp(op);
          return true;
        }));
  }

  /** The rewrite of one op; false when it does not apply (what it built is undone). */
  private interface Lowering {
    boolean lower(Operation op, ConversionPatternRewriter r);
  }

  private static RewritePattern lowering(String root, Lowering lowering) {
    return new ConversionPattern(root, 1) {
      @Override
      public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter r) {
        return lowering.lower(op, r);
      }
    };
  }

  private static boolean replace(ConversionPatternRewriter r, Operation op, List<? extends Value> values) {
    r.replaceOp(op, values);
    return true;
  }

  private static boolean lowerMinMax(Operation op, ConversionPatternRewriter r) {
    AffineMinMaxOp mm = AffineMinMaxOp.dynCast(op);
    Value v = mm.isMin() ? lowerMapMin(r, op.getLoc(), mm.map(), op.getOperands())
        : lowerMapMax(r, op.getLoc(), mm.map(), op.getOperands());
    return v != null && replace(r, op, List.of(v));
  }

  /** affine.yield becomes scf.yield, except in an (affine or scf) parallel loop, which ends in scf.reduce. */
  private static boolean lowerYield(Operation op, ConversionPatternRewriter r) {
    Operation parent = op.getParentOp();
    if (parent != null && (ParallelOp.SPEC.isa(parent) || AffineParallelOp.SPEC.name().equals(parent.getName()))) {
      return false;
    }
    YieldOp.create(r, op.getLoc(), op.getOperands());
    r.eraseOp(op);
    return true;
  }

  /** buildMinMaxReductionSeq: the values folded left to right with minsi or maxsi. */
  private static Value reduce(Builder b, Location loc, List<Value> values, boolean max) {
    Value v = values.get(0);
    for (int i = 1; i < values.size(); i++) {
      v = (max ? MaxSIOp.create(b, loc, v, values.get(i)).getOperation()
          : MinSIOp.create(b, loc, v, values.get(i)).getOperation()).getResult(0);
    }
    return v;
  }

  static Value lowerMapMax(Builder b, Location loc, AffineMap map, List<Value> operands) {
    List<Value> values = AffineExpander.expandAffineMap(b, loc, map, operands);
    return values == null ? null : reduce(b, loc, values, true);
  }

  static Value lowerMapMin(Builder b, Location loc, AffineMap map, List<Value> operands) {
    List<Value> values = AffineExpander.expandAffineMap(b, loc, map, operands);
    return values == null ? null : reduce(b, loc, values, false);
  }

  /** Replaces the blocks of {@code dst} (a new op's) by those of {@code src}. */
  private static void moveRegion(ConversionPatternRewriter r, Region src, Region dst) {
    for (Block b : new ArrayList<>(dst.getBlocks())) {
      r.eraseBlock(b);
    }
    r.inlineRegionBefore(src, dst, null);
  }

  private static boolean lowerFor(ConversionPatternRewriter r, AffineForOp op) {
    Location loc = op.getOperation().getLoc();
    Value lb = lowerMapMax(r, loc, op.lowerBoundMap(), op.lowerBoundOperands());
    Value ub = lowerMapMin(r, loc, op.upperBoundMap(), op.upperBoundOperands());
    if (lb == null || ub == null) {
      return false;
    }
    Value step = ConstantOp.createIndex(r, loc, op.step());
    ForOp scfFor = ForOp.create(r, loc, lb, ub, step, op.inits(), (ForOp.BodyBuilder) null);
    moveRegion(r, op.region(), scfFor.getOperation().getRegion(0));
    return replace(r, op.getOperation(), scfFor.getOperation().getResults());
  }

  private static boolean lowerIf(Operation op, ConversionPatternRewriter r) {
    Location loc = op.getLoc();
    IntegerSet set = ((IntegerSetAttr) op.getAttr("condition")).getValue();
    Value zero = ConstantOp.createIndex(r, loc, 0);
    List<Value> operands = op.getOperands();
    int numDims = set.numDims();
    Value cond = null;
    for (int i = 0; i < set.getNumConstraints(); i++) {
      AffineExpr e = set.getConstraint(i);
      Value v = AffineExpander.expandAffineExpr(r, loc, e, operands.subList(0, numDims),
          operands.subList(numDims, operands.size()));
      if (v == null) {
        return false;
      }
      Value cmp = CmpIOp.create(r, loc, set.isEq(i) ? "eq" : "sge", v, zero).getOperation().getResult(0);
      cond = cond == null ? cmp : AndIOp.create(r, loc, cond, cmp).getOperation().getResult(0);
    }
    if (cond == null) {
      cond = ConstantOp.create(r, loc, IntegerAttr.get(IntegerType.get(1), 1)).getOperation().getResult(0);
    }
    boolean hasElse = !op.getRegion(1).isEmpty();
    IfOp ifOp = IfOp.create(r, loc, op.getResultTypes(), cond, hasElse);
    moveRegion(r, op.getRegion(0), ifOp.getOperation().getRegion(0));
    if (hasElse) {
      moveRegion(r, op.getRegion(1), ifOp.getOperation().getRegion(1));
    }
    return replace(r, op, ifOp.getOperation().getResults());
  }

  /** affine.parallel without reductions becomes scf.parallel (with reductions it stays). */
  private static boolean lowerParallel(Operation op, ConversionPatternRewriter r) {
    if (op.getNumResults() != 0) {
      return false;
    }
    Location loc = op.getLoc();
    AffineMap lbMap = ((AffineMapAttr) op.getAttr("lowerBoundsMap")).getValue();
    AffineMap ubMap = ((AffineMapAttr) op.getAttr("upperBoundsMap")).getValue();
    long[] lbGroups = ((DenseElementsAttr) op.getAttr("lowerBoundsGroups")).asLongs();
    long[] ubGroups = ((DenseElementsAttr) op.getAttr("upperBoundsGroups")).asLongs();
    List<Value> lbOperands = op.getOperands().subList(0, lbMap.getNumInputs());
    List<Value> ubOperands = op.getOperands().subList(lbMap.getNumInputs(), op.getNumOperands());
    List<Value> lbs = new ArrayList<>();
    List<Value> ubs = new ArrayList<>();
    int lbAt = 0;
    int ubAt = 0;
    for (int i = 0; i < lbGroups.length; i++) {
      Value lower = lowerMapMax(r, loc, group(lbMap, lbAt, (int) lbGroups[i]), lbOperands);
      if (lower == null) {
        return false;
      }
      lbs.add(lower);
      Value upper = lowerMapMin(r, loc, group(ubMap, ubAt, (int) ubGroups[i]), ubOperands);
      if (upper == null) {
        return false;
      }
      ubs.add(upper);
      lbAt += (int) lbGroups[i];
      ubAt += (int) ubGroups[i];
    }
    List<Value> steps = new ArrayList<>();
    for (Attribute a : (ArrayAttr) op.getAttr("steps")) {
      steps.add(ConstantOp.createIndex(r, loc, ((IntegerAttr) a).getValue()));
    }
    Operation terminator = op.getRegion(0).front().getLastOp();
    ParallelOp par = ParallelOp.create(r, loc, lbs, ubs, steps, List.of(), (ParallelOp.BodyBuilder) null);
    moveRegion(r, op.getRegion(0), par.getOperation().getRegion(0));
    r.replaceOp(op, par.getOperation().getResults());
    r.setInsertionPoint(terminator);
    ReduceOp.create(r, loc, List.of());
    r.eraseOp(terminator);
    return true;
  }

  private static AffineMap group(AffineMap map, int from, int count) {
    return AffineMap.get(map.getNumDims(), map.getNumSymbols(), map.getResults().subList(from, from + count));
  }
}
