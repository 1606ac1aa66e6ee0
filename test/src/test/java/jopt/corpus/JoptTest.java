package jopt.corpus;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When the harness reruns a jopt-run call with a larger heap: after jopt's out-of-memory word only. */
class JoptTest {
  @TempDir Path tmp;

  private int larger(String stderr, int maxGib) throws Exception {
    Path p = tmp.resolve("call.err");
    Files.writeString(p, stderr);
    return Jopt.largerHeap(p, maxGib);
  }

  @Test
  void doublesTheHeapItRanOutOfUpToTheCap() throws Exception {
    String six = "jopt-run: error: out of memory (a heap of 6144 MiB); rerun with JOPT_JAVA_OPTS=-Xmx12g or more\n";
    assertThat(larger(six, 16)).isEqualTo(12);
    assertThat(larger(six.replace("6144", "12288"), 16)).isEqualTo(16);
    assertThat(larger(six, 8)).isEqualTo(8);
  }

  @Test
  void noRerunAtTheCapOrForOtherErrors() throws Exception {
    assertThat(larger("jopt-run: error: out of memory (a heap of 16384 MiB); rerun\n", 16)).isEqualTo(0);
    assertThat(larger("m.mlir:3:5: error: use of a freed buffer\n", 16)).isEqualTo(0);
    assertThat(Jopt.largerHeap(tmp.resolve("absent.err"), 16)).isEqualTo(0);
  }
}
