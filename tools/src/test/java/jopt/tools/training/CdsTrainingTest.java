package jopt.tools.training;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The class-data sharing archive's training runs all succeed: when one fails, packaging makes no
 * archive and every bin/jopt run pays the JVM's full start-up (and first tries to make it).
 */
class CdsTrainingTest {
  @Test
  void everyTrainingRunSucceeds() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String failed = CdsTraining.runAll(new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    assertThat(failed).isNull();
  }
}
