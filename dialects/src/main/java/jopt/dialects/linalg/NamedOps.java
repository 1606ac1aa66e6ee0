package jopt.dialects.linalg;

import static jopt.dialects.linalg.NamedOpRow.op;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.NamedOpRow.Interface;
import jopt.dialects.linalg.NamedOpRow.Syntax;
import jopt.ir.Operation;

/**
 * Every named structured op of MLIR 22, one row each, written as OpDSL writes them
 * (LinalgNamedStructuredOps.yaml, core_named_ops.py) and, for the ODS-defined ones of
 * LinalgStructuredOps.td (matmul, batch_matmul, batch_reduce_matmul, contract, elementwise),
 * with the same payloads their region builders build. Upper-case names in shapes are symbols,
 * the domain lists the loops, {@code cast} is the op's {@code cast} attribute.
 */
public final class NamedOps {
  private NamedOps() {}

  private static final String[] UNARY = {"exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round",
      "sqrt", "rsqrt", "square", "tanh", "erf"};

  /** linalg.add, ...: the mnemonic, OpDSL's function and the summary. */
  private static final String[][] BINARY = {
      {"add", "add", "Adds two tensors elementwise."},
      {"sub", "sub", "Subtracts two tensors elementwise."},
      {"mul", "mul", "Multiplies two tensors elementwise."},
      {"div", "div", "Divides the first tensor by the second tensor, elementwise."},
      {"div_unsigned", "div_unsigned", "Divides the first tensor by the second tensor, elementwise. For integer "
          + "types, performs an unsigned division."},
      {"max", "max_signed", "Takes the max (signed) between two inputs, elementwise."},
      {"min", "min_signed", "Takes the min (signed) between two inputs, elementwise."},
      {"powf", "powf", "Takes the powf(lhs, rhs) between two inputs, elementwise."}};

  private static final String CONV = "Performs 1-D convolution.";
  private static final String CONV2 = "Performs 2-D convolution.";
  private static final String CONV2_Q = "Performs 2-D convolution with zero point offsets.";
  private static final String CONV2_GROUPED = "Performs 2-D grouped convolution.";
  private static final String CONV3 = "Performs 3-D convolution.";
  private static final String DW1 = "Performs depth-wise 1-D convolution.";
  private static final String DW2 = "Performs depth-wise 2-D convolution.";
  private static final String DW3 = "Performs depth-wise 3-D convolution.";
  private static final String H = "OH * SH + KH * DH";
  private static final String W = "OW * SW + KW * DW";
  private static final String D = "OD * SD + KD * DD";
  private static final String H_IDX = "oh * SH + kh * DH";
  private static final String W_IDX = "ow * SW + kw * DW";
  private static final String D_IDX = "od * SD + kd * DD";
  private static final String ZP = "scalar IZp: I32";
  private static final String KZP = "scalar KZp: I32";

  private static List<NamedOpRow> rows() {
    List<NamedOpRow> r = new ArrayList<>();
    r.add(op("copy", "Copies the tensor elementwise.").ins("I: T1").outs("O: U").typeFn("cast", "cast_signed")
        .body("O = cast(U, I)"));
    for (String fn : UNARY) {
      r.add(op(fn, "Applies " + fn + "(x) elementwise.").ins("I: T1").outs("O: T1").body("O = " + fn + "(I)"));
    }
    for (String[] b : BINARY) {
      r.add(op(b[0], b[2]).ins("lhs: T1", "rhs: T1").outs("O: T1").body("O = " + b[1] + "(lhs, rhs)"));
    }
    r.add(op("select", "Chooses one value based on a binary condition supplied as its first operand.")
        .ins("cond: U", "lhs: T1", "rhs: T1").outs("O: T1").body("O = select(cond, lhs, rhs)"));
    r.add(op("elementwise", "Performs element-wise operation").syntax(Syntax.ELEMENTWISE).outs("O: U")
        .body(new OpDsl.ElementwiseKind()));
    r.add(op("fill", "Fills the output tensor with the given value.").implement(Interface.FILL)
        .ins("scalar value: T").outs("O: T").body("O = value"));
    r.add(op("fill_rng_2d", "Fills the output tensor with pseudo random numbers.")
        .ins("scalar min: F64", "scalar max: F64", "scalar seed: I32").outs("O: T[M, N]").domain("m, n")
        .body("multiplier = cast_signed(I32, const(1103515245 : i64));"
            + "increment = cast_signed(I32, const(12345 : i64));"
            + "rand1 = (cast_signed(I32, index(m)) + seed) * multiplier + increment;"
            + "rand2 = (cast_signed(I32, index(n)) + rand1) * multiplier + increment;"
            + "inv_range = cast_signed(F64, const(2.3283063999999999E-10 : f64));"
            + "offset = cast_signed(F64, const(2147483647 : i64));"
            + "scaling = (max - min) * inv_range;"
            + "O[m, n] = cast_signed(T, (offset + cast_signed(F64, rand2)) * scaling + min)"));
    contractions(r);
    convolutions(r);
    depthwise(r);
    pooling(r);
    return r;
  }

