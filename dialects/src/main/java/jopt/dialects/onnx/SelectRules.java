package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;

/** Ops that select, join or split parts of their inputs: Concat, Slice, Gather, Split, Pad, TopK... */
final class SelectRules {
  private SelectRules() {}

  static void concat(OnnxNode n) {
    List<SymInt> r = null;
    long axis = n.attrs().getInt("axis");
    int a = -1;
    for (Facts f : n.operands()) {
      if (!f.hasRank()) {
        n.setShape(0, null);
        return;
      }
      if (r == null) {
        r = new ArrayList<>(f.dims());
        a = n.axis(axis, f.rank(), "axis");
        continue;
      }
      if (f.rank() != r.size()) {
        throw n.error("inputs of ranks " + r.size() + " and " + f.rank() + " cannot be concatenated");
      }
      for (int i = 0; i < r.size(); i++) {
        SymInt d = f.dim(i);
        if (i == a) {
          r.set(i, r.get(i).add(d));
        } else if (!r.get(i).isConstant()) {
          if (d.isConstant()) {
            r.set(i, d);
          }
        } else if (d.isConstant() && d.value() != r.get(i).value()) {
          throw n.error("inputs of shapes " + Dims.shapes(n.operands()) + " cannot be concatenated along axis " + axis);
        }
      }
    }
    if (r != null) {
      n.setShape(0, r);
    }
  }

