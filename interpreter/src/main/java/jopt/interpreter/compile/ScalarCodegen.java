package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.arith.CmpOps;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.FloatBinaryOps;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.linalg.IndexOp;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.semantics.ArithScalars;
import jopt.interpreter.semantics.ArithSemantics;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.OpSemantics;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FloatType;
import org.objectweb.asm.Label;

/**
 * Codegen of the scalar ops of arith, affine.apply and linalg.index. An arith op compiles to a
 * call of the static method of {@link ArithScalars} that its {@link OpSemantics} call too (the
 * JIT inlines it): its meaning is written once, there; the code here only moves operands and
 * results between locals and the stack (a long per integer, a float per f32, a double per f64,
 * f16 and bf16, rounded to its type on the way into its local as the interpreter's
 * {@link Execution#setFloat} rounds it).
 */
public final class ScalarCodegen {
  private ScalarCodegen() {}

  /** Where the ops' meaning is defined: one static method per op and held kind. */
  static final String SCALARS = "jopt/interpreter/semantics/ArithScalars";
  private static final String OP = "Ljopt/ir/Operation;";
  private static final String EX = "Ljopt/interpreter/semantics/Execution;";

  public static void register(SemanticsRegistry r) {
    CompiledSemantics.registerCodegen(r, ConstantOp.SPEC, ScalarCodegen::constant);
    ArithSemantics.FLOAT_OPS.forEach((spec, f) -> {
      String m = method(spec);
      CompiledSemantics.registerCodegen(r, spec, (op, e) -> {
        FloatType t = floatResult(op);
        // The f32 form on f32 when there is one, else the f64 form on the widened operands.
        char k = t == FloatType.F32 && f.f32() != null ? 'F' : 'D';
        for (int i = 0; i < 2; i++) {
          e.load(op.getOperand(i));
          if (k == 'D') {
            e.toDouble(Emitter.kind(t));
          }
        }
        e.invokeStatic(SCALARS, m, "(" + k + k + ")" + k);
        if (k == 'D') {
          e.roundDouble(t);
        }
        e.store(op.getResult(0));
      });
    });
    CompiledSemantics.registerCodegen(r, FloatBinaryOps.NegFOp.SPEC, (op, e) -> {
      char k = Emitter.kind(floatResult(op));
      e.load(op.getOperand(0));
      e.invokeStatic(SCALARS, "negf", "(" + k + ")" + k);
      e.store(op.getResult(0));
    });
    ArithSemantics.INT_OPS.forEach((spec, f) -> intOp(r, spec, "(JJI)J", false));
    ArithSemantics.FAULTING_INT_OPS.forEach((spec, f) ->
        intOp(r, spec, "(JJI" + OP + EX + ")J", true));
    CompiledSemantics.registerCodegen(r, CmpOps.CmpIOp.SPEC, (op, e) -> {
      int w = Scalars.width(op.getOperand(0).getType());
      int p = ArithSemantics.predicate(op);
      if (w <= 0 || w > 64 || p < 0 || p > 9) {
        throw new Emitter.Unsupported("cmpi");
      }
      e.pushInt(p);
      e.load(op.getOperand(0));
      e.load(op.getOperand(1));
      e.pushInt(w);
      e.invokeStatic(SCALARS, "cmpi", "(IJJI)Z");
      bool(op, e);
    });
    CompiledSemantics.registerCodegen(r, CmpOps.CmpFOp.SPEC, (op, e) -> {
      int p = ArithSemantics.predicate(op);
      char k = Emitter.kind(op.getOperand(0).getType());
      if (p < 0 || p > 15 || k == 'J' || k == 0) {
        throw new Emitter.Unsupported("cmpf");
      }
      e.pushInt(p);
      e.load(op.getOperand(0));
      e.toDouble(k);
      e.load(op.getOperand(1));
      e.toDouble(k);
      e.invokeStatic(SCALARS, "cmpf", "(IDD)Z");
      bool(op, e);
    });
    CompiledSemantics.registerCodegen(r, SelectOp.SPEC, ScalarCodegen::select);
    CompiledSemantics.registerCodegen(r, AffineApplyOp.SPEC, ScalarCodegen::affineApply);
    CompiledSemantics.registerCodegen(r, IndexOp.SPEC, (op, e) -> e.linalgIndex(op));
  }

