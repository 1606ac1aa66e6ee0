package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.onnx.SymInt;
import jopt.dialects.tensor.PadOp;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * The sliding windows of Conv and the pools over the spatial dims of an NC... tensor: kernel,
 * strides, dilations, and the padding ONNX gives (explicit {@code pads}, or {@code auto_pad}
 * SAME_UPPER, SAME_LOWER, VALID), plus the extra high padding that a result sized by
 * {@code ceil_mode} needs; the input padded accordingly. Spatial sizes may be known only at run
 * time (then SAME padding and the extra padding are too).
 */
record Windows(SymInt[] in, long[] kernel, long[] strides, long[] dilations, SymInt[] out, SymInt[] low,
    SymInt[] high, SymInt[] extra) {

  int rank() {
    return in.length;
  }

  /** The windows of op {@code l} on input {@code x} (NC + spatial) with the given kernel, into result dims {@code result}. */
  static Windows of(Lowering l, Value x, long[] kernel, List<SymInt> result) {
    RankedTensorType xt = (RankedTensorType) x.getType();
    int sp = xt.getRank() - 2;
    if (sp < 1) {
      throw l.fail("the input has no spatial dims");
    }
    if (kernel.length != sp) {
      throw l.fail("the kernel has " + kernel.length + " dims for " + sp + " spatial dims");
    }
    SymInt[] in = new SymInt[sp];
    SymInt[] out = new SymInt[sp];
    for (int i = 0; i < sp; i++) {
      in[i] = l.dim(x, i + 2);
      out[i] = result.get(i + 2);
    }
    long[] strides = orOnes(l, l.intsAttr("strides"), sp, "strides");
    long[] dilations = orOnes(l, l.intsAttr("dilations"), sp, "dilations");
    SymInt[] low = new SymInt[sp];
    SymInt[] high = new SymInt[sp];
    java.util.Arrays.fill(low, SymInt.ZERO);
    java.util.Arrays.fill(high, SymInt.ZERO);
    String autoPad = l.stringAttr("auto_pad");
    switch (autoPad) {
      case "NOTSET" -> {
        long[] pads = l.intsAttr("pads");
        if (pads != null) {
          if (pads.length != 2 * sp) {
            throw l.fail("pads has " + pads.length + " entries for " + sp + " spatial dims");
          }
          for (int i = 0; i < sp; i++) {
            low[i] = SymInt.of(pads[i]);
            high[i] = SymInt.of(pads[i + sp]);
          }
        }
      }
      case "VALID" -> { }
      case "SAME_UPPER", "SAME_LOWER" -> {
        for (int i = 0; i < sp; i++) {
          SymInt o = in[i].ceilDiv(strides[i]);
          SymInt total = o.sub(1).mul(strides[i]).add((kernel[i] - 1) * dilations[i] + 1).sub(in[i]).max(SymInt.ZERO);
          low[i] = autoPad.equals("SAME_UPPER") ? total.floorDiv(2) : total.sub(total.floorDiv(2));
          high[i] = total.sub(low[i]);
        }
      }
      default -> throw l.fail("auto_pad '" + autoPad + "'");
    }
    SymInt[] extra = new SymInt[sp];
    for (int i = 0; i < sp; i++) {
      if (low[i].upper() < 0 || high[i].upper() < 0 || strides[i] < 1 || dilations[i] < 1) {
        throw l.fail("negative pads or non-positive strides or dilations");
      }
      SymInt needed = out[i].sub(1).mul(strides[i]).add((kernel[i] - 1) * dilations[i] + 1);
      extra[i] = needed.sub(in[i].add(low[i]).add(high[i])).max(SymInt.ZERO);
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
      if (!low[i].is(0) || !high[i].add(extra[i]).is(0)) {
        return true;
      }
    }
    return false;
  }

  /** Whether windows reach past the input's end with ceil_mode (extra padding, maybe only at run time). */
  boolean hasExtra(int i) {
    return !extra[i].is(0);
  }

  /** {@code x} padded on its spatial dims with {@code value} (explicit and extra padding). */
  Value pad(Lowering l, Value x, Value value) {
    if (!padded()) {
      return x;
    }
    int rank = rank() + 2;
    List<OpFoldResult> lo = new ArrayList<>();
    List<OpFoldResult> hi = new ArrayList<>();
    List<SymInt> dims = new ArrayList<>(l.dims(x));
    for (int i = 0; i < rank; i++) {
      SymInt a = i < 2 ? SymInt.ZERO : low[i - 2];
      SymInt b = i < 2 ? SymInt.ZERO : high[i - 2].add(extra[i - 2]);
      lo.add(l.foldResult(a));
      hi.add(l.foldResult(b));
      dims.set(i, dims.get(i).add(a).add(b));
    }
    Value r = PadOp.create(l.b, l.loc, null, x, lo, hi, value, false).getOperation().getResult(0);
    l.setDims(r, dims);
    return r;
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
