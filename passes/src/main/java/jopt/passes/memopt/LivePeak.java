package jopt.passes.memopt;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.passes.analysis.IndexEvaluation;

/**
 * An estimate of the peak bytes a bufferized function without deallocations holds in its
 * {@code memref.alloc}/{@code alloca} buffers when every dynamic size of its memref arguments is
 * {@code n}: each buffer counts from its allocation to the end of the last op, in the
 * allocation's block, that uses it or any value derived from it (a view, a result of a loop or
 * branch that may yield it, a block argument of a region it enters), to the function's end when
 * it is returned; the peak is the most bytes counted at one op, ops numbered in pre-order. This
 * is where a deallocation after the last use (jopt-deallocate) frees each buffer, so two forms of
 * one function (with and without an arena) are compared on equal terms. Null when a size is not
 * known at {@code n} (not an expression of constants and argument dimensions, or negative).
 */
final class LivePeak {
  private final Map<Operation, Integer> position = new HashMap<>();
  private final Map<Operation, Integer> end = new HashMap<>();
  private final Operation func;

  private LivePeak(Operation func) {
    this.func = func;
    number(func, new int[] {0});
  }

  /** The estimate at size {@code n} of every dynamic argument dimension; null if not known. */
  static Long of(Operation func, long n) {
    return of(func, (a, d) -> n);
  }

  /** The estimate with the dynamic argument dimensions bound by {@code sizes}; null if not known. */
  static Long of(Operation func, IndexEvaluation.Sizes sizes) {
    return new LivePeak(func).peak(sizes);
  }

  private int number(Operation op, int[] next) {
    position.put(op, next[0]++);
    for (Region r : op.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation inner : b.getOpList()) {
          number(inner, next);
        }
      }
    }
    end.put(op, next[0] - 1);
    return next[0];
  }

  private Long peak(IndexEvaluation.Sizes bound) {
    IndexEvaluation sizes = new IndexEvaluation(bound);
    int ops = position.size();
    long[] delta = new long[ops + 1];
    boolean[] unknown = {false};
    func.walk((Operation op) -> {
      if (unknown[0] || op == func
          || !(op.getName().equals("memref.alloc") || op.getName().equals("memref.alloca"))) {
        return;
      }
      Long bytes = PlannedBytes.bytes(op, sizes);
      if (bytes == null || bytes < 0) {
        unknown[0] = true;
        return;
      }
      delta[position.get(op)] += bytes;
      delta[lastUse(op) + 1] -= bytes;
    });
    if (unknown[0]) {
      return null;
    }
    long live = 0;
    long peak = 0;
    for (int i = 0; i < ops; i++) {
      live += delta[i];
      peak = Math.max(peak, live);
    }
    return peak;
  }

  /** The position of the end of the last op of {@code alloc}'s block using its buffer. */
  private int lastUse(Operation alloc) {
    Block home = alloc.getBlock();
    int last = position.get(alloc);
    Set<Value> seen = new HashSet<>();
    ArrayDeque<Value> work = new ArrayDeque<>(alloc.getResults());
    while (!work.isEmpty()) {
      Value v = work.pop();
      if (!seen.add(v)) {
        continue;
      }
      for (Operation user : v.getUsers()) {
        Operation parent = user.getParentOp();
        if (user.hasTrait(Traits.IsTerminator.class) && parent != null
            && parent.getInterface(CallableOpInterface.class) != null) {
          return end.get(func); // returned: the caller frees it
        }
        Operation anchor = ancestorIn(user, home);
        if (anchor == null) {
          return end.get(func); // used outside its block: not followed
        }
        last = Math.max(last, end.get(anchor));
        derived(user, v, parent, work);
      }
    }
    return last;
  }

  /** Adds to {@code work} the values through which {@code user} may pass on buffer {@code v}. */
  private static void derived(Operation user, Value v, Operation parent, ArrayDeque<Value> work) {
    if (user.hasTrait(Traits.IsTerminator.class) && parent != null) {
      addMemRefs(parent.getResults(), work); // a loop's or a branch's results
      return;
    }
    ViewLikeOpInterface view = user.getInterface(ViewLikeOpInterface.class);
    if (view != null && view.getViewSource(user) != v) {
      return; // an offset or size operand
    }
    addMemRefs(user.getResults(), work);
    for (Region r : user.getRegions()) {
      for (Block b : r.getBlocks()) {
        addMemRefs(b.getArguments(), work); // a loop's iteration arguments
      }
    }
  }

  private static void addMemRefs(List<? extends Value> values, ArrayDeque<Value> work) {
    for (Value x : values) {
      if (x.getType() instanceof MemRefType) {
        work.push(x);
      }
    }
  }

  /** The op of {@code home} that is or holds {@code op}; null if none. */
  private static Operation ancestorIn(Operation op, Block home) {
    for (Operation o = op; o != null; o = o.getParentOp()) {
      if (o.getBlock() == home) {
        return o;
      }
    }
    return null;
  }

  /** Whether {@code func} has a memref argument of dynamic shape (the estimate depends on n). */
  static boolean dynamic(Operation func) {
    return !dynamicPositions(func).isEmpty();
  }

  /** The dimension positions at which some memref argument of {@code func} is dynamic, in order. */
  static List<Integer> dynamicPositions(Operation func) {
    Set<Integer> positions = new TreeSet<>();
    for (BlockArgument a : func.getRegion(0).front().getArguments()) {
      if (a.getType() instanceof MemRefType t) {
        long[] shape = t.getShape();
        for (int d = 0; d < shape.length; d++) {
          if (ShapedType.isDynamic(shape[d])) {
            positions.add(d);
          }
        }
      }
    }
    return List.copyOf(positions);
  }
}
