package jopt.passes.onnxtolinalg;

import jopt.dialects.tensor.PadOp;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * The sliding windows of Conv and the pools over the spatial dims of an NC... tensor: kernel,
 * strides, dilations, and the padding ONNX gives (explicit {@code pads}, or {@code auto_pad}
 * SAME_UPPER, SAME_LOWER, VALID), plus the extra high padding that a result sized by
 * {@code ceil_mode} needs; the input padded accordingly.
 */
record Windows(long[] in, long[] kernel, long[] strides, long[] dilations, long[] out, long[] low, long[] high,
    long[] extra) {

  int rank() {
    return in.length;
  }

  /** The windows of op {@code l} on input {@code x} (NC + spatial) with the given kernel. */
  static Windows of(Lowering l, RankedTensorType x, long[] kernel, RankedTensorType result) {
    int sp = x.getRank() - 2;
    if (sp < 1) {
      throw l.fail("the input has no spatial dims");
    }
    if (kernel.length != sp) {
      throw l.fail("the kernel has " + kernel.length + " dims for " + sp + " spatial dims");
    }
    long[] in = new long[sp];
    long[] out = new long[sp];
    for (int i = 0; i < sp; i++) {
      in[i] = x.getDimSize(i + 2);
      out[i] = result.getDimSize(i + 2);
    }
    long[] strides = orOnes(l, l.intsAttr("strides"), sp, "strides");
    long[] dilations = orOnes(l, l.intsAttr("dilations"), sp, "dilations");
    long[] low = new long[sp];
    long[] high = new long[sp];
    String autoPad = l.stringAttr("auto_pad");
    switch (autoPad) {
      case "NOTSET" -> {
        long[] pads = l.intsAttr("pads");
        if (pads != null) {
          if (pads.length != 2 * sp) {
            throw l.fail("pads has " + pads.length + " entries for " + sp + " spatial dims");
          }
          System.arraycopy(pads, 0, low, 0, sp);
          System.arraycopy(pads, sp, high, 0, sp);
        }
      }
      case "VALID" -> { }
      case "SAME_UPPER", "SAME_LOWER" -> {
        for (int i = 0; i < sp; i++) {
          long o = (in[i] + strides[i] - 1) / strides[i];
          long total = Math.max(0, (o - 1) * strides[i] + (kernel[i] - 1) * dilations[i] + 1 - in[i]);
          low[i] = autoPad.equals("SAME_UPPER") ? total / 2 : total - total / 2;
          high[i] = total - low[i];
        }
      }
      default -> throw l.fail("auto_pad '" + autoPad + "'");
    }
    long[] extra = new long[sp];
    for (int i = 0; i < sp; i++) {
      if (low[i] < 0 || high[i] < 0 || strides[i] < 1 || dilations[i] < 1) {
        throw l.fail("negative pads or non-positive strides or dilations");
      }
      long needed = (out[i] - 1) * strides[i] + (kernel[i] - 1) * dilations[i] + 1;
      extra[i] = Math.max(0, needed - (in[i] + low[i] + high[i]));
    }
    return new Windows(in, kernel, strides, dilations, out, low, high, extra);
  }

  private static long[] orOnes(Lowering l, long[] v, int n, String what) {
    if (v == null) {
      long[] r = new long[n];
      java.util.Arrays.fill(r, 1);
      return r;
    }
    if (v.length != n) {
      throw l.fail(what + " has " + v.length + " entries for " + n + " spatial dims");
    }
    return v;
  }

  boolean padded() {
    for (int i = 0; i < rank(); i++) {
      if (low[i] != 0 || high[i] + extra[i] != 0) {
        return true;
      }
    }
    return false;
  }

  /** {@code x} padded on its spatial dims with {@code value} (explicit and extra padding). */
  Value pad(Lowering l, Value x, Value value) {
    if (!padded()) {
      return x;
    }
    int rank = rank() + 2;
    long[] lo = new long[rank];
    long[] hi = new long[rank];
    for (int i = 0; i < rank(); i++) {
      lo[i + 2] = low[i];
      hi[i + 2] = high[i] + extra[i];
    }
    return PadOp.create(l.b, l.loc, null, x, SliceLowerings.idxs(lo), SliceLowerings.idxs(hi), value, false)
        .getOperation().getResult(0);
  }

  /** The strides and dilations attributes of a named convolution or pooling op. */
  DenseElementsAttr stridesAttr() {
    return i64s(strides);
  }

  DenseElementsAttr dilationsAttr() {
    return i64s(dilations);
  }

  private static DenseElementsAttr i64s(long[] v) {
    return DenseElementsAttr.ofLongs(RankedTensorType.get(new long[] {v.length}, IntegerType.get(64)), v);
  }

  /** The input position {@code o * stride + k * dilation} of spatial dim {@code i}. */
  AffineExpr position(int i, AffineExpr o, AffineExpr k) {
    return o.mul(strides[i]).add(k.mul(dilations[i]));
  }
}
