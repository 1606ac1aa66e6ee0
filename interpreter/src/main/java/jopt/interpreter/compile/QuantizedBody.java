package jopt.interpreter.compile;

import java.util.List;
import jopt.dialects.arith.CastOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;

/**
 * The body of a quantized contraction ({@code linalg.quantized_matmul}, {@code
 * quantized_batch_matmul}, the {@code conv_*_q} ops, or a generic of the same form): inputs x, y
 * (memrefs of i8 or i32), their zero points zx, zy (i32 scalars), an i32 output, and {@code out
 * = addi(out, muli(subi(ext(x), zx), subi(ext(y), zy)))}, {@code ext} an {@code arith.extsi} of
 * an i8 (none for an i32), the operands of addi and muli in either order. {@link Contraction}
 * runs it on the bytes of x and y, the zero points subtracted as it packs them ({@link
 * IntContraction#quantized}): no i32 copy of either.
 */
final class QuantizedBody {
  private QuantizedBody() {}

  /** The bytes per element of x and y (1 or 4) if {@code op} is such a contraction, else null. */
  static int[] widths(Operation op, List<Value> operands, List<AffineMap> maps,
      SemanticsRegistry registry) {
    if (operands.size() != 5 || op.getNumRegions() != 1 || maps.size() != 5
        || maps.get(2).getNumResults() != 0 || maps.get(3).getNumResults() != 0
        || !i32(operands.get(2).getType()) || !i32(operands.get(3).getType())
        || !StructuredEngine.memrefOfSignless(operands.get(4), 32)) {
      return null;
    }
    int[] widths = new int[2];
    for (int i = 0; i < 2; i++) {
      widths[i] = StructuredEngine.memrefOfSignless(operands.get(i), 8) ? 1
          : StructuredEngine.memrefOfSignless(operands.get(i), 32) ? 4 : 0;
      if (widths[i] == 0) {
        return null;
      }
    }
    Block body = op.getRegion(0).front();
    Operation yield = body.getTerminator();
    if (body.getNumArguments() != 5 || yield == null || yield.getNumOperands() != 1) {
      return null;
    }
    Operation add = yield.getOperand(0).getDefiningOp();
    if (!Contraction.is(add, IntBinaryOps.AddIOp.SPEC, registry)) {
      return null;
    }
    Value acc = body.getArgument(4);
    Value product = add.getOperand(0) == acc ? add.getOperand(1)
        : add.getOperand(1) == acc ? add.getOperand(0) : null;
    Operation mul = product == null ? null : product.getDefiningOp();
    if (!Contraction.is(mul, IntBinaryOps.MulIOp.SPEC, registry)) {
      return null;
    }
    boolean direct = centered(mul.getOperand(0), body, 0, registry)
        && centered(mul.getOperand(1), body, 1, registry);
    boolean swapped = centered(mul.getOperand(0), body, 1, registry)
        && centered(mul.getOperand(1), body, 0, registry);
    // Nothing else in the body: subi, muli, addi, one ext per i8 input, the yield.
    int ops = 0;
    for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode()) {
      ops++;
    }
    int expected = 5 + (widths[0] == 1 ? 1 : 0) + (widths[1] == 1 ? 1 : 0);
    return (direct || swapped) && ops == expected ? widths : null;
  }

  /** Whether {@code v} is {@code subi(ext(arg i), arg i + 2)}, ext as input i's width needs. */
  private static boolean centered(Value v, Block body, int i, SemanticsRegistry registry) {
    Operation sub = v.getDefiningOp();
    if (!Contraction.is(sub, IntBinaryOps.SubIOp.SPEC, registry)
        || sub.getOperand(1) != body.getArgument(i + 2)) {
      return false;
    }
    Value x = sub.getOperand(0);
    Value arg = body.getArgument(i);
    if (x == arg) {
      return i32(arg.getType());
    }
    Operation ext = x.getDefiningOp();
    return Contraction.is(ext, CastOps.ExtSIOp.SPEC, registry) && ext.getOperand(0) == arg
        && arg.getType() instanceof IntegerType t && t.isSignless(8) && i32(x.getType());
  }

  private static boolean i32(jopt.ir.Type t) {
    return !(t instanceof MemRefType) && t instanceof IntegerType i && i.isSignless(32);
  }
}
