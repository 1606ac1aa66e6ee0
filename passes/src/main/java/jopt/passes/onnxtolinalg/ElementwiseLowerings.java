package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.RankedTensorType;
import jopt.passes.onnxtolinalg.Scalars.Cmp;

/**
 * The element-wise onnx ops: one {@code linalg.generic} of parallel loops over the result, the
 * operands read with numpy's broadcasting, the payload of arith and math ops (activation
 * functions as ONNX defines them, with their attributes' defaults).
 */
final class ElementwiseLowerings {
  private ElementwiseLowerings() {}

  /** The payload of a unary op: the result element from {@code x}. */
  interface Unary {
    Value apply(Lowering l, Builder b, Location loc, Value x);
  }

  /** The payload of a binary op; {@code u} says the operands are unsigned. */
  interface Binary {
    Value apply(Lowering l, Builder b, Location loc, Value x, Value y, boolean u);
  }

  static void register(Map<String, OnnxLowering> m) {
    registerUnary(m);
    registerBinary(m);
    m.put("onnx.Sum", variadic((b, loc, x, y, u) -> Scalars.add(b, loc, x, y), false));
    m.put("onnx.Max", variadic((b, loc, x, y, u) -> Scalars.max(b, loc, x, y, u), false));
    m.put("onnx.Min", variadic((b, loc, x, y, u) -> Scalars.min(b, loc, x, y, u), false));
    m.put("onnx.Mean", variadic((b, loc, x, y, u) -> Scalars.add(b, loc, x, y), true));
    m.put("onnx.Where", OnnxLowering.single(l -> Linalg.map(l, List.of(l.operand(0), l.operand(1), l.operand(2)),
        l.resultType(0), (b, loc, in) -> Scalars.select(b, loc, in.get(0), in.get(1), in.get(2)))));
    m.put("onnx.Clip", OnnxLowering.single(ElementwiseLowerings::clip));
    for (String v : List.of("ClipV6", "ClipV11", "ClipV12")) {
      m.put("onnx." + v, OnnxLowering.single(ElementwiseLowerings::clip));
    }
    m.put("onnx.Cast", OnnxLowering.single(ElementwiseLowerings::cast));
    m.put("onnx.CastLike", OnnxLowering.single(ElementwiseLowerings::cast));
    m.put("onnx.Identity", l -> OptionalLowerings.isList(l.operand(0).getType()) ? SequenceLowerings.identity(l)
        : List.of(Reshapes.castTo(l, l.operand(0), l.resultType(0))));
    m.put("onnx.Dropout", ElementwiseLowerings::dropout);
  }

