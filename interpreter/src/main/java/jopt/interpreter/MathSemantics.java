package jopt.interpreter;

import java.util.function.DoubleUnaryOperator;
import jopt.interpreter.RuntimeError.Kind;
import jopt.ir.type.FloatType;

/**
 * The math dialect's unary float functions on scalars, computed in double precision and
 * rounded to the result type (the elementwise linalg ops exp, abs, floor... have them as body).
 * jopt has no math dialect yet: the ops are unregistered and found by name.
 */
final class MathSemantics {
  private MathSemantics() {}

  static void register(SemanticsRegistry r) {
    unary(r, "math.exp", Math::exp);
    unary(r, "math.absf", Math::abs);
    unary(r, "math.floor", Math::floor);
    unary(r, "math.ceil", Math::ceil);
    unary(r, "math.sqrt", Math::sqrt);
    unary(r, "math.rsqrt", x -> 1.0 / Math.sqrt(x));
    unary(r, "math.log", Math::log);
    unary(r, "math.tanh", Math::tanh);
    unary(r, "math.round", x -> x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5));
  }

  private static void unary(SemanticsRegistry r, String name, DoubleUnaryOperator f) {
    r.registerUnregistered(name, (op, ex) -> {
      if (!(op.getResult(0).getType() instanceof FloatType)) {
        throw ex.error(Kind.UNSUPPORTED, op, name + " on vectors is not supported");
      }
      ex.setFloat(op.getResult(0), f.applyAsDouble(ex.getFloat(op.getOperand(0))));
    });
    r.registerUnregisteredCodegen(name, (op, e) -> {
      if (!(op.getResult(0).getType() instanceof FloatType t)) {
        throw new Emitter.Unsupported(name + " on vectors");
      }
      e.constant(f, DoubleUnaryOperator.class);
      e.load(op.getOperand(0));
      e.toDouble(Emitter.kind(op.getOperand(0).getType()));
      e.mv.visitMethodInsn(org.objectweb.asm.Opcodes.INVOKEINTERFACE,
          "java/util/function/DoubleUnaryOperator", "applyAsDouble", "(D)D", true);
      e.roundDouble(t);
      e.store(op.getResult(0));
    });
  }
}
