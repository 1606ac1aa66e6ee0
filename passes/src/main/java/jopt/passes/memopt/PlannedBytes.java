package jopt.passes.memopt;

import jopt.ir.Operation;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.Types;
import jopt.passes.analysis.IndexEvaluation;

/**
 * The bytes a planned function allocates (its arena, the buffers it returns, any other
 * allocation of its entry block) when its dynamic size dimension {@code dim} of argument
 * {@code arg} is {@code n} (and any other {@code other}): the allocations' dynamic sizes evaluated from index arithmetic on
 * constants and {@code memref.dim}s of the arguments. Null when an allocation lies in a nested
 * region or a size is not such an expression (the plan is then not compared).
 */
final class PlannedBytes {
  private final IndexEvaluation sizes;

  private PlannedBytes(int arg, int dim, long n, Long other) {
    this.sizes = new IndexEvaluation(
        (a, d) -> a.getArgNumber() == arg && d == dim ? Long.valueOf(n) : other);
  }

  /**
   * The bytes {@code func} allocates at size {@code n}, its other dynamic sizes (if any) at
   * {@code other} (null: not known); null if not known.
   */
  static Long of(Operation func, int arg, int dim, long n, Long other) {
    PlannedBytes p = new PlannedBytes(arg, dim, n, other);
    long[] total = {0};
    boolean[] unknown = {false};
    Operation entryParent = func;
    func.walk((Operation op) -> {
      String name = op.getName();
      if (!name.equals("memref.alloc") && !name.equals("memref.alloca")) {
        return;
      }
      if (op.getBlock() == null || op.getBlock().getParentOp() != entryParent) {
        unknown[0] = true;
        return;
      }
      Long bytes = p.bytes(op);
      if (bytes == null) {
        unknown[0] = true;
      } else {
        total[0] += bytes;
      }
    });
    return unknown[0] ? null : total[0];
  }

  private Long bytes(Operation alloc) {
    return bytes(alloc, sizes);
  }

  /** The bytes of allocation {@code alloc}, its dynamic sizes evaluated by {@code sizes}; null if not known. */
  static Long bytes(Operation alloc, IndexEvaluation sizes) {
    MemRefType t = (MemRefType) alloc.getResult(0).getType();
    int bits = Types.getIntOrFloatBitWidth(t.getElementType());
    if (bits <= 0) {
      return null;
    }
    long elements = 1;
    int next = 0;
    for (long d : t.getShape()) {
      if (ShapedType.isDynamic(d)) {
        if (next >= alloc.getNumOperands()) {
          return null;
        }
        Long v = sizes.evaluate(alloc.getOperand(next++));
        if (v == null) {
          return null;
        }
        elements *= v;
      } else {
        elements *= d;
      }
    }
    return elements * ((bits + 7) / 8);
  }
}
