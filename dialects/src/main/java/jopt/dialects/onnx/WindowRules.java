package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;

/** Convolutions and pooling: each spatial size from its window, strides, dilations and pads. */
final class WindowRules {
  private WindowRules() {}

  /**
   * The output size of one spatial axis: {@code floor((in + pads - ((k - 1) * d + 1)) / s) + 1}
   * (with ceil_mode the ceiling, less a last window that would start in the end padding), or
   * {@code ceil(in / s)} with SAME padding.
   */
  static SymInt window(OnnxNode n, SymInt in, SymInt k, long stride, long dilation, long padBegin, long padEnd,
      String autoPad, boolean ceil) {
    if (autoPad.equals("SAME_UPPER") || autoPad.equals("SAME_LOWER")) {
      return in.ceilDiv(stride);
    }
    SymInt ek = k.sub(1).mul(dilation).add(1);
    long pads = autoPad.equals("VALID") ? 0 : padBegin + padEnd;
    SymInt span = in.add(pads).sub(ek);
    if (span.isConstant() && span.value() < 0) {
      throw n.error("a window of " + k.dimString() + " does not fit input size " + in.dimString());
    }
    SymInt out = (ceil ? span.ceilDiv(stride) : span.floorDiv(stride)).add(1);
    if (ceil) {
      // The last window must start inside the input or its begin padding.
      SymInt starts = out.sub(1).mul(stride).lt(in.add(padBegin));
      out = out.sub(SymInt.ONE.sub(starts));
    }
    return out;
  }

