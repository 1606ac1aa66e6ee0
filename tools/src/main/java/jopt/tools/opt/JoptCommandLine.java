package jopt.tools.opt;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.Dialect;
import jopt.ir.MLIRContext;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassPipelineInfo;
import jopt.passmanager.PassRegistry;
import jopt.tools.common.OnnxInput;
import jopt.tools.common.OptionHelp;
import jopt.tools.common.OptionTable;
import jopt.tools.common.OptionTable.Kind;
import jopt.tools.common.OptionTable.Option;

/**
 * The jopt command line: mlir-opt's options, {@code --pass-pipeline}/{@code -p}, and one flag
 * per registered pass or pipeline ({@code --cse}, {@code --canonicalize="max-iterations=3"}),
 * parsed by the rules of LLVM's cl ({@link OptionTable}).
 */
public final class JoptCommandLine {
  static final String NAME = "jopt";
  static final String VERSION = "jopt " + buildVersion() + " (MLIR text format of LLVM 22)";
  static final String OVERVIEW =
      "MLIR modular optimizer driver, in Java (drop-in for mlir-opt)";

  /** What {@link #parse} decided: run with options, or stop with an exit code. */
  sealed interface Result permits Run, Exit {}

  record Run(JoptOptions options) implements Result {}

  record Exit(int code) implements Result {}

  private JoptCommandLine() {}

  /** The version Maven built (resource jopt/tools/opt/version.txt, filtered at build time). */
  public static String buildVersion() {
    try (var in = JoptCommandLine.class.getResourceAsStream("version.txt")) {
      return in == null ? "unknown" : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip();
    } catch (java.io.IOException e) {
      return "unknown";
    }
  }

  static Result parse(String[] args, PrintStream out, PrintStream err, PassRegistry registry) {
    OptionTable table = table(registry);
    OptionTable.Parsed p;
    try {
      p = table.parse(args);
    } catch (OptionTable.Error e) {
      err.println(e.getMessage());
      return new Exit(1);
    }
    if (!p.errors().isEmpty()) {
      err.println(p.errors());
    }
    // As cl's PassNameParser: the IR printing lists name registered passes or pipelines.
    for (String name : List.of("mlir-print-ir-before", "mlir-print-ir-after")) {
      for (String pass : p.list(table.lookup(name))) {
        if (registry.lookupPass(pass) == null && registry.lookupPipeline(pass) == null) {
          err.println(NAME + ": for the " + OptionTable.spell(name)
              + " option: Cannot find option named '" + pass + "'!");
          return new Exit(1);
        }
      }
    }
    if (flag(p, table, "help")) {
      out.print(OptionHelp.render(table, OVERVIEW, "<input file>", List.of("help", "version"),
          PassListPrinter.render(registry)));
      return new Exit(0);
    }
    if (flag(p, table, "list-passes")) {
      out.print(PassListPrinter.render(registry));
      return new Exit(0);
    }
    if (flag(p, table, "show-dialects")) {
      out.println(availableDialects());
      return new Exit(0);
    }
    if (flag(p, table, "version")) {
      out.println(VERSION);
      return new Exit(0);
    }
    String split = p.isSet(table.lookup("split-input-file"))
        ? p.value(table.lookup("split-input-file"), "") : null;
    jopt.onnx.ImportOptions onnxImport = OnnxInput.importOptions(p.value(table.lookup("input-shapes"), null),
        p.value(table.lookup("dim-params"), null), p.value(table.lookup("dim-range"), null), NAME, err);
    if (onnxImport == null) {
      return new Exit(1);
    }
    return new Run(new JoptOptions(
        p.positional(0, "-"),
        p.value(table.lookup("o"), "-"),
        flag(p, table, "allow-unregistered-dialect"),
        flag(p, table, "mlir-print-op-generic"),
        flag(p, table, "mlir-print-debuginfo"),
        flag(p, table, "mlir-print-local-scope"),
        split == null ? null : split.isEmpty() ? JoptOptions.DEFAULT_SPLIT_MARKER : split,
        p.value(table.lookup("output-split-marker"), JoptOptions.DEFAULT_SPLIT_MARKER),
        p.isSet(table.lookup("verify-diagnostics")),
        p.value(table.lookup("verify-diagnostics"), "").equals("only-expected"),
        flag(p, table, "no-implicit-module"),
        passOptions(p, table),
        onnxImport));
  }

  private static PassPipelineOptions passOptions(OptionTable.Parsed p, OptionTable table) {
    return new PassPipelineOptions(
        p.value(table.lookup("pass-pipeline"), null),
        passFlags(p, table),
        flag(p, table, "mlir-disable-threading"),
        p.flag(table.lookup("verify-each"), true),
        flag(p, table, "mlir-print-ir-before-all"),
        flag(p, table, "mlir-print-ir-after-all"),
        flag(p, table, "mlir-print-ir-after-change"),
        flag(p, table, "mlir-print-ir-after-failure"),
        flag(p, table, "mlir-print-ir-module-scope"),
        p.list(table.lookup("mlir-print-ir-before")),
        p.list(table.lookup("mlir-print-ir-after")),
        flag(p, table, "mlir-timing"),
        flag(p, table, "dump-pass-pipeline"));
  }

