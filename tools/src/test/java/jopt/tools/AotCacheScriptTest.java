package jopt.tools;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/jopt-jvm.sh's jopt_make_aot_cache and jopt_make_server_aot_cache, run with a stand-in JDK
 * 25 whose java logs its arguments: the training is of the tool asked for, and the cache's .java
 * file names that java and the options a run from the cache adds (the mapping at the cache's own
 * address only when that java accepts it); the server's is trained with the server's JVM options
 * and keeps the training's method profiles.
 */
class AotCacheScriptTest {
  private static final Path SCRIPT = Path.of("..", "bin", "jopt-jvm.sh").toAbsolutePath().normalize();

  @TempDir Path dir;

  /** A JDK 25 stand-in: its java logs each command line and writes the cache it is asked for. */
  private Path fakeJdk(boolean acceptsRelocationMode) throws Exception {
    Path bin = Files.createDirectories(dir.resolve("jdk/bin"));
    Files.writeString(dir.resolve("jdk/release"), "JAVA_VERSION=\"25.0.1\"\n");
    String script = "#!/usr/bin/env bash\n"
        + "echo \"$*\" >> \"" + dir.resolve("log") + "\"\n"
        + "for a in \"$@\"; do\n"
        + "  case $a in\n"
        + "    -XX:ArchiveRelocationMode=*) " + (acceptsRelocationMode ? "" : "exit 1;") + " ;;\n"
        + "    -XX:AOTCacheOutput=*) echo cache > \"${a#-XX:AOTCacheOutput=}\" ;;\n"
        + "  esac\n"
        + "done\n";
    Path java = Files.writeString(bin.resolve("java"), script);
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    return java;
  }

  private List<String> make(Path java, String tool) throws Exception {
    return make(java, "jopt_make_aot_cache", tool);
  }

  private List<String> make(Path java, String function, String tool) throws Exception {
    Path aot = dir.resolve("t.aot");
    ProcessBuilder pb = new ProcessBuilder("bash", "-c",
        ". \"$0\"; " + function + " \"$1\" \"$2\" \"$3\"", SCRIPT.toString(),
        dir.resolve("jopt.jar").toString(), aot.toString(), tool).redirectErrorStream(true);
    pb.environment().put("JOPT_AOT_JAVA", java.toString());
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).isEqualTo(0);
    assertThat(out).isEmpty();
    assertThat(Files.readString(aot)).isEqualTo("cache\n");
    return Files.readAllLines(dir.resolve("t.aot.java"));
  }

  @Test
  void trainsTheToolAskedForAndRecordsTheMappingOption() throws Exception {
    Path java = fakeJdk(true);
    List<String> recorded = make(java, "jopt-run");
    assertThat(recorded).containsExactly(java.toString(),
        "-XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0").inOrder();
    String log = Files.readString(dir.resolve("log"));
    assertThat(log).contains("jopt.tools.training.CdsTraining jopt-run");
  }

  @Test
  void aJavaWithoutTheMappingOptionGetsNone() throws Exception {
    Path java = fakeJdk(false);
    List<String> recorded = make(java, "jopt");
    assertThat(recorded).containsExactly(java.toString(), "").inOrder();
    assertThat(Files.readString(dir.resolve("log"))).contains("jopt.tools.training.CdsTraining jopt");
  }

  @Test
  void theServersCacheIsTrainedWithTheServersOptionsAndKeepsProfiles() throws Exception {
    Path java = fakeJdk(true);
    List<String> recorded = make(java, "jopt_make_server_aot_cache", "");
    assertThat(recorded).containsExactly(java.toString(),
        "-XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0").inOrder();
    String training = Files.readAllLines(dir.resolve("log")).stream()
        .filter(l -> l.contains("AOTCacheOutput")).findFirst().orElseThrow();
    assertThat(training).contains("jopt.tools.training.CdsTraining jopt-server");
    assertThat(training).contains("-XX:+UseCompactObjectHeaders");
    assertThat(training).doesNotContain("TieredStopAtLevel");
    assertThat(training).doesNotContain("AOTRecordTraining");
  }

  @Test
  void aFailedTrainingLeavesNoCache() throws Exception {
    Path bin = Files.createDirectories(dir.resolve("jdk/bin"));
    Files.writeString(dir.resolve("jdk/release"), "JAVA_VERSION=\"25.0.1\"\n");
    // Writes half a cache, then fails, as a training run that throws would.
    Path java = Files.writeString(bin.resolve("java"), "#!/usr/bin/env bash\n"
        + "for a in \"$@\"; do case $a in -XX:AOTCacheOutput=*) echo half > \"${a#-XX:AOTCacheOutput=}\"; exit 1 ;; esac; done\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    for (String function : List.of("jopt_make_aot_cache", "jopt_make_server_aot_cache")) {
      ProcessBuilder pb = new ProcessBuilder("bash", "-c", ". \"$0\"; " + function + " \"$1\" \"$2\" jopt",
          SCRIPT.toString(), dir.resolve("jopt.jar").toString(), dir.resolve("t.aot").toString())
          .redirectErrorStream(true);
      pb.environment().put("JOPT_AOT_JAVA", java.toString());
      Process p = pb.start();
      p.getInputStream().readAllBytes();
      assertThat(p.waitFor()).isNotEqualTo(0);
      try (var files = Files.list(dir)) {
        assertThat(files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("t.aot")).toList())
            .isEmpty();
      }
    }
  }
}
