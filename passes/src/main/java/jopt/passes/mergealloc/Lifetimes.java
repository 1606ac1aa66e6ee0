package jopt.passes.mergealloc;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Operation;

/**
 * The lifetimes precise merge-alloc found ({@link PreciseCollector}): per allocation, tick
 * segments, each live only on the paths that make its choices (a branch op left through one
 * region, a loop that ran no iteration). Two buffers conflict, and must not share memory, when
 * two of their segments overlap and no branch op has to choose differently for both. And, per
 * allocation, the guards without which it is never accessed.
 */
public final class Lifetimes {
  /** Live in ticks [lo, hi] on the paths where each op in {@code choices} chose the region given. */
  public record Segment(long lo, long hi, Map<Operation, Integer> choices) {
    public Segment {
      choices = Map.copyOf(choices);
    }

    boolean conflicts(Segment o) {
      if (lo > o.hi || o.lo > hi) {
        return false;
      }
      for (Map.Entry<Operation, Integer> c : choices.entrySet()) {
        Integer other = o.choices.get(c.getKey());
        if (other != null && !other.equals(c.getValue())) {
          return false;
        }
      }
      return true;
    }
  }

  private final Map<Operation, List<Segment>> segments = new HashMap<>();
  private final Map<Operation, List<Guards.Guard>> guards = new HashMap<>();
  /** For a buffer guarded from a block nested in its allocation's: the block its view goes in. */
  private final Map<Operation, jopt.ir.Block> viewBlocks = new HashMap<>();

  void put(Operation alloc, List<Segment> s) {
    segments.put(alloc, List.copyOf(s));
  }

  void putViewBlock(Operation alloc, jopt.ir.Block block) {
    viewBlocks.put(alloc, block);
  }

  /**
   * The block, nested in the allocation's, where the view of {@code alloc}'s buffer goes (every
   * use of the allocation lies in it, and its guards hold there); null: the allocation's block.
   */
  public jopt.ir.Block viewBlock(Operation alloc) {
    return viewBlocks.get(alloc);
  }

  void putGuards(Operation alloc, List<Guards.Guard> g) {
    guards.put(alloc, List.copyOf(g));
  }

  /**
   * The conditions, computable where the arena of {@code alloc}'s scope is allocated, without
   * which {@code alloc}'s buffer is never accessed ({@link Guards}); empty when it may always be.
   */
  public List<Guards.Guard> guards(Operation alloc) {
    return guards.getOrDefault(alloc, List.of());
  }

  /** The segments of {@code alloc}, empty when it was never accessed. */
  public List<Segment> of(Operation alloc) {
    return segments.getOrDefault(alloc, List.of());
  }

  /**
   * Whether the buffers of intervals {@code x} and {@code y} of {@code trace} may be live at
   * once: the intervals meet and so do their segments.
   */
  public boolean conflict(LifetimeTrace trace, jopt.passes.planner.MemoryTrace.Interval x,
      jopt.passes.planner.MemoryTrace.Interval y) {
    return overlap(x, y)
        && conflict(trace.allocs().get(x.bufferId()), trace.allocs().get(y.bufferId()));
  }

  /** Whether intervals {@code x} and {@code y} share a tick. */
  static boolean overlap(jopt.passes.planner.MemoryTrace.Interval x,
      jopt.passes.planner.MemoryTrace.Interval y) {
    return x.begin() <= y.end() && y.begin() <= x.end();
  }

  /** Whether the buffers of {@code a} and {@code b} may be live at once. */
  public boolean conflict(Operation a, Operation b) {
    for (Segment x : of(a)) {
      for (Segment y : of(b)) {
        if (x.conflicts(y)) {
          return true;
        }
      }
    }
    return false;
  }
}
