package jopt.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class JoptCommandLineTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private JoptCommandLine.Result parse(String... args) {
    return JoptCommandLine.parse(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), jopt.passes.Passes.createTestRegistry());
  }

  private JoptOptions options(String... args) {
    return assertInstanceOf(JoptCommandLine.Run.class, parse(args)).options();
  }

  @Test
  void defaults() {
    JoptOptions o = options();
    assertEquals("-", o.inputFilename());
    assertEquals("<stdin>", o.bufferName());
    assertEquals("-", o.outputFilename());
    assertEquals(null, o.splitMarker());
  }

  @Test
  void oneAndTwoDashSpellings() {
    JoptOptions o = options("-split-input-file", "x.mlir", "-verify-diagnostics",
        "-allow-unregistered-dialect", "-o", "out.mlir", "--mlir-print-op-generic");
    assertEquals("x.mlir", o.inputFilename());
    assertEquals("// -----", o.splitMarker());
    assertTrue(o.verifyDiagnostics() && o.allowUnregisteredDialect() && o.printOpGeneric());
    assertEquals("out.mlir", o.outputFilename());
    assertEquals("// +++", options("--split-input-file=// +++").splitMarker());
    assertEquals("o.mlir", options("-o=o.mlir").outputFilename());
  }

  @Test
  void unknownArgumentIsReportedAsMlirOptDoes() {
    assertEquals(new JoptCommandLine.Exit(1), parse("--no-such-pass"));
    assertEquals("jopt: Unknown command line argument '--no-such-pass'.  "
        + "Try: 'jopt --help'\n", err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void passFlagsKeepTheirOrderAndOptions() {
    PassPipelineOptions p = options("--cse", "-canonicalize=max-iterations=2", "in.mlir", "--cse")
        .passes();
    assertEquals(List.of(new PassPipelineOptions.PassFlag("cse", ""),
        new PassPipelineOptions.PassFlag("canonicalize", "max-iterations=2"),
        new PassPipelineOptions.PassFlag("cse", "")), p.passFlags());
    assertEquals("in.mlir", options("--cse", "in.mlir").inputFilename());
    assertEquals("builtin.module(cse)", options("-p", "builtin.module(cse)").passes().pipeline());
  }

  @Test
  void helpAndVersion() {
    assertEquals(new JoptCommandLine.Exit(0), parse("--help"));
    assertTrue(out.toString(StandardCharsets.UTF_8).contains("--split-input-file"));
    assertEquals(new JoptCommandLine.Exit(0), parse("--version"));
  }
}
