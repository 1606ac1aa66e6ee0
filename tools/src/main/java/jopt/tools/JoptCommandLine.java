package jopt.tools;

import java.io.PrintStream;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The jopt command line, declared with picocli's programmatic API (no annotations, so no
 * reflection). Pass options ({@code --pass-pipeline}, one flag per registered pass) belong
 * here once the pass infrastructure exists; until then they are rejected as unknown.
 */
final class JoptCommandLine {
  static final String NAME = "jopt";
  static final String VERSION = "jopt 0.1.0 (MLIR text format of LLVM 22)";

  /** What {@link #parse} decided: run with options, or stop with an exit code. */
  sealed interface Result permits Run, Exit {}

  record Run(JoptOptions options) implements Result {}

  record Exit(int code) implements Result {}

  private JoptCommandLine() {}

  static Result parse(String[] rawArgs, PrintStream out, PrintStream err) {
    CommandLine cl = new CommandLine(spec());
    ParseResult pr;
    try {
      pr = cl.parseArgs(ArgNormalizer.normalize(rawArgs));
    } catch (UnmatchedArgumentException e) {
      String arg = e.getUnmatched().isEmpty() ? "" : e.getUnmatched().get(0);
      if (arg.startsWith("-") && !arg.equals("-")) {
        err.println(NAME + ": Unknown command line argument '" + arg + "'.  Try: '" + NAME
            + " --help'");
      } else {
        err.println(NAME + ": Too many positional arguments specified!");
      }
      return new Exit(1);
    } catch (ParameterException e) {
      err.println(NAME + ": " + e.getMessage());
      return new Exit(1);
    }
    if (cl.isUsageHelpRequested()) {
      cl.usage(out);
      return new Exit(0);
    }
    if (cl.isVersionHelpRequested()) {
      cl.printVersionHelp(out);
      return new Exit(0);
    }
    return new Run(new JoptOptions(
        pr.matchedPositionalValue(0, "-"),
        pr.matchedOptionValue("-o", "-"),
        flag(pr, "--allow-unregistered-dialect"),
        flag(pr, "--mlir-print-op-generic"),
        flag(pr, "--mlir-print-debuginfo"),
        flag(pr, "--mlir-print-local-scope"),
        pr.matchedOptionValue("--split-input-file", null),
        pr.matchedOptionValue("--output-split-marker", JoptOptions.DEFAULT_SPLIT_MARKER),
        flag(pr, "--verify-diagnostics"),
        flag(pr, "--no-implicit-module")));
  }

  private static boolean flag(ParseResult pr, String name) {
    return pr.matchedOptionValue(name, false);
  }

  private static CommandSpec spec() {
    CommandSpec spec = CommandSpec.create().name(NAME).version(VERSION);
    spec.usageMessage()
        .description("MLIR modular optimizer driver, in Java (drop-in for mlir-opt).",
            "Long options also accept one dash: -split-input-file, -verify-diagnostics, ...");
    spec.addPositional(PositionalParamSpec.builder()
        .paramLabel("<input file>").type(String.class).arity("0..1").defaultValue("-")
        .description("Input file, or - for standard input (default)").build());
    spec.addOption(OptionSpec.builder("-o", "--o")
        .paramLabel("<filename>").type(String.class).defaultValue("-")
        .description("Output filename (default: standard output)").build());
    flagOption(spec, "--allow-unregistered-dialect", "Allow operation with no registered dialects");
    flagOption(spec, "--mlir-print-op-generic", "Print the generic op form");
    flagOption(spec, "--mlir-print-debuginfo", "Print debug info in MLIR output");
    flagOption(spec, "--mlir-print-local-scope",
        "Print with local scope and inline information (eliding aliases for attributes, types, "
            + "and locations)");
    spec.addOption(OptionSpec.builder("--split-input-file")
        .paramLabel("<marker>").type(String.class).arity("1")
        .description("Split the input file into chunks using the given or default marker "
            + "('" + JoptOptions.DEFAULT_SPLIT_MARKER + "') and process each chunk independently")
        .build());
    spec.addOption(OptionSpec.builder("--output-split-marker")
        .paramLabel("<string>").type(String.class).arity("1")
        .description("Split marker to use for merging the output").build());
    flagOption(spec, "--verify-diagnostics",
        "Check that emitted diagnostics match expected-* lines on the corresponding line");
    flagOption(spec, "--no-implicit-module",
        "Disable implicit addition of a top-level module op during parsing");
    spec.addOption(OptionSpec.builder("--help", "-h").usageHelp(true)
        .description("Display available options").build());
    spec.addOption(OptionSpec.builder("--version").versionHelp(true)
        .description("Display the version of this program").build());
    return spec;
  }

  private static void flagOption(CommandSpec spec, String name, String description) {
    spec.addOption(OptionSpec.builder(name).type(boolean.class).arity("0..1").hideParamSyntax(true)
        .description(description).build());
  }
}