  private static void registerUnary(Map<String, OnnxLowering> m) {
    unary(m, "Relu", (l, b, loc, x) -> Scalars.max(b, loc, x, zero(b, loc, x), l.unsigned(l.operand(0))));
    unary(m, "LeakyRelu", (l, b, loc, x) -> {
      Value scaled = Scalars.mul(b, loc, x, c(b, loc, x, l.floatAttr("alpha")));
      return Scalars.select(b, loc, Scalars.cmp(b, loc, Cmp.LT, x, zero(b, loc, x), false), scaled, x);
    });
    unary(m, "Elu", (l, b, loc, x) -> {
      Value e = Scalars.sub(b, loc, Scalars.math(b, loc, "math.exp", x), c(b, loc, x, 1));
      Value neg = Scalars.mul(b, loc, c(b, loc, x, l.floatAttr("alpha")), e);
      return Scalars.select(b, loc, Scalars.cmp(b, loc, Cmp.LT, x, zero(b, loc, x), false), neg, x);
    });
    unary(m, "Selu", (l, b, loc, x) -> {
      Value alpha = c(b, loc, x, l.floatAttr("alpha"));
      Value gamma = c(b, loc, x, l.floatAttr("gamma"));
      Value neg = Scalars.sub(b, loc, Scalars.mul(b, loc, alpha, Scalars.math(b, loc, "math.exp", x)), alpha);
      Value v = Scalars.select(b, loc, Scalars.cmp(b, loc, Cmp.LE, x, zero(b, loc, x), false), neg, x);
      return Scalars.mul(b, loc, gamma, v);
    });
    unary(m, "Celu", (l, b, loc, x) -> {
      Value alpha = c(b, loc, x, l.floatAttr("alpha"));
      Value e = Scalars.math(b, loc, "math.exp", Scalars.div(b, loc, x, alpha, false));
      Value neg = Scalars.min(b, loc, zero(b, loc, x), Scalars.mul(b, loc, alpha, Scalars.sub(b, loc, e, c(b, loc, x, 1))),
          false);
      return Scalars.add(b, loc, Scalars.max(b, loc, zero(b, loc, x), x, false), neg);
    });
    unary(m, "ThresholdedRelu", (l, b, loc, x) -> Scalars.select(b, loc,
        Scalars.cmp(b, loc, Cmp.GT, x, c(b, loc, x, l.floatAttr("alpha")), false), x, zero(b, loc, x)));
    unary(m, "HardSigmoid", (l, b, loc, x) -> hardSigmoid(b, loc, x, l.floatAttr("alpha"),
        l.floatAttr("beta")));
    unary(m, "HardSwish", (l, b, loc, x) -> Scalars.mul(b, loc, x, hardSigmoid(b, loc, x, 1.0 / 6, 0.5)));
    unary(m, "Sigmoid", (l, b, loc, x) -> sigmoid(b, loc, x));
    unary(m, "Softplus", (l, b, loc, x) -> softplus(b, loc, x));
    unary(m, "Softsign", (l, b, loc, x) -> Scalars.div(b, loc, x,
        Scalars.add(b, loc, c(b, loc, x, 1), Scalars.math(b, loc, "math.absf", x)), false));
    unary(m, "Mish", (l, b, loc, x) -> Scalars.mul(b, loc, x, Scalars.math(b, loc, "math.tanh", softplus(b, loc, x))));
    unary(m, "Gelu", ElementwiseLowerings::gelu);
    for (String[] p : new String[][] {{"Tanh", "tanh"}, {"Erf", "erf"}, {"Exp", "exp"}, {"Log", "log"},
        {"Sqrt", "sqrt"}, {"Sin", "sin"}, {"Cos", "cos"}, {"Tan", "tan"}, {"Asin", "asin"}, {"Acos", "acos"},
        {"Atan", "atan"}, {"Sinh", "sinh"}, {"Cosh", "cosh"}, {"Asinh", "asinh"}, {"Acosh", "acosh"},
        {"Atanh", "atanh"}, {"Floor", "floor"}, {"Ceil", "ceil"}, {"Round", "roundeven"}}) {
      String fn = "math." + p[1];
      unary(m, p[0], (l, b, loc, x) -> {
        if (!Scalars.isFloat(x.getType())) {
          throw l.fail("'" + l.name() + "' of integers");
        }
        return Scalars.math(b, loc, fn, x);
      });
    }
    unary(m, "Abs", (l, b, loc, x) -> {
      if (Scalars.isFloat(x.getType())) {
        return Scalars.math(b, loc, "math.absf", x);
      }
      return l.unsigned(l.operand(0)) ? x : Scalars.math(b, loc, "math.absi", x);
    });
    unary(m, "Neg", (l, b, loc, x) -> Scalars.neg(b, loc, x));
    unary(m, "Reciprocal", (l, b, loc, x) -> Scalars.div(b, loc, c(b, loc, x, 1), x, l.unsigned(l.operand(0))));
    unary(m, "Sign", (l, b, loc, x) -> {
      boolean u = l.unsigned(l.operand(0));
      Value z = zero(b, loc, x);
      Value pos = Scalars.select(b, loc, Scalars.cmp(b, loc, Cmp.GT, x, z, u), c(b, loc, x, 1), z);
      return u ? pos : Scalars.select(b, loc, Scalars.cmp(b, loc, Cmp.LT, x, z, false), c(b, loc, x, -1), pos);
    });
    unary(m, "Not", (l, b, loc, x) -> Scalars.not(b, loc, x));
    unary(m, "Shrink", (l, b, loc, x) -> {
      Value bias = c(b, loc, x, l.floatAttr("bias"));
      Value lambd = c(b, loc, x, l.floatAttr("lambd"));
      Value hi = Scalars.select(b, loc, Scalars.cmp(b, loc, Cmp.GT, x, lambd, false), Scalars.sub(b, loc, x, bias),
          zero(b, loc, x));
      return Scalars.select(b, loc, Scalars.cmp(b, loc, Cmp.LT, x, Scalars.neg(b, loc, lambd), false),
          Scalars.add(b, loc, x, bias), hi);
    });
    unary(m, "IsNaN", (l, b, loc, x) -> jopt.dialects.arith.CmpOps.CmpFOp.create(b, loc, "uno", x, x)
        .getOperation().getResult(0));
    unary(m, "IsInf", (l, b, loc, x) -> {
      Value pos = Scalars.cmp(b, loc, Cmp.EQ, x, c(b, loc, x, Double.POSITIVE_INFINITY), false);
      Value neg = Scalars.cmp(b, loc, Cmp.EQ, x, c(b, loc, x, Double.NEGATIVE_INFINITY), false);
      boolean p = l.intAttr("detect_positive") != 0;
      boolean n = l.intAttr("detect_negative") != 0;
      if (p && n) {
        return Scalars.or(b, loc, pos, neg);
      }
      return p ? pos : n ? neg : Scalars.constant(b, loc, jopt.ir.type.IntegerType.get(1), 0);
    });
  }

