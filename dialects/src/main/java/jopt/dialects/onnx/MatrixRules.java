package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;

/** Matrix products: MatMul (numpy's matmul) and its integer and quantized forms, Gemm. */
final class MatrixRules {
  private MatrixRules() {}

  /** MatMul, MatMulInteger, QLinearMatMul: broadcast batch dims, {@code [M, K] x [K, N]}. */
  static void matmul(OnnxNode n) {
    Facts a = n.in(0);
    Facts b = n.in(n.op().equals("QLinearMatMul") ? 3 : 1);
    if (a.hasRank() && a.rank() == 0 || b.hasRank() && b.rank() == 0) {
      // As numpy's matmul and ONNX's shape inference: no scalar operand.
      throw n.error("operand of rank 0: " + n.op() + " multiplies tensors of rank 1 or more");
    }
    if (!a.hasRank() || !b.hasRank()) {
      n.setShape(0, null);
      return;
    }
    List<SymInt> x = a.dims();
    List<SymInt> y = b.dims();
    List<SymInt> xs = x.size() == 1 ? List.of(SymInt.ONE, x.get(0)) : x;
    List<SymInt> ys = y.size() == 1 ? List.of(y.get(0), SymInt.ONE) : y;
    SymInt k1 = xs.get(xs.size() - 1);
    SymInt k2 = ys.get(ys.size() - 2);
    if (k1.isConstant() && k2.isConstant() && k1.value() != k2.value()) {
      throw n.error("operands of shapes " + Dims.str(x) + " and " + Dims.str(y) + " cannot be multiplied");
    }
    List<SymInt> batch = ElementwiseRules.broadcast(n, List.of(
        Facts.tensor(a.element(), xs.subList(0, xs.size() - 2)), Facts.tensor(a.element(), ys.subList(0, ys.size() - 2))));
    List<SymInt> out = new ArrayList<>(batch);
    if (x.size() > 1) {
      out.add(xs.get(xs.size() - 2));
    }
    if (y.size() > 1) {
      out.add(ys.get(ys.size() - 1));
    }
    n.setShape(0, out);
  }

  /** Gemm: {@code [M, N]} of op(A) {@code [M, K]} and op(B) {@code [K, N]}. */
  static void gemm(OnnxNode n) {
    Facts a = n.in(0);
    Facts b = n.in(1);
    if (!a.hasRank() || !b.hasRank() || a.rank() != 2 || b.rank() != 2) {
      if (a.hasRank() && a.rank() != 2) {
        return;
      }
      n.setShape(0, List.of(n.unknownDim(0, 0), n.unknownDim(0, 1)));
      return;
    }
    boolean ta = n.attrs().getInt("transA") != 0;
    boolean tb = n.attrs().getInt("transB") != 0;
    SymInt m = a.dim(ta ? 1 : 0);
    SymInt k1 = a.dim(ta ? 0 : 1);
    SymInt k2 = b.dim(tb ? 1 : 0);
    SymInt nn = b.dim(tb ? 0 : 1);
    if (k1.isConstant() && k2.isConstant() && k1.value() != k2.value()) {
      throw n.error("operands of shapes " + Dims.str(a.dims()) + " and " + Dims.str(b.dims())
          + " cannot be multiplied (transA = " + (ta ? 1 : 0) + ", transB = " + (tb ? 1 : 0) + ")");
    }
    // C broadcasts to [M, N] one way (numpy's rules, C's dims aligned right).
    Facts c = n.in(2);
    List<SymInt> mn = List.of(m, nn);
    if (c.hasRank()) {
      boolean ok = c.rank() <= 2;
      for (int i = 0; ok && i < c.rank(); i++) {
        SymInt d = c.dim(c.rank() - 1 - i);
        SymInt t = mn.get(1 - i);
        ok = !d.isConstant() || d.value() == 1 || !t.isConstant() || d.value() == t.value();
      }
      if (!ok) {
        throw n.error("C of shape " + Dims.str(c.dims()) + " does not broadcast to the result's "
            + Dims.str(mn));
      }
    }
    n.setShape(0, mn);
  }

  /** Det: the batch dims of {@code [..., M, M]}. */
  static void det(OnnxNode n) {
    Facts x = n.in(0);
    n.setShape(0, x.hasRank() && x.rank() >= 2 ? x.dims().subList(0, x.rank() - 2) : null);
  }

  /**
   * Einsum: the output term's letters sized as the operands' (an explicit {@code ->} term, else
   * the letters used once, sorted); {@code ...} the broadcast leading dims.
   */
  static void einsum(OnnxNode n) {
    String eq = n.attrs().getString("equation").replace(" ", "");
    String[] sides = eq.split("->", -1);
    String[] terms = sides[0].split(",", -1);
    if (terms.length != n.numOperands() || sides.length > 2) {
      throw n.error("equation '" + eq + "' for " + n.numOperands() + " operands");
    }
    java.util.Map<Character, SymInt> size = new java.util.HashMap<>();
    java.util.TreeMap<Character, Integer> counts = new java.util.TreeMap<>();
    List<SymInt> ellipsis = List.of();
    for (int k = 0; k < terms.length; k++) {
      Facts f = n.in(k);
      if (!f.hasRank()) {
        n.setShape(0, null);
        return;
      }
      String t = terms[k];
      int dots = t.indexOf("...");
      int covered = dots < 0 ? 0 : f.rank() - (t.length() - 3);
      if (covered < 0 || dots < 0 && t.length() != f.rank()) {
        throw n.error("term '" + t + "' for an operand of rank " + f.rank());
      }
      if (dots >= 0) {
        List<SymInt> e = f.dims().subList(dots, dots + covered);
        ellipsis = ElementwiseRules.broadcast(n, List.of(Facts.tensor(f.element(), ellipsis), Facts.tensor(f.element(), e)));
        t = t.replace("...", "");
      }
      for (int i = 0; i < t.length(); i++) {
        char ch = t.charAt(i);
        int pos = dots >= 0 && i >= dots ? i + covered : i;
        SymInt d = f.dim(pos);
        SymInt before = size.get(ch);
        size.put(ch, before == null ? d : before.broadcast(d) != null ? before.broadcast(d) : before);
        counts.merge(ch, 1, Integer::sum);
      }
    }
    String out;
    if (sides.length == 2) {
      out = sides[1];
    } else {
      StringBuilder o = new StringBuilder(ellipsis.isEmpty() && !sides[0].contains("...") ? "" : "...");
      counts.forEach((ch, c) -> {
        if (c == 1) {
          o.append(ch);
        }
      });
      out = o.toString();
    }
    List<SymInt> r = new ArrayList<>();
    for (int i = 0; i < out.length(); i++) {
      if (out.startsWith("...", i)) {
        r.addAll(ellipsis);
        i += 2;
        continue;
      }
      SymInt d = size.get(out.charAt(i));
      if (d == null) {
        throw n.error("output letter '" + out.charAt(i) + "' is in no operand");
      }
      r.add(d);
    }
    n.setShape(0, r);
  }
}
