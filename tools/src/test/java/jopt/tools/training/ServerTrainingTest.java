package jopt.tools.training;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The jopt server's training model is a valid program that every training call accepts. */
class ServerTrainingTest {
  @Test
  void everyCallAcceptsTheModel() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String failed = ServerTraining.run(new PrintStream(err, true, StandardCharsets.UTF_8), 12, 1);
    assertThat(failed).isNull();
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void theModelGrowsByBlock() {
    String model = ServerTraining.model(3);
    assertThat(model).contains("%x3 = tensor.extract_slice");
    assertThat(model).doesNotContain("%x4 ");
    assertThat(model.split("linalg.conv_2d_nchw_fchw", -1)).hasLength(4);
  }
}
