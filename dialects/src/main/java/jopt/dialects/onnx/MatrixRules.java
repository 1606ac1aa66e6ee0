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
    if (!a.hasRank() || !b.hasRank() || a.rank() == 0 || b.rank() == 0) {
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
    n.setShape(0, List.of(m, nn));
  }
}
