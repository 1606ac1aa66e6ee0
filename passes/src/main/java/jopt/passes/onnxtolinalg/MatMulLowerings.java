package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;

/**
 * MatMul (numpy's matmul) and Gemm: {@code linalg.matmul} when both sides are matrices (a
 * left side with batch dims folded into its rows against a matrix), {@code linalg.batch_matmul}
 * on equal batch dims collapsed into one, and a contraction generic where the batch dims
 * broadcast. Gemm's transposes are {@code linalg.matmul}'s indexing maps (no copy); the bias
 * is broadcast into the accumulator, or added after when alpha is not 1.
 */
final class MatMulLowerings {
  private MatMulLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.MatMul", OnnxLowering.single(MatMulLowerings::matmul));
    m.put("onnx.Gemm", OnnxLowering.single(MatMulLowerings::gemm));
    m.put("onnx.Einsum", OnnxLowering.single(MatMulLowerings::einsum));
  }

  private static Value matmul(Lowering l) {
    RankedTensorType at = l.staticType(0);
    RankedTensorType bt = l.staticType(1);
    RankedTensorType out = l.staticResultType(0);
    Type elt = out.getElementType();
    Value a = l.operand(0);
    Value b = l.operand(1);
    // Vectors become matrices (a row on the left, a column on the right).
    if (at.getRank() == 1) {
      at = RankedTensorType.get(new long[] {1, at.getDimSize(0)}, at.getElementType());
      a = Reshapes.reshape(l, a, at);
    }
    if (bt.getRank() == 1) {
      bt = RankedTensorType.get(new long[] {bt.getDimSize(0), 1}, bt.getElementType());
      b = Reshapes.reshape(l, b, bt);
    }
    int ra = at.getRank();
    int rb = bt.getRank();
    long m = at.getDimSize(ra - 2);
    long k = at.getDimSize(ra - 1);
    long n = bt.getDimSize(rb - 1);
    if (bt.getDimSize(rb - 2) != k) {
      throw l.fail("the contracted sizes differ (" + k + " and " + bt.getDimSize(rb - 2) + ")");
    }
    long[] batch = broadcastBatch(l, at, bt);
    long batchSize = 1;
    for (long d : batch) {
      batchSize *= d;
    }
    long[] full = concat(batch, m, n);
    RankedTensorType fullType = RankedTensorType.get(full, elt);
    Value result;
    if (rb == 2) {
      // [B..., M, K] x [K, N]: the batch dims fold into the rows.
      Value a2 = Reshapes.reshape(l, a, RankedTensorType.get(new long[] {batchSize * m, k}, at.getElementType()));
      Value c = Linalg.filled(l, RankedTensorType.get(new long[] {batchSize * m, n}, elt), 0, null);
      result = NamedOps.MATMUL.create(l.b, l.loc, List.of(a2, b), List.of(c)).getOperation().getResult(0);
    } else if (batchOf(at).length == batch.length && java.util.Arrays.equals(batchOf(at), batch)
        && java.util.Arrays.equals(batchOf(bt), batch)) {
      Value a3 = Reshapes.reshape(l, a, RankedTensorType.get(new long[] {batchSize, m, k}, at.getElementType()));
      Value b3 = Reshapes.reshape(l, b, RankedTensorType.get(new long[] {batchSize, k, n}, bt.getElementType()));
      Value c = Linalg.filled(l, RankedTensorType.get(new long[] {batchSize, m, n}, elt), 0, null);
      result = NamedOps.BATCH_MATMUL.create(l.b, l.loc, List.of(a3, b3), List.of(c)).getOperation().getResult(0);
    } else {
      result = broadcastContraction(l, a, b, fullType);
    }
    return Reshapes.reshape(l, Reshapes.reshape(l, result, fullType), out);
  }

  private static long[] batchOf(RankedTensorType t) {
    return java.util.Arrays.copyOf(t.getShape(), t.getRank() - 2);
  }

  private static long[] concat(long[] a, long... b) {
    long[] r = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }

  /** The broadcast of the batch dims of both sides (numpy rules). */
  private static long[] broadcastBatch(Lowering l, RankedTensorType a, RankedTensorType b) {
    long[] x = batchOf(a);
    long[] y = batchOf(b);
    int n = Math.max(x.length, y.length);
    long[] r = new long[n];
    for (int i = 0; i < n; i++) {
      long dx = i - (n - x.length) >= 0 ? x[i - (n - x.length)] : 1;
      long dy = i - (n - y.length) >= 0 ? y[i - (n - y.length)] : 1;
      if (dx != dy && dx != 1 && dy != 1) {
        throw l.fail("batch dims " + dx + " and " + dy + " do not broadcast");
      }
      r[i] = dx == 1 ? dy : dx;
    }
    return r;
  }

  /** {@code C[b..., m, n] += A[b'..., m, k] * B[b''..., k, n]} with broadcast batch dims, as a generic. */
  static Value broadcastContraction(Lowering l, Value a, Value b, RankedTensorType out) {
    int rank = out.getRank();
    int loops = rank + 1;
    int kDim = rank;
    RankedTensorType at = (RankedTensorType) a.getType();
    RankedTensorType bt = (RankedTensorType) b.getType();
    List<AffineMap> maps = List.of(operandMap(at, out, loops, rank - 2, kDim),
        operandMap(bt, out, loops, kDim, rank - 1), AffineMap.get(loops, 0, dims(rank)));
    List<String> iters = Linalg.iterators(rank, "parallel");
    iters.add("reduction");
    Value c = Linalg.filled(l, out, 0, null);
    return Linalg.generic(l, List.of(a, b), List.of(c), maps, iters, (bb, loc, args) -> {
      Value x = Scalars.cast(bb, loc, args.get(0), out.getElementType(), false, false);
      Value y = Scalars.cast(bb, loc, args.get(1), out.getElementType(), false, false);
      YieldOp.create(bb, loc, List.of(Scalars.add(bb, loc, args.get(2), Scalars.mul(bb, loc, x, y))));
    }).get(0);
  }

  private static List<AffineExpr> dims(int n) {
    List<AffineExpr> r = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      r.add(AffineExpr.dim(i));
    }
    return r;
  }

  /** The map of a matmul operand: its batch dims broadcast against the result's, then two loop dims. */
  private static AffineMap operandMap(RankedTensorType t, RankedTensorType out, int loops, int row, int col) {
    int batch = t.getRank() - 2;
    int outBatch = out.getRank() - 2;
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < batch; i++) {
      int o = i + outBatch - batch;
      exprs.add(t.getDimSize(i) == 1 && out.getDimSize(o) != 1 ? AffineExpr.constant(0) : AffineExpr.dim(o));
    }
    exprs.add(AffineExpr.dim(row));
    exprs.add(AffineExpr.dim(col));
    return AffineMap.get(loops, 0, exprs);
  }

  /**
   * Einsum: one generic whose loops are the equation's letters (the output's parallel, in its
   * order, then the summed ones as reductions); each operand is read through its letters (a
   * repeated letter reads a diagonal); {@code ...} stands for the same leading broadcast dims in
   * every operand. Without {@code ->} the output is the letters used once, sorted.
   */
  private static Value einsum(Lowering l) {
    String eq = l.stringAttr("equation").replace(" ", "");
    RankedTensorType out = l.staticResultType(0);
    List<Value> inputs = l.operands(0);
    String[] sides = eq.split("->", -1);
    String[] terms = sides[0].split(",", -1);
    if (terms.length != inputs.size() || sides.length > 2) {
      throw l.fail("equation '" + eq + "' for " + inputs.size() + " operands");
    }
    // '...' becomes upper-case letters, as many as the dims it covers (the most of any operand).
    int ellipsis = 0;
    for (int k = 0; k < terms.length; k++) {
      if (terms[k].contains("...")) {
        int rank = l.type(k).getRank();
        ellipsis = Math.max(ellipsis, rank - (terms[k].length() - 3));
      }
    }
    StringBuilder dots = new StringBuilder();
    for (int i = 0; i < ellipsis; i++) {
      dots.append((char) ('A' + i));
    }
    List<String> ins = new ArrayList<>();
    for (int k = 0; k < terms.length; k++) {
      String t = terms[k];
      if (t.contains("...")) {
        int covered = l.type(k).getRank() - (t.length() - 3);
        t = t.replace("...", dots.substring(ellipsis - covered));
      }
      if (t.length() != l.type(k).getRank()) {
        throw l.fail("term '" + terms[k] + "' for an operand of rank " + l.type(k).getRank());
      }
      ins.add(t);
    }
    String outTerm;
    if (sides.length == 2) {
      outTerm = sides[1].replace("...", dots.toString());
    } else {
      java.util.TreeMap<Character, Integer> counts = new java.util.TreeMap<>();
      for (String t : ins) {
        for (char ch : t.toCharArray()) {
          counts.merge(ch, 1, Integer::sum);
        }
      }
      StringBuilder o = new StringBuilder(dots);
      counts.forEach((ch, n) -> {
        if (n == 1 && !Character.isUpperCase(ch)) {
          o.append(ch);
        }
      });
      outTerm = o.toString();
    }
    if (outTerm.length() != out.getRank()) {
      throw l.fail("output '" + outTerm + "' for a result of rank " + out.getRank());
    }
    List<Character> loops = new ArrayList<>();
    for (char ch : outTerm.toCharArray()) {
      loops.add(ch);
    }
    int parallel = loops.size();
    for (String t : ins) {
      for (char ch : t.toCharArray()) {
        if (!loops.contains(ch)) {
          loops.add(ch);
        }
      }
    }
    List<AffineMap> maps = new ArrayList<>();
    for (int k = 0; k < ins.size(); k++) {
      List<AffineExpr> exprs = new ArrayList<>();
      RankedTensorType t = l.type(k);
      String term = ins.get(k);
      for (int i = 0; i < term.length(); i++) {
        char ch = term.charAt(i);
        int outPos = outTerm.indexOf(ch);
        // A broadcast dim of size 1 against a larger output dim reads index 0.
        boolean broadcast = t.getDimSize(i) == 1 && outPos >= 0 && out.getDimSize(outPos) != 1;
        exprs.add(broadcast ? AffineExpr.constant(0) : AffineExpr.dim(loops.indexOf(ch)));
      }
      maps.add(AffineMap.get(loops.size(), 0, exprs));
    }
    maps.add(AffineMap.get(loops.size(), 0, dims(parallel)));
    List<String> iters = Linalg.iterators(parallel, "parallel");
    iters.addAll(Linalg.iterators(loops.size() - parallel, "reduction"));
    Type elt = out.getElementType();
    Value init = Linalg.filled(l, out, 0, null);
    int n = inputs.size();
    return Linalg.generic(l, inputs, List.of(init), maps, iters, (bb, loc, args) -> {
      Value p = args.get(0);
      for (int k = 1; k < n; k++) {
        p = Scalars.mul(bb, loc, p, args.get(k));
      }
      YieldOp.create(bb, loc, List.of(Scalars.add(bb, loc, args.get(n), Scalars.cast(bb, loc, p, elt, false, false))));
    }).get(0);
  }

  /** Gemm: {@code alpha * A' B' + beta * C}, A' and B' read through transposing maps. */
  private static Value gemm(Lowering l) {
    RankedTensorType at = l.staticType(0);
    RankedTensorType bt = l.staticType(1);
    RankedTensorType out = l.staticResultType(0);
    if (at.getRank() != 2 || bt.getRank() != 2) {
      throw l.fail("Gemm of rank " + at.getRank() + " and " + bt.getRank());
    }
    boolean transA = l.intAttr("transA") != 0;
    boolean transB = l.intAttr("transB") != 0;
    double alpha = l.floatAttr("alpha");
    double beta = l.floatAttr("beta");
    boolean hasC = !l.absent(2) && beta != 0;
    Value init;
    if (hasC && alpha == 1.0) {
      Value cv = l.operand(2);
      if (beta != 1.0) {
        cv = scaled(l, cv, beta);
      }
      init = Linalg.broadcastTo(l, cv, out);
    } else {
      init = Linalg.filled(l, out, 0, null);
    }
    AffineExpr m = AffineExpr.dim(0);
    AffineExpr n = AffineExpr.dim(1);
    AffineExpr k = AffineExpr.dim(2);
    NamedAttrList attrs = null;
    if (transA || transB) {
      attrs = new NamedAttrList();
      attrs.set("indexing_maps", jopt.ir.attr.ArrayAttr.get(
          new jopt.ir.attr.AffineMapAttr(AffineMap.get(3, 0, transA ? List.of(k, m) : List.of(m, k))),
          new jopt.ir.attr.AffineMapAttr(AffineMap.get(3, 0, transB ? List.of(n, k) : List.of(k, n))),
          new jopt.ir.attr.AffineMapAttr(AffineMap.get(3, 0, List.of(m, n)))));
    }
    Value r = NamedOps.MATMUL.create(l.b, l.loc, List.of(l.operand(0), l.operand(1)), List.of(init), attrs)
        .getOperation().getResult(0);
    if (alpha == 1.0) {
      return r;
    }
    if (!hasC) {
      return scaled(l, r, alpha);
    }
    Value c = l.operand(2);
    return Linalg.map(l, List.of(r, c), out, (bb, loc, in) -> Scalars.add(bb, loc,
        Scalars.mul(bb, loc, in.get(0), Scalars.constant(bb, loc, in.get(0).getType(), alpha)),
        Scalars.mul(bb, loc, in.get(1), Scalars.constant(bb, loc, in.get(1).getType(), beta))));
  }

  /** {@code x * factor}, element-wise. */
  private static Value scaled(Lowering l, Value x, double factor) {
    RankedTensorType t = (RankedTensorType) x.getType();
    return Linalg.map(l, List.of(x), t, (bb, loc, in) -> Scalars.mul(bb, loc, in.get(0),
        Scalars.constant(bb, loc, in.get(0).getType(), factor)));
  }
}