  private static void contractions(List<NamedOpRow> r) {
    r.add(op("matmul", "Performs a matrix multiplication of two 2D inputs without broadcast or transpose.")
        .syntax(Syntax.MATMUL).implement(Interface.CONTRACTION).typeFn("cast", "cast_signed")
        .ins("A: T1[M, K]", "B: T2[K, N]").outs("C: U[M, N]").domain("m, n, k")
        .body("C[m, n] += cast(U, A[m, k]) * cast(U, B[k, n])"));
    r.add(op("batch_matmul", "Performs a batched matrix multiplication of two 3D inputs.")
        .syntax(Syntax.BATCH_MATMUL).implement(Interface.CONTRACTION).typeFn("cast", "cast_signed")
        .ins("A: T1[Batch, M, K]", "B: T2[Batch, K, N]").outs("C: U[Batch, M, N]").domain("b, m, n, k")
        .body("C[b, m, n] += cast(U, A[b, m, k]) * cast(U, B[b, k, n])"));
    // Its region builder casts signed whatever the cast attribute says.
    r.add(op("batch_reduce_matmul", "Performs a batch-reduce matrix multiplication on two inputs.")
        .syntax(Syntax.BATCH_REDUCE_MATMUL).implement(Interface.CONTRACTION).typeFn("cast", "cast_signed")
        .ins("A: T1[Batch, M, K]", "B: T2[Batch, K, N]").outs("C: U[M, N]").domain("b, m, n, k")
        .body("C[m, n] += cast_signed(U, A[b, m, k]) * cast_signed(U, B[b, k, n])"));
    r.add(op("contract", "Perform a contraction on two inputs, accumulating into the third.")
        .syntax(Syntax.CONTRACT).implement(Interface.CONTRACTION).typeFn("cast", "cast_signed")
        .ins("A: T1", "B: T2").outs("C: U").body("C += cast(U, A) * cast(U, B)"));
    r.add(op("quantized_matmul", "Performs a matrix multiplication of two 2D inputs.")
        .ins("A: T1[M, K]", "B: T2[K, N]", "scalar AZp: I32", "scalar BZp: I32").outs("C: U[M, N]")
        .domain("m, n, k")
        .body("C[m, n] += (cast_signed(U, A[m, k]) - cast_signed(U, AZp)) * (cast_signed(U, B[k, n]) "
            + "- cast_signed(U, BZp))"));
    r.add(op("mmt4d", "Performs a matrix-matrix-transpose multiplication of two 4D inputs.")
        .implement(Interface.CONTRACTION).ins("lhs: LhsType[M, K, M0, K0]", "rhs: RhsType[N, K, N0, K0]")
        .outs("accum: AccumType[M, N, M0, N0]").domain("m, n, k, m0, n0, k0")
        .body("accum[m, n, m0, n0] += cast_signed(AccumType, lhs[m, k, m0, k0]) "
            + "* cast_signed(AccumType, rhs[n, k, n0, k0])"));
    r.add(op("batch_mmt4d", "Performs a batched matrix-matrix-transpose multiplication of two batched-4D (5D) "
        + "inputs.").implement(Interface.CONTRACTION)
        .ins("lhs: LhsType[Batch, M, K, M0, K0]", "rhs: RhsType[Batch, N, K, N0, K0]")
        .outs("accum: AccumType[Batch, M, N, M0, N0]").domain("b, m, n, k, m0, n0, k0")
        .body("accum[b, m, n, m0, n0] += cast_signed(AccumType, lhs[b, m, k, m0, k0]) "
            + "* cast_signed(AccumType, rhs[b, n, k, n0, k0])"));
    r.add(op("quantized_batch_matmul", "Performs a batched matrix multiplication of two 3D inputs.")
        .ins("A: T1[Batch, M, K]", "B: T2[Batch, K, N]", "scalar AZp: I32", "scalar BZp: I32")
        .outs("C: U[Batch, M, N]").domain("b, m, n, k")
        .body("C[b, m, n] += (cast_signed(U, A[b, m, k]) - cast_signed(U, AZp)) * (cast_signed(U, B[b, k, n]) "
            + "- cast_signed(U, BZp))"));
    r.add(op("matvec", "Performs a matrix-vector multiplication.").implement(Interface.CONTRACTION)
        .ins("A: T1[M, N]", "y: T2[N]").outs("x: U[M]").domain("m, n")
        .body("x[m] += cast_signed(U, A[m, n]) * cast_signed(U, y[n])"));
    r.add(op("vecmat", "Performs a vector-matrix multiplication.").implement(Interface.CONTRACTION)
        .ins("y: T1[M]", "A: T2[M, N]").outs("x: U[N]").domain("n, m")
        .body("x[n] += cast_signed(U, y[m]) * cast_signed(U, A[m, n])"));
    r.add(op("batch_matvec", "Performs a batched matrix-vector multiplication.").implement(Interface.CONTRACTION)
        .ins("A: T1[Batch, M, K]", "B: T2[Batch, K]").outs("C: U[Batch, M]").domain("b, m, k")
        .body("C[b, m] += cast_signed(U, A[b, m, k]) * cast_signed(U, B[b, k])"));
    r.add(op("batch_vecmat", "Performs a batched matrix-vector multiplication.").implement(Interface.CONTRACTION)
        .ins("A: T1[Batch, K]", "B: T2[Batch, K, N]").outs("C: U[Batch, N]").domain("b, n, k")
        .body("C[b, n] += cast_signed(U, A[b, k]) * cast_signed(U, B[b, k, n])"));
    r.add(op("dot", "Performs a dot product of two vectors to a scalar result.").implement(Interface.CONTRACTION)
        .ins("A: T1[M]", "B: T2[M]").outs("C: U[]").domain("m")
        .body("C += cast_signed(U, A[m]) * cast_signed(U, B[m])"));
  }

