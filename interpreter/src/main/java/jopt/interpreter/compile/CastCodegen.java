package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import jopt.dialects.arith.CastOps;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.semantics.ArithCastSemantics;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.FloatType;

/** Codegen of arith's casts, as {@link ArithCastSemantics} computes them. */
final class CastCodegen {
  private CastCodegen() {}

  static void register(SemanticsRegistry r) {
    // Sign-preserving: the value wrapped to the result's width.
    for (var spec : new jopt.ir.ods.OpSpec[] {CastOps.IndexCastOp.SPEC, CastOps.ExtSIOp.SPEC,
        CastOps.TruncIOp.SPEC}) {
      r.registerCodegen(spec, (op, e) -> {
        inWidth(op);
        e.load(op.getOperand(0));
        e.normalize(outWidth(op));
        e.store(op.getResult(0));
      });
    }
    for (var spec : new jopt.ir.ods.OpSpec[] {CastOps.IndexCastUIOp.SPEC, CastOps.ExtUIOp.SPEC}) {
      r.registerCodegen(spec, (op, e) -> {
        int w = inWidth(op);
        e.load(op.getOperand(0));
        e.pushInt(w);
        e.invokeStatic("jopt/interpreter/runtime/Scalars", "unsigned", "(JI)J");
        e.normalize(outWidth(op));
        e.store(op.getResult(0));
      });
    }
    r.registerCodegen(CastOps.SIToFPOp.SPEC, (op, e) -> {
      inWidth(op);
      FloatType t = floatOut(op);
      e.load(op.getOperand(0));
      e.mv.visitInsn(L2D);
      e.roundDouble(t);
      e.store(op.getResult(0));
    });
    r.registerCodegen(CastOps.UIToFPOp.SPEC, (op, e) -> {
      int w = inWidth(op);
      FloatType t = floatOut(op);
      e.load(op.getOperand(0));
      e.pushInt(w);
      e.invokeStatic("jopt/interpreter/semantics/ArithCastSemantics", "uiToFp", "(JI)D");
      e.roundDouble(t);
      e.store(op.getResult(0));
    });
    r.registerCodegen(CastOps.FPToSIOp.SPEC, (op, e) -> fpToInt(op, e, true));
    r.registerCodegen(CastOps.FPToUIOp.SPEC, (op, e) -> fpToInt(op, e, false));
    for (var spec : new jopt.ir.ods.OpSpec[] {CastOps.ExtFOp.SPEC, CastOps.TruncFOp.SPEC}) {
      r.registerCodegen(spec, (op, e) -> {
        FloatType t = floatOut(op);
        floatIn(op);
        e.load(op.getOperand(0));
        e.toDouble(Emitter.kind(op.getOperand(0).getType()));
        e.roundDouble(t);
        e.store(op.getResult(0));
      });
    }
  }

  private static int inWidth(Operation op) {
    int w = Scalars.width(op.getOperand(0).getType());
    if (w <= 0 || w > 64) {
      throw new Emitter.Unsupported("cast of " + op.getOperand(0).getType());
    }
    return w;
  }

  private static int outWidth(Operation op) {
    return ScalarCodegen.intWidth(op);
  }

  private static FloatType floatOut(Operation op) {
    return ScalarCodegen.floatResult(op);
  }

  private static FloatType floatIn(Operation op) {
    Type t = op.getOperand(0).getType();
    if (!(t instanceof FloatType ft) || Emitter.kind(t) == 0) {
      throw new Emitter.Unsupported("cast of " + t);
    }
    return ft;
  }

  private static void fpToInt(Operation op, Emitter e, boolean signed) {
    int w = outWidth(op);
    floatIn(op);
    e.load(op.getOperand(0));
    e.toDouble(Emitter.kind(op.getOperand(0).getType()));
    e.pushInt(w);
    e.mv.visitInsn(signed ? ICONST_1 : ICONST_0);
    e.constant(op, Operation.class);
    e.execution();
    e.invokeStatic("jopt/interpreter/semantics/ArithCastSemantics", "fpToInt",
        "(DIZLjopt/ir/Operation;Ljopt/interpreter/Execution;)J");
    e.normalize(w);
    e.store(op.getResult(0));
  }
}
