package jopt.passes.graphplan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;
import jopt.passes.planner.StaticMemoryPlanner;

/**
 * Turns the alias groups into blocks: each lives from its first member's definition to its last
 * member's last use; the planned blocks of a bin get offsets in the bin's arena from merge-alloc's
 * static planner, pre-allocated ones stay at the caller's address.
 */
final class BlockPlacer {
  private final GraphPlanOptions options;
  private final AliasGroups groups;
  private final List<Tensor> tensors;
  private final int endTick;

  BlockPlacer(GraphPlanOptions options, AliasGroups groups, List<Tensor> tensors, int endTick) {
    this.options = options;
    this.groups = groups;
    this.tensors = tensors;
    this.endTick = endTick;
  }

  GraphPlan place(List<GraphPlan.Fallback> fallbacks, List<GraphPlan.RuleTally> rules,
      int weightViews) {
    record Group(int root, int bin, int begin, int end, long size, boolean fixed) {}
    List<Group> list = new ArrayList<>();
    Map<Integer, List<MemoryTrace.Interval>> planned = new TreeMap<>();
    for (int root : groups.roots()) {
      List<Tensor> members = groups.members(root);
      int begin = Integer.MAX_VALUE;
      int end = 0;
      for (Tensor t : members) {
        begin = Math.min(begin, t.def);
        end = Math.max(end, t.lastUse);
      }
      boolean fixed = groups.address(root) != null;
      Group g = new Group(root, members.get(0).bin, begin, end,
          groups.hi(root) - groups.lo(root), fixed);
      list.add(g);
      if (!fixed) {
        planned.computeIfAbsent(g.bin(), b -> new ArrayList<>())
            .add(new MemoryTrace.Interval(root, begin, end, g.size()));
      }
    }
    Map<Integer, MemorySchedule> schedules = new TreeMap<>();
    planned.forEach((bin, intervals) -> schedules.put(bin, plan(intervals)));

    List<GraphPlan.Block> blocks = new ArrayList<>();
    Map<Tensor, GraphPlan.Placement> placements = new HashMap<>();
    for (Group g : list) {
      long start = g.fixed() ? groups.address(g.root()) + groups.lo(g.root())
          : schedules.get(g.bin()).offsets().get((long) g.root());
      List<Tensor> members = new ArrayList<>(groups.members(g.root()));
      members.sort(Comparator.comparingInt((Tensor t) -> t.def).thenComparingInt(t -> t.index));
      GraphPlan.Block b = new GraphPlan.Block(blocks.size(), g.bin(), g.fixed(), start, g.size(),
          g.begin(), g.end(), List.copyOf(members));
      blocks.add(b);
      for (Tensor t : members) {
        placements.put(t, new GraphPlan.Placement(b,
            start + groups.rel(t) - groups.lo(g.root()), g.fixed()));
      }
    }
    return new GraphPlan(tensors, placements, blocks, stats(blocks, schedules, planned),
        List.copyOf(fallbacks), List.copyOf(rules), weightViews, endTick);
  }

  private MemorySchedule plan(List<MemoryTrace.Interval> intervals) {
    return StaticMemoryPlanner.plan(MemoryTrace.fromIntervals(intervals), options.alignment(),
        options.plannerMode(), options.optimalTimeLimitMillis());
  }

  private List<GraphPlan.BinStats> stats(List<GraphPlan.Block> blocks,
      Map<Integer, MemorySchedule> schedules, Map<Integer, List<MemoryTrace.Interval>> planned) {
    Map<Integer, long[]> perBin = new TreeMap<>(); // preallocated, unaliased, fixed tensors
    Map<Integer, List<MemoryTrace.Interval>> unaliased = new TreeMap<>();
    for (Tensor t : tensors) {
      long[] s = perBin.computeIfAbsent(t.bin, b -> new long[3]);
      s[1] += t.size;
      if (t.fixedAddress != null) {
        s[2] += t.size;
      } else {
        unaliased.computeIfAbsent(t.bin, b -> new ArrayList<>())
            .add(new MemoryTrace.Interval(t.index, t.def, t.lastUse, t.size));
      }
    }
    for (GraphPlan.Block b : blocks) {
      if (b.preallocated()) {
        perBin.get(b.bin())[0] += groups.fixedHi(rootOf(b)) - groups.fixedLo(rootOf(b));
      }
    }
    List<GraphPlan.BinStats> stats = new ArrayList<>();
    perBin.forEach((bin, s) -> {
      MemorySchedule arena = schedules.get(bin);
      List<MemoryTrace.Interval> alone = unaliased.getOrDefault(bin, List.of());
      long lower = planned.containsKey(bin)
          ? MemoryTrace.fromIntervals(planned.get(bin)).peakLiveBytes(options.alignment()) : 0;
      stats.add(new GraphPlan.BinStats(bin, arena == null ? 0 : arena.totalSize(), s[0], s[1],
          (alone.isEmpty() ? 0 : plan(alone).totalSize()) + s[2], lower));
    });
    return stats;
  }

  private int rootOf(GraphPlan.Block b) {
    return groups.root(b.members().get(0));
  }
}