  /** {@code O[out] += cast(I[in]) * cast(K[filter])}, or with zero points subtracted. */
  private static String conv(String out, String in, String filter, boolean zeroPoints) {
    String i = "cast_signed(U, I[" + in + "])";
    String k = "cast_signed(U, K[" + filter + "])";
    if (zeroPoints) {
      i = "(" + i + " - cast_signed(U, IZp))";
      k = "(" + k + " - cast_signed(U, KZp))";
    }
    return "O[" + out + "] += " + i + " * " + k;
  }

  private static NamedOpRow.Spec conv(String mnemonic, String summary) {
    return op(mnemonic, summary).implement(Interface.CONVOLUTION);
  }

  private static void convolutions(List<NamedOpRow> r) {
    r.add(conv("conv_1d", "Performs 1-D convolution with no channels.")
        .ins("I: T1[OW + KW]", "K: T2[KW]").outs("O: U[OW]").domain("ow, kw")
        .body(conv("ow", "ow + kw", "kw", false)));
    r.add(conv("conv_2d", "Performs 2-D convolution with no channels.")
        .ins("I: T1[OH + KH, OW + KW]", "K: T2[KH, KW]").outs("O: U[OH, OW]").domain("oh, ow, kh, kw")
        .body(conv("oh, ow", "oh + kh, ow + kw", "kh, kw", false)));
    r.add(conv("conv_3d", "Performs 3-D convolution with no channels.")
        .ins("I: T1[OD + KD, OH + KH, OW + KW]", "K: T2[KD, KH, KW]").outs("O: U[OD, OH, OW]")
        .domain("od, oh, ow, kd, kh, kw")
        .body(conv("od, oh, ow", "od + kd, oh + kh, ow + kw", "kd, kh, kw", false)));
    r.add(conv("conv_1d_nwc_wcf", CONV).ins("I: T1[N, " + W + ", C]", "K: T2[KW, C, F]").outs("O: U[N, OW, F]")
        .stridesDilations("SW", "DW").domain("n, ow, f, kw, c")
        .body(conv("n, ow, f", "n, " + W_IDX + ", c", "kw, c, f", false)));
    r.add(conv("conv_1d_ncw_fcw", CONV).ins("I: T1[N, C, " + W + "]", "K: T2[F, C, KW]").outs("O: U[N, F, OW]")
        .stridesDilations("SW", "DW").domain("n, f, ow, c, kw")
        .body(conv("n, f, ow", "n, c, " + W_IDX, "f, c, kw", false)));
    for (boolean q : new boolean[] {false, true}) {
      String suffix = q ? "_q" : "";
      r.add(conv("conv_2d_nhwc_hwcf" + suffix, q ? CONV2_Q : CONV2)
          .ins(zp(q, "I: T1[N, " + H + ", " + W + ", C]", "K: T2[KH, KW, C, F]")).outs("O: U[N, OH, OW, F]")
          .stridesDilations("SH, SW", "DH, DW").domain("n, oh, ow, f, kh, kw, c")
          .body(conv("n, oh, ow, f", "n, " + H_IDX + ", " + W_IDX + ", c", "kh, kw, c, f", q)));
      r.add(conv("conv_2d_nhwc_fhwc" + suffix, q ? CONV2_Q : CONV2)
          .ins(zp(q, "I: T1[N, " + H + ", " + W + ", C]", "K: T2[F, KH, KW, C]")).outs("O: U[N, OH, OW, F]")
          .stridesDilations("SH, SW", "DH, DW").domain("n, oh, ow, f, kh, kw, c")
          .body(conv("n, oh, ow, f", "n, " + H_IDX + ", " + W_IDX + ", c", "f, kh, kw, c", q)));
      r.add(conv("conv_2d_nchw_fchw" + suffix, q ? CONV2_Q : CONV2)
          .ins(zp(q, "I: T1[N, C, " + H + ", " + W + "]", "K: T2[F, C, KH, KW]")).outs("O: U[N, F, OH, OW]")
          .stridesDilations("SH, SW", "DH, DW").domain("n, f, oh, ow, c, kh, kw")
          .body(conv("n, f, oh, ow", "n, c, " + H_IDX + ", " + W_IDX, "f, c, kh, kw", q)));
      r.add(conv("conv_2d_ngchw_gfchw" + suffix, q ? "Performs 2-D grouped convolution with zero-point offsets."
          : CONV2_GROUPED)
          .ins(zp(q, "I: T1[N, G, C, " + H + ", " + W + "]", "K: T2[G, FG, C, KH, KW]"))
          .outs("O: U[N, G, FG, OH, OW]").stridesDilations("SH, SW", "DH, DW").domain("n, g, fg, oh, ow, c, kh, kw")
          .body(conv("n, g, fg, oh, ow", "n, g, c, " + H_IDX + ", " + W_IDX, "g, fg, c, kh, kw", q)));
      r.add(conv("conv_2d_nhwgc_gfhwc" + suffix, q ? "Performs 2-D grouped convolution with zero point offsets."
          : CONV2_GROUPED)
          .ins(zp(q, "I: T1[N, " + H + ", " + W + ", G, C]", "K: T2[G, FG, KH, KW, C]"))
          .outs("O: U[N, OH, OW, G, FG]").stridesDilations("SH, SW", "DH, DW").domain("n, oh, ow, g, fg, kh, kw, c")
          .body(conv("n, oh, ow, g, fg", "n, " + H_IDX + ", " + W_IDX + ", g, c", "g, fg, kh, kw, c", q)));
      r.add(conv("conv_3d_ndhwc_dhwcf" + suffix, q ? "Performs 3-D convolution with zero point offsets." : CONV3)
          .ins(zp(q, "I: T1[N, " + D + ", " + H + ", " + W + ", C]", "K: T2[KD, KH, KW, C, F]"))
          .outs("O: U[N, OD, OH, OW, F]").stridesDilations("SD, SH, SW", "DD, DH, DW")
          .domain("n, od, oh, ow, f, kd, kh, kw, c")
          .body(conv("n, od, oh, ow, f", "n, " + D_IDX + ", " + H_IDX + ", " + W_IDX + ", c", "kd, kh, kw, c, f",
              q)));
    }
    r.add(conv("conv_2d_ngchw_fgchw", CONV2_GROUPED)
        .ins("I: T1[N, G, C, " + H + ", " + W + "]", "K: T2[FG, G, C, KH, KW]").outs("O: U[N, G, FG, OH, OW]")
        .stridesDilations("SH, SW", "DH, DW").domain("n, g, fg, oh, ow, c, kh, kw")
        .body(conv("n, g, fg, oh, ow", "n, g, c, " + H_IDX + ", " + W_IDX, "fg, g, c, kh, kw", false)));
    r.add(conv("conv_3d_ncdhw_fcdhw", CONV3)
        .ins("I: T1[N, C, " + D + ", " + H + ", " + W + "]", "K: T2[F, C, KD, KH, KW]").outs("O: U[N, F, OD, OH, OW]")
        .stridesDilations("SD, SH, SW", "DD, DH, DW").domain("n, f, od, oh, ow, c, kd, kh, kw")
        .body(conv("n, f, od, oh, ow", "n, c, " + D_IDX + ", " + H_IDX + ", " + W_IDX, "f, c, kd, kh, kw", false)));
  }

