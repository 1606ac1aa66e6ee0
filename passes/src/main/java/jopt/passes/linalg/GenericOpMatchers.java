package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;

/**
 * MLIR's structural matchers of linalg.generic (LinalgInterfaces.cpp): which generics are a
 * copy, a fill, a broadcast, a transpose, a single elementwise op, and the dims of a
 * contraction. Each returns null / false when the generic is not of that form.
 */
public final class GenericOpMatchers {
  private GenericOpMatchers() {}

  public static boolean isAllParallelLoops(LinalgOp op) {
    for (String t : op.iteratorTypes()) {
      if (!t.equals("parallel")) {
        return false;
      }
    }
    return true;
  }

  public static boolean isSingleInputOutput(LinalgOp op) {
    return op.numDpsInputs() == 1 && op.numDpsInits() == 1;
  }

  /** MLIR's isSingleYieldOp: the body is only a yield of one of its block arguments. */
  public static boolean isSingleYieldOp(LinalgOp op) {
    Block body = op.body();
    Operation yield = body.getFirstOp();
    return yield != null && yield.getNextNode() == null && YieldOp.SPEC.isa(yield) && yield.getNumOperands() == 1
        && yield.getOperand(0) instanceof BlockArgument a && a.getOwner() == body;
  }

  /** MLIR's isaCopyOpInterface: identity maps and a body yielding the input. */
  public static boolean isaCopy(LinalgOp op) {
    if (!isAllParallelLoops(op) || !isSingleInputOutput(op)) {
      return false;
    }
    List<AffineMap> maps = op.indexingMaps();
    if (maps.size() != 2 || !maps.get(0).isIdentity() || !maps.get(1).isIdentity()) {
      return false;
    }
    Block body = op.body();
    Operation yield = body.getFirstOp();
    return yield != null && yield.getNextNode() == null && YieldOp.SPEC.isa(yield) && yield.getNumOperands() == 1
        && yield.getOperand(0) == body.getArgument(0);
  }

  /** MLIR's isaFillOpInterface: the scalar input the body yields, without reading the init; else null. */
  public static Value isaFill(LinalgOp op) {
    if (!isAllParallelLoops(op) || !isSingleInputOutput(op) || !isSingleYieldOp(op)) {
      return null;
    }
    if (!op.payloadUsesValueFromOperand(0) || op.payloadUsesValueFromOperand(1) || !op.isScalar(0)) {
      return null;
    }
    return op.dpsInputs().get(0);
  }

  /** MLIR's isaBroadcastOpInterface: the broadcast dims of a yield of an input read through increasing dims; else null. */
  public static long[] isaBroadcast(LinalgOp op) {
    if (!isAllParallelLoops(op) || !isSingleInputOutput(op) || !isSingleYieldOp(op)) {
      return null;
    }
    if (!isTensorOrMemRef(op.dpsInputs().get(0)) || !isTensorOrMemRef(op.dpsInits().get(0))) {
      return null;
    }
    AffineMap dst = op.indexingMaps().get(1);
    AffineMap src = op.indexingMaps().get(0);
    if (!dst.isIdentity() || src.getNumResults() >= dst.getNumResults()) {
      return null;
    }
    List<Integer> positions = new ArrayList<>();
    for (AffineExpr e : src.getResults()) {
      if (!(e instanceof AffineDimExpr d) || !positions.isEmpty() && d.getPosition() <= positions.get(positions.size() - 1)) {
        return null;
      }
      positions.add(d.getPosition());
    }
    List<Long> dims = new ArrayList<>();
    for (int d = 0; d < src.getNumDims(); d++) {
      if (!positions.contains(d)) {
        dims.add((long) d);
      }
    }
    return dims.stream().mapToLong(Long::longValue).toArray();
  }

  private static boolean isTensorOrMemRef(Value v) {
    return v.getType() instanceof RankedTensorType || v.getType() instanceof MemRefType;
  }

