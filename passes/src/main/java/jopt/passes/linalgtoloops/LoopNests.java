package jopt.passes.linalgtoloops;

import java.util.ArrayList;
import jopt.ir.rewrite.OpFoldResult;
import java.util.List;
import jopt.dialects.affine.AffineForOp;
import jopt.dialects.affine.AffineYieldOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.ParallelOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;

/**
 * Loop nests as MLIR's builders make them (scf::buildLoopNest, affine::buildAffineLoopNest,
 * linalg's generateParallelLoopNest). Where MLIR builds a loop's body inside the loop's builder,
 * before the loop is inserted, the body is built here on a detached loop too, so a rewrite
 * driver sees the same insertions (ops built in a detached loop reach no worklist).
 */
final class LoopNests {
  private LoopNests() {}

  /** Builds the innermost body from the induction variables of every loop, outer to inner. */
  @FunctionalInterface
  interface BodyBuilder {
    void build(Builder b, Location loc, List<Value> ivs);
  }

  /** scf::buildLoopNest without iter args: the loops are inserted one in another, then the body. */
  static void scfFor(Builder b, Location loc, List<Value> lbs, List<Value> ubs, List<Value> steps,
      BodyBuilder body) {
    Builder.InsertPoint ip = b.saveInsertionPoint();
    if (lbs.isEmpty()) {
      body.build(b, loc, List.of());
      b.restoreInsertionPoint(ip);
      return;
    }
    List<ForOp> loops = new ArrayList<>();
    List<Value> ivs = new ArrayList<>();
    for (int i = 0; i < lbs.size(); i++) {
      ForOp loop = ForOp.create(b, loc, lbs.get(i), ubs.get(i), steps.get(i), List.of(),
          (nb, nl, iv, args) -> ivs.add(iv));
      b.setInsertionPointToStart(loop.body());
      loops.add(loop);
    }
    for (int i = 0; i < loops.size() - 1; i++) {
      b.setInsertionPointToEnd(loops.get(i).body());
      YieldOp.create(b, loc, List.of());
    }
    Block inner = loops.get(loops.size() - 1).body();
    b.setInsertionPointToStart(inner);
    body.build(b, loc, ivs);
    b.setInsertionPointToEnd(inner);
    YieldOp.create(b, loc, List.of());
    b.restoreInsertionPoint(ip);
  }

  /**
   * affine::buildAffineLoopNest: each loop is built with its yield (the innermost with the body)
   * before it is inserted at the start of the enclosing loop's body; constant bounds become
   * constant maps, others identity maps of the bound.
   */
  static void affineFor(Builder b, Location loc, List<Value> lbs, List<Value> ubs, long[] steps,
      BodyBuilder body) {
    Builder.InsertPoint ip = b.saveInsertionPoint();
    if (lbs.isEmpty()) {
      body.build(b, loc, List.of());
      b.restoreInsertionPoint(ip);
      return;
    }
    List<Value> ivs = new ArrayList<>();
    for (int i = 0; i < lbs.size(); i++) {
      Operation loop = detachedAffineFor(b, loc, lbs.get(i), ubs.get(i), steps[i]);
      Block block = loop.getRegion(0).front();
      ivs.add(block.getArgument(0));
      Builder nested = new Builder(b.getContext());
      nested.setInsertionPointToEnd(block);
      if (i == lbs.size() - 1) {
        body.build(nested, loc, ivs);
      }
      AffineYieldOp.create(nested, loc, List.of());
      b.insert(loop);
      b.setInsertionPointToStart(block);
    }
    b.restoreInsertionPoint(ip);
  }

  private static Operation detachedAffineFor(Builder b, Location loc, Value lb, Value ub, long step) {
    Long lbConst = OpFoldResult.getConstantIntValue(lb);
    Long ubConst = OpFoldResult.getConstantIntValue(ub);
    Builder detached = new Builder(b.getContext());
    AffineForOp op;
    if (lbConst != null && ubConst != null) {
      op = AffineForOp.create(detached, loc, List.of(), List.of(), List.of(),
          AffineMapAttr.get(AffineMap.getConstantMap(lbConst)),
          AffineMapAttr.get(AffineMap.getConstantMap(ubConst)), IntegerAttr.getIndex(step), List.of());
    } else {
      AffineMapAttr id = AffineMapAttr.get(AffineMap.getMultiDimIdentityMap(1));
      op = AffineForOp.create(detached, loc, List.of(lb), List.of(ub), List.of(), id, id,
          IntegerAttr.getIndex(step), List.of());
    }
    Block block = op.getOperation().getRegion(0).emplaceBlock();
    block.addArgument(IndexType.get(), loc);
    return op.getOperation();
  }

  /**
   * generateParallelLoopNest: leading parallel loops become one scf.parallel (its body built
   * before it is inserted), a reduction loop one scf.for, recursively.
   */
  static void parallel(Builder b, Location loc, List<Value> lbs, List<Value> ubs, List<Value> steps,
      List<String> iteratorTypes, BodyBuilder body, List<Value> ivStorage) {
    if (iteratorTypes.isEmpty()) {
      body.build(b, loc, ivStorage);
      return;
    }
    if (!iteratorTypes.get(0).equals("parallel")) {
      scfFor(b, loc, lbs.subList(0, 1), ubs.subList(0, 1), steps.subList(0, 1), (nb, nl, ivs) -> {
        ivStorage.addAll(ivs);
        parallel(nb, nl, tail(lbs, 1), tail(ubs, 1), tail(steps, 1), tail(iteratorTypes, 1), body, ivStorage);
      });
      return;
    }
    int n = 0;
    while (n < iteratorTypes.size() && iteratorTypes.get(n).equals("parallel")) {
      n++;
    }
    final int count = n;
    Builder detached = new Builder(b.getContext());
    ParallelOp op = ParallelOp.create(detached, loc, lbs.subList(0, count), ubs.subList(0, count),
        steps.subList(0, count), List.of(), (nb, nl, ivs) -> {
          ivStorage.addAll(ivs);
          parallel(nb, nl, tail(lbs, count), tail(ubs, count), tail(steps, count),
              tail(iteratorTypes, count), body, ivStorage);
        });
    b.insert(op.getOperation());
  }

  private static <T> List<T> tail(List<T> l, int from) {
    return l.subList(from, l.size());
  }
}
