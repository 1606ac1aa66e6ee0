package jopt.interpreter.compile;

import jopt.dialects.arith.CastOps;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.semantics.ArithCastSemantics;
import jopt.interpreter.semantics.ArithScalars;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FloatType;

/**
 * Codegen of arith's casts: calls of the {@link ArithScalars} methods that
 * {@link ArithCastSemantics} calls.
 */
final class CastCodegen {
  private CastCodegen() {}

  static void register(SemanticsRegistry r) {
    // Integer to integer: (value, result width), or (value, operand width, result width).
    for (var spec : new OpSpec[] {CastOps.IndexCastOp.SPEC, CastOps.ExtSIOp.SPEC,
        CastOps.TruncIOp.SPEC}) {
      String m = ScalarCodegen.method(spec);
      CompiledSemantics.registerCodegen(r, spec, (op, e) -> {
        inWidth(op);
        e.load(op.getOperand(0));
        e.pushInt(outWidth(op));
        e.invokeStatic(ScalarCodegen.SCALARS, m, "(JI)J");
        e.store(op.getResult(0));
      });
    }
    for (var spec : new OpSpec[] {CastOps.IndexCastUIOp.SPEC, CastOps.ExtUIOp.SPEC}) {
      String m = ScalarCodegen.method(spec);
      CompiledSemantics.registerCodegen(r, spec, (op, e) -> {
        int w = inWidth(op);
        e.load(op.getOperand(0));
        e.pushInt(w);
        e.pushInt(outWidth(op));
        e.invokeStatic(ScalarCodegen.SCALARS, m, "(JII)J");
        e.store(op.getResult(0));
      });
    }
    CompiledSemantics.registerCodegen(r, CastOps.SIToFPOp.SPEC, (op, e) -> {
      inWidth(op);
      FloatType t = floatOut(op);
      e.load(op.getOperand(0));
      e.invokeStatic(ScalarCodegen.SCALARS, "sitofp", "(J)D");
      e.roundDouble(t);
      e.store(op.getResult(0));
    });
    CompiledSemantics.registerCodegen(r, CastOps.UIToFPOp.SPEC, (op, e) -> {
      int w = inWidth(op);
      FloatType t = floatOut(op);
      e.load(op.getOperand(0));
      e.pushInt(w);
      e.invokeStatic(ScalarCodegen.SCALARS, "uitofp", "(JI)D");
      e.roundDouble(t);
      e.store(op.getResult(0));
    });
    CompiledSemantics.registerCodegen(r, CastOps.FPToSIOp.SPEC, (op, e) -> fpToInt(op, e, "fptosi"));
    CompiledSemantics.registerCodegen(r, CastOps.FPToUIOp.SPEC, (op, e) -> fpToInt(op, e, "fptoui"));
    // extf and truncf: the value rounded to the result type on its way into its local.
    for (var spec : new OpSpec[] {CastOps.ExtFOp.SPEC, CastOps.TruncFOp.SPEC}) {
      CompiledSemantics.registerCodegen(r, spec, (op, e) -> {
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

  private static void fpToInt(Operation op, Emitter e, String method) {
    int w = outWidth(op);
    floatIn(op);
    e.load(op.getOperand(0));
    e.toDouble(Emitter.kind(op.getOperand(0).getType()));
    e.pushInt(w);
    e.constant(op, Operation.class);
    e.execution();
    e.invokeStatic(ScalarCodegen.SCALARS, method,
        "(DILjopt/ir/Operation;Ljopt/interpreter/semantics/Execution;)J");
    e.store(op.getResult(0));
  }
}
