package jopt.passes.graphplan;

import static com.google.common.truth.Truth.assertThat;
import static jopt.passes.graphplan.TestGraphs.bin;
import static jopt.passes.graphplan.TestGraphs.location;
import static jopt.passes.graphplan.TestGraphs.plan;
import static jopt.passes.graphplan.TestGraphs.tensor;
import static jopt.passes.graphplan.TestGraphs.unpadded;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The planner's rules on small graphs (the seeds' examples are lit tests over ONNX ops). */
class GraphMemoryPlannerTest {
  @Test
  void noopChainSharesOneBlock() throws Exception {
    GraphPlan p = plan("""
        func.func @f(%x: tensor<1x100xf32>) -> tensor<100x1xf32> {
          %0 = "g.noop"(%x) : (tensor<1x100xf32>) -> tensor<100xf32>
          %1 = "g.noop"(%0) : (tensor<100xf32>) -> tensor<100x1xf32>
          return %1 : tensor<100x1xf32>
        }
        """, unpadded());
    assertThat(p.blocks()).hasSize(1);
    assertThat(bin(p, 0).arenaBytes()).isEqualTo(400);
    assertThat(bin(p, 0).unaliasedBytes()).isEqualTo(1200);
    assertThat(p.blocks().get(0).members().stream().map(t -> t.name).toList())
        .containsExactly("%arg0", "%0", "%1").inOrder();
  }

  @Test
  void noopOffKeepsCopies() throws Exception {
    GraphPlanOptions off = new GraphPlanOptions(false, true, new PhysicalLayout(0, false), 1,
        GraphPlanOptions.DEFAULT.plannerMode());
    GraphPlan p = plan("""
        func.func @f(%x: tensor<100xf32>) -> tensor<100xf32> {
          %0 = "g.noop"(%x) : (tensor<100xf32>) -> tensor<100xf32>
          return %0 : tensor<100xf32>
        }
        """, off);
    assertThat(p.blocks()).hasSize(2);
    assertThat(bin(p, 0).arenaBytes()).isEqualTo(800);
  }

  @Test
  void chainedConcatCopiesTheSharedInputs() throws Exception {
    GraphPlan p = plan("""
        func.func @f(%t1: tensor<2xf32>, %t2: tensor<3xf32>, %t3: tensor<4xf32>) -> tensor<15xf32> {
          %c0 = "g.concat"(%t1, %t2, %t3) {axis = 0} : (tensor<2xf32>, tensor<3xf32>, tensor<4xf32>) -> tensor<9xf32>
          %c1 = "g.concat"(%t1, %c0, %t3) {axis = 0} : (tensor<2xf32>, tensor<9xf32>, tensor<4xf32>) -> tensor<15xf32>
          return %c1 : tensor<15xf32>
        }
        """, unpadded());
    assertThat(p.blocks()).hasSize(1);
    assertThat(p.blocks().get(0).size()).isEqualTo(60); // 2 t1 + t2 + 2 t3 = 8 + 8 + 12 + 16 + 16
    assertThat(location(p, "%arg0")).isEqualTo(0);
    assertThat(location(p, "%0")).isEqualTo(8);
    assertThat(location(p, "%arg1")).isEqualTo(16);
    assertThat(location(p, "%arg2")).isEqualTo(44);
    assertThat(p.fallbacks()).hasSize(2);
    assertThat(p.fallbacks().get(0).message()).contains("input #0 (%arg0) is copied");
    assertThat(p.fallbacks().get(1).message()).contains("input #2 (%arg2) is copied");
  }

  @Test
  void gatherTakesItsDataOnlyWhenNothingElseNeedsIt() throws Exception {
    GraphPlan reused = plan("""
        func.func @f(%d: tensor<8x4xf32>, %i: tensor<3xi64>) -> tensor<3x4xf32> {
          %0 = "g.gather"(%d, %i) {axis = 0} : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
          return %0 : tensor<3x4xf32>
        }
        """, unpadded());
    assertThat(location(reused, "%0")).isEqualTo(location(reused, "%arg0"));
    assertThat(reused.placements().get(tensor(reused, "%0")).block().size()).isEqualTo(128);

    GraphPlan kept = plan("""
        func.func @f(%d: tensor<8x4xf32>, %i: tensor<3xi64>) -> (tensor<3x4xf32>, tensor<8x4xf32>) {
          %0 = "g.gather"(%d, %i) {axis = 0} : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
          %1 = "g.relu"(%d) : (tensor<8x4xf32>) -> tensor<8x4xf32>
          return %0, %1 : tensor<3x4xf32>, tensor<8x4xf32>
        }
        """, unpadded());
    assertThat(kept.placements().get(tensor(kept, "%0")).block())
        .isNotEqualTo(kept.placements().get(tensor(kept, "%arg0")).block());
    assertThat(kept.fallbacks().get(0).message()).contains("%arg0 is still needed");
  }

  @Test
  void gatherAfterAConcatOfItsDataDoesNotOverwriteTheConcat() throws Exception {
    GraphPlan p = plan("""
        func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<2xi64>) -> (tensor<8xf32>, tensor<2xf32>) {
          %c = "g.concat"(%a, %b) {axis = 0} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
          %g = "g.gather"(%a, %i) {axis = 0} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2xf32>
          return %c, %g : tensor<8xf32>, tensor<2xf32>
        }
        """, unpadded());
    assertThat(p.placements().get(tensor(p, "%1")).block())
        .isNotEqualTo(p.placements().get(tensor(p, "%0")).block());
  }

