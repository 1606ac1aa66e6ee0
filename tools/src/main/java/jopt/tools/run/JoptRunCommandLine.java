package jopt.tools.run;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.tools.common.OnnxInput;
import jopt.tools.common.OptionHelp;
import jopt.tools.common.OptionTable;
import jopt.tools.common.OptionTable.Kind;
import jopt.tools.opt.JoptCommandLine;

/** The jopt-run command line, parsed by the rules of LLVM's cl ({@link OptionTable}). */
final class JoptRunCommandLine {
  static final String NAME = "jopt-run";
  static final String OVERVIEW = "Runs a function of an MLIR file in jopt's reference "
      + "interpreter, on an instrumented\n"
      + "heap that reports use after free, double and invalid frees, leaks, out-of-bounds\n"
      + "accesses, reads of uninitialized memory and reads of bytes written through another\n"
      + "buffer. With --pass-pipeline, runs the input, the pipeline and its output, and checks\n"
      + "that the output is clean and computes the same results.";
  static final long DEFAULT_MAX_STEPS = jopt.interpreter.runtime.InterpreterOptions.DEFAULT_MAX_STEPS;

  private JoptRunCommandLine() {}

  /**
   * The long value of option {@code name}, {@code dflt} when it is not given; null after LLVM
   * cl's error for a value that is not one.
   */
  private static Long longOption(OptionTable.Parsed p, OptionTable table, String name, long dflt,
      PrintStream err) {
    String text = p.value(table.lookup(name), null);
    if (text == null) {
      return dflt;
    }
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      err.println(NAME + ": for the --" + name + " option: '" + text
          + "' value invalid for long argument!");
      return null;
    }
  }

  /** The options, or null after printing help (exit 0) or an error (exit 1, see {@code code}). */
  static JoptRunOptions parse(String[] args, PrintStream out, PrintStream err, int[] code) {
    OptionTable table = table();
    OptionTable.Parsed p;
    try {
      p = table.parse(args);
    } catch (OptionTable.Error e) {
      err.println(e.getMessage());
      code[0] = 1;
      return null;
    }
    if (!p.errors().isEmpty()) {
      err.println(p.errors());
    }
    if (p.flag(table.lookup("help"), false)) {
      out.print(OptionHelp.render(table, OVERVIEW, "<input file>", List.of("help", "version"), ""));
      code[0] = 0;
      return null;
    }
    if (p.flag(table.lookup("version"), false)) {
      out.println(NAME + " " + JoptCommandLine.buildVersion() + " (MLIR text format of LLVM 22)");
      code[0] = 0;
      return null;
    }
    Long maxSteps = longOption(p, table, "max-steps", DEFAULT_MAX_STEPS, err);
    if (maxSteps == null) {
      code[0] = 1;
      return null;
    }
    String result = p.value(table.lookup("entry-point-result"), null);
    if (result != null && !List.of("void", "i32", "i64", "f32").contains(result)) {
      err.println(NAME + ": for the --entry-point-result option: '" + result
          + "' is not one of void, i32, i64, f32");
      code[0] = 1;
      return null;
    }
    Long seed = longOption(p, table, "seed", 0, err);
    Long threshold = seed == null ? null : longOption(p, table, "compile-threshold",
        jopt.interpreter.runtime.InterpreterOptions.DEFAULT_COMPILE_THRESHOLD, err);
    if (threshold == null) {
      code[0] = 1;
      return null;
    }
    String timeoutText = p.value(table.lookup("timeout"), "0");
    long timeoutMillis;
    try {
      double seconds = Double.parseDouble(timeoutText);
      if (!(seconds >= 0) || seconds > 1e9) {
        throw new NumberFormatException();
      }
      timeoutMillis = (long) Math.ceil(seconds * 1000);
    } catch (NumberFormatException e) {
      err.println(NAME + ": for the --timeout option: '" + timeoutText
          + "' is not a number of seconds");
      code[0] = 1;
      return null;
    }
    String elidedText = p.value(table.lookup("elided"), "random");
    InterpreterOptions.Elided elided = switch (elidedText) {
      case "random" -> InterpreterOptions.Elided.RANDOM;
      case "zeros" -> InterpreterOptions.Elided.ZEROS;
      case "error" -> InterpreterOptions.Elided.ERROR;
      default -> null;
    };
    if (elided == null) {
      err.println(NAME + ": for the --elided option: '" + elidedText
          + "' is not one of random, zeros, error");
      code[0] = 1;
      return null;
    }
    int[] counts = new int[2];
    String[] countNames = {"repeat", "threads"};
    for (int k = 0; k < counts.length; k++) {
      String v = p.value(table.lookup(countNames[k]), "1");
      try {
        counts[k] = Integer.parseInt(v);
        if (counts[k] < 1) {
          throw new NumberFormatException();
        }
      } catch (NumberFormatException e) {
        err.println(NAME + ": for the --" + countNames[k] + " option: '" + v
            + "' is not a positive number");
        code[0] = 1;
        return null;
      }
    }
    String entry = p.value(table.lookup("entry"), "@main");
    List<String> expect = new ArrayList<>();
    String expectList = p.value(table.lookup("expect"), null);
    if (expectList != null && !expectList.isBlank()) {
      for (String e : expectList.split(",")) {
        expect.add(e.strip());
      }
    }
    double[] tolerances = new double[2];
    String[] tolNames = {"rtol", "atol"};
    String[] tolDefaults = {"1e-3", "1e-7"};
    for (int k = 0; k < 2; k++) {
      String v = p.value(table.lookup(tolNames[k]), tolDefaults[k]);
      try {
        tolerances[k] = Double.parseDouble(v);
      } catch (NumberFormatException e) {
        err.println(NAME + ": for the --" + tolNames[k] + " option: '" + v
            + "' value invalid for double argument!");
        code[0] = 1;
        return null;
      }
    }
    List<String> values = new ArrayList<>();
    String argList = p.value(table.lookup("args"), null);
    if (argList != null && !argList.isBlank()) {
      for (String a : argList.split(",")) {
        values.add(a.strip());
      }
    }
    jopt.onnx.ImportOptions onnxImport = OnnxInput.importOptions(p.value(table.lookup("input-shapes"), null),
        p.value(table.lookup("dim-params"), null), p.value(table.lookup("dim-range"), null), NAME, err);
    if (onnxImport == null) {
      code[0] = 1;
      return null;
    }
    return new JoptRunOptions(
        p.positional(0, "-"),
        entry.startsWith("@") ? entry.substring(1) : entry,
        values,
        p.value(table.lookup("pass-pipeline"), null),
        !flag(p, table, "no-leak-check"),
        flag(p, table, "input-may-leak"),
        !flag(p, table, "allow-uninitialized-reads"),
        !flag(p, table, "no-buffer-check"),
        maxSteps,
        flag(p, table, "print-output"),
        p.value(table.lookup("entry-point-result"), null),
        !flag(p, table, "no-compile"),
        threshold,
        !flag(p, table, "no-checks"),
        seed,
        p.value(table.lookup("dump-results"), null),
        flag(p, table, "test-cf-assert"),
        expect,
        tolerances[0],
        tolerances[1],
        timeoutMillis,
        elided,
        counts[1],
        flag(p, table, "profile"),
        flag(p, table, "peak-report"),
        counts[0],
        onnxImport);
  }

  private static boolean flag(OptionTable.Parsed p, OptionTable table, String name) {
    return p.flag(table.lookup(name), false);
  }

  private static OptionTable table() {
    OptionTable t = new OptionTable(NAME, 1);
    t.add(Kind.VALUE, "@FUNC", "the function to run (default @main)", false, "entry", "e");
    t.add(Kind.VALUE, "LIST", "comma-separated arguments: integers, floats, true/false; for a "
        + "memref or tensor 'iota' (element i holds i), 'zeros' or 'random' (uniform in [-1, 1), "
        + "see --seed), with ':4x8' giving the dynamic sizes, or a NumPy .npy or ONNX TensorProto .pb file",
        false, "args", "a");
    t.add(Kind.VALUE, "N", "the seed of 'random' arguments (default 0)", false, "seed");
    t.add(Kind.VALUE, "DIR", "write each memref or tensor result to DIR/result<i>.npy", false,
        "dump-results");
    t.add(Kind.VALUE, "FILES", "comma-separated .npy or ONNX .pb files the results must match "
        + "(within --rtol and --atol); a mismatch is an error", false, "expect");
    t.add(Kind.VALUE, "X", "relative tolerance of --expect (default 1e-3, ONNX's)", false, "rtol");
    t.add(Kind.VALUE, "X", "absolute tolerance of --expect (default 1e-7, ONNX's)", false, "atol");
    t.add(Kind.VALUE, "TYPE", "as mlir-runner: print only what the program prints, then the "
        + "result of the entry, of type void, i32, i64 or f32, as mlir-runner does", false,
        "entry-point-result");
    t.add(Kind.LIST, "LIBS", "accepted as mlir-runner's: the runner utilities are built in",
        false, "shared-libs");
    for (String o : List.of("O0", "O1", "O2", "O3")) {
      t.add(Kind.FLAG, null, "accepted as mlir-runner's optimization level (ignored)", true, o);
    }
    t.flag("no-compile", "interpret every op (do not compile hot loops to JVM bytecode)");
    t.add(Kind.VALUE, "N", "compile an op whose iteration space has at least N points (default "
        + jopt.interpreter.runtime.InterpreterOptions.DEFAULT_COMPILE_THRESHOLD + "; 0: every op that can be)",
        false, "compile-threshold");
    t.flag("no-checks", "do not check memory accesses (bounds, liveness, initialization, "
        + "buffers); faster, and faults go unreported");
    t.add(Kind.VALUE, "PIPELINE", "run this pipeline and check its output against the input",
        false, "pass-pipeline", "p");
    t.flag("test-cf-assert", "as mlir-opt's -test-cf-assert lowering: a failed cf.assert prints "
        + "its message and execution goes on (faults after it are passed over, noted on stderr)");
    t.flag("no-leak-check", "do not report buffers left allocated at the end");
    t.flag("input-may-leak", "with --pass-pipeline: the input may leak (it has no "
        + "deallocations yet); the output may not");
    t.flag("allow-uninitialized-reads", "read never-written memory as it is");
    t.flag("no-buffer-check",
        "do not report reads of bytes last written through another buffer");
    t.add(Kind.VALUE, "N", "stop after N executed ops (default " + DEFAULT_MAX_STEPS + "; a "
        + "linalg op is one, however many points it has)", false, "max-steps");
    t.add(Kind.VALUE, "SECONDS", "stop after SECONDS of wall-clock time (default 0: no limit)",
        false, "timeout");
    t.add(Kind.VALUE, "MODE", "run a dense_resource without data (dense_resource<__elided__>) as "
        + "'random' (default: deterministic stand-ins, floats in [-1, 1), integers 0), 'zeros', "
        + "or 'error'", false, "elided");
    t.flag("print-output", "with --pass-pipeline: print the pipeline's output IR");
    OnnxInput.addOptions(t);
    t.flag("profile", "print on stderr where the run spent its time: per kind of op and the "
        + "slowest ops");
    t.flag("peak-report", "after the heap figures, list the buffers live at the run's peak "
        + "(total-peak-bytes), largest first, each with the op that allocated it");
    t.add(Kind.VALUE, "N", "run the entry N times in one process (not with --pass-pipeline), "
        + "printing each run's time on stderr; the output is the last run's", false, "repeat");
    t.add(Kind.VALUE, "N", "run the outer loops of a matmul, convolution or other contraction "
        + "on N threads (default 1); the results are the same bits", false, "threads");
    t.add(OptionTable.Kind.FLAG_NO_VALUE, null, "print this help", false, "help", "h");
    t.add(OptionTable.Kind.FLAG_NO_VALUE, null, "Display the version of this program", false, "version");
    t.immediate("help", "version");
    return t;
  }
}
