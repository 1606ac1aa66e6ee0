package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;

/** Ops that rearrange elements: reshapes, transposes, broadcasts, tiles, depth-space moves. */
final class LayoutRules {
  private LayoutRules() {}

  /** Ranks beyond this are taken as unknown (a shape of more entries is not believed). */
  static final long MAX_RANK = 64;

  /** {@code rank} unknown dims of result 0 when the length of shape operand {@code i} is known, else null. */
  static List<SymInt> unknownOfLength(OnnxNode n, int i) {
    Facts s = n.in(i);
    if (s.rank() == 1 && s.dim(0).isConstant() && s.dim(0).value() <= MAX_RANK) {
      return n.unknownDims(0, (int) s.dim(0).value());
    }
    return null;
  }

  /**
   * Reshape: 0 copies the input's dim (unless allowzero), -1 takes what remains. An entry known
   * only at run time that may be 0 or -1 (an element of a shape read from data) gives a size
   * that selects among them there; one that cannot be negative (a dimension read by Shape) is
   * taken as it is.
   */
  static void reshape(OnnxNode n) {
    Facts x = n.in(0);
    List<SymInt> shape = n.symInts(1);
    if (shape == null || shape.size() > MAX_RANK) {
      n.setShape(0, unknownOfLength(n, 1));
      return;
    }
    boolean allowZero = n.attrs().getInt("allowzero") != 0;
    List<SymInt> xd = x.dims();
    List<SymInt> r = new ArrayList<>();
    int infer = -1;
    boolean[] maybeInfer = new boolean[shape.size()];
    for (int i = 0; i < shape.size(); i++) {
      SymInt e = shape.get(i);
      if (e.is(0) && !allowZero) {
        if (xd != null && i >= xd.size()) {
          throw n.error("shape " + shape + " copies dimension " + i + " of an input of shape " + Dims.str(xd));
        }
        e = xd != null ? xd.get(i) : n.unknownDim(0, i);
      } else if (e.is(-1)) {
        if (infer >= 0) {
          throw n.error("shape " + shape + " has more than one -1");
        }
        infer = i;
      } else if (e.isConstant() && e.value() < -1) {
        throw n.error("shape " + shape + " has a negative dimension");
      } else if (!e.isConstant() && e.lower() < 0) {
        if (!allowZero && (xd == null || i < xd.size())) {
          e = SymInt.select(e.eq(SymInt.ZERO), xd != null ? xd.get(i) : n.unknownDim(0, i), e);
        }
        maybeInfer[i] = true;
      }
      r.add(e);
    }
    SymInt known = SymInt.ONE;
    for (int i = 0; i < r.size(); i++) {
      if (i != infer) {
        known = known.mul(maybeInfer[i] ? SymInt.select(r.get(i).eq(SymInt.of(-1)), SymInt.ONE, r.get(i)) : r.get(i));
      }
    }
    SymInt total = xd == null ? null : Dims.product(xd);
    if (infer >= 0) {
      SymInt d;
      if (total == null || known.is(0)) {
        d = n.unknownDim(0, infer);
      } else if (total.isConstant() && known.isConstant() && total.value() % known.value() != 0) {
        throw n.error("an input of shape " + Dims.str(xd) + " cannot take shape " + shape);
      } else {
        d = total.floorDiv(known);
      }
      r.set(infer, d);
    } else if (total != null && total.isConstant() && known.isConstant() && total.value() != known.value()) {
      throw n.error("an input of shape " + Dims.str(xd) + " has " + total.value() + " elements, shape " + shape
          + " has " + known.value());
    }
    for (int i = 0; i < r.size(); i++) {
      if (maybeInfer[i]) {
        r.set(i, total == null || known.is(0) ? n.unknownDim(0, i)
            : SymInt.select(r.get(i).eq(SymInt.of(-1)), total.floorDiv(known), r.get(i)));
      }
    }
    n.setShape(0, Dims.checked(n, r));
  }

