package jopt.examples;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs every example and compares its output with expected-output.txt. */
class ExamplesTest {
  @Test
  void outputIsAsExpected() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new Examples(new PrintStream(bytes, true, StandardCharsets.UTF_8)).runAll();
    String expected;
    try (InputStream in = ExamplesTest.class.getResourceAsStream("expected-output.txt")) {
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo(expected);
  }
}
