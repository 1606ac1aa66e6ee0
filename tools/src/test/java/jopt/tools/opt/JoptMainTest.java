package jopt.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** End-to-end runs of the driver; expected texts are what mlir-opt-22 prints. */
class JoptMainTest {
  private static final String FUNC_A = "func.func @a() {\n  return\n}\n";
  private static final String MODULE_A = "module {\n  func.func @a() {\n    return\n  }\n}\n\n";

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String input, String... args) {
    return JoptMain.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void printsModuleAndBlankLine() {
    assertEquals(0, run(FUNC_A));
    assertEquals(MODULE_A, out());
  }

  @Test
  void splitOutputsAreJoinedWithTheMarker() {
    assertEquals(0, run(FUNC_A + "// -----\n" + FUNC_A.replace("@a", "@b"), "-split-input-file"));
    assertEquals(MODULE_A + "// -----\n" + MODULE_A.replace("@a", "@b"), out());
  }

  @Test
  void emptySplitInputPrintsNothing() {
    assertEquals(0, run("", "--split-input-file"));
    assertEquals("", out());
  }

  @Test
  void nearMissIsWarned() {
    assertEquals(0, run(FUNC_A + "// ---\n", "--split-input-file"));
    assertEquals("<stdin>:4:7: warning: near miss with file split marker\n// ---\n      ^\n", err());
  }

  @Test
  void errorsNameStdinAndExitOne() {
    assertEquals(1, run("func.func @a() {\n  retur\n}\n"));
    assertEquals("", out());
    assertTrue(err().startsWith("<stdin>:2:3: error: "), err());
    assertTrue(err().endsWith("\n  retur\n  ^\n"), err());
  }

  @Test
  void outputFileIsWrittenOnlyOnSuccess(@TempDir Path dir) throws Exception {
    Path ok = dir.resolve("ok.mlir");
    assertEquals(0, run(FUNC_A, "-o", ok.toString()));
    assertEquals(MODULE_A, Files.readString(ok));
    Path bad = dir.resolve("bad.mlir");
    assertEquals(1, run("func.func @a() {\n", "-o", bad.toString()));
    assertFalse(Files.exists(bad));
    // As mlir-opt's ToolOutputFile: a file that was there is removed on failure too.
    Files.writeString(bad, "old");
    assertEquals(1, run("func.func @a() {\n", "-o", bad.toString()));
    assertFalse(Files.exists(bad));
  }

  @Test
  void unopenableOutputFailsBeforeTheInputIsRead(@TempDir Path dir) {
    String path = dir.resolve("missing/out.mlir").toString();
    assertEquals(1, run("not mlir", "-o", path));
    assertEquals("cannot open output file '" + path + "': No such file or directory\n", err());
  }

  @Test
  void noImplicitModuleNeedsOneTopLevelOp() {
    assertEquals(0, run(FUNC_A, "--no-implicit-module"));
    assertEquals(FUNC_A + "\n", out());
    assertEquals(1, run(FUNC_A + FUNC_A.replace("@a", "@b"), "--no-implicit-module"));
    assertEquals("<stdin>:0:0: error: source must contain a single top-level operation, found: 2\n",
        err());
  }

  @Test
  void verifyDiagnosticsPassesWhenAllMatch() {
    String in = "// expected-error @+1 {{unregistered dialect}}\n\"foo.bar\"() : () -> ()\n";
    assertEquals(0, run(in, "--verify-diagnostics"), err());
    assertEquals("", err());
  }

  /** A library user's pass: renames every function to @renamed. */
  private static final class RenamePass extends jopt.passmanager.Pass {
    static final jopt.passmanager.PassInfo INFO = jopt.passmanager.PassInfo.of(
        "my-rename", "Rename functions", "func.func", RenamePass::new);

    RenamePass() {
      super(INFO);
    }

    @Override
    protected void runOnOperation() {
      getOperation().setAttr("sym_name", new jopt.ir.attr.StringAttr("renamed"));
    }
  }

  @Test
  void customPassesRunAsFlagsAndInPipelines() {
    jopt.passmanager.PassRegistry registry = jopt.passes.Passes.createTestRegistry().register(RenamePass.INFO);
    for (String[] args : new String[][] {{"--my-rename"}, {"-p", "builtin.module(func.func(my-rename))"}}) {
      out.reset();
      int rc = JoptMain.run(args, new ByteArrayInputStream(FUNC_A.getBytes(StandardCharsets.UTF_8)),
          new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8), registry);
      assertEquals(0, rc, err());
      assertEquals(MODULE_A.replace("@a", "@renamed"), out());
    }
  }
}
