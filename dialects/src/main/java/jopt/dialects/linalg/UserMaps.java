package jopt.dialects.linalg;

import java.util.HashSet;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.ShapedType;

/**
 * The checks of the maps a user gives matmul, batch_matmul, batch_reduce_matmul
 * (verifyExtendedMatmulSemantic, verifyExtendedBatchVariantMatmulSemantic: broadcasts and
 * transposes of the defaults) and contract (ContractOp::verify: projected permutations of one
 * iteration space, each loop contracting or parallel).
 */
final class UserMaps {
  private UserMaps() {}

  /** The op's own verify for its maps; reports on the op and returns false on failure. */
  static boolean verify(NamedOpRow row, NamedOp v) {
    String error = switch (row.syntax()) {
      case MATMUL -> v.hasUserDefinedMaps() ? matmul(v) : null;
      case BATCH_MATMUL, BATCH_REDUCE_MATMUL -> v.hasUserDefinedMaps() ? batch(row, v) : null;
      case CONTRACT -> contract(v);
      default -> null;
    };
    if (error == null) {
      return true;
    }
    Operation op = v.getOperation();
    if (row.syntax() == NamedOpRow.Syntax.CONTRACT) {
      op.emitError(error);
    } else {
      op.emitOpError(error);
    }
    return false;
  }

  private static boolean subsetOf(AffineMap map, AffineMap defaults) {
    return new HashSet<>(defaults.getResults()).containsAll(map.getResults());
  }

  private static String matmul(NamedOp v) {
    List<AffineMap> maps = v.indexingMaps();
    for (int i = 0; i < 2 && i < maps.size(); i++) {
      AffineMap map = maps.get(i);
      AffineMap def = v.row().maps().get(i);
      if (!subsetOf(map, def)) {
        return "Unexpected dim expression in map result.";
      }
      if (map.getNumResults() < def.getNumResults()
          && !(map.getNumResults() == 1 && map.getResult(0).isFunctionOfDim(map.getNumDims() - 1))) {
        return "Invalid broadcast requested, should be (d2).";
      }
    }
    return null;
  }

  private static String batch(NamedOpRow row, NamedOp v) {
    List<AffineMap> maps = v.indexingMaps();
    if (maps.size() != 3) {
      return "Indexing_map attribute must have 3 affine maps.";
    }
    boolean reduce = row.syntax() == NamedOpRow.Syntax.BATCH_REDUCE_MATMUL;
    for (int i = 0; i < 3; i++) {
      AffineMap map = maps.get(i);
      List<AffineExpr> r = map.getResults();
      if (i == 2) {
        int expected = reduce ? 2 : 3;
        if (r.size() != expected) {
          return "expects " + expected + " dims, but got (" + r.size() + ").";
        }
        boolean ordered = reduce ? r.get(0).isFunctionOfDim(1) && r.get(1).isFunctionOfDim(2)
            : r.get(0).isFunctionOfDim(0) && r.get(1).isFunctionOfDim(1) && r.get(2).isFunctionOfDim(2);
        return ordered ? null : "Invalid output map result dimension.";
      }
      AffineMap def = row.maps().get(i);
      if (!subsetOf(map, def)) {
        return "Unexpected result dim expression (outside the set of default result dims).";
      }
      if (r.size() > 3) {
        return "no. of result dim expressions exceeds 3.";
      }
      if (r.size() < def.getNumResults()) {
        if (!validBroadcast(r, i == 0)) {
          return "Invalid broadcast requested.";
        }
      } else if (!r.get(0).isFunctionOfDim(0)) {
        return "Invalid batch dimension expression.";
      }
    }
    return null;
  }

  /** isValidLhsRhsBroadcastMap of the batch variants: (batch, m, n, k) = (d0, d1, d2, d3). */
  private static boolean validBroadcast(List<AffineExpr> r, boolean lhs) {
    if (r.size() == 1) {
      return r.get(0).isFunctionOfDim(3);
    }
    if (r.size() == 2) {
      AffineExpr e0 = r.get(0);
      AffineExpr e1 = r.get(1);
      return lhs ? (e0.isFunctionOfDim(0) || e0.isFunctionOfDim(1)) && e1.isFunctionOfDim(3)
          : e0.isFunctionOfDim(0) && e1.isFunctionOfDim(3) || e0.isFunctionOfDim(3) && e1.isFunctionOfDim(2);
    }
    return false;
  }

  /** ContractOp::verify. */
  private static String contract(NamedOp v) {
    List<AffineMap> maps = v.indexingMaps();
    List<Type> types = LinalgOp.types(v.getOperation().getOperands());
    int dims = -1;
    int[] in = null;
    int[] out = null;
    for (int i = 0; i < Math.min(3, Math.min(maps.size(), types.size())); i++) {
      AffineMap map = maps.get(i);
      if (!map.isProjectedPermutation(false)) {
        return "provided affine_map is not a projected permutation";
      }
      if (types.get(i) instanceof ShapedType s) {
        if (map.getNumResults() != s.getRank()) {
          return "ranks of shaped operand and results of corresponding affine_map differ";
        }
      } else if (map.getNumResults() != 0) {
        return "affine_map specifies shaped access while operand has non-shaped type";
      }
      if (dims == -1) {
        dims = map.getNumDims();
        in = new int[dims];
        out = new int[dims];
      } else if (dims != map.getNumDims()) {
        return "iteration spaces of provided affine_maps differ";
      }
      for (AffineExpr e : map.getResults()) {
        (i < 2 ? in : out)[((AffineDimExpr) e).getPosition()]++;
      }
    }
    boolean contracting = false;
    for (int d = 0; d < Math.max(dims, 0); d++) {
      contracting |= in[d] == 2 && out[d] == 0;
      if (in[d] == 0 && out[d] == 0) {
        return "iteration space dim at index " + d + " not used to access any operand";
      }
      if (in[d] == 1 && out[d] != 1) {
        return "iteration space dim at index " + d + " is neither a contracting dim nor of parallel iteration type";
      }
    }
    return contracting ? null : "'indexing_maps' do not specify a contracting dimension";
  }
}
