package jopt.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    assertEquals(new JoptCommandLine.Exit(1), parse("--allow-unregistered-dialec=1"));
    assertEquals("jopt: Unknown command line argument '--allow-unregistered-dialec=1'.  "
        + "Try: 'jopt --help'\n"
        + "jopt: Did you mean '--allow-unregistered-dialect=1'?\n", errText());
  }

  /** As LLVM's cl: every unknown argument is reported, and the guess has no distance limit. */
  @Test
  void everyUnknownArgumentIsReported() {
    assertEquals(new JoptCommandLine.Exit(1), parse("--inlin", "x.mlir", "--canonicalise=max-iterations=2"));
    assertEquals("jopt: Unknown command line argument '--inlin'.  Try: 'jopt --help'\n"
        + "jopt: Did you mean '--inline'?\n"
        + "jopt: Unknown command line argument '--canonicalise=max-iterations=2'.  Try: 'jopt --help'\n"
        + "jopt: Did you mean '--canonicalize=max-iterations=2'?\n", errText());
  }

  /**
   * As mlir-opt-22: -o, -p and -h are grouping options, so an unknown argument starting with one
   * is read as that option grouped with more (an error for -o and -p, which need values, and
   * the guess is made from what is left: the option itself).
   */
  @Test
  void unknownArgumentsStartingWithAGroupingOption() {
    assertEquals(new JoptCommandLine.Exit(1), parse("--print-ir-after-all", "x.mlir"));
    assertEquals("jopt: for the -p option: may not occur within a group!\n"
        + "jopt: Unknown command line argument '--print-ir-after-all'.  Try: 'jopt --help'\n"
        + "jopt: Did you mean '-p'?\n", errText());
    err.reset();
    assertEquals(new JoptCommandLine.Exit(1), parse("--ofoo=3"));
    assertEquals("jopt: for the -o option: may not occur within a group!\n"
        + "jopt: Unknown command line argument '--ofoo=3'.  Try: 'jopt --help'\n"
        + "jopt: Did you mean '-o'?\n", errText());
    err.reset();
    // -h with more is help: it prints and exits at once.
    assertEquals(new JoptCommandLine.Exit(0), parse("--hzzqq", "--no-such-flag"));
    assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("OVERVIEW"));
    assertEquals("", errText());
  }

  /** --help and --version act where they occur: errors before are printed, arguments after unread. */
  @Test
  void helpAndVersionActWhereTheyOccur() {
    assertEquals(new JoptCommandLine.Exit(0), parse("--version", "--no-such-flag"));
    assertEquals("", errText());
    assertEquals(new JoptCommandLine.Exit(0), parse("--no-such-flag", "--help"));
    assertTrue(errText().startsWith("jopt: Unknown command line argument '--no-such-flag'."));
  }

  @Test
  void optionErrorsAreWordedAsLlvmCl() {
    assertEquals(new JoptCommandLine.Exit(1), parse("in.mlir", "-o"));
    assertEquals("jopt: for the -o option: requires a value!\n", errText());
    err.reset();
    assertEquals(new JoptCommandLine.Exit(1), parse("--allow-unregistered-dialect=yes"));
    assertEquals("jopt: for the --allow-unregistered-dialect option: 'yes' is invalid value "
        + "for boolean argument! Try 0 or 1\n", errText());
    err.reset();
    assertEquals(new JoptCommandLine.Exit(1), parse("a.mlir", "b.mlir"));
    assertEquals("jopt: Too many positional arguments specified!\n"
        + "Can specify at most 1 positional arguments: See: jopt --help\n", errText());
  }

  /** --help and --version take no value, as cl's ValueDisallowed options. */
  @Test
  void helpAndVersionTakeNoValue() {
    assertEquals(new JoptCommandLine.Exit(1), parse("--version=1"));
    assertEquals("jopt: for the --version option: does not allow a value! '1' specified.\n",
        errText());
    err.reset();
    assertEquals(new JoptCommandLine.Exit(1), parse("--help=foo"));
    assertEquals("jopt: for the --help option: does not allow a value! 'foo' specified.\n",
        errText());
  }

  /** --verify-diagnostics is LLVM 22's enum option: bare, =, =all or =only-expected. */
  @Test
  void verifyDiagnosticsLevels() {
    for (String arg : new String[] {"--verify-diagnostics", "--verify-diagnostics=",
        "-verify-diagnostics=all"}) {
      JoptOptions o = options(arg);
      assertTrue(o.verifyDiagnostics());
      assertFalse(o.verifyOnlyExpected());
    }
    JoptOptions only = options("--verify-diagnostics=only-expected");
    assertTrue(only.verifyDiagnostics() && only.verifyOnlyExpected());
    assertFalse(options("x.mlir").verifyDiagnostics());
    assertEquals(new JoptCommandLine.Exit(1), parse("--verify-diagnostics=yes"));
    assertEquals("jopt: for the --verify-diagnostics option: Cannot find option named "
        + "'yes'!\n", errText());
    // The value comes only after '=': a separate word is the input file.
    assertEquals("only-expected", options("--verify-diagnostics", "only-expected")
        .inputFilename());
  }

  @Test
  void valuesFlagsListsAndPositionals() {
    // A value the option requires is the next argument, even one that starts with a dash.
    assertEquals("-x", options("-o", "-x").outputFilename());
    // The last occurrence counts; a flag takes cl's boolean spellings.
    JoptOptions o = options("-o", "a", "--o=b", "--allow-unregistered-dialect=0",
        "--mlir-print-op-generic=TRUE", "-verify-each=false");
    assertEquals("b", o.outputFilename());
    assertFalse(o.allowUnregisteredDialect());
    assertTrue(o.printOpGeneric());
    assertFalse(o.passes().verifyEach());
    assertTrue(options().passes().verifyEach());
    // A list gathers every occurrence, split at commas.
    assertEquals(List.of("cse", "canonicalize", "symbol-dce"), options(
        "--mlir-print-ir-before=cse,canonicalize", "--mlir-print-ir-before", "symbol-dce")
        .passes().printIrBefore());
    // After "--" everything is positional; "-" alone is standard input.
    assertEquals("-file.mlir", options("--", "-file.mlir").inputFilename());
    assertEquals("-", options("-", "--cse").inputFilename());
    // --split-input-file takes a marker only after '=', so a file name after it stays one.
    JoptOptions split = options("--split-input-file", "in.mlir");
    assertEquals("// -----", split.splitMarker());
    assertEquals("in.mlir", split.inputFilename());
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
    String help = out.toString(StandardCharsets.UTF_8);
    assertTrue(help.startsWith("OVERVIEW: "));
    assertTrue(help.contains("\n  --split-input-file[=<string>] "));
    assertTrue(help.contains("\n  -o <filename> "));
    assertTrue(help.contains("\n  -p "));
    assertTrue(help.contains("- Alias for --pass-pipeline\n"));
    assertTrue(help.contains("\n      --cse "));
    out.reset();
    assertEquals(new JoptCommandLine.Exit(0), parse("-version"));
    assertEquals(JoptCommandLine.VERSION + "\n", out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void shortHelpAndTheBuildsVersion() {
    assertEquals(new JoptCommandLine.Exit(0), parse("-h"));
    String help = out.toString(StandardCharsets.UTF_8);
    assertTrue(help.startsWith("OVERVIEW: "));
    // -h is a hidden alias, as cl's: not listed among the options.
    assertFalse(help.contains("\n  -h "));
    // The version is the one Maven built (the artifacts' version), not a constant of the source.
    assertTrue(JoptCommandLine.VERSION.matches("jopt \\d+\\.\\d+\\.\\d+\\S* \\(MLIR text format of LLVM 22\\)"),
        JoptCommandLine.VERSION);
  }

  private String errText() {
    return err.toString(StandardCharsets.UTF_8);
  }
}
