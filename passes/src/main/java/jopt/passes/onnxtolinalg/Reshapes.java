package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * Reshapes as views: the dims are split into consecutive groups of equal element count in the
 * source and the target, then each group is collapsed to one dim and expanded again
 * ({@code tensor.collapse_shape} and/or {@code tensor.expand_shape}; only one of them where the
 * reshape only merges or only splits dims). Sizes known only at run time are grouped by their
 * expressions ({@code [N, S, 768]} into {@code [N, S, 12, 64]}); where the groups cannot be told,
 * all dims are collapsed into one and expanded again.
 */
final class Reshapes {
  private Reshapes() {}

  /** {@code v} reshaped to {@code target} (same element count and type). */
  static Value reshape(Lowering l, Value v, RankedTensorType target) {
    RankedTensorType src = (RankedTensorType) v.getType();
    if (src.equals(target)) {
      return v;
    }
    sameElementType(l, src, target);
    if (!Lowering.isStatic(src) || !Lowering.isStatic(target)) {
      return reshapeUnitDims(l, v, target);
    }
    return reshapeStatic(l, v, target);
  }

  /** {@code v} reshaped to {@code target}, whose dims are {@code dims} (sizes known at run time included). */
  static Value reshape(Lowering l, Value v, RankedTensorType target, List<jopt.dialects.onnx.SymInt> dims) {
    RankedTensorType src = (RankedTensorType) v.getType();
    if (src.equals(target)) {
      return v;
    }
    sameElementType(l, src, target);
    if (Lowering.isStatic(src) && Lowering.isStatic(target)) {
      return reshapeStatic(l, v, target);
    }
    List<jopt.dialects.onnx.SymInt> from = l.dims(v);
    List<long[]> srcGroups = new ArrayList<>();
    List<long[]> dstGroups = new ArrayList<>();
    Value x = v;
    if (target.getRank() == 0 || src.getRank() == 0 || !groupSymbolic(from, dims, srcGroups, dstGroups)) {
      // Through one dim: everything collapsed, then expanded to the target.
      if (src.getRank() == 0 || target.getRank() == 0) {
        srcGroups.clear();
        dstGroups.clear();
      } else {
        srcGroups = List.of(range(src.getRank()));
        dstGroups = List.of(range(target.getRank()));
      }
      if (src.getRank() != 1) {
        x = CollapseShapeOp.create(l.b, l.loc, x, srcGroups).getOperation().getResult(0);
      }
      return target.getRank() == 1 ? castTo(l, x, target) : expand(l, x, target, dstGroups, dims);
    }
    boolean collapse = false;
    boolean expand = false;
    for (int g = 0; g < srcGroups.size(); g++) {
      collapse |= srcGroups.get(g).length != 1;
      expand |= dstGroups.get(g).length != 1;
    }
    if (collapse) {
      x = CollapseShapeOp.create(l.b, l.loc, x, srcGroups).getOperation().getResult(0);
    }
    if (expand) {
      x = expand(l, x, target, dstGroups, dims);
    }
    return castTo(l, x, target);
  }

  private static long[] range(int n) {
    long[] r = new long[n];
    for (int i = 0; i < n; i++) {
      r[i] = i;
    }
    return r;
  }

  /** expand_shape to {@code target}, its dynamic sizes from {@code dims}. */
  private static Value expand(Lowering l, Value x, RankedTensorType target, List<long[]> groups,
      List<jopt.dialects.onnx.SymInt> dims) {
    List<OpFoldResult> shape = new ArrayList<>();
    for (int i = 0; i < target.getRank(); i++) {
      shape.add(target.isDynamicDim(i) ? l.foldResult(dims.get(i)) : OpFoldResult.of(IntegerAttr.getIndex(target.getDimSize(i))));
    }
    // Each collapsed dim static exactly where its group's dims all are (expand_shape's rule).
    RankedTensorType xt = (RankedTensorType) x.getType();
    long[] collapsed = xt.getShape().clone();
    for (int g = 0; g < groups.size(); g++) {
      long product = 1;
      for (long d : groups.get(g)) {
        product = target.isDynamicDim((int) d) || product < 0 ? ShapedType.DYNAMIC : product * target.getDimSize((int) d);
      }
      collapsed[g] = product;
    }
    if (!java.util.Arrays.equals(collapsed, xt.getShape())) {
      x = CastOp.create(l.b, l.loc, x, RankedTensorType.get(collapsed, xt.getElementType())).getOperation().getResult(0);
    }
    Value r = ExpandShapeOp.create(l.b, l.loc, target, x, groups, shape).getOperation().getResult(0);
    l.setDims(r, dims);
    return r;
  }

