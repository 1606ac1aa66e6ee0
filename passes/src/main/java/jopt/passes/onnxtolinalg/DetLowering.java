package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;

/**
 * Det of static n x n matrices (n at most {@link #MAX_N}): an element-wise generic over the batch
 * dims whose payload reads the n^2 elements by {@code tensor.extract} and sums Leibniz's n!
 * signed products.
 */
final class DetLowering {
  private DetLowering() {}

  static final int MAX_N = 5;

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Det", OnnxLowering.single(DetLowering::det));
  }

  private static Value det(Lowering l) {
    RankedTensorType in = l.staticType(0);
    int rank = in.getRank();
    if (rank < 2 || in.getDimSize(rank - 1) != in.getDimSize(rank - 2)) {
      throw l.fail("the input is no (batch of) square matrices");
    }
    int n = (int) in.getDimSize(rank - 1);
    if (n > MAX_N) {
      throw l.fail("matrices of " + n + " x " + n + " (the Leibniz expansion stops at " + MAX_N + ")");
    }
    RankedTensorType out = l.staticResultType(0);
    int batch = out.getRank();
    Value x = l.operand(0);
    List<int[]> perms = new ArrayList<>();
    permutations(new int[n], new boolean[n], 0, perms);
    return Linalg.generic1(l, List.of(), Linalg.empty(l, out, List.of()),
        List.of(AffineMap.getMultiDimIdentityMap(batch)), Linalg.iterators(batch, "parallel"),
        (b, loc, e) -> {
          Value[][] a = new Value[n][n];
          for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
              List<Value> idx = new ArrayList<>();
              for (int d = 0; d < batch; d++) {
                idx.add(Linalg.index(b, loc, d));
              }
              idx.add(Scalars.index(b, loc, i));
              idx.add(Scalars.index(b, loc, j));
              a[i][j] = Linalg.extract(b, loc, x, idx);
            }
          }
          Value sum = null;
          for (int[] p : perms) {
            Value term = a[0][p[0]];
            for (int i = 1; i < n; i++) {
              term = Scalars.mul(b, loc, term, a[i][p[i]]);
            }
            sum = sum == null ? (odd(p) ? Scalars.neg(b, loc, term) : term)
                : odd(p) ? Scalars.sub(b, loc, sum, term) : Scalars.add(b, loc, sum, term);
          }
          return sum;
        });
  }

  private static void permutations(int[] p, boolean[] used, int k, List<int[]> all) {
    if (k == p.length) {
      all.add(p.clone());
      return;
    }
    for (int v = 0; v < p.length; v++) {
      if (!used[v]) {
        used[v] = true;
        p[k] = v;
        permutations(p, used, k + 1, all);
        used[v] = false;
      }
    }
  }

  /** Whether permutation {@code p} has an odd number of inversions. */
  private static boolean odd(int[] p) {
    int inv = 0;
    for (int i = 0; i < p.length; i++) {
      for (int j = i + 1; j < p.length; j++) {
        inv += p[i] > p[j] ? 1 : 0;
      }
    }
    return inv % 2 == 1;
  }
}
