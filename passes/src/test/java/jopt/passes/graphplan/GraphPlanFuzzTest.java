package jopt.passes.graphplan;

import static com.google.common.truth.Truth.assertThat;

import java.util.Random;
import jopt.ir.Operation;
import jopt.ir.asm.ValueNames;
import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlannerMode;
import org.junit.jupiter.api.Test;

/**
 * Random graphs planned under random options must hold when run over the abstract memory
 * ({@link PlanExecution}); a graph the planner rejects (two pre-allocated tensors that would have
 * to be one memory) is fine, but most must plan. {@code -Dgraphplan.fuzz.n} graphs (default 3000).
 */
class GraphPlanFuzzTest {
  @Test
  void randomGraphsPlanSoundly() {
    int n = Integer.getInteger("graphplan.fuzz.n", 3000);
    int planned = 0;
    int aliased = 0;
    int fallbacks = 0;
    int tensors = 0;
    for (int seed = 0; seed < n; seed++) {
      Random r = new Random(seed);
      String text = RandomGraphs.generate(r);
      GraphPlanOptions options = new GraphPlanOptions(r.nextInt(5) > 0, r.nextInt(5) > 0,
          new PhysicalLayout(new long[] {0, 64, 16}[r.nextInt(3)], r.nextBoolean()),
          new long[] {1, 16, 64}[r.nextInt(3)],
          r.nextBoolean() ? PlannerMode.COST_MODEL : PlannerMode.SIZE_FIRST,
          OptimalPlanner.DEFAULT_TIME_LIMIT_MS, r.nextBoolean(), r.nextBoolean(), true,
          r.nextBoolean());
      Operation func = TestGraphs.firstFunc(TestGraphs.parse(text));
      GraphPlan plan;
      try {
        plan = new GraphMemoryPlanner(options, TestGraphs.CLASSIFIER)
            .plan(func, new ValueNames(func)::nameOf);
      } catch (GraphPlanException e) {
        continue;
      }
      planned++;
      tensors += plan.tensors().size();
      aliased += (int) plan.tensors().stream().filter(t -> !t.placement.equals("own")).count();
      fallbacks += plan.fallbacks().size();
      var wrong = PlanExecution.check(func, plan);
      if (wrong.isPresent()) {
        throw new AssertionError("seed " + seed + ", " + options + ": " + wrong.get() + "\n"
            + text);
      }
    }
    System.out.printf("graph-memory-plan fuzz: %d of %d graphs planned, %d tensors, %d placed "
        + "by an aliasing rule, %d fallbacks%n", planned, n, tensors, aliased, fallbacks);
    assertThat(planned).isGreaterThan(n / 2);
    assertThat(aliased).isGreaterThan(tensors / 4);
  }
}
