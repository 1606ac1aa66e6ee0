package jopt.passes.graphplan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jopt.ir.Operation;
import jopt.passes.planner.PlanPage;
import jopt.passes.planner.PlanReportFile;
import jopt.passes.planner.PlannerStats;

/**
 * A function's plan as the arenas of the {@code plan-report} page, one per bin: a box per block
 * (its owner tensor, the aliases in its note), ticks named by the ops of the graph.
 */
final class PlanArenas {
  private PlanArenas() {}

  static List<PlanPage.Arena> of(String function, Operation func, GraphPlan plan,
      GraphPlanOptions options) {
    List<String> tickOps = new ArrayList<>(List.of("(arguments)"));
    for (Operation op : func.getRegion(0).front().getOperations()) {
      tickOps.add(op.getName());
    }
    Map<Integer, List<PlanPage.Buffer>> byBin = new TreeMap<>();
    for (GraphPlan.Block b : plan.blocks()) {
      if (b.preallocated()) {
        continue;
      }
      Tensor owner = b.members().get(0);
      List<String> aliases = new ArrayList<>();
      for (Tensor t : b.members().subList(1, b.members().size())) {
        aliases.add(t.name + " (" + t.placement + ")");
      }
      byBin.computeIfAbsent(b.bin(), k -> new ArrayList<>()).add(new PlanPage.Buffer(b.id(),
          owner.name + (aliases.isEmpty() ? "" : " +" + aliases.size()),
          owner.producer == null ? "function argument" : owner.producer.getName(),
          owner.value.getType().toString(), b.size(),
          PlannerStats.alignUp(b.size(), options.alignment()), b.start(), b.begin(), b.end(),
          PlanReportFile.where(owner.producer == null ? owner.value.getLoc()
              : owner.producer.getLoc()),
          aliases.isEmpty() ? "" : "aliases: " + String.join(", ", aliases)));
    }
    List<PlanPage.Arena> arenas = new ArrayList<>();
    for (GraphPlan.BinStats s : plan.bins()) {
      arenas.add(new PlanPage.Arena("@" + function + " bin " + s.bin(), s.arenaBytes(),
          "planner-options=" + options.plannerMode().optionValue() + ", alignment "
              + options.alignment(), byBin.getOrDefault(s.bin(), List.of()), tickOps));
    }
    return arenas;
  }
}
