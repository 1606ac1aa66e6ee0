package jopt.tools;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.pass.PassInfo;
import jopt.pass.PassPipelineInfo;
import jopt.pass.PassRegistry;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The jopt command line, declared with picocli's programmatic API (no annotations, so no
 * reflection): mlir-opt's options, {@code --pass-pipeline}/{@code -p}, and one flag per
 * registered pass or pipeline ({@code --cse}, {@code --canonicalize="max-iterations=3"}).
 */
final class JoptCommandLine {
  static final String NAME = "jopt";
  static final String VERSION = "jopt 0.1.0 (MLIR text format of LLVM 22)";

  /** What {@link #parse} decided: run with options, or stop with an exit code. */
  sealed interface Result permits Run, Exit {}

  record Run(JoptOptions options) implements Result {}

  record Exit(int code) implements Result {}

  private JoptCommandLine() {}

  static Result parse(String[] rawArgs, PrintStream out, PrintStream err, PassRegistry registry) {
    CommandLine cl = new CommandLine(spec(registry));
    ParseResult pr;
    String[] args = ArgNormalizer.normalize(rawArgs,
        name -> registry.lookupPass(name) != null || registry.lookupPipeline(name) != null);
    try {
      pr = cl.parseArgs(args);
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
      out.print(PassListPrinter.render(registry));
      return new Exit(0);
    }
    if (flag(pr, "--list-passes")) {
      out.print(PassListPrinter.render(registry));
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
        flag(pr, "--no-implicit-module"),
        passOptions(pr, args, registry)));
  }

  private static PassPipelineOptions passOptions(
      ParseResult pr, String[] args, PassRegistry registry) {
    String pipeline = pr.matchedOptionValue("--pass-pipeline", null);
    return new PassPipelineOptions(
        pipeline,
        passFlags(args, registry),
        flag(pr, "--mlir-disable-threading"),
        pr.matchedOptionValue("--verify-each", true),
        flag(pr, "--mlir-print-ir-before-all"),
        flag(pr, "--mlir-print-ir-after-all"),
        flag(pr, "--mlir-print-ir-after-change"),
        flag(pr, "--mlir-print-ir-after-failure"),
        flag(pr, "--mlir-print-ir-module-scope"),
        list(pr, "--mlir-print-ir-before"),
        list(pr, "--mlir-print-ir-after"),
        flag(pr, "--mlir-timing"),
        flag(pr, "--dump-pass-pipeline"));
  }

  /** The pass flags in command-line order, with their option strings. */
  private static List<PassPipelineOptions.PassFlag> passFlags(String[] args, PassRegistry registry) {
    List<PassPipelineOptions.PassFlag> flags = new ArrayList<>();
    for (String a : args) {
      if (a.equals("--")) {
        break;
      }
      if (!a.startsWith("--")) {
        continue;
      }
      int eq = a.indexOf('=');
      String name = a.substring(2, eq < 0 ? a.length() : eq);
      if (registry.lookupPass(name) != null || registry.lookupPipeline(name) != null) {
        flags.add(new PassPipelineOptions.PassFlag(name, eq < 0 ? "" : a.substring(eq + 1)));
      }
    }
    return flags;
  }

  private static List<String> list(ParseResult pr, String name) {
    String[] v = pr.matchedOptionValue(name, new String[0]);
    List<String> out = new ArrayList<>();
    for (String s : v) {
      out.addAll(Arrays.asList(s.split(",")));
    }
    return out;
  }

  private static boolean flag(ParseResult pr, String name) {
    return pr.matchedOptionValue(name, false);
  }

  private static CommandSpec spec(PassRegistry registry) {
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
    spec.addOption(OptionSpec.builder("--pass-pipeline", "-p")
        .paramLabel("<string>").type(String.class).arity("1")
        .description("Textual description of the pass pipeline to run, e.g. "
            + "'builtin.module(func.func(cse),canonicalize)'").build());
    flagOption(spec, "--mlir-disable-threading",
        "Disable multi-threading within MLIR, overrides any further call to "
            + "MLIRContext::enableMultiThreading()");
    spec.addOption(OptionSpec.builder("--verify-each").type(boolean.class).arity("0..1")
        .defaultValue("true").fallbackValue("true").hideParamSyntax(true)
        .description("Run the verifier after each transformation pass").build());
    flagOption(spec, "--mlir-print-ir-before-all", "Print IR before each pass");
    flagOption(spec, "--mlir-print-ir-after-all", "Print IR after each pass");
    flagOption(spec, "--mlir-print-ir-after-change",
        "When printing the IR after a pass, only print if the IR changed");
    flagOption(spec, "--mlir-print-ir-after-failure",
        "When printing the IR after a pass, only print if the pass failed");
    flagOption(spec, "--mlir-print-ir-module-scope",
        "When printing IR for print-ir-[before|after]{-all} always print the top-level operation");
    spec.addOption(OptionSpec.builder("--mlir-print-ir-before")
        .paramLabel("<pass-arg>").type(String[].class).arity("1")
        .description("Print IR before specified passes").build());
    spec.addOption(OptionSpec.builder("--mlir-print-ir-after")
        .paramLabel("<pass-arg>").type(String[].class).arity("1")
        .description("Print IR after specified passes").build());
    flagOption(spec, "--mlir-timing", "Display execution times");
    flagOption(spec, "--dump-pass-pipeline", "Print the pipeline that will be run");
    flagOption(spec, "--list-passes", "List the registered passes and their options, and exit");
    for (PassInfo info : registry.getPasses()) {
      passFlag(spec, info.argument(), info.description());
    }
    for (PassPipelineInfo info : registry.getPipelines()) {
      passFlag(spec, info.argument(), info.description());
    }
    spec.addOption(OptionSpec.builder("--help", "-h").usageHelp(true)
        .description("Display available options").build());
    spec.addOption(OptionSpec.builder("--version").versionHelp(true)
        .description("Display the version of this program").build());
    return spec;
  }

  /** A pass flag: bare, or with its options after '='; listed by {@link PassListPrinter}. */
  private static void passFlag(CommandSpec spec, String argument, String description) {
    spec.addOption(OptionSpec.builder("--" + argument).type(String[].class).arity("1")
        .hidden(true).description(description).build());
  }

  private static void flagOption(CommandSpec spec, String name, String description) {
    spec.addOption(OptionSpec.builder(name).type(boolean.class).arity("0..1").hideParamSyntax(true)
        .description(description).build());
  }
}
