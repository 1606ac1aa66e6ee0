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
import jopt.ir.Builder;
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
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.IntegerType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code lower-affine} (MLIR's LowerAffinePass, on any op): affine.for/if/parallel become
 * scf.for/if/parallel with their bounds and conditions expanded to arith, affine.apply/min/max
 * arith, affine.load/store/prefetch memref ops, affine.vector_load/store vector ops, as MLIR's
 * partial conversion does it: every op of the input in pre-order, each rewritten where it is,
 * nothing folded. Ops of other dialects are left alone.
 */
public final class LowerAffinePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("lower-affine",
      "Lower Affine operations to a combination of Arith and SCF operations", null, LowerAffinePass::new);

  public LowerAffinePass() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "LowerAffinePass";
  }

  @Override
  protected void runOnOperation() {
    List<Operation> ops = new ArrayList<>();
    getOperation().walkPreOrder(ops::add);
    PatternRewriter rewriter = new PatternRewriter(getContext());
    int errors = getContext().getDiagEngine().getErrorCount();
    for (Operation op : ops) {
      if (op.getBlock() == null && op != getOperation()) {
        continue;
      }
      rewriter.setInsertionPoint(op);
      lower(op, rewriter);
    }
    if (getContext().getDiagEngine().getErrorCount() != errors) {
      signalPassFailure();
    }
  }

  private static boolean lower(Operation op, PatternRewriter r) {
    String name = op.getName();
    Location loc = op.getLoc();
    if (AffineApplyOp.SPEC.name().equals(name)) {
      List<Value> vals = AffineExpander.expandAffineMap(r, loc, AffineApplyOp.of(op).map(), op.getOperands());
      return vals != null && replace(r, op, vals);
    }
    if (AffineMinMaxOp.isa(op)) {
      AffineMinMaxOp mm = AffineMinMaxOp.dynCast(op);
      Value v = mm.isMin() ? lowerMapMin(r, loc, mm.map(), op.getOperands())
          : lowerMapMax(r, loc, mm.map(), op.getOperands());
      return v != null && replace(r, op, List.of(v));
    }
    if (AffineYieldOp.SPEC.name().equals(name)) {
      Operation parent = op.getParentOp();
      if (parent != null && (ParallelOp.SPEC.isa(parent) || AffineParallelOp.SPEC.name().equals(parent.getName()))) {
        return false;
      }
      YieldOp.create(r, loc, op.getOperands());
      r.eraseOp(op);
      return true;
    }
    if (AffineForOp.SPEC.name().equals(name)) {
      return lowerFor(r, AffineForOp.of(op));
    }
    if (AffineIfOp.SPEC.name().equals(name)) {
      return lowerIf(r, op);
    }
    if (AffineParallelOp.SPEC.name().equals(name)) {
      return lowerParallel(r, op);
    }
    if (AffineLoadOp.SPEC.name().equals(name)) {
      AffineLoadOp l = AffineLoadOp.of(op);
      List<Value> idx = AffineExpander.expandAffineMap(r, loc, l.map(), l.indices());
      return idx != null && replace(r, op, LoadOp.create(r, loc, l.memref(), idx).getOperation().getResults());
    }
    if (AffineStoreOp.SPEC.name().equals(name)) {
      AffineStoreOp s = AffineStoreOp.of(op);
      List<Value> idx = AffineExpander.expandAffineMap(r, loc, s.map(), s.indices());
      if (idx == null) {
        return false;
      }
      StoreOp.create(r, loc, s.value(), s.memref(), idx);
      r.eraseOp(op);
      return true;
    }
    if (AffinePrefetchOp.SPEC.name().equals(name)) {
      AffinePrefetchOp p = AffinePrefetchOp.of(op);
      List<Value> idx = AffineExpander.expandAffineMap(r, loc, p.map(), p.indices());
      if (idx == null) {
        return false;
      }
      PrefetchOp.create(r, loc, p.memref(), idx, p.isWrite(), (int) ((IntegerAttr) p.localityHintAttr()).getValue(),
          p.isDataCache());
      r.eraseOp(op);
      return true;
    }
    if (AffineVectorLoadOp.SPEC.name().equals(name)) {
      AffineVectorLoadOp l = AffineVectorLoadOp.of(op);
      List<Value> idx = AffineExpander.expandAffineMap(r, loc, l.map(), l.indices());
      return idx != null && replace(r, op, jopt.dialects.vector.LoadOp.create(r, loc, l.memref(), idx,
          op.getResult(0).getType()).getOperation().getResults());
    }
    if (AffineVectorStoreOp.SPEC.name().equals(name)) {
      AffineVectorStoreOp s = AffineVectorStoreOp.of(op);
      List<Value> idx = AffineExpander.expandAffineMap(r, loc, s.map(), s.indices());
      if (idx == null) {
        return false;
      }
      jopt.dialects.vector.StoreOp.create(r, loc, s.value(), s.memref(), idx);
      r.eraseOp(op);
      return true;
    }
    return false;
  }

  private static boolean replace(PatternRewriter r, Operation op, List<? extends Value> values) {
    r.replaceOp(op, values);
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


  /** Replaces the blocks of {@code dst} by those of {@code src}. */
  private static void moveRegion(PatternRewriter r, Region src, Region dst) {
    for (Block b : new ArrayList<>(dst.getBlocks())) {
      r.eraseBlock(b);
    }
    dst.takeBody(src);
  }

  private static boolean lowerFor(PatternRewriter r, AffineForOp op) {
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

  private static boolean lowerIf(PatternRewriter r, Operation op) {
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
  private static boolean lowerParallel(PatternRewriter r, Operation op) {
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