  /** The {@link ArithScalars} method of the op {@code spec} defines. */
  static String method(OpSpec spec) {
    return ArithScalars.method(ArithSemantics.mnemonic(spec));
  }

  /** The float result type of {@code op}, one the compiled code holds. */
  static FloatType floatResult(Operation op) {
    Type t = op.getResult(0).getType();
    if (!(t instanceof FloatType ft) || Emitter.kind(t) == 0) {
      throw new Emitter.Unsupported("float op on " + t);
    }
    return ft;
  }

  /** The width of the integer result of {@code op}, at most 64 bits. */
  static int intWidth(Operation op) {
    int w = Scalars.width(op.getResult(0).getType());
    if (w <= 0 || w > 64) {
      throw new Emitter.Unsupported("integer op on " + op.getResult(0).getType());
    }
    return w;
  }

  private static void constant(Operation op, Emitter e) {
    Type t = op.getResult(0).getType();
    char k = Emitter.kind(t);
    if (k == 0) {
      throw new Emitter.Unsupported("constant of " + t);
    }
    if (op.getAttr("value") instanceof IntegerAttr i && k == 'J') {
      e.pushLong(Scalars.normalize(i.getBigValue().longValue(), Scalars.width(t)));
    } else if (op.getAttr("value") instanceof FloatAttr f && t instanceof FloatType ft) {
      double d = Scalars.round(ft, f.getValueAsDouble());
      if (k == 'F') {
        e.mv.visitLdcInsn((float) d);
      } else {
        e.mv.visitLdcInsn(d);
      }
    } else {
      throw new Emitter.Unsupported("constant " + op.getAttr("value"));
    }
    e.store(op.getResult(0));
  }

  /** An integer binary op: its method called with the operands and the width (and the op). */
  private static void intOp(SemanticsRegistry r, OpSpec spec, String desc, boolean faults) {
    String m = method(spec);
    CompiledSemantics.registerCodegen(r, spec, (op, e) -> {
      int w = intWidth(op);
      e.load(op.getOperand(0));
      e.load(op.getOperand(1));
      e.pushInt(w);
      if (faults) {
        e.constant(op, Operation.class);
        e.execution();
      }
      e.invokeStatic(SCALARS, m, desc);
      e.store(op.getResult(0));
    });
  }

  /** The boolean on the stack as an i1 the way the interpreter holds it: -1 or 0. */
  private static void bool(Operation op, Emitter e) {
    Label f = new Label();
    Label end = new Label();
    e.mv.visitJumpInsn(IFEQ, f);
    e.pushLong(Scalars.normalize(1, Scalars.width(op.getResult(0).getType())));
    e.mv.visitJumpInsn(GOTO, end);
    e.mv.visitLabel(f);
    e.pushLong(0);
    e.mv.visitLabel(end);
    e.store(op.getResult(0));
  }

  private static void select(Operation op, Emitter e) {
    if (Emitter.kind(op.getOperand(0).getType()) != 'J'
        || Emitter.kind(op.getResult(0).getType()) == 0) {
      throw new Emitter.Unsupported("select");
    }
    Label f = new Label();
    Label end = new Label();
    e.load(op.getOperand(0));
    e.invokeStatic(SCALARS, "select", "(J)Z");
    e.mv.visitJumpInsn(IFEQ, f);
    e.load(op.getOperand(1));
    e.mv.visitJumpInsn(GOTO, end);
    e.mv.visitLabel(f);
    e.load(op.getOperand(2));
    e.mv.visitLabel(end);
    e.store(op.getResult(0));
  }

  /** affine.apply with constant positive divisors (other divisors stay interpreted). */
  private static void affineApply(Operation op, Emitter e) {
    AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
    int dims = map.getNumDims();
    AffineCodegen.emit(map.getResult(0), e, pos -> e.load(op.getOperand(pos)),
        pos -> e.load(op.getOperand(dims + pos)));
    e.store(op.getResult(0));
  }
}