  /** The image and the filter, with the zero points after them when {@code q}. */
  private static String[] zp(boolean q, String image, String filter) {
    return q ? new String[] {image, filter, ZP, KZP} : new String[] {image, filter};
  }

  private static void depthwise(List<NamedOpRow> r) {
    r.add(conv("depthwise_conv_1d_nwc_wc", DW1).ins("I: T1[N, " + W + ", IC]", "K: T2[KW, IC]")
        .outs("O: U[N, OW, IC]").stridesDilations("SW", "DW").domain("n, ow, ic, kw")
        .body(conv("n, ow, ic", "n, " + W_IDX + ", ic", "kw, ic", false)));
    r.add(conv("depthwise_conv_1d_ncw_cw", DW1).ins("I: T1[N, IC, " + W + "]", "K: T2[IC, KW]")
        .outs("O: U[N, IC, OW]").stridesDilations("SW", "DW").domain("n, ow, ic, kw")
        .body(conv("n, ic, ow", "n, ic, " + W_IDX, "ic, kw", false)));
    r.add(conv("depthwise_conv_1d_nwc_wcm", DW1).ins("I: T1[N, " + W + ", IC]", "K: T2[KW, IC, CM]")
        .outs("O: U[N, OW, IC, CM]").stridesDilations("SW", "DW").domain("n, ow, ic, cm, kw")
        .body(conv("n, ow, ic, cm", "n, " + W_IDX + ", ic", "kw, ic, cm", false)));
    for (boolean q : new boolean[] {false, true}) {
      String suffix = q ? "_q" : "";
      r.add(conv("depthwise_conv_2d_nhwc_hwc" + suffix, DW2)
          .ins(zp(q, "I: T1[N, " + H + ", " + W + ", IC]", "K: T2[KH, KW, IC]")).outs("O: U[N, OH, OW, IC]")
          .stridesDilations("SH, SW", "DH, DW").domain("n, oh, ow, ic, kh, kw")
          .body(conv("n, oh, ow, ic", "n, " + H_IDX + ", " + W_IDX + ", ic", "kh, kw, ic", q)));
      r.add(conv("depthwise_conv_2d_nhwc_hwcm" + suffix, DW2)
          .ins(zp(q, "I: T1[N, " + H + ", " + W + ", IC]", "K: T2[KH, KW, IC, CM]")).outs("O: U[N, OH, OW, IC, CM]")
          .stridesDilations("SH, SW", "DH, DW").domain("n, oh, ow, ic, cm, kh, kw")
          .body(conv("n, oh, ow, ic, cm", "n, " + H_IDX + ", " + W_IDX + ", ic", "kh, kw, ic, cm", q)));
    }
    r.add(conv("depthwise_conv_2d_nchw_chw", DW2).ins("I: T1[N, IC, " + H + ", " + W + "]", "K: T2[IC, KH, KW]")
        .outs("O: U[N, IC, OH, OW]").stridesDilations("SH, SW", "DH, DW").domain("n, oh, ow, ic, kh, kw")
        .body(conv("n, ic, oh, ow", "n, ic, " + H_IDX + ", " + W_IDX, "ic, kh, kw", false)));
    // OpDSL's output shape of the ndhwc variants omits IC, as the YAML records it.
    r.add(conv("depthwise_conv_3d_ndhwc_dhwc", DW3)
        .ins("I: T1[N, " + D + ", " + H + ", " + W + ", IC]", "K: T2[KD, KH, KW, IC]").outs("O: U[N, OD, OH, OW]")
        .stridesDilations("SD, SH, SW", "DD, DH, DW").domain("n, od, oh, ow, kd, kh, kw, ic")
        .body(conv("n, od, oh, ow, ic", "n, " + D_IDX + ", " + H_IDX + ", " + W_IDX + ", ic", "kd, kh, kw, ic",
            false)));
    r.add(conv("depthwise_conv_3d_ncdhw_cdhw", DW3)
        .ins("I: T1[N, IC, " + D + ", " + H + ", " + W + "]", "K: T2[IC, KD, KH, KW]").outs("O: U[N, IC, OD, OH, OW]")
        .stridesDilations("SD, SH, SW", "DD, DH, DW").domain("n, od, oh, ow, kd, kh, kw, ic")
        .body(conv("n, ic, od, oh, ow", "n, ic, " + D_IDX + ", " + H_IDX + ", " + W_IDX, "ic, kd, kh, kw", false)));
    r.add(conv("depthwise_conv_3d_ndhwc_dhwcm", DW3)
        .ins("I: T1[N, " + D + ", " + H + ", " + W + ", IC]", "K: T2[KD, KH, KW, IC, CM]")
        .outs("O: U[N, OD, OH, OW, CM]").stridesDilations("SD, SH, SW", "DD, DH, DW")
        .domain("n, od, oh, ow, cm, kd, kh, kw, ic")
        .body(conv("n, od, oh, ow, ic, cm", "n, " + D_IDX + ", " + H_IDX + ", " + W_IDX + ", ic",
            "kd, kh, kw, ic, cm", false)));
  }

