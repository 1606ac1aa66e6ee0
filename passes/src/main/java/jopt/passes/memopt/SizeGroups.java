package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.cf.AssertOp;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.passes.analysis.IndexEvaluation;

/**
 * The dynamic dimensions of a function's memref arguments, grouped so that a sample of sizes
 * binds each group to one value: dimensions the program asserts equal ({@code cf.assert} of an
 * {@code arith.cmpi eq} whose two sides each read one argument dimension, as the ONNX lowering's
 * checks that an LSTM's state has the input's batch) form one group; the others are grouped by
 * their position in their argument, as before (a batch, a sequence length). So silero-vad's
 * state batch (position 1 of {@code 2 x b x 128}) is sampled with the audio's batch (position 0
 * of {@code b x L}), not with its length. A side reads a dimension when it evaluates to that
 * dimension's size at two bindings that give every dimension a large value of its own (a clamp
 * such as {@code min(s, 512)} then differs from {@code s}).
 */
final class SizeGroups {
  /**
   * Dimension {@code dim} of the entry block's argument number {@code arg} (by number: the groups
   * of a function hold for its clones).
   */
  private record Dim(int arg, int dim) {
    Dim(BlockArgument a, int dim) {
      this(a.getArgNumber(), dim);
    }
  }

  private final Map<Dim, Integer> group;
  private final int count;

  private SizeGroups(Map<Dim, Integer> group, int count) {
    this.group = Map.copyOf(group);
    this.count = count;
  }

  /** The groups of {@code func}'s dynamic argument dimensions. */
  static SizeGroups of(Operation func) {
    List<Dim> dims = dims(func);
    Map<Dim, Dim> parent = new HashMap<>();
    dims.forEach(d -> parent.put(d, d));
    Map<Dim, Long> first = distinct(dims, 1L << 20, 7919);
    Map<Dim, Long> second = distinct(dims, 3L << 20, 104729);
    IndexEvaluation atFirst = new IndexEvaluation((a, d) -> first.get(new Dim(a, d)));
    IndexEvaluation atSecond = new IndexEvaluation((a, d) -> second.get(new Dim(a, d)));
    func.walk((Operation op) -> {
      Operation cmp = AssertOp.SPEC.isa(op) && op.getNumOperands() >= 1
          ? op.getOperand(0).getDefiningOp() : null;
      if (cmp == null || !CmpIOp.isa(cmp) || !CmpIOp.of(cmp).predicate().equals("eq")) {
        return;
      }
      Dim x = read(cmp.getOperand(0), dims, first, atFirst, second, atSecond);
      Dim y = read(cmp.getOperand(1), dims, first, atFirst, second, atSecond);
      if (x != null && y != null) {
        parent.put(root(parent, x), root(parent, y));
      }
    });
    // Classes of asserted equal dimensions, then the others by position, in order of first dim.
    Map<Object, Integer> index = new LinkedHashMap<>();
    Map<Dim, Integer> group = new HashMap<>();
    Map<Dim, Integer> classSize = new HashMap<>();
    dims.forEach(d -> classSize.merge(root(parent, d), 1, Integer::sum));
    for (Dim d : dims) {
      Dim r = root(parent, d);
      Object key = classSize.get(r) > 1 ? r : Integer.valueOf(d.dim());
      group.put(d, index.computeIfAbsent(key, k -> index.size()));
    }
    return new SizeGroups(group, index.size());
  }

  /** The dynamic dimensions of {@code func}'s memref arguments, in order. */
  private static List<Dim> dims(Operation func) {
    List<Dim> dims = new ArrayList<>();
    for (BlockArgument a : func.getRegion(0).front().getArguments()) {
      if (a.getType() instanceof MemRefType t) {
        long[] shape = t.getShape();
        for (int d = 0; d < shape.length; d++) {
          if (ShapedType.isDynamic(shape[d])) {
            dims.add(new Dim(a, d));
          }
        }
      }
    }
    return dims;
  }

  /** How many groups; a sample has one value per group. */
  int count() {
    return count;
  }

  /** The binding that gives each dimension of group {@code g} the value {@code sample[g]}. */
  IndexEvaluation.Sizes binding(long[] sample) {
    return (a, d) -> {
      Integer g = group.get(new Dim(a, d));
      return g == null ? null : sample[g];
    };
  }

  /** The {@code i}-th dimension of {@code dims} at {@code base + i * step}. */
  private static Map<Dim, Long> distinct(List<Dim> dims, long base, long step) {
    Map<Dim, Long> at = new HashMap<>();
    for (int i = 0; i < dims.size(); i++) {
      at.put(dims.get(i), base + i * step);
    }
    return at;
  }

  /** The dimension whose size {@code v} takes at both bindings, or null. */
  private static Dim read(Value v, List<Dim> dims, Map<Dim, Long> first, IndexEvaluation atFirst,
      Map<Dim, Long> second, IndexEvaluation atSecond) {
    Long p = atFirst.evaluate(v);
    Long q = atSecond.evaluate(v);
    for (Dim d : dims) {
      if (first.get(d).equals(p) && second.get(d).equals(q)) {
        return d;
      }
    }
    return null;
  }

  private static Dim root(Map<Dim, Dim> parent, Dim d) {
    while (!parent.get(d).equals(d)) {
      d = parent.get(d);
    }
    return d;
  }
}
