package jopt.interpreter.semantics;

import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.runtime.Heap;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.type.FloatType;

/**
 * linalg.softmax on f32 or f64 memrefs with its checks made once, before the loops, as compiled
 * structured ops make theirs: both buffers live and inside their allocations (every index is
 * then in bounds), every input element readable ({@link Heap#readable}), and the output either
 * the input's very view or sharing no byte with it (so no read sees a byte the op wrote). The
 * elements are then read and written in place, in the interpreter's order and with its
 * arithmetic ({@link LinalgSoftmaxSemantics}): the same bits, the same marks (the input
 * accessed, the output written through its buffer). False, having done nothing, when a check
 * fails: the interpreter then runs the op and reports the fault where it happens.
 */
final class SoftmaxKernel {
  private SoftmaxKernel() {}

  static boolean run(Heap heap, MemRefValue in, MemRefValue out, FloatType ft, int dim) {
    if (ft != FloatType.F32 && ft != FloatType.F64 || in.elementType() != out.elementType()
        || !fits(in) || !fits(out) || !(sameView(in, out) || in.alloc != out.alloc)) {
      return false;
    }
    int rank = in.rank();
    long[] lo = new long[rank];
    long[] hi = new long[rank];
    for (int d = 0; d < rank; d++) {
      if (in.sizes[d] != out.sizes[d] || in.sizes[d] > Integer.MAX_VALUE) {
        return false;
      }
      hi[d] = in.sizes[d] - 1;
    }
    if (!heap.readable(in, lo, hi)) {
      return false;
    }
    long n = in.sizes[dim];
    long[] outer = in.sizes.clone();
    outer[dim] = 1;
    double[] e = new double[(int) n];
    boolean f32 = ft == FloatType.F32;
    byte[] src = in.alloc.bytes;
    byte[] dst = out.alloc.bytes;
    long inStep = in.strides[dim] * in.elemBytes;
    long outStep = out.strides[dim] * out.elemBytes;
    long[] idx = new long[rank];
    long slices = MemRefValue.count(outer);
    for (long s = 0; s < slices; s++) {
      idx[dim] = 0;
      long inPos = in.bytePosition(idx);
      long outPos = out.bytePosition(idx);
      double m = Double.NaN;
      for (int k = 0; k < n; k++) {
        int p = (int) (inPos + k * inStep);
        double x = f32 ? ElementBytes.f32(src, p) : ElementBytes.f64(src, p);
        e[k] = x;
        m = Scalars.round(ft, ArithScalars.maxnumf(x, m));
      }
      double sum = 0.0;
      for (int k = 0; k < n; k++) {
        e[k] = Scalars.round(ft, Math.exp(Scalars.round(ft, e[k] - m)));
        sum = Scalars.round(ft, e[k] + sum);
      }
      for (int k = 0; k < n; k++) {
        int p = (int) (outPos + k * outStep);
        double y = Scalars.round(ft, e[k] / sum);
        if (f32) {
          ElementBytes.f32(dst, p, (float) y);
        } else {
          ElementBytes.f64(dst, p, y);
        }
      }
      for (int d = rank - 1; d >= 0 && ++idx[d] == outer[d]; d--) {
        idx[d] = 0;
      }
    }
    heap.markWritten(out, lo, hi);
    return true;
  }

  /** Live, addressable, not empty, every element inside the allocation. */
  private static boolean fits(MemRefValue m) {
    return !m.alloc.isFreed() && !m.alloc.isNowhere() && m.addressable && m.numElements() > 0
        && Heap.inAllocation(m);
  }

  private static boolean sameView(MemRefValue a, MemRefValue b) {
    return a.alloc == b.alloc && a.base == b.base && a.offset == b.offset
        && a.logical == b.logical && java.util.Arrays.equals(a.sizes, b.sizes)
        && java.util.Arrays.equals(a.strides, b.strides);
  }
}
