package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import java.util.function.IntConsumer;
import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineSymbolExpr;

/**
 * An affine expression as bytecode leaving a long: dims and symbols pushed by the caller, mod,
 * floordiv and ceildiv by positive constants with the affine meaning (rounding towards minus
 * and plus infinity, a non-negative remainder). A division by anything else is not compiled.
 */
final class AffineCodegen {
  private AffineCodegen() {}

  static void emit(AffineExpr x, Emitter e, IntConsumer dim, IntConsumer symbol) {
    if (x instanceof AffineConstantExpr c) {
      e.pushLong(c.value());
    } else if (x instanceof AffineDimExpr d) {
      dim.accept(d.position());
    } else if (x instanceof AffineSymbolExpr s) {
      symbol.accept(s.position());
    } else if (x instanceof AffineBinaryOpExpr b) {
      emit(b.getLHS(), e, dim, symbol);
      switch (b.getKind()) {
        case ADD -> {
          emit(b.getRHS(), e, dim, symbol);
          e.mv.visitInsn(LADD);
        }
        case MUL -> {
          emit(b.getRHS(), e, dim, symbol);
          e.mv.visitInsn(LMUL);
        }
        default -> {
          if (!(b.getRHS() instanceof AffineConstantExpr c) || c.value() <= 0) {
            throw new Emitter.Unsupported("affine division by " + b.getRHS());
          }
          e.pushLong(c.value());
          String m = switch (b.getKind()) {
            case MOD -> "floorMod";
            case FLOOR_DIV -> "floorDiv";
            default -> "ceilDiv";
          };
          e.invokeStatic(m.equals("ceilDiv") ? "jopt/interpreter/compile/AffineCodegen" : "java/lang/Math",
              m, "(JJ)J");
        }
      }
    } else {
      throw new Emitter.Unsupported("affine expression " + x);
    }
  }

  /** Division rounding towards plus infinity, for a positive divisor. */
  static long ceilDiv(long a, long b) {
    return -Math.floorDiv(-a, b);
  }
}
