package jopt.tools;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/jopt-jvm.sh's jopt_input_flags: the JVM options bin/jopt adds for the input it is given
 * (lower C1 compile thresholds for an input of 256 KiB or more, none for a smaller one).
 */
class JoptInputFlagsTest {
  private static final Path SCRIPT = Path.of("..", "bin", "jopt-jvm.sh").toAbsolutePath().normalize();

  @TempDir static Path dir;
  private static Path small;
  private static Path large;

  @BeforeAll
  static void files() throws IOException {
    small = Files.writeString(dir.resolve("small.mlir"), "func.func @f() {\n  return\n}\n");
    large = Files.writeString(dir.resolve("large.mlir"), "// x\n".repeat(256 * 1024 / 5 + 1));
  }

  /** The flags for {@code args}, as bin/jopt computes them. */
  private static String flagsFor(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("bash", "-c",
        ". \"$0\"; jopt_input_flags \"$@\"; echo \"${jopt_input_jvm_flags[*]+${jopt_input_jvm_flags[*]}}\"",
        SCRIPT.toString()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertThat(p.waitFor()).isEqualTo(0);
    return out;
  }

  @Test
  void largeInputLowersCompileThresholds() throws Exception {
    assertThat(flagsFor(large.toString())).isEqualTo("-XX:CompileThresholdScaling=0.3");
    assertThat(flagsFor("--allow-unregistered-dialect", large.toString(), "-o", "/dev/null"))
        .isEqualTo("-XX:CompileThresholdScaling=0.3");
  }

  @Test
  void smallOrNoInputKeepsTheDefaults() throws Exception {
    assertThat(flagsFor(small.toString())).isEmpty();
    assertThat(flagsFor("-")).isEmpty();
    assertThat(flagsFor()).isEmpty();
    assertThat(flagsFor("--pass-pipeline=builtin.module(cse)")).isEmpty();
  }

  @Test
  void theOutputFileIsNotTheInput() throws Exception {
    assertThat(flagsFor("-o", large.toString(), small.toString())).isEmpty();
    assertThat(flagsFor("-o", small.toString(), large.toString())).isEqualTo("-XX:CompileThresholdScaling=0.3");
  }
}