  /**
   * A pooling row: {@code layout} (nhwc, nchw, nwc, ncw, ndhwc), {@code kind} (sum, max, min, with
   * _unsigned) with the combining function and cast OpDSL gives it.
   */
  private static NamedOpRow pooling(String layout, String kind) {
    boolean unsigned = kind.endsWith("_unsigned");
    String fn = kind.startsWith("sum") ? null : kind.substring(0, 3) + (unsigned ? "_unsigned" : "_signed");
    String[] p = switch (layout) {
      case "nhwc" -> new String[] {"N, " + H + ", " + W + ", C", "KH, KW", "kh, kw", "N, OH, OW, C",
          "n, oh, ow, c, kh, kw", "n, oh, ow, c", "n, " + H_IDX + ", " + W_IDX + ", c", "SH, SW", "DH, DW"};
      case "nchw" -> new String[] {"N, C, " + H + ", " + W, "KH, KW", "kh, kw", "N, C, OH, OW",
          "n, c, oh, ow, kh, kw", "n, c, oh, ow", "n, c, " + H_IDX + ", " + W_IDX, "SH, SW", "DH, DW"};
      case "nwc" -> new String[] {"N, " + W + ", C", "KW", "kw", "N, OW, C", "n, ow, c, kw", "n, ow, c",
          "n, " + W_IDX + ", c", "SW", "DW"};
      case "ncw" -> new String[] {"N, C, " + W, "KW", "kw", "N, C, OW", "n, c, ow, kw", "n, c, ow",
          "n, c, " + W_IDX, "SW", "DW"};
      default -> new String[] {"N, " + D + ", " + H + ", " + W + ", C", "KD, KH, KW", "kd, kh, kw",
          "N, OD, OH, OW, C", "n, od, oh, ow, c, kd, kh, kw", "n, od, oh, ow, c",
          "n, " + D_IDX + ", " + H_IDX + ", " + W_IDX + ", c", "SD, SH, SW", "DD, DH, DW"};
    };
    String value = "cast_" + (unsigned ? "unsigned" : "signed") + "(U, I[" + p[6] + "])";
    String what = layout.equals("ndhwc") ? "3D " : "";
    String summary = "Performs " + (unsigned ? "unsigned " : "") + what + kind.substring(0, 3) + " pooling.";
    return conv("pooling_" + layout + "_" + kind, summary)
        .ins("I: T1[" + p[0] + "]", "K: T2[" + p[1] + "] index_dims(" + p[2] + ")").outs("O: U[" + p[3] + "]")
        .stridesDilations(p[7], p[8]).domain(p[4])
        .body(fn == null ? "O[" + p[5] + "] += " + value : "O[" + p[5] + "] = " + fn + "[" + p[2] + "](" + value + ")");
  }

