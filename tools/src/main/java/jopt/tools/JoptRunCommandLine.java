package jopt.tools;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** The jopt-run command line (picocli, programmatic API). */
final class JoptRunCommandLine {
  static final String NAME = "jopt-run";

  private JoptRunCommandLine() {}

  /** The options, or null after printing help (exit 0) or an error (exit 1, see {@code code}). */
  static JoptRunOptions parse(String[] args, PrintStream out, PrintStream err, int[] code) {
    CommandLine cl = new CommandLine(spec());
    ParseResult pr;
    try {
      pr = cl.parseArgs(args);
    } catch (ParameterException e) {
      err.println(NAME + ": " + e.getMessage());
      code[0] = 1;
      return null;
    }
    if (cl.isUsageHelpRequested()) {
      cl.usage(out);
      code[0] = 0;
      return null;
    }
    String entry = pr.matchedOptionValue("--entry", "@main");
    List<String> values = new ArrayList<>();
    String argList = pr.matchedOptionValue("--args", null);
    if (argList != null && !argList.isBlank()) {
      for (String a : argList.split(",")) {
        values.add(a.strip());
      }
    }
    return new JoptRunOptions(
        pr.matchedPositionalValue(0, "-"),
        entry.startsWith("@") ? entry.substring(1) : entry,
        values,
        pr.matchedOptionValue("--pass-pipeline", null),
        !pr.matchedOptionValue("--no-leak-check", false),
        pr.matchedOptionValue("--input-may-leak", false),
        !pr.matchedOptionValue("--allow-uninitialized-reads", false),
        !pr.matchedOptionValue("--no-buffer-check", false),
        pr.matchedOptionValue("--max-steps", 100_000_000L),
        pr.matchedOptionValue("--print-output", false));
  }

  private static CommandSpec spec() {
    CommandSpec spec = CommandSpec.create().name(NAME);
    spec.usageMessage().description(
        "Runs a function of an MLIR file in jopt's reference interpreter, on an instrumented",
        "heap that reports use after free, double and invalid frees, leaks, out-of-bounds",
        "accesses, reads of uninitialized memory and reads of bytes written through another",
        "buffer. With --pass-pipeline, runs the input, the pipeline and its output, and checks",
        "that the output is clean and computes the same results.");
    spec.addPositional(PositionalParamSpec.builder()
        .paramLabel("<input file>").type(String.class).arity("0..1").defaultValue("-")
        .description("the MLIR file ('-' for standard input)").build());
    spec.addOption(OptionSpec.builder("--entry", "-e").type(String.class).paramLabel("@FUNC")
        .description("the function to run (default @main)").build());
    spec.addOption(OptionSpec.builder("--args", "-a").type(String.class).paramLabel("LIST")
        .description("comma-separated arguments: integers, floats, true/false; for a memref "
            + "'iota' (element i holds i) or 'zeros', with ':4x8' giving the dynamic sizes")
        .build());
    spec.addOption(OptionSpec.builder("--pass-pipeline", "-p").type(String.class)
        .paramLabel("PIPELINE")
        .description("run this pipeline and check its output against the input").build());
    spec.addOption(flag("--no-leak-check", "do not report buffers left allocated at the end"));
    spec.addOption(flag("--input-may-leak", "with --pass-pipeline: the input may leak (it has "
        + "no deallocations yet); the output may not"));
    spec.addOption(flag("--allow-uninitialized-reads", "read never-written memory as it is"));
    spec.addOption(flag("--no-buffer-check", "do not report reads of bytes last written through "
        + "another buffer"));
    spec.addOption(OptionSpec.builder("--max-steps").type(long.class).paramLabel("N")
        .description("stop after N executed ops (default 100000000)").build());
    spec.addOption(flag("--print-output", "with --pass-pipeline: print the pipeline's output IR"));
    spec.addOption(OptionSpec.builder("--help", "-h").usageHelp(true)
        .description("print this help").build());
    return spec;
  }

  private static OptionSpec flag(String name, String description) {
    return OptionSpec.builder(name).arity("0").type(boolean.class).description(description)
        .build();
  }
}
