package jopt.lit;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A small suite through the whole runner: shell, in-process FileCheck, lit's report. */
class JoptLitTest {
  @TempDir Path dir;

  private void write(String name, String text) throws Exception {
    Files.writeString(dir.resolve(name), text);
  }

  @Test
  void runsASuiteAndPrintsLitsSummary() throws Exception {
    write("lit.cfg.py", "config.name = \"demo\"\nconfig.suffixes = [\".txt\"]\n"
        + "config.environment[\"FILECHECK_OPTS\"] = \"--allow-unused-prefixes=false\"\n");
    write("pass.txt", "// RUN: echo hi | FileCheck %s\n// CHECK: hi\n");
    write("files.txt", "// RUN: echo one > %t && echo two >> %t\n"
        + "// RUN: FileCheck %s --input-file %t\n// RUN: not FileCheck %s --check-prefix=BAD < %t\n"
        + "// CHECK: one\n// CHECK-NEXT: two\n// BAD: three\n");
    write("fail.txt", "// RUN: echo hi | FileCheck %s\n// CHECK: ho\n");
    write("unsupported.txt", "// REQUIRES: no-such-feature\n// RUN: false\n");
    write("xfail.txt", "// XFAIL: *\n// RUN: false\n");
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    int code = JoptLit.run(List.of("-v", "-j", "2", dir.toString()),
        new PrintStream(buf, true, StandardCharsets.UTF_8), Tools.defaults());
    String out = buf.toString(StandardCharsets.UTF_8);
    assertEquals(1, code, out);
    assertThat(out).contains("-- Testing: 5 tests, 2 workers --");
    assertThat(out).contains("FAIL: demo :: fail.txt");
    assertThat(out).contains("error: CHECK: expected string not found in input");
    assertThat(out).contains("Failed Tests (1):\n  demo :: fail.txt\n");
    assertThat(out).contains("Total Discovered Tests: 5\n"
        + "  Unsupported      : 1 (20.00%)\n"
        + "  Passed           : 2 (40.00%)\n"
        + "  Expectedly Failed: 1 (20.00%)\n"
        + "  Failed           : 1 (20.00%)\n");
  }
}
