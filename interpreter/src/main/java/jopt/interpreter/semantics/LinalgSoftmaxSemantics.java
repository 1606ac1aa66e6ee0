package jopt.interpreter.semantics;

import jopt.dialects.linalg.SoftmaxOp;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.type.FloatType;

/**
 * linalg.softmax on memrefs, as MLIR's decomposition computes it, each step rounded to the
 * element type: along the dimension, m = maxnumf of the elements (from NaN), e = exp(x - m),
 * s = the sum of the e in index order (from 0), and the output e / s. The output is written
 * after the whole slice is read, so it may alias the input only as a whole.
 */
final class LinalgSoftmaxSemantics {
  private LinalgSoftmaxSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(SoftmaxOp.SPEC, LinalgSoftmaxSemantics::softmax);
  }

  private static void softmax(Operation op, Execution ex) {
    if (!(ex.get(op.getOperand(0)) instanceof MemRefValue in)
        || !(ex.get(op.getOperand(1)) instanceof MemRefValue out)) {
      throw ex.error(Kind.UNSUPPORTED, op, "linalg.softmax on tensors is not supported by the "
          + "interpreter (it runs bufferized programs)");
    }
    if (!(in.elementType() instanceof FloatType ft) || ElementCodec.byteSize(ft) <= 0) {
      throw ex.error(Kind.UNSUPPORTED, op, "linalg.softmax on " + in.elementType());
    }
    MemRefSemantics.checkSameShape(ex, in, out, op);
    int dim = (int) SoftmaxOp.of(op).dimension();
    if (SoftmaxKernel.run(ex.heap(), in, out, ft, dim)) {
      return; // checked before its loops, the same arithmetic
    }
    long[] outer = in.sizes.clone();
    long n = outer[dim];
    outer[dim] = 1;
    double[] e = new double[(int) n];
    MemRefAllocator.forEachIndex(outer, base -> {
      long[] idx = base.clone();
      double m = Double.NaN;
      for (int k = 0; k < n; k++) {
        idx[dim] = k;
        MemRefAllocator.checkIndices(ex, in, idx, op);
        double x = (Double) ex.heap().read(in, idx, op, false);
        e[k] = x;
        m = Scalars.round(ft, ArithScalars.maxnumf(x, m));
      }
      double s = 0.0;
      for (int k = 0; k < n; k++) {
        e[k] = Scalars.round(ft, Math.exp(Scalars.round(ft, e[k] - m)));
        s = Scalars.round(ft, e[k] + s);
      }
      for (int k = 0; k < n; k++) {
        idx[dim] = k;
        MemRefAllocator.checkIndices(ex, out, idx, op);
        ex.heap().write(out, idx, Scalars.round(ft, e[k] / s), op);
      }
    });
  }
}
