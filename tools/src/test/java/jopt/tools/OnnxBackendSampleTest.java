package jopt.tools;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jopt.tools.run.OnnxBackendSuite;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * CI's sample of the ONNX backend suite (bench/onnx-backend.sh runs all 1,072 tests): of
 * Debian's libonnx-testdata, read in place, every 18th test folder in sorted order from the
 * first (60 tests), end to end as the bench script runs them. The tests listed in
 * {@link #KNOWN_FAILURES} fail at the stage given (the suite's failure classes); every other one
 * must pass. Skipped when the package is not installed.
 */
class OnnxBackendSampleTest {
  static final Path DATA = Path.of("/usr/share/libonnx-testdata/data");

  /** Sample tests that fail today, and where: strings, bad test data. */
  static final Map<String, String> KNOWN_FAILURES = Map.of(
      "node/test_castlike_BFLOAT16_to_FLOAT", "run", // the data's 'like' is [1], the model's 3x4
      "node/test_castlike_STRING_to_FLOAT", "lower",
      "node/test_strnormalizer_export_monday_casesensintive_nochangecase", "lower");

  /** The sample: every 18th test folder in sorted order, from the first. */
  static List<Path> sample() throws Exception {
    List<Path> all = new ArrayList<>();
    for (String suite : List.of("node", "pytorch-converted", "pytorch-operator", "simple")) {
      try (Stream<Path> s = Files.list(DATA.resolve(suite))) {
        s.filter(Files::isDirectory).forEach(all::add);
      }
    }
    all.sort((a, b) -> a.toString().compareTo(b.toString()));
    List<Path> sample = new ArrayList<>();
    for (int i = 0; i < all.size(); i += 18) {
      sample.add(all.get(i));
    }
    return sample;
  }

  @Test
  void theSamplePassesButForTheKnownFailures() throws Exception {
    Assumptions.assumeTrue(Files.isDirectory(DATA.resolve("node")),
        "libonnx-testdata is not installed (apt-get install libonnx-testdata)");
    List<String> unexpected = new ArrayList<>();
    int pass = 0;
    for (Path dir : sample()) {
      String name = DATA.relativize(dir).toString();
      OnnxBackendSuite.Outcome o = OnnxBackendSuite.runWithTimeout(dir, 60_000);
      pass += o.pass() ? 1 : 0;
      String known = KNOWN_FAILURES.get(name);
      if (!o.pass() && !o.stage().equals(known)) {
        unexpected.add(name + " fails at " + o.stage() + ": " + o.error());
      }
    }
    assertWithMessage("sample tests failing other than known (" + pass + " pass)").that(unexpected).isEmpty();
  }
}
