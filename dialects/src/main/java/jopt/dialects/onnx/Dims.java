package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;

/** Helpers on lists of dimensions. */
final class Dims {
  private Dims() {}

  static List<SymInt> of(long... sizes) {
    List<SymInt> r = new ArrayList<>();
    for (long s : sizes) {
      r.add(SymInt.of(s));
    }
    return r;
  }

  /** The product of {@code dims} (1 for none). */
  static SymInt product(List<SymInt> dims) {
    SymInt p = SymInt.ONE;
    for (SymInt d : dims) {
      p = p.mul(d);
    }
    return p;
  }

  /** {@code 1x?x8}, {@code scalar}. */
  static String str(List<SymInt> dims) {
    if (dims == null) {
      return "*";
    }
    if (dims.isEmpty()) {
      return "scalar";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < dims.size(); i++) {
      sb.append(i > 0 ? "x" : "").append(dims.get(i).dimString());
    }
    return sb.toString();
  }

  /** The shapes of facts joined by ", ". */
  static String shapes(List<Facts> fs) {
    List<String> s = new ArrayList<>();
    for (Facts f : fs) {
      s.add(str(f.dims()));
    }
    return String.join(", ", s);
  }

  /** Whether every size is a constant. */
  static boolean isStatic(List<SymInt> dims) {
    for (SymInt d : dims) {
      if (!d.isConstant()) {
        return false;
      }
    }
    return true;
  }

  /** The constant sizes; only for static dims. */
  static long[] values(List<SymInt> dims) {
    long[] r = new long[dims.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = dims.get(i).value();
    }
    return r;
  }

  /** A negative constant size is an error (its attributes and input shapes give it). */
  static List<SymInt> checked(OnnxNode n, List<SymInt> dims) {
    for (SymInt d : dims) {
      if (d.isConstant() && d.value() < 0) {
        throw n.error("its attributes and input shapes give a negative size (" + str(dims) + ")");
      }
    }
    return dims;
  }
}