  /** MLIR's isaTransposeOpInterface: the permutation of a yield of an input read through a permutation; else null. */
  public static long[] isaTranspose(LinalgOp op) {
    if (!isAllParallelLoops(op) || !isSingleInputOutput(op) || !isSingleYieldOp(op)) {
      return null;
    }
    List<AffineMap> maps = op.indexingMaps();
    if (maps.size() != 2 || !maps.get(1).isIdentity() || !maps.get(0).isPermutation()) {
      return null;
    }
    AffineMap in = maps.get(0);
    long[] permutation = new long[in.getNumDims()];
    for (int i = 0; i < in.getNumDims(); i++) {
      permutation[((AffineDimExpr) in.getResult(i)).getPosition()] = i;
    }
    return permutation;
  }

  /** MLIR's isaElemwiseSingleUnaryOrBinaryOpInterface: one op of {@code arity} operands yielded, identity maps. */
  private static boolean isElementwiseSingleOp(LinalgOp op, int arity) {
    if (!isAllParallelLoops(op) || op.numLoops() < 1) {
      return false;
    }
    if (op.numDpsInputs() != arity || op.numDpsInits() != 1) {
      return false;
    }
    for (AffineMap m : op.indexingMaps()) {
      if (!m.isIdentity()) {
        return false;
      }
    }
    if (op.payloadUsesValueFromOperand(arity)) {
      return false;
    }
    Block body = op.body();
    if (body.getNumOperations() != 2) {
      return false;
    }
    Operation single = body.getFirstOp();
    if (single.getNumOperands() != arity || single.getNumResults() != 1) {
      return false;
    }
    Operation yield = body.getLastOp();
    return YieldOp.SPEC.isa(yield) && yield.getNumOperands() == 1 && yield.getOperand(0).getDefiningOp() == single;
  }

  public static boolean isaElemwiseSingleUnary(LinalgOp op) {
    return isElementwiseSingleOp(op, 1) && op.payloadUsesValueFromOperand(0);
  }

  public static boolean isaElemwiseSingleBinary(LinalgOp op) {
    return isElementwiseSingleOp(op, 2) && op.payloadUsesValueFromOperand(0) && op.payloadUsesValueFromOperand(1);
  }

  /** MLIR's ContractionDimensions: the loops of each role, each sorted. */
  public record ContractionDims(List<Integer> batch, List<Integer> m, List<Integer> n, List<Integer> k) {}

  /** MLIR's inferContractionDims of an op of two inputs and one init; null otherwise. */
  public static ContractionDims inferContractionDims(LinalgOp op) {
    if (op.numDpsInits() != 1 || op.numDpsInputs() != 2) {
      return null;
    }
    List<AffineMap> maps = op.indexingMaps();
    List<String> iterators = op.iteratorTypes();
    TreeSet<Integer> a = dimsOf(maps.get(0), iterators, "parallel");
    TreeSet<Integer> b = dimsOf(maps.get(1), iterators, "parallel");
    TreeSet<Integer> c = dimsOf(maps.get(2), iterators, "parallel");
    TreeSet<Integer> ac = new TreeSet<>(a);
    ac.retainAll(c);
    ac.removeAll(b);
    TreeSet<Integer> bc = new TreeSet<>(b);
    bc.retainAll(c);
    bc.removeAll(a);
    TreeSet<Integer> batch = new TreeSet<>(a);
    batch.retainAll(b);
    batch.retainAll(c);
    TreeSet<Integer> k = dimsOf(maps.get(0), iterators, "reduction");
    k.retainAll(dimsOf(maps.get(1), iterators, "reduction"));
    return new ContractionDims(new ArrayList<>(batch), new ArrayList<>(ac), new ArrayList<>(bc), new ArrayList<>(k));
  }

  private static TreeSet<Integer> dimsOf(AffineMap map, List<String> iterators, String kind) {
    TreeSet<Integer> r = new TreeSet<>();
    for (AffineExpr e : map.getResults()) {
      if (e instanceof AffineDimExpr d && iterators.get(d.getPosition()).equals(kind)) {
        r.add(d.getPosition());
      }
    }
    return r;
  }

  /** The generic's ops as a {@link GenericOp} when {@code op} is one, else null. */
  static GenericOp asGeneric(Operation op) {
    return GenericOp.SPEC.isa(op) ? GenericOp.of(op) : null;
  }
}
