package jopt.passes.graphplan;

import jopt.ir.ods.format.FunctionSignature;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.IntegerAttr;

/**
 * The planner's input attributes: {@code graph.bin} on an op (one integer, or an array with one
 * per result) or a function argument, and {@code graph.address} (the caller's address of a
 * pre-allocated tensor) on a function argument or result.
 */
final class ArgAttrs {
  static final String BIN = "graph.bin";
  static final String ADDRESS = "graph.address";
  static final String OFFSET = "graph.offset";

  private ArgAttrs() {}

  static int bin(Operation func, int arg) throws GraphPlanException {
    return toBin(func, get(func, "arg_attrs", arg, BIN), 0);
  }

  static int resultBin(Operation op, int result) throws GraphPlanException {
    return toBin(op, op.getAttr(BIN), result);
  }

  static Long argAddress(Operation func, int arg) throws GraphPlanException {
    return address(func, get(func, "arg_attrs", arg, ADDRESS));
  }

  static Long resultAddress(Operation func, int result) throws GraphPlanException {
    return address(func, get(func, "res_attrs", result, ADDRESS));
  }

  private static Attribute get(Operation func, String list, int i, String name) {
    DictionaryAttr d = FunctionSignature.dictAt(func, list, i);
    return d == null ? null : d.get(name);
  }

  private static int toBin(Operation at, Attribute a, int result) throws GraphPlanException {
    long bin;
    if (a == null) {
      return 0;
    } else if (a instanceof IntegerAttr i) {
      bin = i.getValue();
    } else if (a instanceof DenseArrayAttr d && !d.isFloat() && result < d.size()) {
      bin = d.asLongs()[result];
    } else {
      throw new GraphPlanException(at, "graph-memory-plan: '" + BIN + "' must be an integer or "
          + "an array of integers with one per result, not " + a);
    }
    if (bin < 0 || bin > Integer.MAX_VALUE) {
      throw new GraphPlanException(at, "graph-memory-plan: memory bin " + bin + " is not valid");
    }
    return (int) bin;
  }

  private static Long address(Operation at, Attribute a) throws GraphPlanException {
    if (a == null) {
      return null;
    }
    if (!(a instanceof IntegerAttr i) || i.getValue() < 0) {
      throw new GraphPlanException(at, "graph-memory-plan: '" + ADDRESS + "' must be a "
          + "non-negative integer, not " + a);
    }
    return i.getValue();
  }
}
