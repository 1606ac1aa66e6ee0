package jopt.graphplan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jopt.mergealloc.planner.MemorySchedule;
import jopt.mergealloc.planner.MemoryTrace;
import jopt.mergealloc.planner.PlanPicture;

/** SVG pictures of a plan's arenas, one per bin: a rectangle per block, labelled by its owner. */
final class PlanPictures {
  private PlanPictures() {}

  static Map<Integer, String> of(String function, GraphPlan plan, GraphPlanOptions options) {
    Map<Integer, List<GraphPlan.Block>> byBin = new TreeMap<>();
    for (GraphPlan.Block b : plan.blocks()) {
      if (!b.preallocated()) {
        byBin.computeIfAbsent(b.bin(), k -> new ArrayList<>()).add(b);
      }
    }
    Map<Integer, String> pictures = new TreeMap<>();
    for (GraphPlan.BinStats s : plan.bins()) {
      List<GraphPlan.Block> blocks = byBin.getOrDefault(s.bin(), List.of());
      List<MemoryTrace.Interval> intervals = new ArrayList<>();
      Map<Long, Long> offsets = new HashMap<>();
      Map<Long, String> labels = new HashMap<>();
      for (GraphPlan.Block b : blocks) {
        intervals.add(new MemoryTrace.Interval(b.id(), b.begin(), b.end(), b.size()));
        offsets.put((long) b.id(), b.start());
        String owner = b.members().get(0).name;
        labels.put((long) b.id(), b.members().size() == 1 ? owner
            : owner + " +" + (b.members().size() - 1));
      }
      pictures.put(s.bin(), PlanPicture.svg("graph-memory-plan @" + function + " bin "
          + s.bin(), intervals, new MemorySchedule(s.arenaBytes(), offsets),
          options.alignment(), labels));
    }
    return pictures;
  }
}
