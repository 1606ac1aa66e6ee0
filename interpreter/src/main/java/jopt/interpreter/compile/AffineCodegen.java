package jopt.interpreter.compile;

import java.util.function.IntConsumer;
import jopt.interpreter.semantics.AffineScalars;
import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineSymbolExpr;

/**
 * An affine expression as bytecode leaving a long: dims and symbols pushed by the caller, each
 * operator a call of the {@link AffineScalars} method the interpreter's evaluation calls
 * ({@link AffineScalars#method}), so compiled and interpreted maps compute one meaning. Divisions
 * by anything but a positive constant (which may be undefined behaviour, reported at the op) are
 * not compiled.
 */
final class AffineCodegen {
  private AffineCodegen() {}

  private static final String SCALARS = "jopt/interpreter/semantics/AffineScalars";

  static void emit(AffineExpr x, Emitter e, IntConsumer dim, IntConsumer symbol) {
    if (x instanceof AffineConstantExpr c) {
      e.pushLong(c.value());
    } else if (x instanceof AffineDimExpr d) {
      dim.accept(d.position());
    } else if (x instanceof AffineSymbolExpr s) {
      symbol.accept(s.position());
    } else if (x instanceof AffineBinaryOpExpr b) {
      switch (b.getKind()) {
        case ADD, MUL -> { }
        default -> {
          if (!(b.getRHS() instanceof AffineConstantExpr c) || c.value() <= 0) {
            throw new Emitter.Unsupported("affine division by " + b.getRHS());
          }
        }
      }
      emit(b.getLHS(), e, dim, symbol);
      emit(b.getRHS(), e, dim, symbol);
      e.invokeStatic(SCALARS, AffineScalars.method(b.getKind()), "(JJ)J");
    } else {
      throw new Emitter.Unsupported("affine expression " + x);
    }
  }
}
