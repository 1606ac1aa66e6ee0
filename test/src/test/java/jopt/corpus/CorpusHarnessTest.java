package jopt.corpus;

import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The corpus harness (bench/corpus/run-corpus.sh) on what this machine has: onnxruntime, the
 * oracle, reproduces the stored onnxruntime outputs of ../shared/models/tiny and its live bound
 * their ONNX live bounds (pytorch-anchors.json's figures); and, where the corpus cache is
 * (bench/corpus/fetch-corpus.sh), every model there is the one models.tsv pins and a few run end
 * to end: onnxruntime at each size, jopt beside it. Each part is skipped, saying so, without its
 * data.
 */
class CorpusHarnessTest {
  @TempDir Path tmp;

  static Path root() {
    return Path.of(System.getProperty("jopt.root", "..")).toAbsolutePath().normalize();
  }

  static Path cacheModels() {
    return CorpusHarness.defaultCache().resolve("models");
  }

  /** The ONNX live bounds of ../shared/models/README.md (pytorch-anchors.json). */
  static final Map<String, Long> TINY_BOUNDS = Map.of("bert_tiny", 212_992L, "gpt2_tiny", 278_528L,
      "llama_tiny", 164_864L, "shufflenet_v2_x0_5", 2_419_584L, "squeezenet1_1", 6_317_184L);

  @Test
  void onnxRuntimeReproducesTheTinyModelsAndTheirLiveBounds() throws Exception {
    Path tiny = root().resolve("../shared/models/tiny").normalize();
    assumeTrue(Files.isDirectory(tiny), tiny + " is not here: the oracle is not checked on the tiny models");
    List<CorpusHarness.Case> cases = CorpusHarness.tinyCases(tiny);
    assertWithMessage("tiny models").that(cases).hasSize(5);
    try (Ort ort = new Ort()) {
      for (CorpusHarness.Case c : cases) {
        ModelInfo info = ModelInfo.read(c.model());
        List<String> names = info.inputs().stream().map(ModelInfo.Value::name).toList();
        List<Arr> inputs = c.givenInputs().get(0);
        List<Arr> outs = List.copyOf(ort.run(c.model(), names, inputs).values());
        CorpusHarness.Cmp cmp = CorpusHarness.compare(outs, c.references().get(0), 1e-4, 1e-5);
        assertWithMessage(c.name() + ": " + cmp.why()).that(cmp.pass()).isTrue();
        Ort.LiveBound lb = ort.liveBound(info.proto(), names, inputs, false);
        assertWithMessage(c.name() + " live bound " + lb.why()).that(lb.bytes())
            .isEqualTo(TINY_BOUNDS.get(c.name()));
        // The harness's bound, values computed from weights alone counted as weights: not above.
        Ort.LiveBound folded = ort.liveBound(info.proto(), names, inputs);
        assertWithMessage(c.name() + " folded live bound " + folded.why()).that(folded.bytes())
            .isAtMost(lb.bytes());
        assertWithMessage(c.name() + " folded live bound").that(folded.bytes()).isGreaterThan(0L);
      }
    }
  }

  @Test
  void theCachedCorpusIsTheOneModelsTsvPins() throws IOException {
    Path models = cacheModels();
    assumeTrue(Files.isDirectory(models), "no corpus in " + models
        + " (bench/corpus/fetch-corpus.sh fetches it): the corpus is not checked");
    int present = 0;
    for (CorpusList.Entry e : CorpusList.read(root().resolve("bench/corpus/models.tsv"))) {
      Path f = models.resolve(e.name() + ".onnx");
      if (!Files.exists(f)) {
        continue;
      }
      present++;
      ModelInfo info = ModelInfo.read(f);
      assertWithMessage(e.name() + " sha256").that(info.sha256()).isEqualTo(e.sha256());
      assertWithMessage(e.name() + " inputs").that(info.inputs()).isNotEmpty();
      for (int k = 0; k < Inputs.sizeCount(info); k++) {
        assertWithMessage(e.name() + " inputs at size " + k).that(Inputs.make(info, e, k))
            .hasSize(info.inputs().size());
      }
    }
    assumeTrue(present > 0, "no model of models.tsv in " + models);
  }

  /**
   * Two small models of the corpus end to end: a static wake-word head (oww-alexa) and a dynamic
   * voice-activity detector with If (silero-vad-v5).
   * onnxruntime must run every size and give a live bound, and jopt must match it through every
   * pipeline at every size (silero-vad-v5's If takes the branch its LSTM accepts, asserted at run
   * time: see IfBranches).
   */
  @Test
  void aFewCorpusModelsRunEndToEnd() throws Exception {
    Path models = cacheModels();
    List<String> names = List.of("oww-alexa", "silero-vad-v5");
    assumeTrue(names.stream().allMatch(n -> Files.exists(models.resolve(n + ".onnx"))),
        "no corpus in " + models + " (bench/corpus/fetch-corpus.sh fetches it): not run");
    assumeTrue(Files.exists(root().resolve("tools/target/jopt.jar")), "tools/target/jopt.jar is not built");
    CorpusHarness h = new CorpusHarness(root(), tmp, 600, true);
    List<CorpusHarness.Case> cases = h.corpusCases(root().resolve("bench/corpus/models.tsv"));
    for (CorpusHarness.Case c : cases) {
      if (!names.contains(c.name())) {
        continue;
      }
      c = new CorpusHarness.Case(c.set(), c.name(), models.resolve(c.name() + ".onnx"), c.entry(),
          null, null, null);
      List<CorpusHarness.Row> rows = h.run(c);
      assertWithMessage(c.name() + " sizes").that(rows).hasSize(c.name().startsWith("silero") ? 2 : 1);
      for (CorpusHarness.Row r : rows) {
        assertWithMessage(c.name() + " onnxruntime: " + r.error).that(r.ort).isEqualTo("ok");
        assertWithMessage(c.name() + " live bound").that(r.liveBound).isGreaterThan(0L);
        assertWithMessage(c.name() + " " + r.size + ": " + r.error).that(r.allPass()).isTrue();
      }
    }
  }
}
