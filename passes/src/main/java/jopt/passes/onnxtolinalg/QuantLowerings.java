package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Linear quantization: QuantizeLinear ({@code saturate(roundeven(x / scale) + zero_point)}),
 * DequantizeLinear ({@code (x - zero_point) * scale}), both per tensor or per axis;
 * DynamicQuantizeLinear (the range of x with 0 as reductions, then uint8 quantization); and
 * MatMulInteger and ConvInteger, which subtract the zero points in i32 and contract; QLinearMatMul
 * and QLinearConv, which then requantize: {@code saturate(rint(acc * sa * sb / sy) + zy)} in f64.
 */
final class QuantLowerings {
  private QuantLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.QuantizeLinear", OnnxLowering.single(QuantLowerings::quantize));
    m.put("onnx.DequantizeLinear", OnnxLowering.single(QuantLowerings::dequantize));
    m.put("onnx.DynamicQuantizeLinear", QuantLowerings::dynamicQuantize);
    m.put("onnx.MatMulInteger", OnnxLowering.single(QuantLowerings::matmulInteger));
    m.put("onnx.ConvInteger", OnnxLowering.single(QuantLowerings::convInteger));
    m.put("onnx.QLinearMatMul", OnnxLowering.single(QuantLowerings::qlinearMatMul));
    m.put("onnx.QLinearConv", OnnxLowering.single(QuantLowerings::qlinearConv));
  }

  /** The map reading a scale or zero point: a scalar, or a vector along {@code axis}. */
  private static AffineMap paramMap(Lowering l, Value p, int rank, int axis) {
    RankedTensorType t = l.tensorType(p, "a scale or zero point");
    if (t.getRank() == 0 || t.getNumElements() == 1) {
      return AffineMap.get(rank, 0, java.util.Collections.nCopies(t.getRank(), AffineExpr.constant(0)));
    }
    if (t.getRank() != 1) {
      throw l.fail("a blocked scale");
    }
    return AffineMap.get(rank, 0, AffineExpr.dim(axis));
  }

  /** Whether the scale (operand 1) has one value per element along the axis. */
  private static boolean perAxis(Lowering l) {
    RankedTensorType t = l.type(1);
    return t.getRank() > 0 && t.getNumElements() != 1;
  }

  /** {@code roundeven(v)} clamped to the range of integer type {@code to} and converted. */
  static Value saturate(Builder b, Location loc, Value v, Type to, boolean unsigned) {
    int w = ((IntegerType) to).getWidth();
    double lo = unsigned ? 0 : -Math.pow(2, w - 1);
    double hi = unsigned ? Math.pow(2, w) - 1 : Math.pow(2, w - 1) - 1;
    Value r = Scalars.math(b, loc, "math.roundeven", v);
    r = Scalars.max(b, loc, r, Scalars.constant(b, loc, v.getType(), lo), false);
    r = Scalars.min(b, loc, r, Scalars.constant(b, loc, v.getType(), hi), false);
    return Scalars.cast(b, loc, r, to, false, unsigned);
  }

  private static Value quantize(Lowering l) {
    RankedTensorType xt = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    int axis = perAxis(l) ? l.axis(l.intAttr("axis"), rank) : 0;
    Type to = out.getElementType();
    if (!(to instanceof IntegerType)) {
      throw l.fail("quantization to " + to);
    }
    boolean unsigned = OnnxTypes.isUnsigned(l.op.getResult(0).getType());
    List<Value> ins = new ArrayList<>(List.of(l.operand(0), l.operand(1)));
    List<AffineMap> maps = new ArrayList<>(List.of(AffineMap.getMultiDimIdentityMap(rank), paramMap(l, l.operand(1), rank, axis)));
    boolean zp = !l.absent(2);
    if (zp) {
      ins.add(l.operand(2));
      maps.add(paramMap(l, l.operand(2), rank, axis));
    }
    maps.add(AffineMap.getMultiDimIdentityMap(rank));
    return Linalg.generic1(l, ins, Linalg.empty(l, out, l.operand(0)), maps, Linalg.iterators(rank, "parallel"),
        (b, loc, in) -> {
          Value x = Scalars.cast(b, loc, in.get(0), FloatType.F32, false, false);
          Value s = Scalars.cast(b, loc, in.get(1), FloatType.F32, false, false);
          Value q = Scalars.math(b, loc, "math.roundeven", Scalars.div(b, loc, x, s, false));
          if (zp) {
            q = Scalars.add(b, loc, q, Scalars.cast(b, loc, in.get(2), FloatType.F32, unsigned, false));
          }
          return saturate(b, loc, q, to, unsigned);
        });
  }

  private static Value dequantize(Lowering l) {
    RankedTensorType xt = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = xt.getRank();
    int axis = perAxis(l) ? l.axis(l.intAttr("axis"), rank) : 0;
    Type elt = out.getElementType();
    boolean unsigned = l.unsigned(l.operand(0));
    List<Value> ins = new ArrayList<>(List.of(l.operand(0), l.operand(1)));
    List<AffineMap> maps = new ArrayList<>(List.of(AffineMap.getMultiDimIdentityMap(rank), paramMap(l, l.operand(1), rank, axis)));
    boolean zp = !l.absent(2);
    if (zp) {
      ins.add(l.operand(2));
      maps.add(paramMap(l, l.operand(2), rank, axis));
    }
    maps.add(AffineMap.getMultiDimIdentityMap(rank));
    return Linalg.generic1(l, ins, Linalg.empty(l, out, l.operand(0)), maps, Linalg.iterators(rank, "parallel"),
        (b, loc, in) -> {
          Value x = Scalars.cast(b, loc, in.get(0), elt, unsigned, false);
          if (zp) {
            x = Scalars.sub(b, loc, x, Scalars.cast(b, loc, in.get(2), elt, unsigned, false));
          }
          return Scalars.mul(b, loc, x, in.get(1));
        });
  }

  private static List<Value> dynamicQuantize(Lowering l) {
    RankedTensorType xt = l.type(0);
    int rank = xt.getRank();
    Type elt = xt.getElementType();
    boolean[] all = new boolean[rank];
    java.util.Arrays.fill(all, true);
    // The range includes 0.
    Value min = Linalg.reduce(l, l.operand(0), all, elt, Scalars.constant(l.b, l.loc, elt, 0), null,
        (b, loc, v, acc) -> Scalars.min(b, loc, v, acc, false));
    Value max = Linalg.reduce(l, l.operand(0), all, elt, Scalars.constant(l.b, l.loc, elt, 0), null,
        (b, loc, v, acc) -> Scalars.max(b, loc, v, acc, false));
    RankedTensorType scalar = (RankedTensorType) min.getType();
    IntegerType u8 = IntegerType.get(8);
    // (max - min) / 255 and the zero point -min / scale in f32, divisions as the spec writes them
    // (onnxruntime's arithmetic too); an all-zero x (max == min) gets scale 1 as in onnxruntime,
    // where the spec's formula would divide 0 by 0.
    Value scale = Linalg.map(l, List.of(min, max), scalar, (b, loc, in) -> Scalars.select(b, loc,
        Scalars.cmp(b, loc, Scalars.Cmp.EQ, in.get(1), in.get(0), false), Scalars.constant(b, loc, elt, 1),
        Scalars.div(b, loc, Scalars.sub(b, loc, in.get(1), in.get(0)), Scalars.constant(b, loc, elt, 255), false)));
    Value zp = Linalg.map(l, List.of(min, scale), RankedTensorType.get(new long[0], u8), (b, loc, in) ->
        saturate(b, loc, Scalars.div(b, loc, Scalars.neg(b, loc, in.get(0)), in.get(1), false), u8, true));
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    AffineMap s = AffineMap.get(rank, 0, List.of());
    Value y = Linalg.generic1(l, List.of(l.operand(0), scale, zp), Linalg.empty(l, RankedTensorType.get(xt.getShape(), u8),
        l.operand(0)), List.of(id, s, s, id), Linalg.iterators(rank, "parallel"), (b, loc, in) -> {
          Value q = Scalars.math(b, loc, "math.roundeven", Scalars.div(b, loc, in.get(0), in.get(1), false));
          q = Scalars.add(b, loc, q, Scalars.cast(b, loc, in.get(2), elt, true, false));
          return saturate(b, loc, q, u8, true);
        });
    return List.of(y, scale, zp);
  }

  /** {@code ext(x) - ext(zero point)} in i32, element-wise (the zero point per tensor or along axis). */
  private static Value centered(Lowering l, int at, int zpAt, int axis) {
    Value x = l.operand(at);
    RankedTensorType t = l.type(at);
    boolean u = l.unsigned(x);
    IntegerType i32 = IntegerType.get(32);
    RankedTensorType out = RankedTensorType.get(t.getShape(), i32);
    if (l.absent(zpAt)) {
      return Linalg.map(l, List.of(x), out, (b, loc, in) -> Scalars.cast(b, loc, in.get(0), i32, u, false));
    }
    int rank = t.getRank();
    boolean zu = l.unsigned(l.operand(zpAt));
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    return Linalg.generic1(l, List.of(x, l.operand(zpAt)), Linalg.empty(l, out, x),
        List.of(id, paramMap(l, l.operand(zpAt), rank, axis), id), Linalg.iterators(rank, "parallel"),
        (b, loc, in) -> Scalars.sub(b, loc, Scalars.cast(b, loc, in.get(0), i32, u, false),
            Scalars.cast(b, loc, in.get(1), i32, zu, false)));
  }

  /** The i32 accumulator requantized: {@code saturate(rint(acc * s_x * s_w / s_y) + z_y)}, per channel where the scales are vectors. */
  private static Value requantize(Lowering l, Value acc, int xScaleAt, int wScaleAt, int yScaleAt, int yZpAt,
      int channelDim, RankedTensorType out) {
    int rank = out.getRank();
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    List<Value> ins = new ArrayList<>(List.of(acc, l.operand(xScaleAt), l.operand(wScaleAt), l.operand(yScaleAt)));
    List<AffineMap> maps = new ArrayList<>(List.of(id, paramMap(l, l.operand(xScaleAt), rank, channelDim),
        paramMap(l, l.operand(wScaleAt), rank, channelDim), paramMap(l, l.operand(yScaleAt), rank, channelDim)));
    boolean zp = !l.absent(yZpAt);
    if (zp) {
      ins.add(l.operand(yZpAt));
      maps.add(paramMap(l, l.operand(yZpAt), rank, channelDim));
    }
    maps.add(id);
    Type to = out.getElementType();
    boolean unsigned = OnnxTypes.isUnsigned(l.op.getResult(0).getType());
    boolean zu = zp && l.unsigned(l.operand(yZpAt));
    return Linalg.generic1(l, ins, Linalg.empty(l, out, (Value) null), maps, Linalg.iterators(rank, "parallel"),
        (b, loc, in) -> {
          FloatType f64 = FloatType.F64;
          Value a = Scalars.cast(b, loc, in.get(0), f64, false, false);
          Value m = Scalars.div(b, loc, Scalars.mul(b, loc, Scalars.cast(b, loc, in.get(1), f64, false, false),
              Scalars.cast(b, loc, in.get(2), f64, false, false)), Scalars.cast(b, loc, in.get(3), f64, false, false),
              false);
          Value q = Scalars.math(b, loc, "math.roundeven", Scalars.mul(b, loc, a, m));
          if (zp) {
            q = Scalars.add(b, loc, q, Scalars.cast(b, loc, in.get(4), f64, zu, false));
          }
          return saturate(b, loc, q, to, unsigned);
        });
  }

  private static Value qlinearMatMul(Lowering l) {
    RankedTensorType at = l.staticType(0);
    RankedTensorType bt = l.staticType(3);
    RankedTensorType out = l.staticResultType(0);
    if (at.getRank() < 2 || bt.getRank() < 2) {
      throw l.fail("QLinearMatMul of rank " + at.getRank() + " and " + bt.getRank());
    }
    Value a = centered(l, 0, 2, at.getRank() - 2);
    Value b = centered(l, 3, 5, bt.getRank() - 1);
    RankedTensorType acc = RankedTensorType.get(out.getShape(), IntegerType.get(32));
    Value c = at.getRank() == 2 && bt.getRank() == 2
        ? NamedOps.MATMUL.create(l.b, l.loc, List.of(a, b),
            List.of(Linalg.filled(l, acc, 0, null))).getOperation().getResult(0)
        : MatMulLowerings.broadcastContraction(l, a, b, acc);
    // Per-column scales (B's) along the last dim.
    return requantize(l, c, 1, 4, 6, 7, out.getRank() - 1, out);
  }

  private static Value qlinearConv(Lowering l) {
    RankedTensorType xt = l.staticType(0);
    RankedTensorType wt = l.staticType(3);
    RankedTensorType out = l.staticResultType(0);
    Value x = centered(l, 0, 2, 1);
    Value w = centered(l, 3, 5, 0);
    long[] kernel = java.util.Arrays.copyOfRange(wt.getShape(), 2, wt.getRank());
    Windows win = Windows.of(l, x, kernel, l.resultDims(0));
    Value xp = win.pad(l, x, Scalars.constant(l.b, l.loc, IntegerType.get(32), 0));
    RankedTensorType acc = RankedTensorType.get(out.getShape(), IntegerType.get(32));
    Value c = ConvLowerings.convolveNoBias(l, xp, w, l.intAttr("group"), win, acc, l.resultDims(0));
    if (!l.absent(8)) {
      // The i32 bias per output channel.
      int rank = acc.getRank();
      AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
      c = Linalg.generic1(l, List.of(c, l.operand(8)), Linalg.empty(l, acc, (Value) null),
          List.of(id, AffineMap.get(rank, 0, AffineExpr.dim(1)), id), Linalg.iterators(rank, "parallel"),
          (b, loc, in) -> Scalars.add(b, loc, in.get(0), in.get(1)));
    }
    return requantize(l, c, 1, 4, 6, 7, 1, out);
  }

  /**
   * MatMulInteger: numpy's matmul (ranks 1 and more, batch dims broadcast, sizes known at run
   * time) with the zero points subtracted inside the contraction ({@link SignedForm}: the operands
   * keep their bytes); a zero point per row of A or per column of B centers that side in i32
   * instead, its scalar zero point then 0.
   */
  private static Value matmulInteger(Lowering l) {
    RankedTensorType at = l.type(0);
    RankedTensorType bt = l.type(1);
    if (at.getRank() < 1 || bt.getRank() < 1) {
      throw l.fail("MatMulInteger of rank " + at.getRank() + " and " + bt.getRank());
    }
    SignedForm a = scalarZeroPoint(l, 2) ? signedForm(l, 0, 2) : centeredForm(l, 0, 2, Math.max(0, at.getRank() - 2));
    SignedForm b = scalarZeroPoint(l, 3) ? signedForm(l, 1, 3) : centeredForm(l, 1, 3, bt.getRank() - 1);
    return MatMulLowerings.matmul(l, a.elements(), b.elements(), l.resultType(0), List.of(a.zeroPoint(), b.zeroPoint()));
  }

  /**
   * ConvInteger. In 2-D without groups, {@code linalg.conv_2d_nchw_fchw_q}: the input kept in its
   * byte type ({@link #signedForm}), padded with its zero point, the zero points scalar operands
   * subtracted inside the op's body, so no i32 copy of the input is made; a weight zero point per
   * output channel centers the (small) weight in i32 instead. Other ranks and groups: both sides
   * centered in i32, padded with 0, convolved.
   */
  private static Value convInteger(Lowering l) {
    RankedTensorType xt = l.staticType(0);
    RankedTensorType wt = l.staticType(1);
    RankedTensorType out = l.staticResultType(0);
    if (wt.getRank() != xt.getRank()) {
      throw l.fail("input and weight ranks differ");
    }
    long[] kernel = java.util.Arrays.copyOfRange(wt.getShape(), 2, wt.getRank());
    if (xt.getRank() == 4 && l.intAttr("group") == 1 && scalarZeroPoint(l, 2)) {
      SignedForm x = signedForm(l, 0, 2);
      SignedForm w = scalarZeroPoint(l, 3) ? signedForm(l, 1, 3) : centeredForm(l, 1, 3, 0);
      Windows win = Windows.of(l, x.elements(), kernel, l.resultDims(0));
      Value xp = win.pad(l, x.elements(), x.pad());
      Value acc = Linalg.fill(l, Scalars.constant(l.b, l.loc, out.getElementType(), 0), l.emptyOf(out, l.resultDims(0)));
      NamedAttrList attrs = new NamedAttrList();
      attrs.set("dilations", win.dilationsAttr());
      attrs.set("strides", win.stridesAttr());
      return NamedOps.get("linalg.conv_2d_nchw_fchw_q").create(l.b, l.loc,
          List.of(xp, w.elements(), x.zeroPoint(), w.zeroPoint()), List.of(acc), attrs).getOperation().getResult(0);
    }
    // Centered first, so padding with 0 pads the input with its zero point.
    Value x = centered(l, 0, 2, 1);
    Value w = centered(l, 1, 3, 0);
    Windows win = Windows.of(l, x, kernel, l.resultDims(0));
    Value xp = win.pad(l, x, Scalars.constant(l.b, l.loc, IntegerType.get(32), 0));
    return ConvLowerings.convolveNoBias(l, xp, w, l.intAttr("group"), win, out, l.resultDims(0));
  }

  /** Whether zero point operand {@code zpAt} is absent or one value. */
  private static boolean scalarZeroPoint(Lowering l, int zpAt) {
    return l.absent(zpAt) || l.type(zpAt).getNumElements() == 1;
  }

  /**
   * An integer operand as the quantized named ops read it ({@code cast_signed}): {@code elements}
   * of its own width, {@code zeroPoint} the i32 scalar to subtract, {@code pad} the element that
   * stands for the zero point (null where the operand was centered instead).
   */
  record SignedForm(Value elements, Value pad, Value zeroPoint) {}

  /** Operand {@code at} centered in i32 along {@code axis} ({@link #centered}), its zero point then 0. */
  private static SignedForm centeredForm(Lowering l, int at, int zpAt, int axis) {
    Value elements = centered(l, at, zpAt, axis);
    return new SignedForm(elements, null, Scalars.constant(l.b, l.loc, IntegerType.get(32), 0));
  }

  /**
   * Operand {@code at} and its scalar zero point (operand {@code zpAt}, 0 if absent) in the form
   * the quantized named ops take: signed as is; unsigned values of width w with their top bit
   * flipped ({@code x - 2^(w-1)} read as signed: a constant of bytes folded, else a copy of the
   * same size) and the zero point less 2^(w-1), so that {@code x - zp} is unchanged.
   */
  static SignedForm signedForm(Lowering l, int at, int zpAt) {
    Value x = l.operand(at);
    RankedTensorType t = l.type(at);
    IntegerType elt = (IntegerType) t.getElementType();
    IntegerType i32 = IntegerType.get(32);
    boolean u = l.unsigned(x);
    boolean zu = !l.absent(zpAt) && l.unsigned(l.operand(zpAt));
    Value zp = l.absent(zpAt) ? Scalars.constant(l.b, l.loc, elt, 0) : Linalg.extractFirst(l, l.operand(zpAt));
    if (!u) {
      return new SignedForm(x, zp, Scalars.cast(l.b, l.loc, zp, i32, zu, false));
    }
    long half = 1L << (elt.getWidth() - 1);
    Value top = Scalars.constant(l.b, l.loc, elt, -half);
    // A constant of bytes (a weight) is flipped here, once; anything else at run time.
    DenseElementsAttr c = elt.getWidth() == 8 ? OnnxTypes.constantElements(x) : null;
    Value flipped;
    if (c != null) {
      byte[] raw = c.getRawData();
      for (int i = 0; i < raw.length; i++) {
        raw[i] ^= (byte) 0x80;
      }
      flipped = ConstantOp.create(l.b, l.loc,
          DenseElementsAttr.fromRawBuffer(t, raw)).getOperation().getResult(0);
    } else {
      flipped = Linalg.map(l, List.of(x), t, (b, loc, in) -> Scalars.xor(b, loc, in.get(0),
          Scalars.constant(b, loc, elt, -half)));
    }
    Value zp32 = Scalars.sub(l.b, l.loc, Scalars.cast(l.b, l.loc, zp, i32, true, false),
        Scalars.constant(l.b, l.loc, i32, half));
    return new SignedForm(flipped, Scalars.xor(l.b, l.loc, zp, top), zp32);
  }
}
