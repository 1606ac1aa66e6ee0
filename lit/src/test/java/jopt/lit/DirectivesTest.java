package jopt.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DirectivesTest {
  @Test
  void runLinesJoinContinuations() {
    Directives d = Directives.parse(
        "// RUN: jopt %s \\\n// RUN:   -split-input-file | FileCheck %s\n// CHECK: x\n// RUN: jopt %s\n"
            + "// REQUIRES: mlir-opt-22, x86\n// UNSUPPORTED: windows\n// XFAIL: *\n");
    assertEquals(List.of(new Directives.RunLine(1, "jopt %s  -split-input-file | FileCheck %s"),
        new Directives.RunLine(4, "jopt %s")), d.runs());
    assertEquals(List.of("mlir-opt-22", "x86"), d.requires());
    assertEquals(List.of("windows"), d.unsupported());
    assertEquals(List.of("*"), d.xfails());
  }

  @Test
  void featureExpressions() {
    Set<String> f = Set.of("a", "b");
    assertTrue(FeatureExpr.eval("a && !c", f));
    assertTrue(FeatureExpr.eval("c || (a && b)", f));
    assertFalse(FeatureExpr.eval("!a", f));
    assertTrue(FeatureExpr.eval("*", f));
  }

  @Test
  void substitutions() {
    Substitutions s = new Substitutions(Path.of("/r/d/a.mlir"), Path.of("/o/d/Output/a.mlir.tmp"));
    assertEquals("/r/d/a.mlir /r/d /o/d/Output/a.mlir.tmp /o/d/Output 100% :",
        s.apply("%s %S %t %T 100%% %{pathsep}"));
  }
}
