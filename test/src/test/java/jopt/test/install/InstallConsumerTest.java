package jopt.test.install;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a user of the published artifacts gets: the sources as a clean clone has them are
 * installed ({@code mvn install -DskipTests}) into an empty local repository that holds only
 * third-party artifacts (copied from ~/.m2, as the build is offline), then a separate project
 * (src/test/resources/consumer: the BOM, jopt-api, a module-info) is built against it and run
 * on the module path, once with the facade and once with the plain API.
 *
 * <p>Takes minutes (the whole build with sources and javadoc jars): tag "install", run with
 * {@code mvn -o verify -pl test -am -Djopt.install.test=true -Dtest=InstallConsumerTest
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("install")
@EnabledIfSystemProperty(named = "jopt.install.test", matches = "true")
class InstallConsumerTest {
  private static final long TIMEOUT_MINUTES = 30;

  @Test
  void consumerBuildsAndRunsOnTheModulePath(@TempDir Path tmp) throws Exception {
    Path root = Path.of(System.getProperty("jopt.root", "..")).toAbsolutePath().normalize();
    Path repo = tmp.resolve("repository");
    seedThirdPartyArtifacts(Path.of(System.getProperty("user.home"), ".m2", "repository"), repo);
    Path clone = tmp.resolve("jopt");
    copyCheckout(root, clone);
    run(clone, List.of("mvn", "-B", "-o", "-q", "-Dmaven.repo.local=" + repo, "install",
        "-DskipTests"));
    assertThat(Files.exists(repo.resolve("dev/jopt/jopt-api"))).isTrue();
    for (String artifact : List.of("ir", "dialects", "parser", "passes", "api")) {
      Path dir = repo.resolve("dev/jopt/jopt-" + artifact + "/" + version());
      String base = "jopt-" + artifact + "-" + version();
      assertThat(Files.exists(dir.resolve(base + "-sources.jar"))).isTrue();
      assertThat(Files.exists(dir.resolve(base + "-javadoc.jar"))).isTrue();
    }

    Path consumer = tmp.resolve("consumer");
    copyResources(consumer);
    run(consumer, List.of("mvn", "-B", "-o", "-q", "-Dmaven.repo.local=" + repo, "package",
        "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath",
        "-Dmdep.outputFile=deps.txt"));
    String modulePath = consumer.resolve("target/consumer-1.jar") + java.io.File.pathSeparator
        + Files.readString(consumer.resolve("deps.txt")).strip();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String facade = run(consumer, List.of(java, "-p", modulePath, "-m", "consumer/consumer.Main"));
    String plain = run(consumer,
        List.of(java, "-p", modulePath, "-m", "consumer/consumer.PlainMain"));
    // The parsed function's buffer and the built one's; hlo-deallocate then frees the first
    // and hands the ownership of the returned one to the caller.
    assertThat(facade).startsWith("remark: 2 allocations\nmodule {\n");
    assertThat(facade).contains("deallocation.retain() of(%0) : (!deallocation.ownership) -> ()");
    assertThat(facade).contains("func.func @built() -> (memref<4xf32>, !deallocation.ownership)");
    assertThat(plain).isEqualTo(facade);
  }

  private static String version() {
    return System.getProperty("jopt.version");
  }

  /** Copies ~/.m2's artifacts except jopt's own, so that only the install can provide those. */
  private static void seedThirdPartyArtifacts(Path from, Path to) throws IOException {
    Path jopt = from.resolve("dev/jopt");
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        if (p.startsWith(jopt) || !Files.isRegularFile(p)) {
          continue;
        }
        Path target = to.resolve(from.relativize(p).toString());
        Files.createDirectories(target.getParent());
        Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
      }
    }
  }

  /** The files of a clean clone: tracked and new (not ignored) files, as they are now. */
  private static void copyCheckout(Path root, Path to) throws Exception {
    String files = run(root, List.of("git", "ls-files", "--cached", "--others",
        "--exclude-standard"));
    for (String f : files.split("\n")) {
      Path src = root.resolve(f);
      if (f.isEmpty() || !Files.isRegularFile(src)) {
        continue; // deleted in the working tree
      }
      Path target = to.resolve(f);
      Files.createDirectories(target.getParent());
      Files.copy(src, target, StandardCopyOption.COPY_ATTRIBUTES);
    }
  }

  private void copyResources(Path to) throws IOException {
    for (String f : List.of("pom.xml", "src/main/java/module-info.java",
        "src/main/java/consumer/Main.java", "src/main/java/consumer/PlainMain.java",
        "src/main/java/consumer/Demo.java")) {
      try (InputStream in = getClass().getResourceAsStream("/consumer/" + f)) {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8)
            .replace("@JOPT_VERSION@", version());
        Path target = to.resolve(f);
        Files.createDirectories(target.getParent());
        Files.writeString(target, text);
      }
    }
  }

  /** Runs {@code command} in {@code dir}; its standard output, or a failure with both streams. */
  private static String run(Path dir, List<String> command) throws Exception {
    Path out = Files.createTempFile("jopt-install-out", ".txt");
    Path err = Files.createTempFile("jopt-install-err", ".txt");
    try {
      Process p = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile())
          .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError("timed out: " + command);
      }
      String stdout = Files.readString(out);
      if (p.exitValue() != 0) {
        throw new AssertionError(command + " exited with " + p.exitValue() + "\n" + stdout
            + Files.readString(err));
      }
      return stdout;
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }
}
