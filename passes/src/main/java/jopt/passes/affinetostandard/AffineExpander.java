package jopt.passes.affinetostandard;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AddIOp;
import jopt.dialects.arith.IntBinaryOps.DivSIOp;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.arith.IntBinaryOps.RemSIOp;
import jopt.dialects.arith.IntBinaryOps.SubIOp;
import jopt.dialects.arith.IntegerOverflowFlagsAttr;
import jopt.dialects.arith.SelectOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineExprKind;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.AffineSymbolExpr;
import jopt.ir.attr.IntegerAttr;

/**
 * MLIR's expandAffineExpr / expandAffineMap (AffineApplyExpander): an affine expression becomes
 * arith ops on index values, operands before the op, no folding: products carry {@code nsw};
 * {@code mod}, {@code floordiv} and {@code ceildiv} round towards negative infinity with
 * remsi/divsi, compares and selects. A non-positive constant divisor is an error (null).
 */
final class AffineExpander {
  private final Builder b;
  private final Location loc;
  private final List<Value> dims;
  private final List<Value> symbols;

  private AffineExpander(Builder b, Location loc, List<Value> dims, List<Value> symbols) {
    this.b = b;
    this.loc = loc;
    this.dims = dims;
    this.symbols = symbols;
  }

  static Value expandAffineExpr(Builder b, Location loc, AffineExpr expr, List<Value> dims, List<Value> symbols) {
    return new AffineExpander(b, loc, dims, symbols).visit(expr);
  }

  /** One value per result of {@code map} applied to {@code operands} (dims then symbols); null on failure. */
  static List<Value> expandAffineMap(Builder b, Location loc, AffineMap map, List<Value> operands) {
    int numDims = map.getNumDims();
    List<Value> out = new ArrayList<>();
    for (AffineExpr e : map.getResults()) {
      Value v = expandAffineExpr(b, loc, e, operands.subList(0, numDims), operands.subList(numDims, operands.size()));
      if (v == null) {
        return null;
      }
      out.add(v);
    }
    return out;
  }

  private Value visit(AffineExpr e) {
    if (e instanceof AffineConstantExpr c) {
      return constant(c.value());
    }
    if (e instanceof AffineDimExpr d) {
      return dims.get(d.position());
    }
    if (e instanceof AffineSymbolExpr s) {
      return symbols.get(s.position());
    }
    AffineBinaryOpExpr bin = (AffineBinaryOpExpr) e;
    AffineExprKind kind = bin.getKind();
    if ((kind == AffineExprKind.MOD || kind == AffineExprKind.FLOOR_DIV || kind == AffineExprKind.CEIL_DIV)
        && bin.getRHS() instanceof AffineConstantExpr c && c.value() <= 0) {
      String what = kind == AffineExprKind.MOD ? "modulo by non-positive value is not supported"
          : "division by non-positive value is not supported";
      b.getContext().getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.ERROR, loc, what));
      return null;
    }
    Value lhs = visit(bin.getLHS());
    Value rhs = visit(bin.getRHS());
    if (lhs == null || rhs == null) {
      return null;
    }
    switch (kind) {
      case ADD:
        return result(AddIOp.create(b, loc, lhs, rhs).getOperation());
      case MUL: {
        Operation mul = MulIOp.create(b, loc, lhs, rhs).getOperation();
        mul.setAttr("overflowFlags", new IntegerOverflowFlagsAttr(IntegerOverflowFlagsAttr.NSW));
        return result(mul);
      }
      case MOD: {
        Value rem = result(RemSIOp.create(b, loc, lhs, rhs).getOperation());
        Value zero = constant(0);
        Value negative = result(CmpIOp.create(b, loc, "slt", rem, zero).getOperation());
        Value corrected = result(AddIOp.create(b, loc, rem, rhs).getOperation());
        return result(SelectOp.create(b, loc, negative, corrected, rem).getOperation());
      }
      case FLOOR_DIV: {
        Value zero = constant(0);
        Value none = constant(-1);
        Value negative = result(CmpIOp.create(b, loc, "slt", lhs, zero).getOperation());
        Value negatedDecremented = result(SubIOp.create(b, loc, none, lhs).getOperation());
        Value dividend = result(SelectOp.create(b, loc, negative, negatedDecremented, lhs).getOperation());
        Value quotient = result(DivSIOp.create(b, loc, dividend, rhs).getOperation());
        Value corrected = result(SubIOp.create(b, loc, none, quotient).getOperation());
        return result(SelectOp.create(b, loc, negative, corrected, quotient).getOperation());
      }
      case CEIL_DIV: {
        Value zero = constant(0);
        Value one = constant(1);
        Value nonPositive = result(CmpIOp.create(b, loc, "sle", lhs, zero).getOperation());
        Value negated = result(SubIOp.create(b, loc, zero, lhs).getOperation());
        Value decremented = result(SubIOp.create(b, loc, lhs, one).getOperation());
        Value dividend = result(SelectOp.create(b, loc, nonPositive, negated, decremented).getOperation());
        Value quotient = result(DivSIOp.create(b, loc, dividend, rhs).getOperation());
        Value negatedQuotient = result(SubIOp.create(b, loc, zero, quotient).getOperation());
        Value incremented = result(AddIOp.create(b, loc, quotient, one).getOperation());
        return result(SelectOp.create(b, loc, nonPositive, negatedQuotient, incremented).getOperation());
      }
      default:
        throw new IllegalStateException("unexpected affine expression " + e);
    }
  }

  private Value constant(long v) {
    return result(ConstantOp.create(b, loc, IntegerAttr.getIndex(v)).getOperation());
  }

  private static Value result(Operation op) {
    return op.getResult(0);
  }
}
