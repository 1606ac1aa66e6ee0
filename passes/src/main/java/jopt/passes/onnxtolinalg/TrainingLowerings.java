package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.FloatType;

/**
 * The optimizers of ONNX's training domain (Adagrad, Adam, Momentum): inputs R (learning
 * rate), T (update count), then n tensors X, n gradients G and n (or, for Adam, 2n) states;
 * results the n new X, then the new states. Each result is one element-wise generic over its
 * tensor reading R and T as scalars, computed in f64 as ONNX's reference does in numpy.
 */
final class TrainingLowerings {
  private TrainingLowerings() {}

  /** One optimizer's update: the new values (X first, then the states) from R, T, X, G, states. */
  private interface Update {
    List<Value> apply(Lowering l, Builder b, Location loc, Value r, Value t, List<Value> xgs);
  }

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Adagrad", l -> optimizer(l, 1, TrainingLowerings::adagrad));
    m.put("onnx.Adam", l -> optimizer(l, 2, TrainingLowerings::adam));
    m.put("onnx.Momentum", l -> optimizer(l, 1, TrainingLowerings::momentum));
  }

  /** Results X_new (n), then each state's new value (n each) of an optimizer with {@code states}. */
  private static List<Value> optimizer(Lowering l, int states, Update update) {
    int tensors = l.numOperands() - 2;
    if (tensors <= 0 || tensors % (2 + states) != 0) {
      throw l.fail("takes R, T and " + (2 + states) + " tensors per optimized tensor, not "
          + tensors);
    }
    int n = tensors / (2 + states);
    Value[] results = new Value[n * (1 + states)];
    for (int i = 0; i < n; i++) {
      List<Value> ins = new ArrayList<>(List.of(l.operand(0), l.operand(1)));
      for (int k = 0; k < 2 + states; k++) {
        ins.add(l.operand(2 + k * n + i));
      }
      for (int out = 0; out <= states; out++) {
        int which = out;
        int result = out * n + i;
        results[result] = l.resultUnused(result) ? null
            : Linalg.map(l, ins, l.staticResultType(result), (b, loc, e) -> {
              Type elt = e.get(2).getType();
              List<Value> wide = new ArrayList<>();
              for (Value v : e.subList(2, e.size())) {
                wide.add(f64(b, loc, v));
              }
              Value v = update.apply(l, b, loc, f64(b, loc, e.get(0)), f64(b, loc, e.get(1)), wide)
                  .get(which);
              return Scalars.cast(b, loc, v, elt, false, false);
            });
      }
    }
    return Arrays.asList(results);
  }

  private static Value f64(Builder b, Location loc, Value v) {
    return Scalars.cast(b, loc, v, FloatType.F64, false, false);
  }

  private static Value c(Builder b, Location loc, double v) {
    return Scalars.constant(b, loc, FloatType.F64, v);
  }

  /** norm_coefficient * X + G. */
  private static Value regularized(Lowering l, Builder b, Location loc, Value x, Value g) {
    return Scalars.add(b, loc, Scalars.mul(b, loc, c(b, loc, l.floatAttr("norm_coefficient")), x), g);
  }

  private static Value sqrt(Builder b, Location loc, Value x) {
    return Scalars.math(b, loc, "math.sqrt", x);
  }

  /** r = R / (1 + T decay); H' = H + G'^2; X' = X - r G' / (sqrt(H') + eps). */
  private static List<Value> adagrad(Lowering l, Builder b, Location loc, Value r, Value t, List<Value> e) {
    Value x = e.get(0);
    Value g = regularized(l, b, loc, x, e.get(1));
    Value rate = Scalars.div(b, loc, r, Scalars.add(b, loc, c(b, loc, 1),
        Scalars.mul(b, loc, t, c(b, loc, l.floatAttr("decay_factor")))), false);
    Value h = Scalars.add(b, loc, e.get(2), Scalars.mul(b, loc, g, g));
    Value denom = Scalars.add(b, loc, sqrt(b, loc, h), c(b, loc, l.floatAttr("epsilon")));
    Value xNew = Scalars.sub(b, loc, x, Scalars.div(b, loc, Scalars.mul(b, loc, rate, g), denom, false));
    return List.of(xNew, h);
  }

  /**
   * V' = alpha V + (1 - alpha) G'; H' = beta H + (1 - beta) G'^2; the rate bias-corrected by
   * sqrt(1 - beta^T) / (1 - alpha^T) when T > 0; X' = (1 - post) (X - r V' / (sqrt(H') + eps)).
   */
  private static List<Value> adam(Lowering l, Builder b, Location loc, Value r, Value t, List<Value> e) {
    double alpha = l.floatAttr("alpha");
    double beta = l.floatAttr("beta");
    Value x = e.get(0);
    Value g = regularized(l, b, loc, x, e.get(1));
    Value v = Scalars.add(b, loc, Scalars.mul(b, loc, c(b, loc, alpha), e.get(2)),
        Scalars.mul(b, loc, c(b, loc, 1 - alpha), g));
    Value h = Scalars.add(b, loc, Scalars.mul(b, loc, c(b, loc, beta), e.get(3)),
        Scalars.mul(b, loc, c(b, loc, 1 - beta), Scalars.mul(b, loc, g, g)));
    Value one = c(b, loc, 1);
    Value corrected = Scalars.div(b, loc,
        Scalars.mul(b, loc, r, sqrt(b, loc, Scalars.sub(b, loc, one,
            Scalars.math(b, loc, "math.powf", c(b, loc, beta), t)))),
        Scalars.sub(b, loc, one, Scalars.math(b, loc, "math.powf", c(b, loc, alpha), t)), false);
    Value rate = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, t, c(b, loc, 0), false),
        corrected, r);
    Value denom = Scalars.add(b, loc, sqrt(b, loc, h), c(b, loc, l.floatAttr("epsilon")));
    Value xNew = Scalars.sub(b, loc, x, Scalars.mul(b, loc, rate, Scalars.div(b, loc, v, denom, false)));
    xNew = Scalars.mul(b, loc, c(b, loc, 1 - l.floatAttr("norm_coefficient_post")), xNew);
    return List.of(xNew, v, h);
  }

  /**
   * V' = alpha V + beta' G' (beta' = 1 at T = 0); standard X' = X - R V', nesterov
   * X' = X - R (G' + alpha V').
   */
  private static List<Value> momentum(Lowering l, Builder b, Location loc, Value r, Value t, List<Value> e) {
    double alpha = l.floatAttr("alpha");
    String mode = l.stringAttr("mode");
    if (!mode.equals("standard") && !mode.equals("nesterov")) {
      throw l.fail("mode '" + mode + "'");
    }
    Value x = e.get(0);
    Value g = regularized(l, b, loc, x, e.get(1));
    Value betaAdj = Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.GT, t, c(b, loc, 0), false),
        c(b, loc, l.floatAttr("beta")), c(b, loc, 1));
    Value v = Scalars.add(b, loc, Scalars.mul(b, loc, c(b, loc, alpha), e.get(2)),
        Scalars.mul(b, loc, betaAdj, g));
    Value step = mode.equals("standard") ? v
        : Scalars.add(b, loc, g, Scalars.mul(b, loc, c(b, loc, alpha), v));
    return List.of(Scalars.sub(b, loc, x, Scalars.mul(b, loc, r, step)), v);
  }
}
