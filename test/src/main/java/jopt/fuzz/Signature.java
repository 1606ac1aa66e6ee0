package jopt.fuzz;

import java.util.List;

/**
 * The signature of a helper function. A parameter is a memref ({@code mem != null}) or a scalar;
 * results are an optional fresh memref and an optional scalar. The memref is of static shape,
 * or (where {@code sizedBy >= 0}) one-dimensional of dynamic size, as large as parameter
 * {@code sizedBy} (a one-dimensional memref of dynamic size).
 */
record Signature(String name, List<Param> params, MemType resultMem, Elem resultScalar,
    int sizedBy) {
  record Param(MemType mem, Elem scalar) {
    String type() {
      return mem != null ? mem.toString() : scalar.mlir;
    }
  }

  /** Decodes a helper's parameters and results from the model's choices. */
  static Signature decode(String name, List<Integer> params, int results) {
    return decode(name, params, results, false);
  }

  /**
   * As {@link #decode(String, List, int)}; with {@code dynamicResults}, a memref result is of
   * dynamic size for every other choice where a parameter of dynamic size can size it.
   */
  static Signature decode(String name, List<Integer> params, int results,
      boolean dynamicResults) {
    List<Param> ps =
        params.stream().map(Signature::decodeParam).toList();
    MemType rm = null;
    Elem rs = null;
    int r = Math.floorMod(results, 4);
    int rest = Math.floorDiv(results, 4);
    if (r == 1 || r == 3) {
      rm = Shapes.staticType(Elem.pick(Elem.MEMREF_ELEMS, rest), rest / 8);
    }
    if (r == 2 || r == 3) {
      rs = Elem.pick(List.of(Elem.F32, Elem.I32, Elem.INDEX, Elem.I64, Elem.F64), rest / 7);
    }
    int sizedBy = -1;
    if (dynamicResults && rm != null && rest % 2 == 0) {
      for (int i = 0; i < ps.size() && sizedBy < 0; i++) {
        MemType m = ps.get(i).mem();
        if (m != null && m.isIdentity() && m.rank() == 1 && m.shape().get(0) == MemType.DYN) {
          sizedBy = i;
          rm = MemType.identity(rm.elem(), List.of(MemType.DYN));
        }
      }
    }
    return new Signature(name, ps, rm, rs, sizedBy);
  }

  private static Param decodeParam(int p) {
    int k = Math.floorMod(p, 6);
    int rest = Math.floorDiv(p, 6);
    Elem e = Elem.pick(Elem.MEMREF_ELEMS, rest);
    long dyn = MemType.DYN;
    switch (k) {
      case 0:
      case 1:
        return new Param(Shapes.staticType(e, rest / 8), null);
      case 2:
        return new Param(MemType.identity(e, List.of(dyn)), null);
      case 3:
        return new Param(MemType.strided(e, List.of(dyn), List.of(dyn), dyn), null);
      case 4:
        return new Param(MemType.strided(e, List.of(dyn, dyn), List.of(dyn, dyn), dyn), null);
      default:
        return new Param(null, Elem.pick(List.of(Elem.INDEX, Elem.I32, Elem.F32, Elem.I1), rest));
    }
  }

  String resultTypes() {
    StringBuilder sb = new StringBuilder();
    if (resultMem != null) {
      sb.append(resultMem);
    }
    if (resultScalar != null) {
      sb.append(sb.length() > 0 ? ", " : "").append(resultScalar.mlir);
    }
    return sb.toString();
  }

  int numResults() {
    return (resultMem != null ? 1 : 0) + (resultScalar != null ? 1 : 0);
  }
}
