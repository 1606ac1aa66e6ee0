package jopt.passes.graphplan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;

/**
 * Runs a plan over an abstract memory to check it: every tensor's bytes are tagged with what they
 * hold (a byte of some tensor that computed it), ops write their results where the plan puts them
 * (a view aliasing its source writes nothing, a copy writes its source's bytes, a concat copies
 * the inputs that are not already in their slots), and every read of an operand, and the
 * function's results at the end, must find exactly what the tensor holds. A placement that lets
 * one tensor overwrite bytes another still needs is caught at the read that finds them changed.
 *
 * <p>Memory is kept as runs of bytes with the same origin, so tensors of many megabytes cost a
 * few map entries. Bins are separate memories, and so are the arena and the caller's
 * pre-allocated memory of a bin.
 */
public final class PlanExecution {
  /** A run of bytes [from, to) holding bytes [offset, offset + to - from) of tensor {@code of}. */
  private record Run(long from, long to, Tensor of, long offset) {}

  private final GraphPlan plan;
  private final Map<String, TreeMap<Long, Run>> memories = new HashMap<>();
  private final Map<Tensor, List<Run>> contents = new HashMap<>();

  private PlanExecution(GraphPlan plan) {
    this.plan = plan;
    // Tensors are in definition order, so sources and parts come first.
    for (Tensor t : plan.tensors()) {
      contents.put(t, contentOf(t));
    }
  }

  private List<Run> content(Tensor t) {
    return contents.get(t);
  }

  /** The first read that finds the wrong bytes, or empty if the plan is sound. */
  static Optional<String> check(Operation func, GraphPlan plan) {
    return new PlanExecution(plan).run(func);
  }

  private Optional<String> run(Operation func) {
    Map<Value, Tensor> byValue = new HashMap<>();
    for (Tensor t : plan.tensors()) {
      byValue.put(t.value, t);
    }
    Block body = func.getRegion(0).front();
    for (var arg : body.getArguments()) {
      Tensor t = byValue.get(arg);
      if (t != null) {
        write(t, content(t));
      }
    }
    for (Operation op : body.getOperations()) {
      for (Value v : op.getOperands()) {
        Tensor t = byValue.get(v);
        if (t != null) {
          Optional<String> wrong = read(t);
          if (wrong.isPresent()) {
            return Optional.of(op.getName() + " reads " + wrong.get());
          }
        }
      }
      if (op.hasTrait(Traits.IsTerminator.class)) {
        continue;
      }
      for (Value r : op.getResults()) {
        Tensor t = byValue.get(r);
        if (t == null || t.aliased) {
          continue;
        }
        if (t.parts != null) {
          long base = location(t);
          for (int i = 0; i < t.parts.size(); i++) {
            Tensor part = t.parts.get(i);
            if (!space(part).equals(space(t)) || location(part) != base + t.partOffsets[i]) {
              write(space(t), base + t.partOffsets[i], content(part));
            }
          }
        } else {
          write(t, content(t));
        }
      }
    }
    return Optional.empty();
  }

  /** What {@code t}'s bytes hold, as runs relative to its start (undefined bytes left out). */
  private List<Run> contentOf(Tensor t) {
    List<Run> runs = new ArrayList<>();
    if (t.source != null) {
      long length = Math.min(t.size, t.source.size - t.sourceOffset);
      for (Run r : content(t.source)) {
        long from = Math.max(r.from(), t.sourceOffset);
        long to = Math.min(r.to(), t.sourceOffset + length);
        if (from < to) {
          runs.add(new Run(from - t.sourceOffset, to - t.sourceOffset, r.of(),
              r.offset() + from - r.from()));
        }
      }
    } else if (t.parts != null) {
      for (int i = 0; i < t.parts.size(); i++) {
        for (Run r : content(t.parts.get(i))) {
          runs.add(new Run(r.from() + t.partOffsets[i], r.to() + t.partOffsets[i], r.of(),
              r.offset()));
        }
      }
    } else {
      runs.add(new Run(0, t.size, t, 0));
    }
    return runs;
  }

  private Optional<String> read(Tensor t) {
    TreeMap<Long, Run> memory = memories.computeIfAbsent(space(t), k -> new TreeMap<>());
    long base = location(t);
    for (Run expected : content(t)) {
      long at = base + expected.from();
      long end = base + expected.to();
      while (at < end) {
        var entry = memory.floorEntry(at);
        Run found = entry == null ? null : entry.getValue();
        if (found == null || found.to() <= at) {
          return Optional.of(t.name + ": byte " + (at - base) + " was never written");
        }
        long foundOffset = found.offset() + at - found.from();
        long expectedOffset = expected.offset() + at - base - expected.from();
        if (found.of() != expected.of() || foundOffset != expectedOffset) {
          return Optional.of(t.name + ": byte " + (at - base) + " holds byte " + foundOffset
              + " of " + found.of().name + ", not byte " + expectedOffset + " of "
              + expected.of().name);
        }
        at = Math.min(end, found.to());
      }
    }
    return Optional.empty();
  }

  private void write(Tensor t, List<Run> runs) {
    write(space(t), location(t), runs);
    // Bytes of t that hold nothing defined (a noop output larger than its input) get t's own.
    long covered = runs.stream().mapToLong(Run::to).max().orElse(0);
    if (covered < t.size) {
      write(space(t), location(t), List.of(new Run(covered, t.size, t, covered)));
    }
  }

  private void write(String space, long base, List<Run> runs) {
    TreeMap<Long, Run> memory = memories.computeIfAbsent(space, k -> new TreeMap<>());
    for (Run r : runs) {
      long from = base + r.from();
      long to = base + r.to();
      if (from >= to) {
        continue;
      }
      // Cut the runs that overlap [from, to), keeping their parts outside it.
      var before = memory.floorEntry(from);
      if (before != null && before.getKey() < from && before.getValue().to() > from) {
        Run b = before.getValue();
        memory.put(b.from(), new Run(b.from(), from, b.of(), b.offset()));
        if (b.to() > to) {
          memory.put(to, new Run(to, b.to(), b.of(), b.offset() + to - b.from()));
        }
      }
      for (var e = memory.ceilingEntry(from); e != null && e.getKey() < to;
          e = memory.ceilingEntry(from)) {
        Run o = e.getValue();
        memory.remove(e.getKey());
        if (o.to() > to) {
          memory.put(to, new Run(to, o.to(), o.of(), o.offset() + to - o.from()));
        }
      }
      memory.put(from, new Run(from, to, r.of(), r.offset()));
    }
  }

  private long location(Tensor t) {
    return plan.placements().get(t).location();
  }

  private String space(Tensor t) {
    return (plan.placements().get(t).preallocated() ? "caller" : "arena") + t.bin;
  }
}
