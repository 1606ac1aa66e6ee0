package jopt.passes.planner;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The static memory planner of merge-alloc (seed merge-alloc.md, intel graph-compiler's
 * static_memory_planner.cpp): reads a linearized lifetime trace and places every buffer at an
 * offset of one logical buffer, so that buffers live at the same time never share a byte.
 *
 * <p>The buffer is a list of chunks in address order ({@link Arena}; O(log n) steps per event,
 * and a few more for the cost model's candidates). An alloc, its size
 * rounded up to the alignment, takes a free chunk and splits off the rest as a new free chunk.
 * If the chosen chunk is too small it is extended: the missing bytes are inserted at its end and
 * every later chunk and buffer moves up, which only a compile-time planner may do (offsets are
 * final after the whole trace). With no free chunk at all, a new chunk is appended at the end. A
 * free marks the chunk free and merges it with free neighbours. A zero-size buffer takes no
 * chunk and gets offset 0.
 *
 * <p>Choosing the free chunk ({@link ChunkChoice}). Under both policies a chunk that fits beats
 * any chunk that must grow (growth enlarges the whole buffer), and ties go to the lowest address.
 * <ul>
 *   <li>SIZE_FIRST ({@code planner-options=size-first}): the best size match, i.e. the least
 *       waste {@code chunk - request} among chunks that fit, else the least growth.
 *   <li>COST_MODEL (the default): cache hotness weighed against size match. With
 *       {@code hot = 1 / (1 + events since the chunk was last freed)} (1/2 for the event right
 *       before; a split-off remainder keeps its chunk's time, a merged chunk takes the time of
 *       the free that merged it; the event counter counts allocs and frees), a chunk that fits
 *       scores {@code request / chunk + 0.5 * hot} and a chunk that must grow scores
 *       {@code -(request - chunk) / request + 0.1 * hot}; the highest score wins (scores within
 *       1e-12 of it tie, and the lowest of them wins). The seed gives no formula; these
 *       weights are jopt's. So among equal fits the most recently freed chunk wins, and a
 *       recently freed chunk may win over a slightly better fit (e.g. a 4/5 fit freed by the
 *       previous event beats a perfect fit freed long ago).
 * </ul>
 *
 * <p>Alignments of 1 or less mean no rounding. A malformed trace (a buffer id allocated twice,
 * a free of a buffer that is not live, a negative size) is rejected with an
 * {@link IllegalArgumentException}; a buffer never freed stays live to the end.
 */
public final class StaticMemoryPlanner {
  private StaticMemoryPlanner() {}

  public static MemorySchedule plan(MemoryTrace trace, long alignment, PlannerMode mode) {
    return plan(trace, alignment, mode, OptimalPlanner.DEFAULT_TIME_LIMIT_MS);
  }

  /** With {@code OPTIMAL}, {@link OptimalPlanner} searches for at most the time limit. */
  public static MemorySchedule plan(MemoryTrace trace, long alignment, PlannerMode mode,
      long optimalTimeLimitMillis) {
    if (mode == PlannerMode.OPTIMAL) {
      return OptimalPlanner.plan(trace, alignment, optimalTimeLimitMillis);
    }
    return online(trace, alignment, mode);
  }

  /** A heuristic mode's plan, in O(log n) steps per event (and the cost model's candidates). */
  static MemorySchedule online(MemoryTrace trace, long alignment, PlannerMode mode) {
    if (mode == PlannerMode.OPTIMAL) {
      throw new IllegalArgumentException("not an online mode: " + mode);
    }
    Arena arena = new Arena(trace.events().size(), mode == PlannerMode.COST_MODEL);
    // Buffers by index, in order of allocation.
    Map<Long, Integer> index = new HashMap<>();
    List<Long> ids = new ArrayList<>();
    Chunk[] live = new Chunk[16]; // live buffers' chunks, or zero
    Chunk zero = new Chunk(0, 0, false, 0); // zero-sized buffers take no memory
    long time = 0;
    for (MemoryTrace.Event e : trace.events()) {
      time++;
      if (e instanceof MemoryTrace.Alloc a) {
        long id = a.bufferId();
        if (a.size() < 0) {
          throw new IllegalArgumentException("buffer " + id + " has negative size " + a.size());
        }
        int i = ids.size();
        if (index.putIfAbsent(id, i) != null) {
          throw new IllegalArgumentException("buffer " + id + " is allocated twice");
        }
        ids.add(id);
        if (i == live.length) {
          live = Arrays.copyOf(live, i * 2);
        }
        long size = PlannerStats.alignUp(a.size(), alignment);
        live[i] = size == 0 ? zero
            : arena.place(i, size, ChunkChoice.choose(arena.free(), size, mode, time));
      } else if (e instanceof MemoryTrace.Free f) {
        Integer i = index.get(f.bufferId());
        if (i == null || live[i] == null) {
          throw new IllegalArgumentException(
              "buffer " + f.bufferId() + " is freed while not live");
        }
        if (live[i] != zero) {
          arena.release(live[i], time);
        }
        live[i] = null;
      }
    }
    long[] offset = arena.offsets(ids.size());
    Map<Long, Long> offsets = new HashMap<>(ids.size() * 2);
    for (int i = 0; i < ids.size(); i++) {
      offsets.put(ids.get(i), offset[i]);
    }
    return new MemorySchedule(arena.size(), offsets);
  }
}
