package jopt.passes.memopt;

import java.util.HashMap;
import java.util.Map;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.Types;

/**
 * The bytes a planned function allocates (its arena, the buffers it returns, any other
 * allocation of its entry block) when its one dynamic size, dimension {@code dim} of argument
 * {@code arg}, is {@code n}: the allocations' dynamic sizes evaluated from index arithmetic on
 * constants and {@code memref.dim}s of the arguments. Null when an allocation lies in a nested
 * region or a size is not such an expression (the plan is then not compared).
 */
final class PlannedBytes {
  private final int arg;
  private final int dim;
  private final long n;
  private final Map<Value, Long> memo = new HashMap<>();

  private PlannedBytes(int arg, int dim, long n) {
    this.arg = arg;
    this.dim = dim;
    this.n = n;
  }

  /** The bytes {@code func} allocates at size {@code n}; null if not known. */
  static Long of(Operation func, int arg, int dim, long n) {
    PlannedBytes p = new PlannedBytes(arg, dim, n);
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
        Long v = eval(alloc.getOperand(next++));
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

  /** The value of an index expression at the binding; null if not one this knows. */
  Long eval(Value v) {
    if (memo.containsKey(v)) {
      return memo.get(v);
    }
    Long out = compute(v);
    memo.put(v, out);
    return out;
  }

  private Long compute(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null) {
      return null;
    }
    String name = def.getName();
    if (name.equals("arith.constant")) {
      return def.getAttr("value") instanceof IntegerAttr a ? a.getInt() : null;
    }
    if (name.equals("memref.dim") || name.equals("tensor.dim")) {
      Long index = eval(def.getOperand(1));
      if (index == null || !(def.getOperand(0).getType() instanceof ShapedType t)) {
        return null;
      }
      long d = t.getShape()[index.intValue()];
      if (!ShapedType.isDynamic(d)) {
        return d;
      }
      return def.getOperand(0) instanceof BlockArgument a && a.getOwner().isEntryBlock()
          && a.getArgNumber() == arg && index == dim ? n : null;
    }
    if (name.equals("arith.index_cast") || name.equals("arith.index_castui")) {
      return eval(def.getOperand(0));
    }
    if (name.equals("arith.select")) {
      Long c = eval(def.getOperand(0));
      return c == null ? null : eval(def.getOperand(c != 0 ? 1 : 2));
    }
    if (def.getNumOperands() != 2) {
      return null;
    }
    Long x = eval(def.getOperand(0));
    Long y = eval(def.getOperand(1));
    if (x == null || y == null) {
      return null;
    }
    return switch (name) {
      case "arith.addi" -> x + y;
      case "arith.subi" -> x - y;
      case "arith.muli" -> x * y;
      case "arith.divui", "arith.divsi" -> y == 0 ? null : x / y;
      case "arith.ceildivui", "arith.ceildivsi" -> y == 0 ? null : (x + y - 1) / y;
      case "arith.remui", "arith.remsi" -> y == 0 ? null : x % y;
      case "arith.maxui", "arith.maxsi" -> Math.max(x, y);
      case "arith.minui", "arith.minsi" -> Math.min(x, y);
      case "arith.andi" -> x & y;
      case "arith.ori" -> x | y;
      case "arith.cmpi" -> compare(def, x, y);
      default -> null;
    };
  }

  private static Long compare(Operation cmp, long x, long y) {
    if (!(cmp.getAttr("predicate") instanceof IntegerAttr p)) {
      return null;
    }
    // arith.cmpi's predicates: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge (sizes: signed = unsigned).
    boolean r = switch ((int) p.getInt()) {
      case 0 -> x == y;
      case 1 -> x != y;
      case 2, 6 -> x < y;
      case 3, 7 -> x <= y;
      case 4, 8 -> x > y;
      case 5, 9 -> x >= y;
      default -> false;
    };
    return r ? 1L : 0L;
  }
}