  /** The spatial sizes of {@code in} under {@code kernel} and the op's strides, dilations and pads. */
  static List<SymInt> spatial(OnnxNode n, List<SymInt> in, List<SymInt> kernel, boolean ceil) {
    int k = kernel.size();
    long[] strides = n.attrs().getInts("strides");
    long[] dil = n.attrs().getInts("dilations");
    long[] pads = n.attrs().getInts("pads");
    String autoPad = n.attrs().getString("auto_pad");
    if (strides != null && strides.length != k || dil != null && dil.length != k
        || pads != null && pads.length != 2 * k) {
      throw n.error("strides, dilations and pads do not fit a kernel of rank " + k);
    }
    List<SymInt> out = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      long s = strides == null ? 1 : strides[i];
      long d = dil == null ? 1 : dil[i];
      if (s <= 0 || d <= 0) {
        throw n.error("strides and dilations must be positive");
      }
      out.add(window(n, in.get(i), kernel.get(i), s, d, pads == null ? 0 : pads[i], pads == null ? 0 : pads[i + k],
          autoPad, ceil));
    }
    return out;
  }

  /** Conv, ConvInteger, QLinearConv: {@code [N, M, spatial...]} from X and W {@code [M, C/group, k...]}. */
  static void conv(OnnxNode n) {
    boolean q = n.op().equals("QLinearConv");
    Facts x = n.in(0);
    Facts w = n.in(q ? 3 : 1);
    if (!x.hasRank() || !w.hasRank()) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> xd = x.dims();
    List<SymInt> wd = w.dims();
    if (xd.size() < 3 || wd.size() != xd.size()) {
      throw n.error("input of shape " + Dims.str(xd) + " and weight of shape " + Dims.str(wd)
          + " do not make a convolution");
    }
    long group = n.attrs().getInt("group");
    if (group <= 0) {
      throw n.error("group " + group + " is not positive");
    }
    SymInt channels = wd.get(1).mul(group);
    if (xd.get(1).isConstant() && channels.isConstant() && xd.get(1).value() != channels.value()) {
      throw n.error("input has " + xd.get(1).value() + " channels, weight of shape " + Dims.str(wd)
          + " with group " + group + " takes " + channels.value());
    }
    List<SymInt> kernel = kernelShape(n, wd.subList(2, wd.size()));
    if (kernel.size() != xd.size() - 2) {
      throw n.error("kernel_shape has " + kernel.size() + " axes, the input " + (xd.size() - 2));
    }
    // The bias (Conv's B, QLinearConv's B): one value per output channel.
    Facts bias = q ? n.in(8) : n.op().equals("Conv") ? n.in(2) : Facts.NONE;
    if (bias.hasRank() && (bias.rank() != 1 || bias.dim(0).isConstant() && wd.get(0).isConstant()
        && bias.dim(0).value() != wd.get(0).value())) {
      throw n.error("bias of shape " + Dims.str(bias.dims()) + " for weight of shape " + Dims.str(wd)
          + ": one value per output channel");
    }
    List<SymInt> r = new ArrayList<>();
    r.add(xd.get(0));
    r.add(wd.get(0));
    r.addAll(spatial(n, xd.subList(2, xd.size()), kernel, false));
    n.setShape(0, Dims.checked(n, r));
  }

  private static List<SymInt> kernelShape(OnnxNode n, List<SymInt> fromWeight) {
    long[] k = n.attrs().getInts("kernel_shape");
    return k == null ? fromWeight : Dims.of(k);
  }

  /** ConvTranspose: {@code s * (in - 1) + (k - 1) * d + output_padding + 1 - pads}, or output_shape. */
  static void convTranspose(OnnxNode n) {
    Facts x = n.in(0);
    Facts w = n.in(1);
    if (!x.hasRank() || !w.hasRank() || x.rank() < 3 || w.rank() != x.rank()) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> xd = x.dims();
    List<SymInt> wd = w.dims();
    int k = xd.size() - 2;
    long group = n.attrs().getInt("group");
    long[] outShape = n.attrs().getInts("output_shape");
    long[] kernel = n.attrs().getInts("kernel_shape");
    long[] strides = n.attrs().getInts("strides");
    long[] dil = n.attrs().getInts("dilations");
    long[] pads = n.attrs().getInts("pads");
    long[] opad = n.attrs().getInts("output_padding");
    String autoPad = n.attrs().getString("auto_pad");
    List<SymInt> r = new ArrayList<>();
    r.add(xd.get(0));
    r.add(wd.get(1).mul(group));
    for (int i = 0; i < k; i++) {
      if (outShape != null && outShape.length == k) {
        r.add(SymInt.of(outShape[i]));
        continue;
      }
      SymInt in = xd.get(2 + i);
      SymInt ks = kernel != null && kernel.length == k ? SymInt.of(kernel[i]) : wd.get(2 + i);
      long s = strides != null && strides.length == k ? strides[i] : 1;
      long d = dil != null && dil.length == k ? dil[i] : 1;
      long p = pads != null && pads.length == 2 * k ? pads[i] + pads[i + k] : 0;
      long op = opad != null && opad.length == k ? opad[i] : 0;
      if (autoPad.equals("SAME_UPPER") || autoPad.equals("SAME_LOWER")) {
        r.add(in.mul(s));
      } else {
        r.add(in.sub(1).mul(s).add(ks.sub(1).mul(d)).add(op + 1 - p));
      }
    }
    n.setShape(0, Dims.checked(n, r));
  }

  /** MaxPool, AveragePool, LpPool: {@code [N, C, spatial...]}; MaxPool's Indices alike. */
  static void pool(OnnxNode n) {
    Facts x = n.in(0);
    long[] kernel = n.attrs().getInts("kernel_shape");
    if (!x.hasRank() || kernel == null) {
      n.setShape(0, null);
      n.setShape(1, null);
      return;
    }
    List<SymInt> xd = x.dims();
    if (xd.size() != kernel.length + 2) {
      throw n.error("kernel_shape has " + kernel.length + " axes, the input of shape " + Dims.str(xd) + " "
          + (xd.size() - 2));
    }
    boolean ceil = n.attrs().optInt("ceil_mode") != null && n.attrs().getInt("ceil_mode") != 0;
    List<SymInt> r = new ArrayList<>(xd.subList(0, 2));
    r.addAll(spatial(n, xd.subList(2, xd.size()), Dims.of(kernel), ceil));
    Dims.checked(n, r);
    n.setShape(0, r);
    n.setShape(1, r);
  }

  /** The global pools: every spatial size 1. */
  static void globalPool(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.hasRank() || x.rank() < 2) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> r = new ArrayList<>(x.dims());
    for (int i = 2; i < r.size(); i++) {
      r.set(i, SymInt.ONE);
    }
    n.setShape(0, r);
  }

  /** GridSample: {@code [N, C]} of X, then the grid's output positions ({@code [N, out..., rank]}). */
  static void gridSample(OnnxNode n) {
    Facts x = n.in(0);
    Facts grid = n.in(1);
    if (!x.hasRank() || !grid.hasRank() || x.rank() < 3 || grid.rank() != x.rank()) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> r = new ArrayList<>(x.dims().subList(0, 2));
    r.addAll(grid.dims().subList(1, grid.rank() - 1));
    n.setShape(0, r);
  }

  /** RoiAlign: {@code [rois, C, output_height, output_width]}. */
  static void roiAlign(OnnxNode n) {
    Facts x = n.in(0);
    Facts rois = n.in(1);
    if (!x.hasRank() || !rois.hasRank() || x.rank() != 4 || rois.rank() != 2) {
      n.setShape(0, null);
      return;
    }
    n.setShape(0, List.of(rois.dim(0), x.dim(1), SymInt.of(n.attrs().getInt("output_height")),
        SymInt.of(n.attrs().getInt("output_width"))));
  }

  /** MaxUnpool: output_shape's values, else {@code (in - 1) * stride + kernel - pads} per spatial dim. */
  static void maxUnpool(OnnxNode n) {
    Facts x = n.in(0);
    if (!n.absent(2)) {
      List<SymInt> given = n.symInts(2);
      n.setShape(0, given != null ? given : x.hasRank() ? n.unknownDims(0, x.rank()) : null);
      return;
    }
    long[] kernel = n.attrs().getInts("kernel_shape");
    if (!x.hasRank() || kernel == null || kernel.length != x.rank() - 2) {
      n.setShape(0, null);
      return;
    }
    long[] strides = n.attrs().getInts("strides");
    long[] pads = n.attrs().getInts("pads");
    int k = kernel.length;
    List<SymInt> r = new ArrayList<>(x.dims().subList(0, 2));
    for (int i = 0; i < k; i++) {
      long s = strides == null ? 1 : strides[i];
      long p = pads == null ? 0 : pads[i] + pads[i + k];
      r.add(x.dim(i + 2).sub(1).mul(s).add(kernel[i] - p));
    }
    n.setShape(0, Dims.checked(n, r));
  }
}
