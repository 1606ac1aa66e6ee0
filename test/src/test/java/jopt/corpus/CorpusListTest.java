package jopt.corpus;

import static com.google.common.truth.Truth.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The file column of models.tsv as the docs' table shows it (CorpusList.Entry.fileShown). */
class CorpusListTest {
  private static CorpusList.Entry entry(String file) {
    return new CorpusList.Entry("m", "npm:@scope/pkg@1.0.0", file, "0", "vision", Map.of(), Map.of());
  }

  @Test
  void aSingleFileIsShownAsItIs() {
    assertThat(entry("package/models/a.onnx").fileShown()).isEqualTo("package/models/a.onnx");
  }

  @Test
  void aModelShippedInChunksIsShownAsItsFirstChunkAndTheirCount() {
    assertThat(entry("package/dist/aa+package/dist/bb+package/dist/cc").fileShown())
        .isEqualTo("package/dist/aa + 2 more chunks");
  }
}