  private static void registerBinary(Map<String, OnnxLowering> m) {
    binary(m, "Add", (l, b, loc, x, y, u) -> Scalars.add(b, loc, x, y));
    binary(m, "Sub", (l, b, loc, x, y, u) -> Scalars.sub(b, loc, x, y));
    binary(m, "Mul", (l, b, loc, x, y, u) -> Scalars.mul(b, loc, x, y));
    binary(m, "Div", (l, b, loc, x, y, u) -> Scalars.div(b, loc, x, y, u));
    binary(m, "And", (l, b, loc, x, y, u) -> Scalars.and(b, loc, x, y));
    binary(m, "Or", (l, b, loc, x, y, u) -> Scalars.or(b, loc, x, y));
    binary(m, "Xor", (l, b, loc, x, y, u) -> Scalars.xor(b, loc, x, y));
    binary(m, "Equal", (l, b, loc, x, y, u) -> Scalars.cmp(b, loc, Cmp.EQ, x, y, u));
    binary(m, "Less", (l, b, loc, x, y, u) -> Scalars.cmp(b, loc, Cmp.LT, x, y, u));
    binary(m, "LessOrEqual", (l, b, loc, x, y, u) -> Scalars.cmp(b, loc, Cmp.LE, x, y, u));
    binary(m, "Greater", (l, b, loc, x, y, u) -> Scalars.cmp(b, loc, Cmp.GT, x, y, u));
    binary(m, "GreaterOrEqual", (l, b, loc, x, y, u) -> Scalars.cmp(b, loc, Cmp.GE, x, y, u));
    binary(m, "PRelu", (l, b, loc, x, y, u) -> Scalars.select(b, loc,
        Scalars.cmp(b, loc, Cmp.LT, x, zero(b, loc, x), u), Scalars.mul(b, loc, x, y), x));
    binary(m, "Pow", ElementwiseLowerings::pow);
    binary(m, "Mod", ElementwiseLowerings::mod);
    binary(m, "BitShift", (l, b, loc, x, y, u) -> {
      String dir = l.stringAttr("direction");
      String name = switch (dir) {
        case "LEFT" -> "arith.shli";
        case "RIGHT" -> "arith.shrui";
        default -> throw l.fail("direction '" + dir + "'");
      };
      return b.create(loc, name, List.of(x, y), List.of(x.getType()), null).getResult(0);
    });
  }

  private static void unary(Map<String, OnnxLowering> m, String name, Unary fn) {
    m.put("onnx." + name, OnnxLowering.single(l -> Linalg.map(l, List.of(l.operand(0)), l.resultType(0),
        (b, loc, in) -> fn.apply(l, b, loc, in.get(0)))));
  }

  private static void binary(Map<String, OnnxLowering> m, String name, Binary fn) {
    m.put("onnx." + name, OnnxLowering.single(l -> {
      boolean u = l.unsigned(l.operand(0));
      return Linalg.map(l, List.of(l.operand(0), l.operand(1)), l.resultType(0),
          (b, loc, in) -> fn.apply(l, b, loc, in.get(0), in.get(1), u));
    }));
  }

