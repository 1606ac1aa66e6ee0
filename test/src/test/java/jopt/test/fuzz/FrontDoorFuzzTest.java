package jopt.test.fuzz;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jopt.fuzz.frontdoor.Config;
import jopt.fuzz.frontdoor.FrontDoorFuzzer;
import jopt.test.lit.LitPaths;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The front door under mutation ({@link FrontDoorFuzzer}): {@code -Dfrontdoor.n} mutants
 * (2000 in CI, test/pom.xml) of the chunks of the lit tests and test/frontdoor-seeds must give no internal error and no hang in jopt and,
 * with mlir-opt-22 (unless {@code -Doracle.skip=true}), jopt must accept everything mlir-opt-22
 * accepts. The report goes to {@code test/target/frontdoor-test/report.txt}.
 *
 * <p>Tagged {@code frontdoor}: {@code -Dfrontdoor.excludedGroups=frontdoor} leaves it out. The
 * long run is bench/frontdoor.sh.
 */
@Tag("frontdoor")
class FrontDoorFuzzTest {

  @Test
  void mutantsNeitherCrashNorHangJopt() throws IOException {
    int n = Integer.getInteger("frontdoor.n", 3000);
    Optional<Path> mlirOpt = LitPaths.mlirOpt();
    boolean oracle = !Boolean.getBoolean("oracle.skip") && mlirOpt.isPresent();
    Path out = LitPaths.root().resolve("test/target/frontdoor-test");
    Config c = new Config(n, 1, 10_000, 1, oracle, Config.defaultSeedDirs(LitPaths.root()), out, 30,
        mlirOpt.orElse(Path.of("mlir-opt-22")));
    ByteArrayOutputStream report = new ByteArrayOutputStream();
    FrontDoorFuzzer.Summary s;
    try (PrintStream ps = new PrintStream(report, true, StandardCharsets.UTF_8)) {
      s = FrontDoorFuzzer.run(c, ps, System.err);
    }
    Path file = out.resolve("report.txt");
    Files.writeString(file, report.toString(StandardCharsets.UTF_8));
    String where = " (report: " + file + ", mutants: " + out.resolve("results.tsv") + ")";
    assertWithMessage("jopt internal errors" + where).that(s.tally().internalErrors).isEqualTo(0);
    assertWithMessage("jopt hangs" + where).that(s.tally().hangs).isEqualTo(0);
    if (oracle) {
      assertWithMessage("mutants jopt rejects and mlir-opt-22 accepts" + where)
          .that(s.tally().joptRejectsMlirAccepts).isEqualTo(0);
    }
  }
}