  static void slice(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, null);
      return;
    }
    String[] names = {"starts", "ends", "axes", "steps"};
    for (int i = 1; i <= 4; i++) {
      if (n.in(i).hasRank() && n.in(i).rank() != 1) {
        throw n.error(names[i - 1] + " of shape " + Dims.str(n.in(i).dims()) + " is not 1-D");
      }
    }
    List<SymInt> starts = n.symInts(1);
    List<SymInt> ends = n.symInts(2);
    long[] axes = n.absent(3) ? null : n.constInts(3);
    long[] steps = n.absent(4) ? null : n.constInts(4);
    List<SymInt> r = new ArrayList<>(x.dims());
    if (starts == null || ends == null || !n.absent(3) && axes == null || !n.absent(4) && steps == null) {
      Facts sd = n.in(1);
      int count = n.absent(3) && sd.rank() == 1 && sd.dim(0).isConstant() ? (int) Math.min(sd.dim(0).value(), r.size())
          : r.size();
      for (int i = 0; i < count; i++) {
        r.set(i, n.unknownDim(0, i));
      }
      n.setShape(0, r);
      return;
    }
    if (starts.size() != ends.size() || axes != null && axes.length != starts.size()
        || steps != null && steps.length != starts.size()) {
      throw n.error("starts, ends, axes and steps have different lengths");
    }
    for (int i = 0; i < starts.size(); i++) {
      int a = n.axis(axes == null ? i : axes[i], r.size(), "axis");
      long step = steps == null ? 1 : steps[i];
      if (step == 0) {
        throw n.error("step 0 on axis " + a);
      }
      r.set(a, SliceBounds.of(x.dim(a), starts.get(i), ends.get(i), step).count());
    }
    n.setShape(0, r);
  }

  static void gather(OnnxNode n) {
    Facts x = n.in(0);
    Facts idx = n.in(1);
    if (!x.hasRank() || !idx.hasRank()) {
      n.setShape(0, null);
      return;
    }
    int a = n.axis(n.attrs().getInt("axis"), x.rank(), "axis");
    List<SymInt> r = new ArrayList<>(x.dims().subList(0, a));
    r.addAll(idx.dims());
    r.addAll(x.dims().subList(a + 1, x.rank()));
    n.setShape(0, r);
  }

  /** GatherElements: shaped as the indices. */
  static void gatherElements(OnnxNode n) {
    n.setShape(0, n.in(1).dims());
  }

  static void split(OnnxNode n) {
    Facts x = n.in(0);
    int results = n.numResults();
    if (!x.hasRank()) {
      for (int i = 0; i < results; i++) {
        n.setShape(i, null);
      }
      return;
    }
    int a = n.axis(n.attrs().getInt("axis"), x.rank(), "axis");
    long[] attr = n.attrs().getInts("split");
    List<SymInt> sizes = null;
    if (attr != null) {
      sizes = Dims.of(attr);
    } else if (!n.absent(1)) {
      sizes = n.symInts(1);
      if (sizes == null) {
        for (int i = 0; i < results; i++) {
          List<SymInt> r = new ArrayList<>(x.dims());
          r.set(a, n.unknownDim(i, a));
          n.setShape(i, r);
        }
        return;
      }
    }
    SymInt dim = x.dim(a);
    if (sizes == null) {
      SymInt part = dim.ceilDiv(results);
      SymInt last = dim.sub(part.mul(results - 1));
      if (last.isConstant() && last.value() < 0) {
        throw n.error("axis " + a + " of size " + dim.value() + " cannot be split in " + results);
      }
      sizes = new ArrayList<>();
      for (int i = 0; i < results; i++) {
        sizes.add(i == results - 1 ? last : part);
      }
    }
    if (sizes.size() != results) {
      throw n.error("split has " + sizes.size() + " sizes for " + results + " outputs");
    }
    SymInt sum = SymInt.ZERO;
    for (int i = 0; i < results; i++) {
      List<SymInt> r = new ArrayList<>(x.dims());
      r.set(a, sizes.get(i));
      n.setShape(i, Dims.checked(n, r));
      sum = sum.add(sizes.get(i));
    }
    if (dim.isConstant() && sum.isConstant() && sum.value() != dim.value()) {
      throw n.error("split sizes " + sizes + " do not add up to " + dim.value()
          + ", the size of axis " + a);
    }
  }

  static void pad(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, null);
      return;
    }
    long[] attr = n.attrs().getInts("pads");
    List<SymInt> pads = attr != null ? Dims.of(attr) : n.symInts(1);
    boolean hasAxes = n.numOperands() > 3 && !n.absent(3);
    long[] axes = hasAxes ? n.constInts(3) : null;
    List<SymInt> r = new ArrayList<>(x.dims());
    if (pads == null || hasAxes && axes == null) {
      n.setShape(0, n.unknownDims(0, r.size()));
      return;
    }
    int k = axes == null ? r.size() : axes.length;
    if (pads.size() != 2 * k) {
      throw n.error("pads has " + pads.size() + " entries for " + k + " axes");
    }
    for (int i = 0; i < k; i++) {
      int a = axes == null ? i : n.axis(axes[i], r.size(), "axis");
      r.set(a, r.get(a).add(pads.get(i)).add(pads.get(i + k)));
    }
    n.setShape(0, Dims.checked(n, r));
  }

  /** TopK: the axis of size K; Indices alike. */
  static void topK(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, null);
      n.setShape(1, null);
      return;
    }
    List<SymInt> k = n.symInts(1);
    List<SymInt> r = new ArrayList<>(x.dims());
    int a = (int) n.attrs().getInt("axis");
    a = a < 0 ? a + r.size() : a;
    if (a >= 0 && a < r.size()) {
      r.set(a, k != null && k.size() == 1 ? k.get(0) : n.unknownDim(0, a));
    }
    Dims.checked(n, r);
    n.setShape(0, r);
    n.setShape(1, r);
  }

  /** NonZero: {@code [rank, count]}, the count known at run time. */
  static void nonZero(OnnxNode n) {
    Facts x = n.in(0);
    n.setShape(0, List.of(x.hasRank() ? SymInt.of(x.rank()) : n.unknownDim(0, 0), n.unknownDim(0, 1)));
  }

  /** OneHot: the indices' shape with {@code depth} inserted at the axis. */
  static void oneHot(OnnxNode n) {
    Facts idx = n.in(0);
    if (!idx.hasRank()) {
      n.setShape(0, null);
      return;
    }
    Known depth = n.in(1).value();
    int rank = idx.rank() + 1;
    int a = n.axis(n.attrs().getInt("axis"), rank, "axis");
    SymInt d = depth == null || depth.size() != 1 ? n.unknownDim(0, a)
        : depth.isFloat() ? SymInt.of((long) depth.d(0)) : depth.sym(0);
    List<SymInt> r = new ArrayList<>();
    for (int i = 0, j = 0; i < rank; i++) {
      r.add(i == a ? d : idx.dim(j++));
    }
    n.setShape(0, Dims.checked(n, r));
  }

  /** GatherND: the indices' dims but the last, then the data's after the batch dims and the indexed ones. */
  static void gatherND(OnnxNode n) {
    Facts data = n.in(0);
    Facts idx = n.in(1);
    if (!data.hasRank() || !idx.hasRank() || idx.rank() == 0 || !idx.dim(idx.rank() - 1).isConstant()) {
      n.setShape(0, null);
      return;
    }
    int b = (int) n.attrs().getInt("batch_dims");
    long k = idx.dim(idx.rank() - 1).value();
    if (b < 0 || b + k > data.rank()) {
      throw n.error("indices of shape " + Dims.str(idx.dims()) + " index past the data's rank " + data.rank());
    }
    List<SymInt> r = new ArrayList<>(idx.dims().subList(0, idx.rank() - 1));
    r.addAll(data.dims().subList((int) (b + k), data.rank()));
    n.setShape(0, r);
  }

  /** Compress: the data with the selected count, known at run time, along the axis (flattened without one). */
  static void compress(OnnxNode n) {
    Facts x = n.in(0);
    Long axis = n.attrs().optInt("axis");
    if (axis == null) {
      n.setShape(0, List.of(n.unknownDim(0, 0)));
      return;
    }
    if (!x.hasRank()) {
      n.setShape(0, null);
      return;
    }
    int a = n.axis(axis, x.rank(), "axis");
    List<SymInt> r = new ArrayList<>(x.dims());
    r.set(a, n.unknownDim(0, a));
    n.setShape(0, r);
  }

  /** NonMaxSuppression: {@code [selected, 3]}. */
  static void nonMaxSuppression(OnnxNode n) {
    n.setShape(0, List.of(n.unknownDim(0, 0), SymInt.of(3)));
  }

  /** Unique: the unique elements (flattened, or along the axis) and the 1-D index lists. */
  static void unique(OnnxNode n) {
    Facts x = n.in(0);
    Long axis = n.attrs().optInt("axis");
    SymInt count = n.unknownDim(0, axis == null ? 0 : (int) Math.max(0, axis));
    if (axis == null) {
      n.setShape(0, List.of(count));
    } else if (x.hasRank()) {
      List<SymInt> r = new ArrayList<>(x.dims());
      r.set(n.axis(axis, x.rank(), "axis"), count);
      n.setShape(0, r);
    }
    n.setShape(1, List.of(count));
    n.setShape(3, List.of(count));
    if (x.hasRank()) {
      n.setShape(2, List.of(axis == null ? Dims.product(x.dims()) : x.dim(n.axis(axis, x.rank(), "axis"))));
    }
  }
}
