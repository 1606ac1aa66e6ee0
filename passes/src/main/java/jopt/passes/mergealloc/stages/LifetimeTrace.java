package jopt.passes.mergealloc.stages;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.passes.planner.MemoryTrace;

/**
 * The lifetimes of the mergeable allocations of one allocation scope (a block) and memory
 * space: their inclusive tick intervals, the linearized trace, and which alloc op each buffer
 * id stands for. The seed's LifetimeTrace leaves the rest to the collector: precise merge-alloc's
 * analysis puts what it found about the scope in {@code model} (null for the seed's collector),
 * which the later stages only read.
 */
public record LifetimeTrace(Block scope, Attribute memorySpace,
    List<MemoryTrace.Interval> intervals, Map<Long, Operation> allocs, ScopeModel model) {
  public LifetimeTrace(Block scope, Attribute memorySpace, List<MemoryTrace.Interval> intervals,
      Map<Long, Operation> allocs) {
    this(scope, memorySpace, intervals, allocs, null);
  }

  public MemoryTrace trace() {
    return MemoryTrace.fromIntervals(intervals);
  }

  /**
   * What precise merge-alloc's analysis ({@code precise.PreciseAnalysis}) found about one
   * allocation scope, made once and only read by the later stages (admission, planning, rewriting):
   * each buffer's lifetime as segments and its guards, the scope's arena point, the memory the
   * scope holds outside the arena, and the buffers whose place in the arena admission ({@code
   * precise.Admission}) decides.
   *
   * <p>A buffer's segments each live only on the paths that make its choices (a branch op left
   * through one region, a loop that ran no iteration). Two buffers conflict, and must not share
   * memory, when two of their segments overlap and no branch op has to choose differently for
   * both.
   */
  public static final class ScopeModel {
    /**
     * Live in ticks [lo, hi] on the paths where each op in {@code choices} chose the region
     * given.
     */
    public record Segment(long lo, long hi, Map<Operation, Integer> choices) {
      public Segment {
        choices = Map.copyOf(choices);
      }

      public boolean conflicts(Segment o) {
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

    /**
     * A condition of a buffer's accesses: region {@code region} of {@code op} runs (for an scf.for
     * or scf.while, region 0: it runs at least once), as precise merge-alloc's {@code Guards}
     * finds it.
     */
    public record Guard(Operation op, int region) {}

    /**
     * One merged buffer: its segments; the conditions, computable at the arena's point, without
     * which it is never accessed ({@code Guards}), and the block they start from; the block, nested
     * in the allocation's, where its view goes (null: the allocation's block); the ticks over which
     * an arena that holds it is live at least (the hull of its lifetime and of the ops of the
     * scope's block that hold its allocation and the calls that get it without touching it).
     */
    public record Buffer(List<Segment> segments, List<Guard> guards, Block guardStart,
        Block viewBlock, long[] reach) {
      public Buffer {
        segments = List.copyOf(segments);
        guards = List.copyOf(guards);
      }
    }

    /** Memory the scope holds outside its arena: {@code bytes} over ticks {@code lo..hi}. */
    public record Held(long lo, long hi, long bytes) {}

    /**
     * The memory of a scope outside its arena: {@code held}, the static buffers not merged; {@code
     * unseen}, the ticks where memory the model does not see may be held (buffers of dynamic size
     * outside the arena, calls of functions not known to allocate nothing).
     */
    public record Outside(List<Held> held, List<long[]> unseen) {
      public Outside {
        held = List.copyOf(held);
        unseen = List.copyOf(unseen);
      }
    }

    /**
     * The buffers admission decides on: {@code groups}, the merged buffers lent to calls (or
     * given back by the return, or one value may be together with a heap buffer), each with the
     * buffers a value may be together with it; of them, {@code joinedWithHeap}, those one value
     * may be together with a heap buffer, and {@code givenBack}, the buffer the return may give
     * back in the arena (held by the caller).
     */
    public record Lending(List<Set<Operation>> groups, Set<Operation> joinedWithHeap,
        Set<Operation> givenBack) {
      public Lending {
        groups = groups.stream().map(g -> java.util.Collections.unmodifiableSet(
            new java.util.LinkedHashSet<>(g))).toList();
        joinedWithHeap = Set.copyOf(joinedWithHeap);
        givenBack = Set.copyOf(givenBack);
      }
    }

    private final Map<Operation, Buffer> buffers;
    private final Operation point;
    private final Outside outside;
    private final Lending lending;

    /** The model of a scope whose arena goes before {@code point}. */
    public ScopeModel(Map<Operation, Buffer> buffers, Operation point, Outside outside,
        Lending lending) {
      this.buffers = Map.copyOf(buffers);
      this.point = point;
      this.outside = outside;
      this.lending = lending;
    }

    /** The op the arena is allocated before, as analysis found it (every buffer kept). */
    public Operation point() {
      return point;
    }

    public Outside outside() {
      return outside;
    }

    public Lending lending() {
      return lending;
    }

    /** The segments of {@code alloc}, empty when it was never accessed. */
    public List<Segment> segments(Operation alloc) {
      Buffer b = buffers.get(alloc);
      return b == null ? List.of() : b.segments();
    }

    /**
     * The conditions, computable where the arena of the scope is allocated, without which {@code
     * alloc}'s buffer is never accessed; empty when it may always be.
     */
    public List<Guard> guards(Operation alloc) {
      Buffer b = buffers.get(alloc);
      return b == null ? List.of() : b.guards();
    }

    /** The block where the view of {@code alloc}'s buffer goes; null: the allocation's block. */
    public Block viewBlock(Operation alloc) {
      Buffer b = buffers.get(alloc);
      return b == null ? null : b.viewBlock();
    }

    /** The ticks an arena holding {@code alloc}'s buffer is live over at least, or null. */
    public long[] reach(Operation alloc) {
      Buffer b = buffers.get(alloc);
      return b == null ? null : b.reach();
    }

    /** This model with the buffers of {@code replaced} in place of its own: a new model. */
    public ScopeModel with(Map<Operation, Buffer> replaced) {
      Map<Operation, Buffer> out = new HashMap<>(buffers);
      out.putAll(replaced);
      return new ScopeModel(out, point, outside, lending);
    }

    /** The buffer of {@code alloc}, or null when it is not merged. */
    public Buffer buffer(Operation alloc) {
      return buffers.get(alloc);
    }

    /** Whether intervals {@code x} and {@code y} share a tick. */
    public static boolean overlap(MemoryTrace.Interval x, MemoryTrace.Interval y) {
      return x.begin() <= y.end() && y.begin() <= x.end();
    }

    /** Whether the buffers of {@code a} and {@code b} may be live at once. */
    public boolean conflict(Operation a, Operation b) {
      for (Segment x : segments(a)) {
        for (Segment y : segments(b)) {
          if (x.conflicts(y)) {
            return true;
          }
        }
      }
      return false;
    }
  }
}
