package jopt.passes.graphplan;

import jopt.ir.ods.format.FunctionSignature;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;

/**
 * Writes a plan onto the IR. An op with planned results gets {@code graph.bin} (unless it has
 * one) and, per result, {@code graph.offset} (its offset in the bin's arena) or
 * {@code graph.address} (its address in pre-allocated memory), -1 for results placed the other
 * way or not planned (constants, non-tensors); function arguments get the same as argument
 * attributes. The function gets {@code graph.arena_size}, {@code graph.preallocated_size} and
 * {@code graph.unaliased_size} (every tensor its own memory), one entry per bin.
 */
final class PlanAnnotations {
  private PlanAnnotations() {}

  static void write(Operation func, GraphPlan plan) {
    java.util.Map<Value, Tensor> byValue = new java.util.HashMap<>();
    for (Tensor t : plan.tensors()) {
      byValue.put(t.value, t);
    }
    var body = func.getRegion(0).front();
    for (Operation op : body.getOperations()) {
      List<Tensor> results = new ArrayList<>();
      boolean any = false;
      for (Value r : op.getResults()) {
        Tensor t = byValue.get(r);
        results.add(t);
        any |= t != null;
      }
      if (!any) {
        continue;
      }
      Tensor first = results.stream().filter(t -> t != null).findFirst().orElseThrow();
      if (op.getAttr(ArgAttrs.BIN) == null) {
        op.setAttr(ArgAttrs.BIN, i64(first.bin));
      }
      long[] offsets = new long[results.size()];
      long[] addresses = new long[results.size()];
      Arrays.fill(offsets, -1);
      Arrays.fill(addresses, -1);
      for (int i = 0; i < results.size(); i++) {
        GraphPlan.Placement p = results.get(i) == null ? null : plan.placements().get(results.get(i));
        if (p != null) {
          (p.preallocated() ? addresses : offsets)[i] = p.location();
        }
      }
      set(op, ArgAttrs.OFFSET, offsets);
      set(op, ArgAttrs.ADDRESS, addresses);
    }
    List<Attribute> argAttrs = new ArrayList<>();
    boolean anyArg = false;
    for (var arg : body.getArguments()) {
      DictionaryAttr d = FunctionSignature.dictAt(func, "arg_attrs", arg.getArgNumber());
      d = d == null ? DictionaryAttr.empty() : d;
      Tensor t = byValue.get(arg);
      if (t != null) {
        GraphPlan.Placement p = plan.placements().get(t);
        if (d.get(ArgAttrs.BIN) == null) {
          d = d.with(ArgAttrs.BIN, i64(t.bin));
        }
        d = d.with(p.preallocated() ? ArgAttrs.ADDRESS : ArgAttrs.OFFSET, i64(p.location()));
      }
      anyArg |= !d.isEmpty();
      argAttrs.add(d);
    }
    if (anyArg) {
      func.setAttr("arg_attrs", ArrayAttr.get(argAttrs));
    }
    int bins = plan.bins().stream().mapToInt(GraphPlan.BinStats::bin).max().orElse(-1) + 1;
    long[] arena = new long[bins];
    long[] pre = new long[bins];
    long[] unaliased = new long[bins];
    for (GraphPlan.BinStats s : plan.bins()) {
      arena[s.bin()] = s.arenaBytes();
      pre[s.bin()] = s.preallocatedBytes();
      unaliased[s.bin()] = s.unaliasedBytes();
    }
    func.setAttr("graph.arena_size", DenseArrayAttr.ofI64(arena));
    func.setAttr("graph.preallocated_size", DenseArrayAttr.ofI64(pre));
    func.setAttr("graph.unaliased_size", DenseArrayAttr.ofI64(unaliased));
  }

  private static void set(Operation op, String name, long[] values) {
    if (Arrays.stream(values).anyMatch(v -> v >= 0)) {
      op.setAttr(name, DenseArrayAttr.ofI64(values));
    } else {
      op.removeAttr(name);
    }
  }

  private static IntegerAttr i64(long v) {
    return IntegerAttr.get(v, IntegerType.get(64));
  }
}