  /** The payload of a variadic op folding its operands left to right. */
  interface Fold {
    Value apply(Builder b, Location loc, Value x, Value y, boolean u);
  }

  private static OnnxLowering variadic(Fold fn, boolean mean) {
    return OnnxLowering.single(l -> {
      List<Value> in = l.operands(0);
      boolean u = l.unsigned(in.get(0));
      return Linalg.map(l, in, l.resultType(0), (b, loc, xs) -> {
        Value acc = xs.get(0);
        for (int i = 1; i < xs.size(); i++) {
          acc = fn.apply(b, loc, acc, xs.get(i), u);
        }
        return mean ? Scalars.div(b, loc, acc, c(b, loc, acc, xs.size()), u) : acc;
      });
    });
  }

  static Value zero(Builder b, Location loc, Value like) {
    return Scalars.constant(b, loc, like.getType(), 0);
  }

  /** A constant of {@code like}'s type. */
  static Value c(Builder b, Location loc, Value like, double v) {
    return Scalars.constant(b, loc, like.getType(), v);
  }

  static Value hardSigmoid(Builder b, Location loc, Value x, double alpha, double beta) {
    Value v = Scalars.add(b, loc, Scalars.mul(b, loc, x, c(b, loc, x, alpha)), c(b, loc, x, beta));
    return Scalars.max(b, loc, zero(b, loc, x), Scalars.min(b, loc, v, c(b, loc, x, 1), false), false);
  }

  static Value sigmoid(Builder b, Location loc, Value x) {
    Value e = Scalars.math(b, loc, "math.exp", Scalars.neg(b, loc, x));
    Value one = c(b, loc, x, 1);
    return Scalars.div(b, loc, one, Scalars.add(b, loc, one, e), false);
  }

  static Value softplus(Builder b, Location loc, Value x) {
    return Scalars.math(b, loc, "math.log", Scalars.add(b, loc, Scalars.math(b, loc, "math.exp", x), c(b, loc, x, 1)));
  }

  private static Value gelu(Lowering l, Builder b, Location loc, Value x) {
    Value half = c(b, loc, x, 0.5);
    Value one = c(b, loc, x, 1);
    String approximate = l.stringAttr("approximate");
    Value inner;
    if (approximate.equals("tanh")) {
      Value x3 = Scalars.mul(b, loc, Scalars.mul(b, loc, x, x), x);
      Value t = Scalars.add(b, loc, x, Scalars.mul(b, loc, c(b, loc, x, 0.044715), x3));
      inner = Scalars.math(b, loc, "math.tanh", Scalars.mul(b, loc, c(b, loc, x, Math.sqrt(2 / Math.PI)), t));
    } else if (approximate.equals("none")) {
      inner = Scalars.math(b, loc, "math.erf", Scalars.mul(b, loc, x, c(b, loc, x, Math.sqrt(0.5))));
    } else {
      throw l.fail("approximate '" + approximate + "'");
    }
    return Scalars.mul(b, loc, Scalars.mul(b, loc, half, x), Scalars.add(b, loc, one, inner));
  }

  /** Pow: the exponent converted to the base's type; integer bases of float exponents via float. */
  private static Value pow(Lowering l, Builder b, Location loc, Value x, Value y, boolean u) {
    Type t = x.getType();
    boolean yu = l.unsigned(l.operand(1));
    if (t instanceof FloatType) {
      DenseElementsAttr e = l.constant(1);
      if (e != null && e.isSplat() && e.getDouble(0) == 2.0) {
        return Scalars.mul(b, loc, x, x);
      }
      return Scalars.math(b, loc, "math.powf", x, Scalars.cast(b, loc, y, t, yu, false));
    }
    if (Scalars.isFloat(y.getType())) {
      Value xf = Scalars.cast(b, loc, x, y.getType(), u, false);
      return Scalars.cast(b, loc, Scalars.math(b, loc, "math.powf", xf, y), t, false, u);
    }
    return Scalars.math(b, loc, "math.ipowi", x, Scalars.cast(b, loc, y, t, yu, u));
  }

