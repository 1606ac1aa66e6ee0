package jopt.passes.graphplan;

import static com.google.common.truth.Truth.assertThat;
import static jopt.passes.graphplan.TestGraphs.firstFunc;
import static jopt.passes.graphplan.TestGraphs.tensor;
import static jopt.passes.graphplan.TestGraphs.unpadded;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import jopt.ir.Operation;
import jopt.ir.asm.ValueNames;
import org.junit.jupiter.api.Test;

/** The plan checker accepts the planner's plans and catches plans that clobber live bytes. */
class PlanExecutionTest {
  private static final String GRAPH = """
      func.func @f(%x: tensor<8x4xf32>, %i: tensor<2xi64>) -> (tensor<2x4xf32>, tensor<4x4xf32>, tensor<8x4xf32>) {
        %a = "g.relu"(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
        %v = "g.slice"(%a) {starts = [0], axes = [0]} : (tensor<8x4xf32>) -> tensor<4x4xf32>
        %g = "g.gather"(%a, %i) {axis = 0} : (tensor<8x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
        %b = "g.relu"(%v) : (tensor<4x4xf32>) -> tensor<4x4xf32>
        %c = "g.relu"(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
        return %g, %b, %c : tensor<2x4xf32>, tensor<4x4xf32>, tensor<8x4xf32>
      }
      """;

  private record Planned(Operation func, GraphPlan plan) {}

  private static Planned plan() throws GraphPlanException {
    Operation func = firstFunc(TestGraphs.parse(GRAPH));
    ValueNames names = new ValueNames(func);
    return new Planned(func, new GraphMemoryPlanner(unpadded(), TestGraphs.CLASSIFIER)
        .plan(func, names::nameOf));
  }

  /** The plan with {@code name} moved to {@code location} in the same memory. */
  private static GraphPlan moved(GraphPlan plan, String name, long location) {
    Map<Tensor, GraphPlan.Placement> placements = new HashMap<>(plan.placements());
    Tensor t = tensor(plan, name);
    GraphPlan.Placement p = placements.get(t);
    placements.put(t, new GraphPlan.Placement(p.block(), location, p.preallocated()));
    return new GraphPlan(plan.tensors(), placements, plan.blocks(), plan.bins(),
        plan.fallbacks(), plan.rules(), plan.weightViews(), plan.endTick());
  }

  @Test
  void thePlannersPlanHolds() throws Exception {
    Planned p = plan();
    assertThat(PlanExecution.check(p.func(), p.plan())).isEmpty();
    // The gather must not take %0's bytes: the slice %1 of them is read after it.
    assertThat(p.plan().placements().get(tensor(p.plan(), "%2")).block())
        .isNotEqualTo(p.plan().placements().get(tensor(p.plan(), "%0")).block());
  }

  @Test
  void aGatherOverwritingBytesStillNeededIsCaught() throws Exception {
    Planned p = plan();
    long data = p.plan().placements().get(tensor(p.plan(), "%0")).location();
    Optional<String> wrong = PlanExecution.check(p.func(), moved(p.plan(), "%2", data));
    assertThat(wrong).hasValue("g.relu reads %1: byte 0 holds byte 0 of %2, not byte 0 of %0");
  }

  @Test
  void aTensorPlacedOverALiveOneIsCaught() throws Exception {
    Planned p = plan();
    long x = p.plan().placements().get(tensor(p.plan(), "%arg0")).location();
    Optional<String> wrong = PlanExecution.check(p.func(), moved(p.plan(), "%3", x));
    assertThat(wrong).hasValue(
        "g.relu reads %arg0: byte 0 holds byte 0 of %3, not byte 0 of %arg0");
  }

  @Test
  void aViewMovedOffItsSourceIsCaught() throws Exception {
    Planned p = plan();
    long v = p.plan().placements().get(tensor(p.plan(), "%1")).location();
    Optional<String> wrong = PlanExecution.check(p.func(), moved(p.plan(), "%1", v + 4));
    assertThat(wrong).hasValue("g.relu reads %1: byte 0 holds byte 4 of %0, not byte 0 of %0");
  }
}