  /**
   * {@link #group} over sizes that may be expressions: a group grows on the side whose product
   * divides the other's, until both products are equal; false where they cannot be told.
   */
  static boolean groupSymbolic(List<jopt.dialects.onnx.SymInt> src, List<jopt.dialects.onnx.SymInt> dst,
      List<long[]> srcGroups, List<long[]> dstGroups) {
    int i = 0;
    int j = 0;
    List<List<Integer>> sg = new ArrayList<>();
    List<List<Integer>> dg = new ArrayList<>();
    while (i < src.size() && j < dst.size()) {
      List<Integer> s = new ArrayList<>(List.of(i));
      List<Integer> d = new ArrayList<>(List.of(j));
      jopt.dialects.onnx.SymInt ps = src.get(i++);
      jopt.dialects.onnx.SymInt pd = dst.get(j++);
      while (!ps.equals(pd)) {
        if (i < src.size() && !ps.is(0) && pd.exactDiv(ps) != null) {
          s.add(i);
          ps = ps.mul(src.get(i++));
        } else if (j < dst.size() && !pd.is(0) && ps.exactDiv(pd) != null) {
          d.add(j);
          pd = pd.mul(dst.get(j++));
        } else {
          return false;
        }
      }
      sg.add(s);
      dg.add(d);
    }
    while (i < src.size()) {
      if (!src.get(i).is(1)) {
        return false;
      }
      sg.get(sg.size() - 1).add(i++);
    }
    while (j < dst.size()) {
      if (!dst.get(j).is(1)) {
        return false;
      }
      dg.get(dg.size() - 1).add(j++);
    }
    for (int g = 0; g < sg.size(); g++) {
      srcGroups.add(sg.get(g).stream().mapToLong(Integer::longValue).toArray());
      dstGroups.add(dg.get(g).stream().mapToLong(Integer::longValue).toArray());
    }
    return true;
  }

  /**
   * A reshape moves elements, it does not convert them: a result declared with another element
   * type than its input's (a model's value_info against its graph) is refused at the op.
   */
  private static void sameElementType(Lowering l, RankedTensorType src, RankedTensorType target) {
    if (!src.getElementType().equals(target.getElementType())) {
      throw l.fail("it moves " + src + " where its result is declared " + target
          + ": the element types differ");
    }
  }

  private static Value reshapeStatic(Lowering l, Value v, RankedTensorType target) {
    RankedTensorType src = (RankedTensorType) v.getType();
    if (src.getNumElements() != target.getNumElements()) {
      throw l.fail("cannot reshape " + src + " to " + target + ": the element counts differ");
    }
    if (src.getNumElements() == 0) {
      return Linalg.empty(l, target, (Value) null);
    }
    if (target.getRank() == 0) {
      return CollapseShapeOp.create(l.b, l.loc, target, v, List.of()).getOperation().getResult(0);
    }
    if (src.getRank() == 0) {
      return expand(l, v, target, List.of());
    }
    List<long[]> srcGroups = new ArrayList<>();
    List<long[]> dstGroups = new ArrayList<>();
    if (!group(src.getShape(), target.getShape(), srcGroups, dstGroups)) {
      throw l.fail("cannot reshape " + src + " to " + target);
    }
    boolean collapse = false;
    boolean expand = false;
    for (int g = 0; g < srcGroups.size(); g++) {
      collapse |= srcGroups.get(g).length != 1;
      expand |= dstGroups.get(g).length != 1;
    }
    Value x = v;
    if (collapse) {
      x = CollapseShapeOp.create(l.b, l.loc, x, srcGroups).getOperation().getResult(0);
    }
    if (expand) {
      x = expand(l, x, target, dstGroups);
    }
    return x;
  }

  static Value expand(Lowering l, Value x, RankedTensorType target, List<long[]> groups) {
    List<OpFoldResult> shape = new ArrayList<>();
    for (long d : target.getShape()) {
      shape.add(OpFoldResult.of(IntegerAttr.getIndex(d)));
    }
    return ExpandShapeOp.create(l.b, l.loc, target, x, groups, shape).getOperation().getResult(0);
  }

  /**
   * Splits two shapes of equal element count into the same number of consecutive groups of equal
   * products (a group of one shape may be empty only when the other shape is rank 0); trailing
   * unit dims join the last group.
   */
  static boolean group(long[] src, long[] dst, List<long[]> srcGroups, List<long[]> dstGroups) {
    if (src.length == 0 || dst.length == 0) {
      // To or from rank 0: every dim of the other shape is 1, and the reassociation is empty.
      return true;
    }
    int i = 0;
    int j = 0;
    List<List<Integer>> sg = new ArrayList<>();
    List<List<Integer>> dg = new ArrayList<>();
    while (i < src.length && j < dst.length) {
      List<Integer> s = new ArrayList<>(List.of(i));
      List<Integer> d = new ArrayList<>(List.of(j));
      long ps = src[i++];
      long pd = dst[j++];
      while (ps != pd) {
        if (ps < pd) {
          if (i >= src.length) {
            return false;
          }
          s.add(i);
          ps *= src[i++];
        } else {
          if (j >= dst.length) {
            return false;
          }
          d.add(j);
          pd *= dst[j++];
        }
      }
      sg.add(s);
      dg.add(d);
    }
    // Trailing unit dims of either shape join the last group.
    while (i < src.length) {
      if (src[i] != 1) {
        return false;
      }
      sg.get(sg.size() - 1).add(i++);
    }
    while (j < dst.length) {
      if (dst[j] != 1) {
        return false;
      }
      dg.get(dg.size() - 1).add(j++);
    }
    for (int g = 0; g < sg.size(); g++) {
      srcGroups.add(sg.get(g).stream().mapToLong(Integer::longValue).toArray());
      dstGroups.add(dg.get(g).stream().mapToLong(Integer::longValue).toArray());
    }
    return true;
  }