  /** Flatten: {@code [prod(d[:axis]), prod(d[axis:])]}. */
  static void flatten(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, n.unknownDims(0, 2));
      return;
    }
    long axis = n.attrs().getInt("axis");
    int rank = x.rank();
    int a = axis == rank ? rank : n.axis(axis, rank, "axis");
    n.setShape(0, List.of(Dims.product(x.dims().subList(0, a)), Dims.product(x.dims().subList(a, rank))));
  }

  /** The permutation of Transpose: {@code perm}, by default the dims reversed. */
  static int[] perm(OnnxNode n, int rank) {
    long[] perm = n.attrs().getInts("perm");
    if (perm != null && perm.length != rank) {
      throw n.error("perm has " + perm.length + " entries, the input of shape " + Dims.str(n.in(0).dims())
          + " rank " + rank);
    }
    int[] r = new int[rank];
    boolean[] seen = new boolean[rank];
    for (int i = 0; i < rank; i++) {
      int p = perm == null ? rank - 1 - i : n.axis(perm[i], rank, "perm entry");
      if (seen[p]) {
        throw n.error("perm " + java.util.Arrays.toString(perm) + " is not a permutation");
      }
      seen[p] = true;
      r[i] = p;
    }
    return r;
  }

  static void transpose(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, null);
      return;
    }
    int[] p = perm(n, x.rank());
    List<SymInt> r = new ArrayList<>();
    for (int i : p) {
      r.add(x.dim(i));
    }
    n.setShape(0, r);
  }

  /** The axes of Squeeze, Unsqueeze or a reduction: the attribute, else operand 1; empty absent, null unknown. */
  static List<Long> axes(OnnxNode n) {
    long[] a = n.attrs().getInts("axes");
    if (a == null) {
      if (n.absent(1)) {
        return List.of();
      }
      a = n.constInts(1);
      if (a == null) {
        return null;
      }
    }
    List<Long> r = new ArrayList<>();
    for (long v : a) {
      r.add(v);
    }
    return r;
  }

  static void squeeze(OnnxNode n) {
    Facts x = n.in(0);
    List<Long> axes = axes(n);
    if (!x.hasRank() || axes == null) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> xd = x.dims();
    boolean[] drop = new boolean[xd.size()];
    if (axes.isEmpty()) {
      for (int i = 0; i < xd.size(); i++) {
        if (!xd.get(i).isConstant()) {
          n.setShape(0, null);
          return;
        }
        drop[i] = xd.get(i).is(1);
      }
    }
    for (long a : axes) {
      int i = n.axis(a, xd.size(), "axis");
      if (xd.get(i).isConstant() && !xd.get(i).is(1)) {
        throw n.error("axis " + a + " of an input of shape " + Dims.str(xd) + " is not 1");
      }
      drop[i] = true;
    }
    List<SymInt> r = new ArrayList<>();
    for (int i = 0; i < xd.size(); i++) {
      if (!drop[i]) {
        r.add(xd.get(i));
      }
    }
    n.setShape(0, r);
  }

  static void unsqueeze(OnnxNode n) {
    Facts x = n.in(0);
    List<Long> axes = axes(n);
    if (!x.hasRank() || axes == null) {
      n.setShape(0, null);
      return;
    }
    int rank = x.rank() + axes.size();
    boolean[] added = new boolean[rank];
    for (long a : axes) {
      int i = n.axis(a, rank, "axis");
      if (added[i]) {
        throw n.error("axis " + a + " is given twice");
      }
      added[i] = true;
    }
    List<SymInt> r = new ArrayList<>();
    for (int i = 0, j = 0; i < rank; i++) {
      r.add(added[i] ? SymInt.ONE : x.dim(j++));
    }
    n.setShape(0, r);
  }

  /** Expand: the input and the shape broadcast together (both ways). */
  static void expand(OnnxNode n) {
    Facts x = n.in(0);
    List<SymInt> shape = n.symInts(1);
    if (shape == null) {
      List<SymInt> u = unknownOfLength(n, 1);
      if (u == null || !x.hasRank()) {
        n.setShape(0, null);
        return;
      }
      shape = u;
    }
    if (!x.hasRank()) {
      n.setShape(0, null);
      return;
    }
    n.setShape(0, ElementwiseRules.broadcast(n, List.of(x, Facts.tensor(x.element(), shape))));
  }

  /** Tile: each dim times its repeat. */
  static void tile(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank()) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> reps = n.symInts(1);
    if (reps == null) {
      n.setShape(0, n.unknownDims(0, x.rank()));
      return;
    }
    if (reps.size() != x.rank()) {
      throw n.error("repeats has " + reps.size() + " entries, the input rank " + x.rank());
    }
    List<SymInt> r = new ArrayList<>();
    for (int i = 0; i < x.rank(); i++) {
      SymInt rep = reps.get(i);
      r.add(x.dim(i).mul(rep));
    }
    n.setShape(0, Dims.checked(n, r));
  }

  /** DepthToSpace ({@code toSpace}) and SpaceToDepth on NCHW. */
  static void depthSpace(OnnxNode n, boolean toSpace) {
    Facts x = n.in(0);
    long b = n.attrs().getInt("blocksize");
    if (!x.hasRank() || x.rank() != 4 || b <= 0) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> r = new ArrayList<>(x.dims());
    if (toSpace) {
      r.set(1, r.get(1).floorDiv(b * b));
      r.set(2, r.get(2).mul(b));
      r.set(3, r.get(3).mul(b));
    } else {
      r.set(1, r.get(1).mul(b * b));
      r.set(2, r.get(2).floorDiv(b));
      r.set(3, r.get(3).floorDiv(b));
    }
    n.setShape(0, r);
  }
}
