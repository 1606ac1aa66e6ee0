package jopt.passes.graphplan;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.ValueNames;
import jopt.onnx.OnnxImporter;
import jopt.passes.planner.OptimalPlanner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * graph-memory-plan on the imported models of ../shared/models, read in place (skipped, saying
 * so, where they are not here): every graph plans with the default options, with aliasing and
 * without, and in place (enable-inplace-optim), and each plan runs sound under
 * {@link PlanExecution}; the live bound the planner
 * reports is the one pytorch-anchors.json gives; the real patterns alias (or copy) as the seeds
 * say.
 */
class SharedModelsPlanTest {
  private static final Map<String, Planned> PLANS = new HashMap<>();
  private static JsonObject anchors;

  private record Planned(Operation func, GraphPlan on, GraphPlan off, GraphPlan inPlace) {
    GraphPlan.RuleTally rule(String name) {
      return on.rules().stream().filter(r -> r.rule().equals(name)).findFirst()
          .orElse(new GraphPlan.RuleTally(name, 0, 0, Map.of()));
    }
  }

  /** ../shared/models of the working directory or a folder above it, or null. */
  private static Path sharedModels() {
    for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
      Path m = d.resolve("shared/models");
      if (Files.isDirectory(m.resolve("graphs"))) {
        return m;
      }
    }
    return null;
  }

  @BeforeAll
  static void planAll() throws Exception {
    Path shared = sharedModels();
    assumeTrue(shared != null, "../shared/models is not here: the shared models are not planned");
    anchors = JsonParser.parseString(Files.readString(shared.resolve("pytorch-anchors.json")))
        .getAsJsonObject().getAsJsonObject("models");
    GraphPlanOptions off = new GraphPlanOptions(false, false, GraphPlanOptions.DEFAULT.layout(),
        GraphPlanOptions.DEFAULT.alignment(), GraphPlanOptions.DEFAULT.plannerMode(),
        OptimalPlanner.DEFAULT_TIME_LIMIT_MS, false, true, false, false);
    GraphPlanOptions inPlace = new GraphPlanOptions(true, true, off.layout(), off.alignment(),
        off.plannerMode(), OptimalPlanner.DEFAULT_TIME_LIMIT_MS, false, true, false, true);
    for (Path p : onnxFiles(shared)) {
      Operation module = OnnxImporter.importFile(p, Dialects.registerAll(new MLIRContext()))
          .module();
      Operation func = module.getRegion(0).front().getFirstOp();
      String name = shared.relativize(p).getParent().toString();
      PLANS.put(name, new Planned(func, plan(name, func, GraphPlanOptions.DEFAULT),
          plan(name, func, off), plan(name, func, inPlace)));
    }
  }

  private static List<Path> onnxFiles(Path shared) throws IOException {
    try (Stream<Path> s = Files.walk(shared)) {
      return s.filter(p -> p.toString().endsWith(".onnx")).sorted().toList();
    }
  }

  private static GraphPlan plan(String name, Operation func, GraphPlanOptions options)
      throws GraphPlanException {
    GraphPlan plan = new GraphMemoryPlanner(options, GraphOpClassifier.DEFAULT)
        .plan(func, new ValueNames(func)::nameOf);
    var wrong = PlanExecution.check(func, plan);
    assertThat(wrong.map(w -> name + ": " + w)).isEmpty();
    return plan;
  }

  /** The peak of the bytes of the blocks live at once: the arena an exact placement needs. */
  private static long lowerBound(GraphPlan plan) {
    return plan.bins().stream().mapToLong(GraphPlan.BinStats::lowerBound).sum();
  }

  @Test
  void everyModelPlansSoundlyWithAndWithoutAliasing() {
    assertThat(PLANS.keySet().stream().filter(n -> n.startsWith("graphs/")).count())
        .isEqualTo(15);
    assertThat(PLANS.keySet().stream().filter(n -> n.startsWith("tiny/")).count()).isEqualTo(5);
    PLANS.forEach((name, p) -> {
      // The graph's inputs and outputs are the caller's, everything else one arena.
      assertThat(p.on().bins()).hasSize(1);
      assertThat(p.on().bins().get(0).preallocatedBytes()).isGreaterThan(0);
      assertThat(p.on().tensors().size()).isGreaterThan(50);
    });
  }

  @Test
  void theLiveBoundIsTheOneOfTheAnchors() {
    for (String model : anchors.keySet()) {
      Planned p = PLANS.get("graphs/" + model);
      GraphLiveBound bound = GraphLiveBound.of(p.func());
      assertThat(bound.dynamicTensors()).isEqualTo(0);
      assertWithMessage(model).that(bound.peakBytes()).isEqualTo(anchors.getAsJsonObject(model).get("onnx_live_bound_bytes").getAsLong());
    }
  }

  @Test
  void theRealPatternsAliasOrCopyAsTheSeedsSay() {
    // DenseNet: every input of every concat sits in its slot (N = 1 before the channel axis).
    Planned densenet = PLANS.get("graphs/densenet121");
    assertThat(densenet.rule("concat").aliased()).isEqualTo(597);
    assertThat(densenet.rule("concat").copied()).isEqualTo(0);
    // SqueezeNet's fire modules: both expand branches written into the concat.
    assertThat(PLANS.get("graphs/squeezenet1_1").rule("concat").aliased()).isEqualTo(16);
    // ShuffleNet: the channel split slices alias, the shuffle's Reshapes alias, its Transposes
    // move data.
    Planned shufflenet = PLANS.get("graphs/shufflenet_v2_x0_5");
    assertThat(shufflenet.rule("slice").aliased()).isEqualTo(26);
    assertThat(shufflenet.rule("noop").aliased()).isEqualTo(32);
    assertThat(shufflenet.rule("transpose").copied()).isEqualTo(16);
    // GPT-2's QKV Split is on the last axis of [1, 128, 2304]: not contiguous, a copy.
    Planned gpt2 = PLANS.get("graphs/gpt2_s128");
    assertThat(gpt2.rule("split").aliased()).isEqualTo(0);
    assertThat(gpt2.rule("split").causes())
        .containsKey("split_runtime: dimensions before the axis are not all 1");
    // Views of weights (Identity of an initializer) are not planned.
    assertThat(densenet.on().weightViews()).isEqualTo(245);
  }

  @Test
  void aliasingNeverRaisesThePeakOnTheseModels() {
    PLANS.forEach((name, p) -> {
      assertWithMessage(name).that(lowerBound(p.on())).isAtMost(lowerBound(p.off()));
      assertWithMessage(name).that(lowerBound(p.inPlace())).isAtMost(lowerBound(p.on()));
    });
    // In place, ResNet-50's element-wise chains (BatchNormalization, ReLU, the residual Add)
    // reuse the convolutions' outputs: below PyTorch eager's tensor bound.
    long eager = anchors.getAsJsonObject("resnet50").get("eager_tensor_bound_cpu_bytes")
        .getAsLong();
    assertThat(lowerBound(PLANS.get("graphs/resnet50").inPlace())).isLessThan(eager);
  }
}
