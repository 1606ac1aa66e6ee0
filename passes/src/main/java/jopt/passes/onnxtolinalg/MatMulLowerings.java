package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.NamedOpRow;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.onnx.SymInt;
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
    return matmul(l, l.operand(0), l.operand(1), l.resultType(0));
  }

  /**
   * numpy's matmul of {@code a} and {@code b} (ranks 1 and more, batch dims broadcast) into the
   * op's result {@code out}; the operands' elements are converted to {@code out}'s, summed in
   * {@link Accumulation}'s type.
   */
  static Value matmul(Lowering l, Value a, Value b, RankedTensorType out) {
    return matmul(l, a, b, out, null);
  }

  /**
   * {@link #matmul(Lowering, Value, Value, RankedTensorType)} with zero points {@code zps} (the i32
   * scalars subtracted from A's and B's elements, each read as signed, inside the contraction:
   * {@code linalg.quantized_matmul}, {@code linalg.quantized_batch_matmul}, or the generic with
   * them as scalar inputs), or null for none.
   */
  static Value matmul(Lowering l, Value a, Value b, RankedTensorType out, List<Value> zps) {
    RankedTensorType acc = Accumulation.of(out);
    if (acc != out) {
      return Accumulation.convert(l, matmul(l, a, b, acc, zps), out.getElementType(), l.resultDims(0));
    }
    RankedTensorType at = (RankedTensorType) a.getType();
    RankedTensorType bt = (RankedTensorType) b.getType();
    Type elt = out.getElementType();
    List<SymInt> ad = l.dims(a);
    List<SymInt> bd = l.dims(b);
    // Vectors become matrices (a row on the left, a column on the right).
    if (at.getRank() == 1) {
      ad = List.of(SymInt.ONE, ad.get(0));
      at = Lowering.typeOf(ad, at.getElementType());
      a = Reshapes.reshape(l, a, at, ad);
    }
    if (bt.getRank() == 1) {
      bd = List.of(bd.get(0), SymInt.ONE);
      bt = Lowering.typeOf(bd, bt.getElementType());
      b = Reshapes.reshape(l, b, bt, bd);
    }
    int ra = at.getRank();
    int rb = bt.getRank();
    SymInt m = ad.get(ra - 2);
    SymInt k = ad.get(ra - 1);
    SymInt n = bd.get(rb - 1);
    if (!bd.get(rb - 2).equals(k)) {
      if (k.isConstant() && bd.get(rb - 2).isConstant()) {
        throw l.fail("the contracted sizes differ (" + k + " and " + bd.get(rb - 2) + ")");
      }
      l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, l.size(k), l.size(bd.get(rb - 2)), false),
          "the contracted sizes of the operands differ");
    }
    List<SymInt> batch = broadcastBatch(l, ad.subList(0, ra - 2), bd.subList(0, rb - 2));
    SymInt batchSize = SymInt.ONE;
    for (SymInt d : batch) {
      batchSize = batchSize.mul(d);
    }
    List<SymInt> full = new ArrayList<>(batch);
    full.add(m);
    full.add(n);
    RankedTensorType fullType = Lowering.typeOf(full, elt);
    Value result;
    if (rb == 2 && symbolicSizes(batch, m) > 1) {
      // Rows of two sizes known at run time (batch x tokens): folded into one dim, the matmul
      // would sit between a collapse_shape and an expand_shape that no fold can remove (the
      // two sizes of one group are not comparable by type), keeping it out of its users'
      // fusion and tiling; so it is a contraction over the batch dims, B broadcast.
      result = broadcastContraction(l, a, b, fullType, full, zps);
    } else if (rb == 2) {
      // [B..., M, K] x [K, N]: the batch dims fold into the rows.
      List<SymInt> a2d = List.of(batchSize.mul(m), k);
      Value a2 = Reshapes.reshape(l, a, Lowering.typeOf(a2d, at.getElementType()), a2d);
      List<SymInt> cd = List.of(batchSize.mul(m), n);
      RankedTensorType ct = Lowering.typeOf(cd, elt);
      Value c = Linalg.fill(l, Scalars.constant(l.b, l.loc, elt, 0), l.emptyOf(ct, cd));
      result = contract(l, zps == null ? NamedOps.MATMUL : NamedOps.QUANTIZED_MATMUL, a2, b, zps, c);
      l.setDims(result, cd);
    } else if (ad.subList(0, ra - 2).equals(batch) && bd.subList(0, rb - 2).equals(batch)) {
      List<SymInt> a3d = List.of(batchSize, m, k);
      List<SymInt> b3d = List.of(batchSize, k, n);
      Value a3 = Reshapes.reshape(l, a, Lowering.typeOf(a3d, at.getElementType()), a3d);
      Value b3 = Reshapes.reshape(l, b, Lowering.typeOf(b3d, bt.getElementType()), b3d);
      List<SymInt> cd = List.of(batchSize, m, n);
      RankedTensorType ct = Lowering.typeOf(cd, elt);
      Value c = Linalg.fill(l, Scalars.constant(l.b, l.loc, elt, 0), l.emptyOf(ct, cd));
      result = contract(l, zps == null ? NamedOps.BATCH_MATMUL : NamedOps.QUANTIZED_BATCH_MATMUL, a3, b3, zps, c);
      l.setDims(result, cd);
    } else {
      result = broadcastContraction(l, a, b, fullType, full, zps);
    }
    return Reshapes.reshape(l, Reshapes.reshape(l, result, fullType, full), out, l.resultDims(0));
  }

  /** Named contraction {@code op} of {@code a} and {@code b} (then the zero points {@code zps}, if any) into {@code c}. */
  private static Value contract(Lowering l, NamedOpRow op, Value a, Value b, List<Value> zps,
      Value c) {
    List<Value> ins = new ArrayList<>(List.of(a, b));
    if (zps != null) {
      ins.addAll(zps);
    }
    return op.create(l.b, l.loc, ins, List.of(c)).getOperation().getResult(0);
  }

  /** How many of the batch dims and {@code m} are sizes known only at run time. */
  private static int symbolicSizes(List<SymInt> batch, SymInt m) {
    int n = m.isConstant() ? 0 : 1;
    for (SymInt d : batch) {
      n += d.isConstant() ? 0 : 1;
    }
    return n;
  }

  /** The broadcast of the batch dims of both sides (numpy rules). */
  private static List<SymInt> broadcastBatch(Lowering l, List<SymInt> x, List<SymInt> y) {
    int n = Math.max(x.size(), y.size());
    List<SymInt> r = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      SymInt dx = i - (n - x.size()) >= 0 ? x.get(i - (n - x.size())) : SymInt.ONE;
      SymInt dy = i - (n - y.size()) >= 0 ? y.get(i - (n - y.size())) : SymInt.ONE;
      SymInt d = dx.broadcast(dy);
      if (d == null) {
        throw l.fail("batch dims " + dx + " and " + dy + " do not broadcast");
      }
      r.add(d);
    }
    return r;
  }

  /** {@link #broadcastContraction(Lowering, Value, Value, RankedTensorType, List)} of a static result. */
  static Value broadcastContraction(Lowering l, Value a, Value b, RankedTensorType out) {
    List<SymInt> dims = new ArrayList<>();
    for (long d : out.getShape()) {
      dims.add(SymInt.of(d));
    }
    return broadcastContraction(l, a, b, out, dims);
  }

  /** {@code C[b..., m, n] += A[b'..., m, k] * B[b''..., k, n]} with broadcast batch dims, as a generic. */
  static Value broadcastContraction(Lowering l, Value a, Value b, RankedTensorType out, List<SymInt> outDims) {
    return broadcastContraction(l, a, b, out, outDims, null);
  }

  /**
   * {@link #broadcastContraction(Lowering, Value, Value, RankedTensorType, List)}, zero points
   * {@code zps} (null: none) subtracted as {@code linalg.quantized_matmul} does: scalar inputs
   * after A and B, {@code (ext(a) - zpA) * (ext(b) - zpB)}.
   */
  static Value broadcastContraction(Lowering l, Value a, Value b, RankedTensorType out, List<SymInt> outDims,
      List<Value> zps) {
    int rank = out.getRank();
    int loops = rank + 1;
    int kDim = rank;
    List<AffineMap> maps = new ArrayList<>(List.of(operandMap(l, a, outDims, loops, rank - 2, kDim),
        operandMap(l, b, outDims, loops, kDim, rank - 1)));
    List<Value> ins = new ArrayList<>(List.of(a, b));
    if (zps != null) {
      ins.addAll(zps);
      maps.add(AffineMap.get(loops, 0, List.of()));
      maps.add(AffineMap.get(loops, 0, List.of()));
    }
    maps.add(AffineMap.get(loops, 0, dims(rank)));
    List<String> iters = Linalg.iterators(rank, "parallel");
    iters.add("reduction");
    Type elt = out.getElementType();
    Value c = Linalg.fill(l, Scalars.constant(l.b, l.loc, elt, 0), l.emptyOf(out, outDims));
    return Linalg.generic(l, ins, List.of(c), maps, iters, (bb, loc, args) -> {
      Value x = Scalars.cast(bb, loc, args.get(0), elt, false, false);
      Value y = Scalars.cast(bb, loc, args.get(1), elt, false, false);
      if (zps != null) {
        x = Scalars.sub(bb, loc, x, Scalars.cast(bb, loc, args.get(2), elt, false, false));
        y = Scalars.sub(bb, loc, y, Scalars.cast(bb, loc, args.get(3), elt, false, false));
      }
      YieldOp.create(bb, loc, List.of(Scalars.add(bb, loc, args.get(args.size() - 1), Scalars.mul(bb, loc, x, y))));
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
  private static AffineMap operandMap(Lowering l, Value v, List<SymInt> out, int loops, int row, int col) {
    RankedTensorType t = (RankedTensorType) v.getType();
    int batch = t.getRank() - 2;
    int outBatch = out.size() - 2;
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < batch; i++) {
      int o = i + outBatch - batch;
      SymInt d = l.dim(v, i);
      if (!d.isConstant() && !d.equals(out.get(o))) {
        throw l.fail("a batch dim of size " + d + " known only at run time against " + out.get(o));
      }
      exprs.add(d.is(1) && !out.get(o).is(1) ? AffineExpr.constant(0) : AffineExpr.dim(o));
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
    // Summed in Accumulation's type: f16 and bf16 elements extended before they are multiplied.
    RankedTensorType acc = Accumulation.of(out);
    Type elt = acc.getElementType();
    boolean widen = acc != out;
    Value init = Linalg.filled(l, acc, 0, null);
    int n = inputs.size();
    Value r = Linalg.generic(l, inputs, List.of(init), maps, iters, (bb, loc, args) -> {
      Value p = widen ? Scalars.cast(bb, loc, args.get(0), elt, false, false) : args.get(0);
      for (int k = 1; k < n; k++) {
        p = Scalars.mul(bb, loc, p, widen ? Scalars.cast(bb, loc, args.get(k), elt, false, false) : args.get(k));
      }
      YieldOp.create(bb, loc, List.of(Scalars.add(bb, loc, args.get(n), Scalars.cast(bb, loc, p, elt, false, false))));
    }).get(0);
    return widen ? Accumulation.convert(l, r, out.getElementType(), l.resultDims(0)) : r;
  }

  /**
   * Gemm: {@code alpha * A' B' + beta * C}, A' and B' read through transposing maps; computed in
   * {@link Accumulation}'s type (C converted to it), the result rounded to the op's type once.
   */
  private static Value gemm(Lowering l) {
    RankedTensorType result = l.resultType(0);
    RankedTensorType out = Accumulation.of(result);
    Value r = gemm(l, out);
    return Accumulation.convert(l, r, result.getElementType(), l.resultDims(0));
  }

  private static Value gemm(Lowering l, RankedTensorType out) {
    RankedTensorType at = l.type(0);
    RankedTensorType bt = l.type(1);
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
      Value cv = Accumulation.convert(l, l.operand(2), out.getElementType());
      if (beta != 1.0) {
        cv = scaled(l, cv, beta);
      }
      init = Linalg.broadcastTo(l, cv, out, l.resultDims(0));
    } else {
      init = Linalg.fill(l, Scalars.constant(l.b, l.loc, out.getElementType(), 0), l.emptyOf(out, l.resultDims(0)));
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
    Value c = Accumulation.convert(l, l.operand(2), out.getElementType());
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