  private static void pooling(List<NamedOpRow> r) {
    for (String kind : List.of("sum", "max", "max_unsigned", "min", "min_unsigned")) {
      r.add(pooling("nhwc", kind));
    }
    r.add(pooling("nchw", "sum"));
    r.add(pooling("nchw", "max"));
    for (String kind : List.of("sum", "max", "max_unsigned", "min", "min_unsigned")) {
      r.add(pooling("nwc", kind));
    }
    r.add(pooling("ncw", "sum"));
    r.add(pooling("ncw", "max"));
    for (String kind : List.of("sum", "max", "min")) {
      r.add(pooling("ndhwc", kind));
    }
  }

  /** Every row, in the order above. */
  public static final List<NamedOpRow> ROWS = List.copyOf(rows());

  private static final Map<String, NamedOpRow> BY_NAME = byName();

  private static Map<String, NamedOpRow> byName() {
    Map<String, NamedOpRow> m = new LinkedHashMap<>();
    for (NamedOpRow row : ROWS) {
      m.put(row.name(), row);
    }
    return m;
  }

  /** The row of op {@code name} ({@code linalg.matmul}), or null. */
  public static NamedOpRow get(String name) {
    return BY_NAME.get(name);
  }

  /** The row {@code op} is an instance of, or null. */
  public static NamedOpRow of(Operation op) {
    return op.getDef() instanceof NamedOpDef d ? d.row() : null;
  }

  public static final NamedOpRow COPY = get("linalg.copy");
  public static final NamedOpRow FILL = get("linalg.fill");
  public static final NamedOpRow MATMUL = get("linalg.matmul");
  public static final NamedOpRow BATCH_MATMUL = get("linalg.batch_matmul");
  public static final NamedOpRow QUANTIZED_MATMUL = get("linalg.quantized_matmul");
  public static final NamedOpRow QUANTIZED_BATCH_MATMUL = get("linalg.quantized_batch_matmul");
  public static final NamedOpRow ELEMENTWISE = get("linalg.elementwise");
}
