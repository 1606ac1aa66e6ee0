package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.type.ShapedType;

/**
 * Indexing-map algebra of structured ops (concatAffineMaps, inversePermutation) and MLIR's
 * IndexingMapOpInterface verification: map count, symbols, ranks, invertibility and the static
 * shapes the loops imply.
 */
final class IndexingMaps {
  private IndexingMaps() {}

  /** The maps of an ArrayAttr of AffineMapAttr; null when {@code a} is anything else. */
  static List<AffineMap> fromAttr(Attribute a) {
    if (!(a instanceof ArrayAttr array)) {
      return null;
    }
    List<AffineMap> r = new ArrayList<>();
    for (Attribute e : array) {
      if (!(e instanceof AffineMapAttr m)) {
        return null;
      }
      r.add(m.getValue());
    }
    return r;
  }

  static ArrayAttr toAttr(List<AffineMap> maps) {
    List<Attribute> r = new ArrayList<>();
    for (AffineMap m : maps) {
      r.add(new AffineMapAttr(m));
    }
    return ArrayAttr.get(r);
  }

  /** {@code (d0, ..., d(n-1)) -> (d0, ..., d(n-1))}. */
  static AffineMap identity(int n) {
    return AffineMap.getMultiDimIdentityMap(n);
  }

  /** {@code (d0, ..., d(n-1)) -> ()}. */
  static AffineMap scalar(int n) {
    return AffineMap.get(n, 0, List.of());
  }

  /** The map with results at {@code positions} removed (AffineMap::dropResults). */
  static AffineMap dropResults(AffineMap m, long[] positions) {
    List<AffineExpr> r = new ArrayList<>();
    for (int i = 0; i < m.getNumResults(); i++) {
      boolean drop = false;
      for (long p : positions) {
        drop |= p == i;
      }
      if (!drop) {
        r.add(m.getResult(i));
      }
    }
    return AffineMap.get(m.getNumDims(), m.getNumSymbols(), r);
  }

  static AffineMap concat(List<AffineMap> maps) {
    return AffineMap.concatAffineMaps(maps);
  }

  static AffineMap inversePermutation(AffineMap map) {
    return AffineMap.inversePermutation(map);
  }

  /** The static sizes of every operand's dims, in operand order. */
  private static long[] allShapeSizes(LinalgOp op) {
    jopt.ir.Operation o = op.getOperation();
    long[][] shapes = new long[o.getNumOperands()][];
    int n = 0;
    for (int i = 0; i < shapes.length; i++) {
      shapes[i] = LinalgTypes.shape(o.getOperand(i).getType());
      n += shapes[i].length;
    }
    long[] r = new long[n];
    int k = 0;
    for (long[] shape : shapes) {
      System.arraycopy(shape, 0, r, k, shape.length);
      k += shape.length;
    }
    return r;
  }

  /** getStaticLoopRanges: the shapes composed with the shapes-to-loops map; null if not invertible. */
  static long[] staticLoopRanges(LinalgOp op) {
    AffineMap inverted = inversePermutation(concat(op.indexingMaps()));
    return inverted == null ? null : staticLoopRanges(op, inverted);
  }

  /** The same, with the shapes-to-loops map {@code inverted} already found. */
  private static long[] staticLoopRanges(LinalgOp op, AffineMap inverted) {
    long[] shapes = allShapeSizes(op);
    long[] r = new long[inverted.getNumResults()];
    for (int i = 0; i < r.length; i++) {
      r[i] = shapes[((AffineDimExpr) inverted.getResult(i)).getPosition()];
    }
    return r;
  }

  /** MLIR's IndexingMapOpInterface::verifyImpl; reports on {@code op} and returns false on failure. */
  static boolean verify(LinalgOp view) {
    Operation op = view.getOperation();
    List<AffineMap> maps = view.indexingMaps();
    if (maps.size() != op.getNumOperands()) {
      return fail(op, "expected the number of indexing_map (" + maps.size()
          + ") to be equal to the number of input/output operands (" + op.getNumOperands() + ")");
    }
    for (int i = 0; i < op.getNumOperands(); i++) {
      AffineMap map = maps.get(i);
      int rank = LinalgTypes.shape(op.getOperand(i).getType()).length;
      if (map.getNumSymbols() != 0) {
        return fail(op, "unexpected symbols in indexing_map #" + i);
      }
      if (map.getNumResults() != rank) {
        return fail(op, "expected operand #" + i + " rank (" + rank + ") to match the result rank of indexing_map ("
            + map.getNumResults() + ")");
      }
    }
    AffineMap loopsToShapes = concat(maps);
    AffineMap inverted = inversePermutation(loopsToShapes);
    if (inverted == null) {
      return fail(op, "invalid indexing maps are non-invertible: (" + loopsToShapes + ")");
    }
    long[] ends = staticLoopRanges(view, inverted);
    for (long e : ends) {
      if (e == ShapedType.DYNAMIC) {
        return true;
      }
    }
    long[] starts = new long[ends.length];
    long[] lasts = new long[ends.length];
    for (int i = 0; i < ends.length; i++) {
      lasts[i] = ends[i] - 1;
    }
    for (int i = 0; i < op.getNumOperands(); i++) {
      AffineMap map = maps.get(i);
      if (map.getNumDims() != ends.length) {
        continue; // the loop-count check reports this
      }
      long[] startIdx = map.eval(starts, new long[0]);
      long[] endIdx = map.eval(lasts, new long[0]);
      long[] shape = LinalgTypes.shape(op.getOperand(i).getType());
      for (int d = 0; d < shape.length; d++) {
        if (shape[d] == ShapedType.DYNAMIC || shape[d] == 0) {
          continue;
        }
        long inferred = Math.max(startIdx[d], endIdx[d]) + 1;
        if (Math.min(startIdx[d], endIdx[d]) < 0) {
          return fail(op, "unexpected result less than 0 at expression #" + d + " in " + map);
        }
        if (map.getResult(d) instanceof AffineDimExpr) {
          if (inferred != shape[d]) {
            return fail(op, "inferred input/output operand #" + i + " has shape's dimension #" + d + " to be "
                + inferred + ", but found " + shape[d]);
          }
        } else if (inferred > shape[d]) {
          return fail(op, "inferred input/output operand #" + i + " has shape's dimension #" + d
              + " to be greater than or equal to " + inferred + ", but found " + shape[d]);
        }
      }
    }
    return true;
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
