package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.passes.analysis.IndexEvaluation;
import jopt.passes.analysis.SizeBucket;

/**
 * The bindings of a plan's atoms at which two plans of the same buffers are compared
 * ({@link SymbolicPlan}): at each size of {@link #SIZES} every dynamic dimension of the
 * function's arguments takes the size, and each atom is what the IR computes from them
 * ({@link IndexEvaluation}: a tile count {@code max(ceildiv(n, 8), 1)} is 1 at {@code n = 4}, not
 * 4), or the size itself where it cannot be evaluated (a loaded value). A version of the function
 * for a bucket of sizes ({@link SizeBucket}) runs only at the sizes of
 * its bucket: it is compared at those of {@link #SIZES} in the bucket and at the bucket's least;
 * where the bucket bounds one argument dimension of several, that dimension takes the size
 * clamped to the bucket and the others every size of {@link #SIZES}.
 */
final class ComparedBindings {
  /** The sizes at which plans are compared (the last: large, where the leading terms decide). */
  static final long[] SIZES = {1, 2, 4, 16, 64, 1 << 20};

  private ComparedBindings() {}

  /** One binding of every atom of {@code atoms} per compared size, the sizes ascending. */
  static List<double[]> of(SymbolicPlan.Atoms atoms, Operation inFunction) {
    List<double[]> out = new ArrayList<>();
    Operation func = function(inFunction);
    SizeBucket bucket = SizeBucket.of(func);
    boolean one = bucket != null && !bucket.everySize();
    for (long size : one ? sizes(null) : sizes(func)) {
      long bounded = one ? bucket.clamp(size) : size;
      IndexEvaluation at = new IndexEvaluation(
          (arg, dim) -> one && bucket.bounds(arg.getArgNumber(), dim) ? bounded : size);
      double[] binding = new double[atoms.count()];
      for (int i = 0; i < binding.length; i++) {
        Long v = at.evaluate(atoms.get(i));
        binding[i] = v != null ? v : size;
      }
      out.add(binding);
    }
    return out;
  }

  /** The compared sizes of {@code func} (null: all of {@link #SIZES}). */
  private static List<Long> sizes(Operation func) {
    long lo = 1;
    long hi = Long.MAX_VALUE;
    SizeBucket bucket = SizeBucket.of(func);
    if (bucket != null) {
      lo = Math.max(1, bucket.lo());
      hi = bucket.hi() == SizeBucket.UNBOUNDED ? Long.MAX_VALUE : Math.max(lo, bucket.hi());
    }
    List<Long> out = new ArrayList<>();
    out.add(lo);
    for (long s : SIZES) {
      if (s > lo && s <= hi) {
        out.add(s);
      }
    }
    return out;
  }

  private static Operation function(Operation op) {
    for (Operation p = op; p != null; p = p.getParentOp()) {
      if (p.getInterface(FunctionOpInterface.class) != null) {
        return p;
      }
    }
    return null;
  }
}
