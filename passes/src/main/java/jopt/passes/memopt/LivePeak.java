package jopt.passes.memopt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.type.MemRefType;
import jopt.passes.analysis.Branches;
import jopt.passes.analysis.IndexEvaluation;

/**
 * An estimate of the peak bytes a bufferized function without deallocations holds in its
 * {@code memref.alloc}/{@code alloca} buffers when every dynamic size of its memref arguments is
 * {@code n}: each buffer counts from its allocation to the end of the last op, in the
 * allocation's block, that uses it or any value derived from it (a view, a result of a loop or
 * branch that may yield it, a block argument of a region it enters), to the function's end when
 * it is returned; the peak is the most bytes counted at one op, ops numbered in pre-order. A
 * buffer a region of a branch (scf.if) yields counts in that region and again after the branch,
 * where of the buffers its regions yield only the most one region yields count (one region runs:
 * silero-vad's two sample rates). This
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
    // After a branch: what each of its regions yields, live at once in none of them.
    Map<Operation, Map<Region, long[]>> after = new HashMap<>();
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
      for (Span s : spans(op)) {
        long[] d = s.branch() == null ? delta : after.computeIfAbsent(s.branch(), b -> new HashMap<>())
            .computeIfAbsent(s.region(), r -> new long[ops + 1]);
        d[s.from()] += bytes;
        d[s.to() + 1] -= bytes;
      }
    });
    if (unknown[0]) {
      return null;
    }
    long[] live = profile(delta);
    for (Map<Region, long[]> regions : after.values()) {
      long[] most = new long[ops];
      for (long[] d : regions.values()) {
        long[] p = profile(d);
        for (int i = 0; i < ops; i++) {
          most[i] = Math.max(most[i], p[i]);
        }
      }
      for (int i = 0; i < ops; i++) {
        live[i] += most[i];
      }
    }
    long peak = 0;
    for (int i = 0; i < ops; i++) {
      peak = Math.max(peak, live[i]);
    }
    return peak;
  }

  /** The bytes live at each position, from changes at each. */
  private static long[] profile(long[] delta) {
    long[] out = new long[delta.length - 1];
    long live = 0;
    for (int i = 0; i < out.length; i++) {
      live += delta[i];
      out[i] = live;
    }
    return out;
  }

  /**
   * Positions {@code from..to} over which a buffer is live; after {@code branch} (where region
   * {@code region} of it yields the buffer) or, null, anywhere.
   */
  private record Span(int from, int to, Operation branch, Region region) {}

  /**
   * Where {@code alloc}'s buffer is live: in its block, from the allocation to the end of the
   * last op using it or a value derived from it; where the block's terminator yields it to the
   * results of a branch (scf.if: one region runs), from after the branch to their last use in
   * the branch's block, and so on outwards; to the function's end where it is returned or used
   * elsewhere.
   */
  private List<Span> spans(Operation alloc) {
    List<Span> out = new ArrayList<>();
    Block home = alloc.getBlock();
    int from = position.get(alloc);
    int last = from;
    Operation branch = null;
    Region region = null;
    ArrayDeque<Value> work = new ArrayDeque<>(alloc.getResults());
    Set<Value> seen = new HashSet<>();
    while (true) {
      List<Value> yielded = new ArrayList<>();
      while (!work.isEmpty()) {
        Value v = work.pop();
        if (!seen.add(v)) {
          continue;
        }
        for (Operation user : v.getUsers()) {
          Operation parent = user.getParentOp();
          boolean terminator = user.hasTrait(Traits.IsTerminator.class) && parent != null;
          if (terminator && parent.getInterface(CallableOpInterface.class) != null) {
            out.add(new Span(from, end.get(func), branch, region)); // returned: the caller frees it
            return out;
          }
          if (terminator && user.getBlock() == home && Branches.runsOneRegion(parent)) {
            last = Math.max(last, end.get(user));
            addMemRefs(parent.getResults(), yielded);
            continue;
          }
          Operation anchor = ancestorIn(user, home);
          if (anchor == null) {
            out.add(new Span(from, end.get(func), branch, region)); // used elsewhere: not followed
            return out;
          }
          last = Math.max(last, end.get(anchor));
          derived(user, v, parent, work);
        }
      }
      if (last >= from) {
        out.add(new Span(from, last, branch, region));
      }
      if (yielded.isEmpty()) {
        return out;
      }
      region = home.getParent();
      branch = region.getParentOp();
      home = branch.getBlock();
      from = end.get(branch) + 1;
      last = from - 1;
      work.addAll(yielded);
    }
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

  private static void addMemRefs(List<? extends Value> values, Collection<Value> work) {
    for (Value x : values) {
      if (x.getType() instanceof MemRefType) {
        work.add(x);
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
}
