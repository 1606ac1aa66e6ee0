package jopt.test.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class PipelineTest {
  @Test
  void joptThroughFileCheck() {
    Pipeline p = Pipeline.parse("not jopt /a.mlir -split-input-file '-o=-' 2>&1 | FileCheck /a.mlir --check-prefix=X").orElseThrow();
    assertEquals(List.of(
        new Pipeline.Stage(Pipeline.Tool.JOPT, List.of("/a.mlir", "-split-input-file", "-o=-"), true, null, true),
        new Pipeline.Stage(Pipeline.Tool.FILECHECK, List.of("/a.mlir", "--check-prefix=X"), false, null, false)),
        p.stages());
  }

  @Test
  void stdinRedirection() {
    Pipeline p = Pipeline.parse("jopt < /a.mlir | jopt -mlir-print-op-generic | FileCheck /a.mlir").orElseThrow();
    assertEquals(Path.of("/a.mlir"), p.stages().get(0).stdin());
    assertEquals(3, p.stages().size());
  }

  @Test
  void otherCommandsGoToBash() {
    for (String c : List.of("jopt x | grep -c foo", "jopt x > y", "jopt x && FileCheck y",
        "jopt $X", "FOO=1 jopt x", "not --crash jopt x", "jopt x | FileCheck y 2> z")) {
      assertTrue(Pipeline.parse(c).isEmpty(), c);
    }
  }

  @Test
  void runLinesJoinContinuations() {
    List<RunLines.RunLine> r = RunLines.parse(
        "// RUN: jopt %s \\\n// RUN:   -split-input-file | FileCheck %s\n// CHECK: x\n// RUN: jopt %s\n");
    assertEquals(List.of(new RunLines.RunLine(1, "jopt %s  -split-input-file | FileCheck %s"),
        new RunLines.RunLine(4, "jopt %s")), r);
  }

  @Test
  void substitutions() {
    Substitutions s = new Substitutions(Path.of("/r/d/a.mlir"), Path.of("/o/d/Output/a.mlir.tmp"));
    assertEquals("/r/d/a.mlir /r/d /o/d/Output/a.mlir.tmp /o/d/Output 100% :",
        s.apply("%s %S %t %T 100%% %{pathsep}"));
  }

  @Test
  void toolSubstitutionSparesPathsAndOptions() {
    assertEquals("/b/jopt /x/jopt/a.mlir --jopt-flag not-a-tool",
        LitCommand.replaceTool("jopt /x/jopt/a.mlir --jopt-flag not-a-tool", "jopt", "/b/jopt"));
  }
}
