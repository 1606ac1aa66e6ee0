package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;

/**
 * Whether a scope's buffers whose sizes the arena can have only by reading a {@code memref.dim}
 * ({@link ArenaPoint#sizeOperand}, or a dim recomputed at the arena) join its arena, all of them
 * or none: only where the scope then holds no more at each binding the symbolic plan compares
 * plans at (every atom bound to 1, 2, 4, 16, 64, 2^20).
 *
 * <p>Why: sizes of different atoms cannot be ordered, so a buffer whose size is a new atom (a
 * convolution's output length, read off its allocation) goes on top of the buffers live with it
 * rather than into the hole of one that died, and a chain of such buffers stacks up: on the
 * heap, each freed when it dies, they held less (silero-vad at 256 samples: 3,584 B on the heap,
 * 8,460 B in the arena). What the scope holds is, at each tick, the arena where it is live
 * (as {@link SymbolicPlan} places it, unguarded) plus the buffers of dynamic size left on the
 * heap live then.
 */
final class DimSizedAdmission {
  private static final double[] COMPARED_AT = {1, 2, 4, 16, 64, 1 << 20};

  private DimSizedAdmission() {}

  /**
   * {@code t}, or {@code t} without the buffers only dim reads make available when they raise
   * what the scope holds at some binding.
   */
  static LifetimeTrace admit(LifetimeTrace t, Function<LifetimeTrace, MemorySchedule> planning) {
    if (t.allocs().isEmpty()) {
      return t;
    }
    Operation point = ArenaPoint.point(t.scope(), t.allocs().values());
    List<MemoryTrace.Interval> without = new ArrayList<>();
    for (MemoryTrace.Interval iv : t.intervals()) {
      if (availableWithoutDims(t.allocs().get(iv.bufferId()), t, point)) {
        without.add(iv);
      }
    }
    if (without.size() == t.intervals().size()) {
      return t;
    }
    SymbolicPlan.Atoms atoms = new SymbolicPlan.Atoms();
    Held all = held(t, t.intervals(), planning, atoms);
    Held some = held(t, without, planning, atoms);
    for (double x : COMPARED_AT) {
      if (all == null || (some != null && peak(t, all, x, atoms) > peak(t, some, x, atoms))) {
        return Admission.restrict(t, without);
      }
    }
    return t;
  }

  /** Whether every size of {@code alloc} can be had at {@code point} without reading a dim. */
  private static boolean availableWithoutDims(Operation alloc, LifetimeTrace t,
      Operation point) {
    for (Value s : alloc.getOperands()) {
      if (!ArenaPoint.available(s, t.scope(), point, false)) {
        return false;
      }
    }
    return true;
  }

  /** An arena of {@code members}: its size, the ticks it is live over (null: none). */
  private record Held(List<MemoryTrace.Interval> members, SizePoly.SizeMax size, long[] span) {}

  /** The arena of {@code members} as planned; null where a buffer of dynamic size is not placed. */
  private static Held held(LifetimeTrace t, List<MemoryTrace.Interval> members,
      Function<LifetimeTrace, MemorySchedule> planning, SymbolicPlan.Atoms atoms) {
    if (members.isEmpty()) {
      return new Held(members, SizePoly.SizeMax.ZERO, null);
    }
    LifetimeTrace trace = Admission.restrict(t, members);
    MemorySchedule schedule = planning.apply(trace);
    long floor = 0;
    for (MemoryTrace.Interval s : SymbolicPlan.statics(trace)) {
      floor = Math.max(floor, schedule.offsets().get(s.bufferId()) + s.size());
    }
    SymbolicPlan plan = new SymbolicPlan(atoms, trace, schedule.offsets(),
        (x, y) -> SymbolicPlan.conflict(t, x, y), alloc -> false);
    if (!plan.placedAll()) {
      return null;
    }
    return new Held(members, plan.size(floor), Admission.reachOf(t, members));
  }

  /**
   * The most the scope holds at once with every atom bound to {@code x}: the arena over its
   * span and the buffers of dynamic size not in it, each over its interval.
   */
  private static double peak(LifetimeTrace t, Held arena, double x, SymbolicPlan.Atoms atoms) {
    java.util.Set<MemoryTrace.Interval> in = new java.util.HashSet<>(arena.members());
    List<MemoryTrace.Interval> heap = new ArrayList<>();
    TreeSet<Long> ticks = new TreeSet<>();
    if (arena.span() != null) {
      ticks.add(arena.span()[0]);
    }
    for (MemoryTrace.Interval iv : t.intervals()) {
      if (!in.contains(iv)) {
        heap.add(iv);
        ticks.add(iv.begin());
      }
    }
    double arenaBytes = arena.size().at(x);
    double most = arena.span() != null ? arenaBytes : 0;
    for (long tick : ticks) {
      double now = arena.span() != null && arena.span()[0] <= tick && tick <= arena.span()[1]
          ? arenaBytes : 0;
      for (MemoryTrace.Interval iv : heap) {
        if (iv.begin() <= tick && tick <= iv.end()) {
          now += SymbolicPlan.isStatic(t, iv) ? iv.size()
              : atoms.bytes(t.allocs().get(iv.bufferId())).at(x);
        }
      }
      most = Math.max(most, now);
    }
    return most;
  }
}
