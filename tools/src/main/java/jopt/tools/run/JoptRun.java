package jopt.tools.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.PeakReport;
import jopt.interpreter.runtime.ResourceValues;
import jopt.interpreter.runtime.RuntimeError;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.support.SourceMgr;
import jopt.support.Utf8;
import jopt.ir.type.FunctionType;
import jopt.passes.Passes;
import jopt.support.Invocation;
import jopt.api.InputLoader;
import jopt.api.OnnxTranslation;
import jopt.tools.common.OnnxInput;
import jopt.tools.common.ProcessExit;
import jopt.tools.common.StandardStreams;

/**
 * {@code jopt-run FILE [--entry=@f] [--args=...] [--pass-pipeline=P]}: runs a function in the
 * reference interpreter; with a pipeline, checks the pipeline's output against the input.
 * Prints the results, the trace and heap statistics; faults go to stderr as located errors
 * and make the exit code 1.
 */
public final class JoptRun {
  private JoptRun() {}

  public static void main(String[] args) {
    // The parser's class initialization (its ANTLR ATN, 8 ms of CPU) on the second core while
    // this thread reads the command line and the input, as jopt's main does.
    jopt.tools.common.WarmUp.startClassInitialization();
    PrintStream err = ProcessExit.stderr();
    int code;
    try {
      code = run(args, StandardStreams.stdin(), System.out, err, Invocation.process());
    } catch (OutOfMemoryError e) {
      code = ProcessExit.outOfMemory(JoptRunCommandLine.NAME, err);
    }
    err.flush();
    ProcessExit.halt(code);
  }

  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    return run(args, in, out, err, Invocation.embedded());
  }

  /**
   * Runs jopt-run for {@code invocation}: relative file names are resolved against its directory,
   * the files it writes get its umask, and it is cancelled through it (the jopt server's
   * requests).
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err,
      Invocation invocation) {
    return ProcessExit.call(out, err, () -> {
      int[] code = {0};
      JoptRunOptions opts = JoptRunCommandLine.parse(args, out, err, code);
      return opts == null ? code[0] : run(opts, in, out, err, invocation);
    });
  }

  private static int run(JoptRunOptions opts, InputStream in, PrintStream out, PrintStream err,
      Invocation invocation) {
    Path cwd = invocation.workingDirectory();
    Path input = opts.inputFilename().equals("-") ? null
        : invocation.resolve(opts.inputFilename());
    String name = opts.inputFilename().equals("-") ? "<stdin>" : opts.inputFilename();
    String text;
    byte[] bytes;
    try {
      bytes = opts.inputFilename().equals("-") ? in.readAllBytes()
          : Files.readAllBytes(input);
    } catch (IOException e) {
      err.println("cannot open input file '" + opts.inputFilename() + "': "
          + jopt.support.FileErrors.reason(e));
      return 1;
    }
    InputLoader loader = InputLoader.of(opts.onnxImport());
    Path file = opts.inputFilename().equals("-") ? null : input;
    boolean onnx = loader.translationFor(file, bytes) instanceof OnnxTranslation;
    text = onnx ? "" : Utf8.decode(bytes);
    SourceMgr mgr = new SourceMgr(name, text).setWorkingDirectory(cwd);
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(d -> Diagnostic.print(err, mgr, d));
    ctx.setCommandLineHints(true);
    ctx.setInvocation(invocation);
    // An ONNX model is imported, then lowered to linalg on tensors to run as a tensor program.
    Operation module = loader.load(ctx, name, file, bytes, err);
    if (onnx && module != null) {
      module = OnnxInput.lower(ctx, module, name, err, JoptRunCommandLine.NAME);
    }
    if (onnx && module != null && opts.entry().equals("main")
        && new Interpreter(module).signature("main") == null) {
      opts = opts.withEntry("main_graph");
    }
    boolean valid = module != null;
    ctx.getDiagEngine().flush();
    if (!valid) {
      return 1;
    }
    noteElided(opts, err, module);
    // A tensor program runs bufferized, with identity layouts at function boundaries (the
    // caller's buffers); its buffers are never freed (bufferization does not deallocate), so
    // leaks of the bufferized input are not reported. A pipeline that bufferizes (names a
    // *bufferize pass) runs on the tensor program, its output compared with the bufferized
    // input's run; any other pipeline runs on the bufferized program (printed with its
    // locations, so that faults point into the input).
    boolean tensors = TensorPrograms.hasTensors(module);
    // The program the pipeline runs on, in memory: the tensor program when the pipeline
    // bufferizes (the bufferized module is then the reference), else the module jopt-run runs.
    Operation pipelineInput = null;
    if (tensors) {
      // As mlir-runner (--entry-point-result), jopt-run writes only what the program writes.
      if (opts.entryPointResult() == null) {
        String pipe = opts.pipeline() == null ? ""
            : TensorPrograms.bufferizes(opts.pipeline())
                ? "; the pipeline bufferizes: it runs on the tensor program, its output checked"
                    + " against the bufferized input"
                : "; the pipeline runs on the bufferized program";
        err.println(JoptRunCommandLine.NAME + ": tensor program: running it bufferized by "
            + TensorPrograms.PIPELINE + " (leaks of the bufferized input not reported)" + pipe);
      }
      if (opts.pipeline() != null && TensorPrograms.bufferizes(opts.pipeline())) {
        pipelineInput = module.clone(ctx, new java.util.HashMap<>());
      }
      boolean ok = TensorPrograms.bufferize(ctx, module);
      ctx.getDiagEngine().flush();
      if (!ok) {
        return 1;
      }
    }
    Interpreter probe = new Interpreter(module);
    FunctionType sig = probe.signature(opts.entry());
    if (sig == null) {
      err.println(JoptRunCommandLine.NAME + ": no function '@" + opts.entry() + "' in " + name);
      return 1;
    }
    List<Object> args;
    try {
      args = EntryArguments.convert(opts.args(), sig.getInputs(), opts.entry(), opts.seed(),
          cwd);
    } catch (IllegalArgumentException e) {
      err.println(JoptRunCommandLine.NAME + ": " + e.getMessage());
      return 1;
    }
    InterpreterOptions io = InterpreterOptions.defaults()
        .withCheckLeaks(opts.checkLeaks() && opts.checks() && !(tensors && opts.pipeline() == null))
        .withCheckUninitializedReads(opts.checkUninitializedReads())
        .withCheckLogicalBuffers(opts.checkLogicalBuffers())
        .withMaxSteps(opts.maxSteps())
        .withCompile(opts.compile())
        .withCompileThreshold(opts.compileThreshold())
        .withTestCfAssert(opts.testCfAssert())
        .withTimeoutMillis(opts.timeoutMillis())
        .withElided(opts.elided())
        .withThreads(opts.threads())
        .withProfile(opts.profile());
    if (!opts.checks()) {
      io = io.withCheckLeaks(false).withCheckUninitializedReads(false)
          .withCheckLogicalBuffers(false);
    }
    if (opts.pipeline() == null) {
      ExecutionResult r = runRepeated(opts, module, io, args, err);
      printOutput(out, err, r);
      if (r.ok() && opts.dumpResults() != null
          && !dumpResults(err, opts.dumpResults(), r, invocation)) {
        return 1;
      }
      if (r.ok() && !ExpectedResults.match(err, opts, r, cwd)) {
        return 1;
      }
      if (opts.entryPointResult() != null) {
        if (r.ok() && !opts.entryPointResult().equals("void")) {
          out.println(runnerResult(r.results().get(0)));
        }
      } else {
        print(out, r);
        out.println("heap: " + r.stats());
        printPeak(out, opts, "peak", r);
      }
      return report(err, mgr, r, "");
    }
    // The pipeline's output runs as the pipeline left it, not printed and parsed again
    // (--print-output prints it, and then checks that it parses back).
    PipelineCheck.Config config = new PipelineCheck.Config(
        opts.pipeline(), opts.entry(), args, Passes.createTestRegistry(),
        io.withCheckLeaks(opts.checkLeaks() && opts.checks() && !opts.inputMayLeak() && !tensors),
        io, opts.printOutput());
    PipelineCheck.Outcome o = pipelineInput != null
        ? PipelineCheck.run(pipelineInput, module, config)
        : PipelineCheck.run(module, null, config);
    if (opts.printOutput() && o.output() != null) {
      out.print(o.output());
    }
    if (o.after() != null && o.after().ok() && opts.dumpResults() != null
        && !dumpResults(err, opts.dumpResults(), o.after(), invocation)) {
      return 1;
    }
    if (o.after() != null && o.after().ok() && !ExpectedResults.match(err, opts, o.after(), cwd)) {
      return 1;
    }
    if (o.after() != null) {
      printOutput(out, err, o.after());
      print(out, o.after());
    } else if (o.before() != null) {
      printOutput(out, err, o.before());
      print(out, o.before());
    }
    if (o.before() != null) {
      out.println("heap before: " + o.before().stats());
    }
    if (o.after() != null) {
      out.println("heap after: " + o.after().stats());
    }
    printPeak(out, opts, "peak before", o.before());
    printPeak(out, opts, "peak after", o.after());
    switch (o.verdict()) {
      case OK:
        return 0;
      case INPUT_FAULT:
        return report(err, mgr, o.before(), "the input faults: ");
      case OUTPUT_FAULT:
        return report(err, mgr, o.after(), "the output of the pipeline faults: ");
      case PASS_FAILED:
        // The message says what failed: "the pipeline failed: ..." or "invalid pass pipeline: ...".
        err.println(JoptRunCommandLine.NAME + ": " + o.message().strip());
        return 1;
      default:
        err.println(JoptRunCommandLine.NAME + ": " + describe(o.verdict()) + ": "
            + o.message().strip());
        return 1;
    }
  }

  /** With --peak-report, the buffers live at the peak of run {@code r} (none when it did not run). */
  private static void printPeak(PrintStream out, JoptRunOptions opts, String label,
      ExecutionResult r) {
    if (opts.peakReport() && r != null) {
      out.print(PeakReport.text(label, r.stats().totalPeakBytes(), r.peakBuffers()));
    }
  }

  /**
   * Runs the entry {@code --repeat} times in one interpreter (its compiled code kept), each
   * run's wall time and this thread's CPU time on stderr when there are several; the last run's result. With
   * {@code --profile}, the time per op of the last run on stderr.
   */
  private static ExecutionResult runRepeated(JoptRunOptions opts, Operation module,
      InterpreterOptions io, List<Object> args, PrintStream err) {
    Interpreter interpreter = new Interpreter(module, io);
    ExecutionResult r = null;
    for (int i = 1; i <= opts.repeat(); i++) {
      if (interpreter.profile() != null) {
        interpreter.profile().clear();
      }
      long start = System.nanoTime();
      long cpu = threadCpu();
      r = interpreter.run(opts.entry(), args);
      if (opts.repeat() > 1) {
        err.printf(java.util.Locale.ROOT, "%s: run %d: %.3f ms wall, %.3f ms CPU%n",
            JoptRunCommandLine.NAME, i, (System.nanoTime() - start) / 1e6,
            (threadCpu() - cpu) / 1e6);
      }
    }
    if (interpreter.profile() != null) {
      err.print(interpreter.profile().report(20));
    }
    return r;
  }

  /** The CPU time of this thread in nanoseconds (0 where the JVM cannot tell). */
  private static long threadCpu() {
    java.lang.management.ThreadMXBean t = ThreadBean.BEAN;
    return t.isCurrentThreadCpuTimeSupported() ? Math.max(0, t.getCurrentThreadCpuTime()) : 0;
  }

  /**
   * The JVM's thread bean, looked up once: getThreadMXBean searches the platform's beans each
   * call (tens of microseconds, inside the CPU time of a --repeat run it measures).
   */
  private static final class ThreadBean {
    static final java.lang.management.ThreadMXBean BEAN =
        java.lang.management.ManagementFactory.getThreadMXBean();
  }

  /** Says once that elided constants run as stand-ins (with --elided=error, using one fails). */
  private static void noteElided(JoptRunOptions opts, PrintStream err, Operation module) {
    ResourceValues.Summary s = ResourceValues.elided(module);
    if (s.constants() == 0 || opts.elided() == InterpreterOptions.Elided.ERROR
        || opts.entryPointResult() != null) {
      return;
    }
    String values = opts.elided() == InterpreterOptions.Elided.ZEROS ? "zeros"
        : "deterministic stand-ins (floats in [-1, 1), integers 0)";
    err.println(JoptRunCommandLine.NAME + ": " + s.constants() + " elided constant"
        + (s.constants() == 1 ? "" : "s") + " (dense_resource without data, " + s.bytes()
        + " bytes) run as " + values + "; --elided=error refuses them");
  }

  private static String describe(PipelineCheck.Verdict v) {
    return switch (v) {
      case INVALID_INPUT -> "invalid input";
      case INVALID_OUTPUT -> "the output of the pipeline is invalid";
      case MISMATCH -> "the output of the pipeline computes something else";
      default -> v.toString();
    };
  }

  /** Writes each memref result i to DIR/result{i}.npy; false after reporting an error. */
  private static boolean dumpResults(PrintStream err, String dir, ExecutionResult r,
      Invocation invocation) {
    try {
      Path out = invocation.createDirectories(dir);
      for (int i = 0; i < r.values().size(); i++) {
        if (r.values().get(i) instanceof jopt.interpreter.runtime.MemRefValue m) {
          invocation.writeFile(out.resolve("result" + i + ".npy").toString(),
              jopt.interpreter.io.Npy.encode(m));
        }
      }
      return true;
    } catch (IOException | java.nio.file.InvalidPathException e) {
      err.println(JoptRunCommandLine.NAME + ": cannot write the results to '" + dir + "': "
          + e.getMessage());
      return false;
    }
  }

  /** What the program printed (runner utilities), byte for byte. */
  private static void printOutput(PrintStream out, PrintStream err, ExecutionResult r) {
    out.write(r.output().getBytes(StandardCharsets.ISO_8859_1), 0, r.output().length());
    err.write(r.errorOutput().getBytes(StandardCharsets.ISO_8859_1), 0,
        r.errorOutput().length());
  }

  /** The entry's result as mlir-runner prints it: an integer, or a float as %e. */
  private static String runnerResult(String rendered) {
    String value = rendered.substring(0, rendered.lastIndexOf(" : "));
    String type = rendered.substring(rendered.lastIndexOf(" : ") + 3);
    if (type.equals("f32")) {
      return jopt.interpreter.runtime.CFormat.e(Double.parseDouble(value));
    }
    return value;
  }

  private static void print(PrintStream out, ExecutionResult r) {
    for (int i = 0; i < r.results().size(); i++) {
      out.println("result #" + i + ": " + r.results().get(i));
    }
    for (String t : r.trace()) {
      out.println(t);
    }
  }

  private static int report(PrintStream err, SourceMgr mgr, ExecutionResult r, String prefix) {
    if (r.ok()) {
      return 0;
    }
    if (!prefix.isEmpty()) {
      err.println(JoptRunCommandLine.NAME + ": " + prefix.strip());
    }
    for (RuntimeError e : r.errors()) {
      Diagnostic.print(err, mgr, e.getDiagnostic());
    }
    return 1;
  }
}