  /**
   * A reshape with dynamic dims that only adds or removes unit dims (Squeeze, Unsqueeze, a
   * keepdims reduction): the other dims pair up in order.
   */
  private static Value reshapeUnitDims(Lowering l, Value v, RankedTensorType target) {
    RankedTensorType src = (RankedTensorType) v.getType();
    long[] s = src.getShape();
    long[] t = target.getShape();
    // Pair the non-unit dims of both shapes; each must agree (dynamic only with dynamic).
    List<Integer> sIdx = new ArrayList<>();
    List<Integer> tIdx = new ArrayList<>();
    for (int i = 0; i < s.length; i++) {
      if (s[i] != 1) {
        sIdx.add(i);
      }
    }
    for (int i = 0; i < t.length; i++) {
      if (t[i] != 1) {
        tIdx.add(i);
      }
    }
    if (sIdx.size() != tIdx.size() || sIdx.isEmpty()) {
      throw l.fail("cannot reshape " + src + " to " + target + " (dynamic sizes)");
    }
    for (int k = 0; k < sIdx.size(); k++) {
      if (s[sIdx.get(k)] != t[tIdx.get(k)]) {
        throw l.fail("cannot reshape " + src + " to " + target + " (dynamic sizes)");
      }
    }
    // Collapse each non-unit dim with the unit dims around it, then expand likewise.
    List<long[]> collapseGroups = unitGroups(s.length, sIdx);
    List<long[]> expandGroups = unitGroups(t.length, tIdx);
    Value x = v;
    if (s.length != sIdx.size()) {
      x = CollapseShapeOp.create(l.b, l.loc, x, collapseGroups).getOperation().getResult(0);
    }
    if (t.length != tIdx.size()) {
      List<OpFoldResult> shape = new ArrayList<>();
      for (int i = 0; i < t.length; i++) {
        shape.add(t[i] >= 0 ? OpFoldResult.of(IntegerAttr.getIndex(t[i]))
            : OpFoldResult.of(Linalg.dim(l, x, tIdx.indexOf(i))));
      }
      x = ExpandShapeOp.create(l.b, l.loc, target, x, expandGroups, shape).getOperation().getResult(0);
    }
    return x;
  }

  /** Groups of {@code n} dims, one per kept dim, leading unit dims in the first, others trailing. */
  private static List<long[]> unitGroups(int n, List<Integer> kept) {
    List<long[]> groups = new ArrayList<>();
    int start = 0;
    for (int k = 0; k < kept.size(); k++) {
      int end = k == kept.size() - 1 ? n : kept.get(k + 1);
      long[] g = new long[end - start];
      for (int i = start; i < end; i++) {
        g[i - start] = i;
      }
      groups.add(g);
      start = end;
    }
    return groups;
  }

  /**
   * {@code v} as a value of {@code type}: itself when it has that type or is a more static tensor
   * of it (the driver keeps refined types, see {@link ConvertOnnxToLinalgPass}), else a
   * {@code tensor.cast}.
   */
  static Value castTo(Lowering l, Value v, jopt.ir.Type type) {
    if (v.getType().equals(type) || refines(v.getType(), type)) {
      return v;
    }
    if (!jopt.dialects.tensor.TensorTypes.castCompatible(v.getType(), type)) {
      // A model's declared type against what its inputs give (the importer keeps the declared one).
      throw l.fail("it computes " + v.getType() + " where its result is declared " + type);
    }
    return CastOp.create(l.b, l.loc, v, type).getOperation().getResult(0);
  }

  /** Whether {@code t} is {@code of} with some of its dynamic dims static. */
  static boolean refines(jopt.ir.Type t, jopt.ir.Type of) {
    if (!(t instanceof RankedTensorType a) || !(of instanceof RankedTensorType b) || a.getRank() != b.getRank()
        || !a.getElementType().equals(b.getElementType())) {
      return false;
    }
    for (int i = 0; i < a.getRank(); i++) {
      if (!b.isDynamicDim(i) && a.getDimSize(i) != b.getDimSize(i)) {
        return false;
      }
    }
    return true;
  }
}
