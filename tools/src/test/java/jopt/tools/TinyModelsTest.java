package jopt.tools;

import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import jopt.interpreter.io.Npy;
import jopt.tools.run.JoptRun;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The five tiny models of ../shared/models/tiny (with weights), read in place (skipped, saying
 * so, where they are not here), end to end as a user runs them: {@code jopt-run model.onnx} imports,
 * lowers, bufferizes and runs each through {@code jopt-deallocation-pipeline} (its merge-alloc
 * form on every other model) with no flag but the arguments, clean and with the input's results,
 * and its results are within 1e-4 of PyTorch's and of onnxruntime's outputs. The whole of
 * ../shared/models is bench/real-models.sh's.
 */
class TinyModelsTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"squeezenet1_1", "shufflenet_v2_x0_5", "bert_tiny", "gpt2_tiny", "llama_tiny"})
  void runsCleanAndMatchesPyTorchAndOnnxRuntime(String name) throws IOException {
    Path shared = sharedModels();
    assumeTrue(shared != null, "../shared/models is not here: the tiny models are not run");
    Path model = shared.resolve("tiny").resolve(name);
    String pipeline = name.hashCode() % 2 == 0 ? "jopt-deallocation-pipeline"
        : "jopt-deallocation-pipeline{merge-alloc=merge-alloc}";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String[] args = {model.resolve(name + ".onnx").toString(), "--args=" + join(files(model, "input.")),
        "--expect=" + join(files(model, "torch.output")), "--rtol=0", "--atol=1e-4",
        "--dump-results=" + dir, "-p", "builtin.module(" + pipeline + ")"};
    int code = JoptRun.run(args, new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    String log = err.toString(StandardCharsets.UTF_8);
    assertWithMessage("%s through %s:\n%s", name, pipeline, log).that(code).isEqualTo(0);
    assertWithMessage(log).that(log).doesNotContain("error");
    List<Path> ort = files(model, "ort.output");
    for (int i = 0; i < ort.size(); i++) {
      Npy.Array want = Npy.read(ort.get(i));
      Npy.Array got = Npy.read(dir.resolve("result" + i + ".npy"));
      assertWithMessage("%s result #%s against onnxruntime", name, i)
          .that(maxAbsDifference(got, want)).isAtMost(1e-4);
    }
  }

  private static double maxAbsDifference(Npy.Array a, Npy.Array b) {
    assertWithMessage("shapes").that(a.shape()).isEqualTo(b.shape());
    double worst = 0;
    for (int i = 0; i < a.values().size(); i++) {
      worst = Math.max(worst, Math.abs(a.values().get(i).doubleValue() - b.values().get(i).doubleValue()));
    }
    return worst;
  }

  private static List<Path> files(Path dir, String prefix) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().startsWith(prefix)).sorted().toList();
    }
  }

  private static String join(List<Path> files) {
    return String.join(",", files.stream().map(Path::toString).toList());
  }

  /** ../shared/models of the working directory or a folder above it, or null. */
  private static Path sharedModels() {
    for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
      Path m = d.resolve("shared/models");
      if (Files.isDirectory(m.resolve("tiny"))) {
        return m;
      }
    }
    return null;
  }
}
