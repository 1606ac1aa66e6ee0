package jopt.interpreter.compile;

import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import jopt.dialects.math.MathFunctions;
import jopt.interpreter.semantics.MathSemantics;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;
import jopt.ir.type.FloatType;
import org.objectweb.asm.Opcodes;

/**
 * Codegen of the math functions on scalars: a call of the very function object the op's
 * {@link MathSemantics} apply ({@link MathSemantics#DOUBLE_UNARY}, {@link MathSemantics#UNARY},
 * {@link MathSemantics#BINARY}), with the operands widened and the result rounded as the
 * interpreter does, so the compiled op computes what the interpreted one does by construction.
 */
public final class MathCodegen {
  private MathCodegen() {}

  public static void register(SemanticsRegistry r) {
    MathSemantics.DOUBLE_UNARY.keySet().forEach(name -> CompiledSemantics.registerUnregisteredCodegen(r,
        name, (op, e) -> {
          FloatType t = scalarResult(op, name);
          doubleUnary(op, e, MathSemantics.doubleUnary(name, t), t);
          e.store(op.getResult(0));
        }));
    // As interpreted: the f32 form on f32, else the f64 form rounded to the type.
    MathSemantics.UNARY.forEach((name, f) -> CompiledSemantics.registerUnregisteredCodegen(r, name, (op, e) -> {
      FloatType t = scalarResult(op, name);
      if (t == FloatType.F32 && f.f32() != null) {
        e.constant(f.f32(), MathFunctions.FloatUnary.class);
        e.load(op.getOperand(0));
        e.mv.visitMethodInsn(Opcodes.INVOKEINTERFACE,
            "jopt/dialects/math/MathFunctions$FloatUnary", "apply", "(F)F", true);
      } else {
        doubleUnary(op, e, f.f64(), t);
      }
      e.store(op.getResult(0));
    }));
    MathSemantics.BINARY.forEach((name, f) -> CompiledSemantics.registerUnregisteredCodegen(r, name, (op, e) -> {
      FloatType t = scalarResult(op, name);
      e.constant(t == FloatType.F32 ? MathSemantics.BINARY_F32.getOrDefault(name, f) : f,
          DoubleBinaryOperator.class);
      for (int i = 0; i < 2; i++) {
        e.load(op.getOperand(i));
        e.toDouble(Emitter.kind(op.getOperand(i).getType()));
      }
      e.mv.visitMethodInsn(Opcodes.INVOKEINTERFACE,
          "java/util/function/DoubleBinaryOperator", "applyAsDouble", "(DD)D", true);
      e.roundDouble(t);
      e.store(op.getResult(0));
    }));
  }

  /** {@code f} of the operand widened to double, rounded to {@code t}, left on the stack. */
  private static void doubleUnary(Operation op, Emitter e, DoubleUnaryOperator f, FloatType t) {
    e.constant(f, DoubleUnaryOperator.class);
    e.load(op.getOperand(0));
    e.toDouble(Emitter.kind(op.getOperand(0).getType()));
    e.mv.visitMethodInsn(Opcodes.INVOKEINTERFACE,
        "java/util/function/DoubleUnaryOperator", "applyAsDouble", "(D)D", true);
    e.roundDouble(t);
  }

  private static FloatType scalarResult(Operation op, String name) {
    if (!(op.getResult(0).getType() instanceof FloatType t)) {
      throw new Emitter.Unsupported(name + " on vectors");
    }
    return t;
  }
}
