package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jopt.ir.Operation;
import jopt.ir.asm.ValueNames;
import jopt.passes.analysis.IndexEvaluation;
import jopt.passes.mergealloc.precise.SizePoly.SizeMax;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;
import jopt.passes.planner.PlanPage;
import jopt.passes.planner.PlannerStats;

/**
 * The {@code plan-report} of an arena holding buffers of dynamic size: one plan, drawn at
 * several sizes. Each size binds every dynamic dimension of the function's arguments; the
 * plan's atoms (the allocations' size operands: the batch, a tile's count, the last tile's) are
 * evaluated from it through the index arithmetic that computes them ({@code arith} on
 * constants, {@code memref.dim} and {@code tensor.dim} of the arguments). Each buffer's offset is
 * the symbolic plan's ({@link SymbolicPlan}) at that binding, or for a buffer placed at run time
 * ({@link ArenaMutator}: guards, or live with one), the highest end of those live with it, as
 * the arena computes it when its region runs; its note gives the offset and size as
 * expressions of the atoms, named as the printer names them.
 */
public final class SymbolicReport {
  private SymbolicReport() {}

  private static final Pattern ATOM = Pattern.compile("\\bs(\\d+)\\b");

  /**
   * The arena of {@code trace} at each of {@code sizes}, named {@code name} plus the size;
   * empty where it holds no buffer of dynamic size or an atom cannot be evaluated.
   */
  public static List<PlanPage.Arena> arenas(LifetimeTrace trace, MemorySchedule schedule,
      long alignment, String name, List<Long> sizes, ValueNames names) {
    List<MemoryTrace.Interval> statics = SymbolicPlan.statics(trace);
    List<MemoryTrace.Interval> dynamics = SymbolicPlan.dynamics(trace);
    if (dynamics.isEmpty() || sizes.isEmpty()) {
      return List.of();
    }
    SymbolicPlan.Atoms atoms = new SymbolicPlan.Atoms();
    SymbolicPlan plan = new SymbolicPlan(atoms, trace, schedule.offsets(),
        (x, y) -> SymbolicPlan.conflict(trace, x, y),
        alloc -> ArenaMutator.placedAtRunTime(trace, alloc));
    Map<Long, SizePoly> bytes = new HashMap<>();
    for (MemoryTrace.Interval d : dynamics) {
      bytes.put(d.bufferId(), atoms.bytes(trace.allocs().get(d.bufferId())));
    }
    long staticTop = 0;
    for (MemoryTrace.Interval s : statics) {
      staticTop = Math.max(staticTop, schedule.offsets().get(s.bufferId()) + s.size());
    }
    // The arena: the plan's highest end, and where buffers are placed at run time, the highest
    // of their ends (each the highest end of those live with it, then its own size).
    // Tiles of loop bodies placed by the plan count only where their loop runs (ArenaMutator).
    java.util.function.LongPredicate inLoop =
        id -> !ArenaMutator.guards(trace, trace.allocs().get(id)).isEmpty();
    SizeMax arena = plan.size(staticTop, id -> !inLoop.test(id));
    int loopEnds = 0;
    for (MemoryTrace.Interval d : dynamics) {
      if (plan.placed(d.bufferId()) != null && inLoop.test(d.bufferId())) {
        loopEnds++;
      }
    }
    Map<Long, SizeMax> ends = new HashMap<>();
    Map<Long, String> runTime = new HashMap<>();
    for (int k = 0; k < dynamics.size(); k++) {
      MemoryTrace.Interval d = dynamics.get(k);
      SymbolicPlan.Placed placed = plan.placed(d.bufferId());
      if (placed != null) {
        ends.put(d.bufferId(), placed.end());
        continue;
      }
      SizeMax lower = SizeMax.ZERO;
      List<String> below = new ArrayList<>();
      for (MemoryTrace.Interval s : statics) {
        if (SymbolicPlan.conflict(trace, s, d)) {
          lower = lower.max(SizeMax.of(SizePoly.constant(schedule.offsets().get(s.bufferId()) + s.size())));
          below.add(names.nameOf(trace.allocs().get(s.bufferId()).getResult(0)));
        }
      }
      for (int j = 0; j < k; j++) {
        if (SymbolicPlan.conflict(trace, dynamics.get(j), d)) {
          lower = lower.max(ends.get(dynamics.get(j).bufferId()));
          below.add(names.nameOf(trace.allocs().get(dynamics.get(j).bufferId()).getResult(0)));
        }
      }
      long align = SymbolicPlan.alignmentOf(trace.allocs().get(d.bufferId()));
      SizeMax up = lower.alignUp(align);
      // Unaligned ends: one alignment above them bounds the place.
      SizeMax end = (up != null ? up : lower.plus(SizePoly.constant(align))).plus(bytes.get(d.bufferId()));
      ends.put(d.bufferId(), end);
      arena = arena.max(end);
      runTime.put(d.bufferId(), "offset at run time, when its region runs: the highest end of "
          + (below.isEmpty() ? "none" : String.join(", ", below)) + " rounded up to " + align
          + (up != null ? " = " + named(up.toString(), atoms, names) : ""));
    }
    String arenaExpr = named(arena.toString(), atoms, names)
        + (loopEnds == 0 ? "" : " and the ends of " + loopEnds + " buffer" + (loopEnds == 1 ? "" : "s")
            + " of loop bodies where their loops run")
        + (runTime.isEmpty() ? "" : " (at most: buffers in regions that do not run take no place)");
    List<PlanPage.Arena> out = new ArrayList<>();
    for (long size : sizes) {
      long[] binding = new long[atoms.count()];
      // Every dynamic dimension of the function's arguments is this size.
      IndexEvaluation at = new IndexEvaluation((a, d) -> size);
      StringBuilder bound = new StringBuilder();
      for (int i = 0; i < binding.length; i++) {
        Long v = at.evaluate(atoms.get(i));
        if (v == null) {
          return List.of();
        }
        binding[i] = v;
        bound.append(i == 0 ? "" : ", ").append(names.nameOf(atoms.get(i))).append(" = ").append(v);
      }
      List<PlanPage.Buffer> buffers = new ArrayList<>();
      Map<Long, Long> reach = new HashMap<>();
      long top = staticTop;
      for (MemoryTrace.Interval s : statics) {
        Operation alloc = trace.allocs().get(s.bufferId());
        buffers.add(buffer(s, alloc, names, s.size(), schedule.offsets().get(s.bufferId()),
            alignment, "static"));
      }
      for (int k = 0; k < dynamics.size(); k++) {
        MemoryTrace.Interval d = dynamics.get(k);
        Operation alloc = trace.allocs().get(d.bufferId());
        long n = bytes.get(d.bufferId()).valueAt(binding);
        SymbolicPlan.Placed placed = plan.placed(d.bufferId());
        long offset;
        String note;
        if (placed != null) {
          offset = placed.offset().valueAt(binding);
          note = "offset " + named(placed.offset().toString(), atoms, names);
        } else {
          long lower = 0;
          for (MemoryTrace.Interval s : statics) {
            if (SymbolicPlan.conflict(trace, s, d)) {
              lower = Math.max(lower, schedule.offsets().get(s.bufferId()) + s.size());
            }
          }
          for (int j = 0; j < k; j++) {
            if (SymbolicPlan.conflict(trace, dynamics.get(j), d)) {
              lower = Math.max(lower, reach.get(dynamics.get(j).bufferId()));
            }
          }
          long align = SymbolicPlan.alignmentOf(alloc);
          offset = (lower + align - 1) / align * align;
          note = runTime.get(d.bufferId());
        }
        reach.put(d.bufferId(), offset + n);
        if (n > 0 || !inLoop.test(d.bufferId())) {
          top = Math.max(top, offset + n); // an empty last tile's loop does not run
        }
        buffers.add(buffer(d, alloc, names, n, offset, alignment,
            note + ", size " + named(bytes.get(d.bufferId()).toString(), atoms, names)));
      }
      out.add(new PlanPage.Arena(name + " at size " + size, top,
          "one plan for every size: arena " + arenaExpr + "; here " + bound, buffers, List.of()));
    }
    return out;
  }

  private static PlanPage.Buffer buffer(MemoryTrace.Interval iv, Operation alloc, ValueNames names,
      long bytes, long offset, long alignment, String note) {
    return new PlanPage.Buffer(iv.bufferId(), names.nameOf(alloc.getResult(0)), alloc.getName(),
        alloc.getResult(0).getType().toString(), bytes, PlannerStats.alignUp(bytes, alignment),
        offset, iv.begin(), iv.end(), jopt.passes.planner.PlanReportFile.where(alloc.getLoc()),
        note);
  }

  /** {@code s0}, {@code s1}, ... of a printed polynomial as the printer names the atoms. */
  private static String named(String expr, SymbolicPlan.Atoms atoms, ValueNames names) {
    Matcher m = ATOM.matcher(expr);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(sb, Matcher.quoteReplacement(
          names.nameOf(atoms.get(Integer.parseInt(m.group(1))))));
    }
    m.appendTail(sb);
    return sb.toString().replace("*", " * ");
  }
}