  @Test
  void sliceOfASliceIntoAConcatIsCopiedWhenItsBlockWouldSpillOverTheSlot() throws Exception {
    GraphPlan p = plan("""
        func.func @f(%x: tensor<10xf32>, %y: tensor<2xf32>) -> tensor<4xf32> {
          %s = "g.slice"(%x) {starts = [4], axes = [0]} : (tensor<10xf32>) -> tensor<2xf32>
          %c = "g.concat"(%s, %y) {axis = 0} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
          return %c : tensor<4xf32>
        }
        """, unpadded());
    assertThat(location(p, "%0") - location(p, "%arg0")).isEqualTo(16);
    assertThat(p.placements().get(tensor(p, "%1")).block())
        .isNotEqualTo(p.placements().get(tensor(p, "%0")).block());
    assertThat(p.fallbacks().get(0).message()).contains("holds bytes of input #1's slot");
  }

  @Test
  void preallocatedAddressesPropagateBothWays() throws Exception {
    GraphPlan p = plan("""
        func.func @f(%x: tensor<100xf32> {graph.address = 4096 : i64}) -> (tensor<100xf32> {graph.address = 8192 : i64}) {
          %0 = "g.noop"(%x) : (tensor<100xf32>) -> tensor<100xf32>
          %1 = "g.relu"(%0) : (tensor<100xf32>) -> tensor<100xf32>
          %2 = "g.noop"(%1) : (tensor<100xf32>) -> tensor<100xf32>
          return %2 : tensor<100xf32>
        }
        """, unpadded());
    assertThat(location(p, "%0")).isEqualTo(4096);
    assertThat(location(p, "%1")).isEqualTo(8192);
    assertThat(bin(p, 0).arenaBytes()).isEqualTo(0);
    assertThat(bin(p, 0).preallocatedBytes()).isEqualTo(800);
  }

  @Test
  void mismatchedPreallocatedAddressesAreAnError() {
    GraphPlanException e = assertThrows(GraphPlanException.class, () -> plan("""
        func.func @f(%x: tensor<100xf32> {graph.address = 4096 : i64}) -> (tensor<100xf32> {graph.address = 8192 : i64}) {
          %0 = "g.noop"(%x) : (tensor<100xf32>) -> tensor<100xf32>
          return %0 : tensor<100xf32>
        }
        """, unpadded()));
    assertThat(e.getMessage()).isEqualTo("noop aliasing: pre-allocated input at address 4096 "
        + "and pre-allocated output at address 8192 must match");
  }

  @Test
  void differentBinsDoNotAlias() throws Exception {
    GraphPlan p = plan("""
        func.func @f(%x: tensor<100xf32>) -> tensor<100xf32> {
          %0 = "g.noop"(%x) {graph.bin = 1} : (tensor<100xf32>) -> tensor<100xf32>
          return %0 : tensor<100xf32>
        }
        """, unpadded());
    assertThat(p.blocks()).hasSize(2);
    assertThat(bin(p, 1).arenaBytes()).isEqualTo(400);
    assertThat(p.fallbacks().get(0).message()).contains("different memory bins (1 and 0)");
  }

  @Test
  void ownershipTransfersToTheFirstAlias() throws Exception {
    GraphPlan p = plan("""
        func.func @f(%x: tensor<100xf32>) -> (tensor<100xf32>, tensor<100xf32>) {
          %0 = "g.noop"(%x) : (tensor<100xf32>) -> tensor<100xf32>
          %1 = "g.noop"(%x) : (tensor<100xf32>) -> tensor<100xf32>
          %2 = "g.relu"(%0) : (tensor<100xf32>) -> tensor<100xf32>
          %3 = "g.relu"(%1) : (tensor<100xf32>) -> tensor<100xf32>
          return %2, %3 : tensor<100xf32>, tensor<100xf32>
        }
        """, unpadded());
    List<String> steps = p.deallocations().stream()
        .map(e -> e.tensor().name + ":" + e.action() + ":" + (e.owner() == null ? "-"
            : e.owner().name))
        .toList();
    assertThat(steps).containsExactly("%arg0:transfer:%0", "%0:transfer:%1", "%1:free:-")
        .inOrder();
  }

  @Test
  void concatOfNeighbouringSplitViewsAliasesThem() throws Exception {
    // GPT-2's present = concat(k, v) where q, k, v are consecutive views of one buffer.
    GraphPlan p = plan("""
        func.func @f(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
          %qkv = "g.relu"(%x) : (tensor<6x4xf32>) -> tensor<6x4xf32>
          %q, %k, %v = "g.split"(%qkv) {axis = 0, split = [2, 2, 2]} : (tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
          %present = "g.concat"(%k, %v) {axis = 0} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
          return %q, %present : tensor<2x4xf32>, tensor<4x4xf32>
        }
        """, unpadded());
    assertThat(p.fallbacks()).isEmpty();
    assertThat(location(p, "%2") - location(p, "%0")).isEqualTo(32);
    assertThat(p.blocks()).hasSize(2); // %arg0, and qkv with its views and the concat
  }

  @Test
  void concatOfViewsInTheWrongOrderAliasesOneAndCopiesTheOther() throws Exception {
    GraphPlan p = plan("""
        func.func @f(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
          %a = "g.relu"(%x) : (tensor<4x4xf32>) -> tensor<4x4xf32>
          %s:2 = "g.split"(%a) {axis = 0, split = [2, 2]} : (tensor<4x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
          %c = "g.concat"(%s#1, %s#0) {axis = 0} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
          return %c : tensor<4x4xf32>
        }
        """, unpadded());
    // c starts at s#1 (aliased); s#0 is copied into the bytes after a, which only c uses.
    assertThat(location(p, "%2")).isEqualTo(location(p, "%1#1"));
    assertThat(p.placements().get(tensor(p, "%2")).block().size()).isEqualTo(96);
    assertThat(p.fallbacks()).hasSize(1);
    assertThat(p.fallbacks().get(0).message()).contains("input #1 (%1#0) is copied");
  }
}
