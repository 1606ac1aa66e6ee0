package jopt.corpus;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CorpusSummaryTest {
  private static final String HEADER = String.join("\t", "set", "model", "size", "inputs", "ort",
      "onnx_live_bound", "lower", "jopt", "jopt_maxdiff", "input_peak", "dealloc",
      "dealloc_maxdiff", "dealloc_peak", "memory", "memory_maxdiff", "memory_peak",
      "ort_vs_reference", "seconds", "first_error");

  private static String row(String model, String size, String bound, String memory,
      String memoryPeak, String error) {
    return row("corpus", model, size, bound, memory, memoryPeak, error);
  }

  private static String row(String set, String model, String size, String bound, String memory,
      String memoryPeak, String error) {
    return String.join("\t", set, model, size, "0:1x4", "ok", bound, "ok", "pass", "0",
        "100", "pass", "0", "90", memory, "0", memoryPeak, "-", "3", error);
  }

  @Test
  void countsModelsMatchingAtEverySizeAndListsPeaksAboveTheBound() {
    String s = CorpusSummary.summary(List.of(HEADER,
        row("a", "small", "1000", "pass", "900", ""),
        row("a", "large", "2000", "pass", "2500", ""),
        row("b", "static", "1000", "fail", "-", "x.mlir:3:4: error: 'memref.load' op fault 7"),
        row("backend", "node/t", "static", "4", "pass", "52", "")));
    assertThat(s).contains("3 model sizes: onnxruntime 3, lowered 3, jopt-run 3, "
        + "jopt-deallocation-pipeline 3, jopt-memory-pipeline 2 match");
    assertThat(s).contains("every size and pipeline: 1 of 2");
    assertThat(s).contains("peak above the ONNX live bound:");
    assertThat(s).contains("corpus a large: 2500 B, bound 2000 (1.25)");
    assertThat(s).doesNotContain("corpus a small");
    assertThat(s).doesNotContain("corpus b static:");
    assertThat(s).contains("backend: 1 sizes");
    assertThat(s).doesNotContain("node/t");
  }

  @Test
  void saysNothingOfTheBoundWhenEveryPeakIsUnderIt() {
    String s = CorpusSummary.summary(List.of(HEADER, row("a", "small", "1000", "pass", "900", "")));
    assertThat(s).doesNotContain("above the ONNX live bound");
  }
}
