package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;

/** Reductions over axes: the Reduce* ops, ArgMax and ArgMin. */
final class ReduceRules {
  private ReduceRules() {}

  /** The Reduce* ops: axes from the attribute or operand 1, keepdims, noop_with_empty_axes. */
  static void reduce(OnnxNode n) {
    Long noop = n.attrs().optInt("noop_with_empty_axes");
    reduce(n, LayoutRules.axes(n), n.attrs().getInt("keepdims") != 0, noop != null && noop != 0);
  }

  /** ArgMax, ArgMin: one axis. */
  static void argReduce(OnnxNode n) {
    reduce(n, List.of(n.attrs().getInt("axis")), n.attrs().getInt("keepdims") != 0, false);
  }

  private static void reduce(OnnxNode n, List<Long> axes, boolean keep, boolean noopEmpty) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> xd = x.dims();
    if (axes == null) {
      n.setShape(0, keep ? n.unknownDims(0, xd.size()) : null);
      return;
    }
    boolean[] red = new boolean[xd.size()];
    if (axes.isEmpty()) {
      if (noopEmpty) {
        n.setShape(0, xd);
        return;
      }
      java.util.Arrays.fill(red, true);
    }
    for (long a : axes) {
      red[n.axis(a, xd.size(), "axis")] = true;
    }
    List<SymInt> r = new ArrayList<>();
    for (int i = 0; i < xd.size(); i++) {
      if (!red[i]) {
        r.add(xd.get(i));
      } else if (keep) {
        r.add(SymInt.ONE);
      }
    }
    n.setShape(0, r);
  }

  /**
   * NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss: the targets' shape without a
   * reduction, else a scalar; the cross entropy's log_prob shaped as the scores.
   */
  static void loss(OnnxNode n) {
    Facts target = n.in(1);
    boolean none = n.attrs().getString("reduction").equals("none");
    n.setShape(0, none ? target.dims() : List.of());
    if (n.in(0).isTensor()) {
      n.setShape(1, n.in(0).dims());
    }
  }

  /** TfIdfVectorizer: the input's rows ({@code [C]} one, {@code [N, C]} N), each {@code max(ngram_indexes) + 1} counts. */
  static void tfIdfVectorizer(OnnxNode n) {
    Facts x = n.in(0);
    long[] indexes = n.attrs().getInts("ngram_indexes");
    if (!x.hasRank() || (x.rank() != 1 && x.rank() != 2) || indexes == null) {
      n.setShape(0, null);
      return;
    }
    long columns = 0;
    for (long o : indexes) {
      columns = Math.max(columns, o + 1);
    }
    List<SymInt> r = new ArrayList<>(x.dims().subList(0, x.rank() - 1));
    r.add(SymInt.of(columns));
    n.setShape(0, r);
  }
}