  /** The pass flags in command-line order, with their option strings. */
  private static List<PassPipelineOptions.PassFlag> passFlags(
      OptionTable.Parsed p, OptionTable table) {
    List<PassPipelineOptions.PassFlag> flags = new ArrayList<>();
    for (OptionTable.Occurrence oc : p.occurrences()) {
      if (isPassFlag(oc.option())) {
        flags.add(new PassPipelineOptions.PassFlag(oc.option().name(), oc.value()));
      }
    }
    return flags;
  }

  /** Pass and pipeline flags are the hidden optional-value options (help lists them apart). */
  private static boolean isPassFlag(Option o) {
    return o.hidden() && o.kind() == Kind.VALUE_OPTIONAL;
  }

  private static boolean flag(OptionTable.Parsed p, OptionTable table, String name) {
    return p.flag(table.lookup(name), false);
  }

  private static OptionTable table(PassRegistry registry) {
    OptionTable t = new OptionTable(NAME, 1);
    t.add(Kind.VALUE, "filename", "Output filename", false, "o");
    t.flag("allow-unregistered-dialect", "Allow operation with no registered dialects");
    t.flag("mlir-print-op-generic", "Print the generic op form");
    t.flag("mlir-print-debuginfo", "Print debug info in MLIR output");
    t.flag("mlir-print-local-scope", "Print with local scope and inline information (eliding "
        + "aliases for attributes, types, and locations)");
    t.add(Kind.VALUE_OPTIONAL, "string", "Split the input file into chunks using the given or "
        + "default marker ('" + JoptOptions.DEFAULT_SPLIT_MARKER + "') and process each chunk "
        + "independently", false, "split-input-file");
    t.add(Kind.VALUE, "string", "Split marker to use for merging the output", false,
        "output-split-marker");
    t.enumeration("verify-diagnostics",
        "Check that emitted diagnostics match expected-* lines on the corresponding line",
        new OptionTable.EnumValue("all",
            "Check all diagnostics (expected, unexpected, near-misses)"),
        new OptionTable.EnumValue("",
            "Check all diagnostics (expected, unexpected, near-misses)"),
        new OptionTable.EnumValue("only-expected", "Check only expected diagnostics"));
    t.flag("no-implicit-module",
        "Disable implicit addition of a top-level module op during parsing");
    OnnxInput.addOptions(t);
    t.add(Kind.VALUE, "string", "Textual description of the pass pipeline to run, e.g. "
        + "'builtin.module(func.func(cse),canonicalize)'", false, "pass-pipeline", "p");
    t.flag("mlir-disable-threading", "Disable multi-threading within MLIR, overrides any "
        + "further call to MLIRContext::enableMultiThreading()");
    t.flag("verify-each", "Run the verifier after each transformation pass");
    t.flag("mlir-print-ir-before-all", "Print IR before each pass");
    t.flag("mlir-print-ir-after-all", "Print IR after each pass");
    t.flag("mlir-print-ir-after-change",
        "When printing the IR after a pass, only print if the IR changed");
    t.flag("mlir-print-ir-after-failure",
        "When printing the IR after a pass, only print if the pass failed");
    t.flag("mlir-print-ir-module-scope", "When printing IR for print-ir-[before|after]{-all} "
        + "always print the top-level operation");
    t.add(Kind.LIST, "pass-arg", "Print IR before specified passes", false,
        "mlir-print-ir-before");
    t.add(Kind.LIST, "pass-arg", "Print IR after specified passes", false,
        "mlir-print-ir-after");
    t.flag("mlir-timing", "Display execution times");
    t.flag("dump-pass-pipeline", "Print the pipeline that will be run");
    t.flag("list-passes", "Print the list of registered passes and exit");
    t.flag("show-dialects", "Print the list of registered dialects and exit");
    for (PassInfo info : registry.getPasses()) {
      passFlag(t, info.argument(), info.description());
    }
    for (PassPipelineInfo info : registry.getPipelines()) {
      passFlag(t, info.argument(), info.description());
    }
    // -h: cl's hidden alias of --help (not listed, as mlir-opt lists none).
    t.add(Kind.FLAG_NO_VALUE, null, "Display available options", false, "help", "h");
    t.add(Kind.FLAG_NO_VALUE, null, "Display the version of this program", false, "version");
    // As mlir-opt-22's cl: -o, -p and -h group (an unknown '-oxyz' is read as -o with more), and
    // help and version act as soon as they occur.
    t.grouping("o", "p", "h");
    t.immediate("help", "version");
    return t;
  }

  /** A pass flag: bare, or with its options after '='; listed by {@link PassListPrinter}. */
  private static void passFlag(OptionTable t, String argument, String description) {
    t.add(Kind.VALUE_OPTIONAL, null, description, true, argument);
  }

  /** mlir-opt's {@code --show-dialects} line: every dialect the jopt command registers, sorted. */
  static String availableDialects() {
    MLIRContext ctx = Dialects.registerTestDialect(Dialects.registerAll(new MLIRContext()));
    List<String> names = new ArrayList<>();
    for (Dialect d : ctx.getDialects()) {
      names.add(d.getNamespace());
    }
    java.util.Collections.sort(names);
    return "Available Dialects: " + String.join(",", names);
  }
}
