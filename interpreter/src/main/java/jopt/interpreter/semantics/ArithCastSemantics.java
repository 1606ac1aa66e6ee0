package jopt.interpreter.semantics;

import jopt.dialects.arith.CastOps;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.FloatType;

/** arith's casts between integer widths, index, and floats. */
public final class ArithCastSemantics {
  private ArithCastSemantics() {}

  static void register(SemanticsRegistry r) {
    lifted(r, CastOps.IndexCastOp.SPEC, (op, ex) ->
        ex.setInt(op.getResult(0), ArithScalars.indexCast(in(op, ex), outWidth(op))));
    lifted(r, CastOps.ExtSIOp.SPEC, (op, ex) ->
        ex.setInt(op.getResult(0), ArithScalars.extsi(in(op, ex), outWidth(op))));
    lifted(r, CastOps.TruncIOp.SPEC, (op, ex) ->
        ex.setInt(op.getResult(0), ArithScalars.trunci(in(op, ex), outWidth(op))));
    lifted(r, CastOps.IndexCastUIOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0),
        ArithScalars.indexCastui(in(op, ex), inWidth(op, ex), outWidth(op))));
    lifted(r, CastOps.ExtUIOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0),
        ArithScalars.extui(in(op, ex), inWidth(op, ex), outWidth(op))));
    lifted(r, CastOps.SIToFPOp.SPEC, (op, ex) ->
        ex.setFloat(op.getResult(0), ArithScalars.sitofp(in(op, ex))));
    lifted(r, CastOps.UIToFPOp.SPEC, (op, ex) ->
        ex.setFloat(op.getResult(0), ArithScalars.uitofp(in(op, ex), inWidth(op, ex))));
    lifted(r, CastOps.FPToSIOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0),
        ArithScalars.fptosi(ex.getFloat(op.getOperand(0)), ArithSemantics.intWidth(op, ex), op,
            ex)));
    lifted(r, CastOps.FPToUIOp.SPEC, (op, ex) -> {
      int w = ArithSemantics.intWidth(op, ex);
      ex.setInt(op.getResult(0),
          ArithScalars.fptoui(ex.getFloat(op.getOperand(0)), w, op, ex));
    });
    // extf and truncf: the value rounded to the result type, which setFloat does.
    lifted(r, CastOps.ExtFOp.SPEC, (op, ex) ->
        ex.setFloat(op.getResult(0), ex.getFloat(op.getOperand(0))));
    lifted(r, CastOps.TruncFOp.SPEC, (op, ex) -> {
      ArithSemantics.floatType(op, ex);
      ex.setFloat(op.getResult(0), ex.getFloat(op.getOperand(0)));
    });
    lifted(r, CastOps.BitcastOp.SPEC, ArithCastSemantics::bitcast);
  }

  private static long in(Operation op, Execution ex) {
    inWidth(op, ex);
    return ex.getInt(op.getOperand(0));
  }

  private static int inWidth(Operation op, Execution ex) {
    int w = Scalars.width(op.getOperand(0).getType());
    if (w <= 0 || w > 64) {
      throw ex.error(Kind.UNSUPPORTED, op, "casts of " + op.getOperand(0).getType()
          + " are not supported");
    }
    return w;
  }

  /** The result's width (an integer cast's result: setInt wraps to it as well). */
  private static int outWidth(Operation op) {
    return Scalars.width(op.getResult(0).getType());
  }

  private static void bitcast(Operation op, Execution ex) {
    Type from = Scalars.scalarOf(op.getOperand(0).getType());
    Type to = Scalars.scalarOf(op.getResult(0).getType());
    Object v = ex.get(op.getOperand(0));
    long bits = from instanceof FloatType ft ? Scalars.floatToBits(ft, (Double) v) : (Long) v;
    if (to instanceof FloatType tt) {
      ex.setFloat(op.getResult(0), Scalars.floatFromBits(tt, bits));
    } else {
      ex.setInt(op.getResult(0), bits);
    }
  }

  /** Registers scalar semantics, lifted over vectors ({@link ElementwiseLifting}). */
  private static void lifted(SemanticsRegistry r, jopt.ir.ods.OpSpec spec, OpSemantics s) {
    ElementwiseLifting.register(r, spec, s);
  }
}
