package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import jopt.dialects.affine.AffineComposition;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.cf.AssertOp;
import jopt.dialects.index.CmpOp;
import jopt.dialects.index.IndexBinaryOp;
import jopt.dialects.index.IndexCmpPredicate;
import jopt.dialects.index.IndexCmpPredicateAttr;
import jopt.dialects.utils.RuntimeChecks;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.ShapedType;

/**
 * The runtime checks of linalg structured ops (MLIR 22's Linalg RuntimeOpVerification): when
 * every loop runs at least once, each operand's indices at the first and the last iteration
 * (through its indexing map) are not negative, and one past the largest equals the operand's size
 * (is at most it, for an index that is not a plain loop dimension).
 */
final class RuntimeOpVerification {
  private RuntimeOpVerification() {}

  static void structuredOp(Operation op, Builder b, Location loc,
      BiFunction<Operation, String, String> message) {
    LinalgOp linalg = LinalgOp.of(op);
    List<OpFoldResult> sizes = loopSizes(b, loc, linalg);
    if (sizes == null) {
      return; // a loop no operand dimension bounds: MLIR's loop ranges need one per loop
    }
    Value zero = ConstantOp.createIndex(b, loc, 0);
    Value one = ConstantOp.createIndex(b, loc, 1);
    // Only when no loop is empty: an empty iteration space accesses nothing.
    Value nonEmpty = null;
    for (OpFoldResult size : sizes) {
      Value start = ConstantOp.createIndex(b, loc, 0);
      Value cmp = cmp(b, loc, IndexCmpPredicate.SLT, start, ConstantOp.valueOrCreateIndex(b, loc, size));
      nonEmpty = nonEmpty == null ? cmp
          : jopt.dialects.arith.IntBinaryOps.AndIOp.create(b, loc, nonEmpty, cmp).getOperation().getResult(0);
    }
    Builder.InsertPoint after = b.saveInsertionPoint();
    if (nonEmpty != null) {
      jopt.dialects.scf.IfOp guard = jopt.dialects.scf.IfOp.create(b, loc, List.of(), nonEmpty, false);
      b.setInsertionPoint(guard.thenBlock().getTerminator());
    }
    List<OpFoldResult> starts = new ArrayList<>();
    List<OpFoldResult> ends = new ArrayList<>();
    for (OpFoldResult size : sizes) {
      starts.add(OpFoldResult.of(IntegerAttr.getIndex(0)));
      ends.add(OpFoldResult.of(b.createOrFold(
          IndexBinaryOp.create(b, loc, "index.sub", ConstantOp.valueOrCreateIndex(b, loc, size), one).getOperation())));
    }
    List<Value> operands = op.getOperands();
    for (int n = 0; n < operands.size(); n++) {
      AffineMap map = linalg.matchingIndexingMap(n);
      List<OpFoldResult> startIndices = apply(b, loc, map, starts);
      List<OpFoldResult> endIndices = apply(b, loc, map, ends);
      for (int d = 0; d < map.getNumResults(); d++) {
        Value startIndex = ConstantOp.valueOrCreateIndex(b, loc, startIndices.get(d));
        Value endIndex = ConstantOp.valueOrCreateIndex(b, loc, endIndices.get(d));
        Value min = b.createOrFold(IndexBinaryOp.create(b, loc, "index.mins", startIndex, endIndex).getOperation());
        AssertOp.create(b, loc, foldedCmp(b, loc, IndexCmpPredicate.SGE, min, zero), message.apply(op,
            "unexpected negative result on dimension #" + d + " of input/output operand #" + n));
        Value max = b.createOrFold(IndexBinaryOp.create(b, loc, "index.maxs", startIndex, endIndex).getOperation());
        Value inferred = b.createOrFold(IndexBinaryOp.create(b, loc, "index.add", max, one).getOperation());
        Value actual = dim(b, loc, operands.get(n), d);
        IndexCmpPredicate predicate = map.getResult(d) instanceof AffineDimExpr
            ? IndexCmpPredicate.EQ : IndexCmpPredicate.SLE;
        AssertOp.create(b, loc, foldedCmp(b, loc, predicate, inferred, actual), message.apply(op,
            "dimension #" + d + " of input/output operand #" + n
                + " is incompatible with inferred dimension size"));
      }
    }
    b.restoreInsertionPoint(after);
  }

  /**
   * MLIR's createLoopRanges: each loop's size is the first operand dimension its maps give as
   * that plain loop dimension (every operand's dynamic sizes are read first, as
   * createFlatListOfOperandDims reads them); null when some loop has none.
   */
  private static List<OpFoldResult> loopSizes(Builder b, Location loc, LinalgOp linalg) {
    List<OpFoldResult> flat = new ArrayList<>();
    List<jopt.ir.affine.AffineExpr> results = new ArrayList<>();
    List<Value> operands = linalg.getOperation().getOperands();
    for (int n = 0; n < operands.size(); n++) {
      AffineMap map = linalg.matchingIndexingMap(n);
      results.addAll(map.getResults());
      if (operands.get(n).getType() instanceof ShapedType t && t.hasRank()) {
        for (int d = 0; d < t.getRank(); d++) {
          flat.add(t.isDynamicDim(d) ? OpFoldResult.of(dim(b, loc, operands.get(n), d))
              : OpFoldResult.of(IntegerAttr.getIndex(t.getDimSize(d))));
        }
      }
    }
    OpFoldResult[] sizes = new OpFoldResult[linalg.numLoops()];
    for (int i = 0; i < results.size() && i < flat.size(); i++) {
      if (results.get(i) instanceof AffineDimExpr e && sizes[e.getPosition()] == null) {
        sizes[e.getPosition()] = flat.get(i);
      }
    }
    for (OpFoldResult s : sizes) {
      if (s == null) {
        return null;
      }
    }
    return List.of(sizes);
  }

  /** MLIR's makeComposedFoldedMultiResultAffineApply: each result of {@code map} on {@code operands}. */
  private static List<OpFoldResult> apply(Builder b, Location loc, AffineMap map, List<OpFoldResult> operands) {
    List<OpFoldResult> out = new ArrayList<>();
    for (int r = 0; r < map.getNumResults(); r++) {
      out.add(AffineComposition.makeComposedFoldedAffineApply(b, loc, map.getSubMap(r), operands));
    }
    return out;
  }

  /** MLIR's createOrFoldDimOp: an index constant and memref.dim or tensor.dim, folded. */
  private static Value dim(Builder b, Location loc, Value shaped, int d) {
    Value index = ConstantOp.createIndex(b, loc, d);
    Operation dim = shaped.getType() instanceof BaseMemRefType
        ? jopt.dialects.memref.DimOp.create(b, loc, shaped, index).getOperation()
        : jopt.dialects.tensor.DimOp.create(b, loc, shaped, index).getOperation();
    return b.createOrFold(dim);
  }

  private static Value cmp(Builder b, Location loc, IndexCmpPredicate p, Value lhs, Value rhs) {
    return CmpOp.create(b, loc, lhs, rhs, IndexCmpPredicateAttr.get(p)).getOperation().getResult(0);
  }

  private static Value foldedCmp(Builder b, Location loc, IndexCmpPredicate p, Value lhs, Value rhs) {
    return b.createOrFold(CmpOp.create(b, loc, lhs, rhs, IndexCmpPredicateAttr.get(p)).getOperation());
  }
}