  /** Mod: C's fmod with {@code fmod = 1}, else the remainder with the divisor's sign (Python's). */
  private static Value mod(Lowering l, Builder b, Location loc, Value x, Value y, boolean u) {
    boolean fmod = l.intAttr("fmod") != 0;
    if (Scalars.isFloat(x.getType())) {
      Value r = b.create(loc, "arith.remf", List.of(x, y), List.of(x.getType()), null).getResult(0);
      if (fmod) {
        return r;
      }
      Value z = zero(b, loc, x);
      Value fix = Scalars.and(b, loc, Scalars.cmp(b, loc, Cmp.NE, r, z, false),
          Scalars.xor(b, loc, Scalars.cmp(b, loc, Cmp.LT, r, z, false), Scalars.cmp(b, loc, Cmp.LT, y, z, false)));
      return Scalars.select(b, loc, fix, Scalars.add(b, loc, r, y), r);
    }
    if (u) {
      return b.create(loc, "arith.remui", List.of(x, y), List.of(x.getType()), null).getResult(0);
    }
    Value r = b.create(loc, "arith.remsi", List.of(x, y), List.of(x.getType()), null).getResult(0);
    if (fmod) {
      return r;
    }
    Value z = zero(b, loc, x);
    Value fix = Scalars.and(b, loc, Scalars.cmp(b, loc, Cmp.NE, r, z, false),
        Scalars.xor(b, loc, Scalars.cmp(b, loc, Cmp.LT, r, z, false), Scalars.cmp(b, loc, Cmp.LT, y, z, false)));
    return Scalars.select(b, loc, fix, Scalars.add(b, loc, r, y), r);
  }

  /** Clip: bounds from optional scalar operands (opset 11+) or the min/max attributes (ClipV6). */
  private static Value clip(Lowering l) {
    RankedTensorType out = l.resultType(0);
    boolean u = l.unsigned(l.operand(0));
    List<Value> in = new ArrayList<>(List.of(l.operand(0)));
    boolean hasMin = !l.absent(1);
    boolean hasMax = !l.absent(2);
    if (hasMin) {
      in.add(l.operand(1));
    }
    if (hasMax) {
      in.add(l.operand(2));
    }
    boolean v6 = l.name().equals("onnx.ClipV6");
    return Linalg.map(l, in, out, (b, loc, xs) -> {
      Value x = xs.get(0);
      int k = 1;
      if (hasMin) {
        x = Scalars.max(b, loc, x, xs.get(k++), u);
      } else if (v6) { // the attribute or the op table's default (onnx-mlir's -3.402823e+38)
        x = Scalars.max(b, loc, x, c(b, loc, x, l.floatAttr("min")), u);
      }
      if (hasMax) {
        x = Scalars.min(b, loc, x, xs.get(k), u);
      } else if (v6) {
        x = Scalars.min(b, loc, x, c(b, loc, x, l.floatAttr("max")), u);
      }
      return x;
    });
  }

  private static Value cast(Lowering l) {
    RankedTensorType out = l.resultType(0);
    Type from = l.type(0).getElementType();
    Type to = out.getElementType();
    if (!(from instanceof FloatType || from instanceof jopt.ir.type.IntegerType)
        || !(to instanceof FloatType || to instanceof jopt.ir.type.IntegerType)) {
      throw l.fail("cast from " + from + " to " + to);
    }
    boolean fu = l.unsigned(l.operand(0));
    boolean tu = OnnxTypes.isUnsigned(l.op.getResult(0).getType());
    if (from.equals(to)) {
      return Reshapes.castTo(l, l.operand(0), out);
    }
    return Linalg.map(l, List.of(l.operand(0)), out, (b, loc, in) -> Scalars.cast(b, loc, in.get(0), to, fu, tu));
  }

  /** Dropout at inference: the data itself, and a mask of all true when it is used. */
  private static List<Value> dropout(Lowering l) {
    DenseElementsAttr training = l.constant(2);
    if (!l.absent(2) && (training == null || training.getBool(0))) {
      return RandomLowerings.trainingDropout(l);
    }
    Value out = Reshapes.castTo(l, l.operand(0), l.resultType(0));
    Value mask = null;
    if (!l.resultUnused(1)) {
      RankedTensorType t = l.resultType(1);
      mask = Linalg.filled(l, t, 1, l.operand(0));
    }
    return l.op.getNumResults() == 1 ? List.of(out) : java.util.Arrays.asList(out, mask);
  }
}
