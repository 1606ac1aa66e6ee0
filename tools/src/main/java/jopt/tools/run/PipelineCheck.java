package jopt.tools.run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.compile.Compilation;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.semantics.CompiledCode;
import jopt.interpreter.runtime.RuntimeError;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.type.FunctionType;
import jopt.ir.type.TensorType;
import jopt.parser.Parser;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineParser;
import jopt.passmanager.PassRegistry;

/**
 * The differential check of a pass pipeline on one program: run the input, run the pipeline,
 * check the output verifies and survives a print/parse round trip, run the output, and
 * require a clean heap and the same results (the first results of the input's signature, so
 * a pass may append results, as hlo-deallocate appends ownership indicators) and trace.
 */
public final class PipelineCheck {
  private PipelineCheck() {}

  public enum Verdict {
    /** Both runs clean and equal. */
    OK,
    /** The input does not parse or verify. */
    INVALID_INPUT,
    /** The input itself faults when run (leaks allowed when the input options say so). */
    INPUT_FAULT,
    /** The pipeline failed (reported an error). */
    PASS_FAILED,
    /** The output does not verify or does not survive printing and parsing. */
    INVALID_OUTPUT,
    /** The output faults when run: a heap error, a leak, a trap. */
    OUTPUT_FAULT,
    /** The output runs clean but computes something else. */
    MISMATCH,
    /** jopt itself threw (a bug in a pass, the printer, the parser or the interpreter). */
    CRASH
  }

  public record Outcome(Verdict verdict, ExecutionResult before, ExecutionResult after,
      String output, String message) {
    public boolean ok() {
      return verdict == Verdict.OK;
    }
  }

  /**
   * What to run and how: the pipeline, the entry, its arguments, the options of both runs, and
   * whether the output must also survive printing and parsing ({@code roundTrip}, the default).
   */
  public record Config(String pipeline, String entry, List<?> args, PassRegistry registry,
      InterpreterOptions inputOptions, InterpreterOptions outputOptions, boolean roundTrip) {
    public Config(String pipeline, String entry, List<?> args, PassRegistry registry,
        InterpreterOptions inputOptions, InterpreterOptions outputOptions) {
      this(pipeline, entry, args, registry, inputOptions, outputOptions, true);
    }
  }

  public static Outcome run(String text, String fileName, Config config) {
    return run(text, null, fileName, config);
  }

  /**
   * As {@link #run(String, String, Config)}, but the input's results are those of {@code reference}
   * when given (a tensor program's bufferized form: the interpreter runs buffers only).
   */
  public static Outcome run(String text, String reference, String fileName, Config config) {
    String[] stage = {"parsing the input"};
    try {
      return run(text, reference, fileName, config, stage);
    } catch (RuntimeException | StackOverflowError e) {
      return new Outcome(Verdict.CRASH, null, null, null,
          "internal error while " + stage[0] + ": " + joptTrace(e));
    }
  }

  private static Outcome run(String text, String reference, String fileName, Config config, String[] stage) {
    List<Diagnostic> diags = new ArrayList<>();
    MLIRContext ctx = context(diags);
    Operation module = Parser.parseSourceString(ctx, text, fileName);
    if (module == null) {
      return new Outcome(Verdict.INVALID_INPUT, null, null, null, render(diags));
    }
    Operation runnable = module;
    if (reference != null) {
      runnable = Parser.parseSourceString(ctx, reference, fileName);
      if (runnable == null) { // parseSourceString verifies
        return new Outcome(Verdict.INVALID_INPUT, null, null, null, render(diags));
      }
    }
    return check(ctx, module.clone(ctx, new HashMap<>()), runnable, config, diags, stage);
  }

  /**
   * The check on modules in memory: {@code input}, the program the pipeline transforms (in
   * place), and {@code reference}, the one whose run the output's is compared with (the input
   * itself when null: it is then cloned first). Nothing is printed or parsed but the output's
   * round trip, when the config asks for it. Diagnostics of the pipeline go into the outcome's
   * message, as with text.
   */
  public static Outcome run(Operation input, Operation reference, Config config) {
    String[] stage = {"running the input"};
    List<Diagnostic> diags = new ArrayList<>();
    MLIRContext ctx = input.getContext();
    jopt.ir.DiagnosticEngine.Handler collect = d -> diags.add(d);
    ctx.getDiagEngine().pushHandler(collect);
    try {
      Operation runnable = reference != null ? reference : input;
      Operation transformed = reference != null ? input : input.clone(ctx, new HashMap<>());
      return check(ctx, transformed, runnable, config, diags, stage);
    } catch (RuntimeException | StackOverflowError e) {
      return new Outcome(Verdict.CRASH, null, null, null,
          "internal error while " + stage[0] + ": " + joptTrace(e));
    } finally {
      ctx.getDiagEngine().popHandler(collect);
    }
  }

  /** Runs {@code runnable}, the pipeline on {@code transformed} (in place), and the output. */
  private static Outcome check(MLIRContext ctx, Operation transformed, Operation runnable,
      Config config, List<Diagnostic> diags, String[] stage) {
    // An invalid pipeline is reported before anything runs, as mlir-opt does.
    PassManager pm;
    try {
      pm = passManager(ctx, transformed.getName(), config.pipeline(), config.registry());
    } catch (PassPipelineParser.PipelineException e) {
      return new Outcome(Verdict.PASS_FAILED, null, null, null, "invalid pass pipeline: " + e.getMessage());
    }
    stage[0] = "running the input";
    // Both runs share compiled code: kernels made for the input serve the output's equal ops.
    CompiledCode code = new CompiledCode();
    ExecutionResult before = new Interpreter(runnable, config.inputOptions(),
        Compilation.defaults(), code).run(config.entry(), config.args());
    if (!before.ok()) {
      return new Outcome(Verdict.INPUT_FAULT, before, null, null, errors(before));
    }
    stage[0] = "running the pipeline";
    String failure = runPipeline(ctx, transformed, pm, diags);
    if (failure != null) {
      return new Outcome(Verdict.PASS_FAILED, before, null, null, failure);
    }
    String output = null;
    if (config.roundTrip()) {
      stage[0] = "printing and parsing the output";
      output = AsmPrinter.print(transformed, PrintingFlags.defaults());
      List<Diagnostic> reparseDiags = new ArrayList<>();
      Operation reparsed = Parser.parseSourceString(context(reparseDiags), output, "output.mlir");
      if (reparsed == null) {
        return new Outcome(Verdict.INVALID_OUTPUT, before, null, output,
            "the output does not parse back: " + render(reparseDiags));
      }
    }
    String boundary = tensorBoundary(transformed, config.entry());
    if (boundary != null) {
      return new Outcome(Verdict.INVALID_OUTPUT, before, null, output, boundary);
    }
    stage[0] = "running the output";
    ExecutionResult after = new Interpreter(transformed, config.outputOptions(),
        Compilation.defaults(), code).run(config.entry(), config.args());
    if (!after.ok()) {
      return new Outcome(Verdict.OUTPUT_FAULT, before, after, output, errors(after));
    }
    String diff = compare(before, after);
    if (diff != null) {
      return new Outcome(Verdict.MISMATCH, before, after, output, diff);
    }
    return new Outcome(Verdict.OK, before, after, output, "");
  }

  /**
   * Why the output's entry cannot run on the input's arguments when it still takes or returns
   * tensors (a pipeline that bufferizes without its function boundaries), or null.
   */
  private static String tensorBoundary(Operation module, String entry) {
    FunctionType sig = new Interpreter(module).signature(entry);
    if (sig == null) {
      return null;
    }
    for (Type t : concat(sig.getInputs(), sig.getResults())) {
      if (t instanceof TensorType) {
        return "@" + entry + " still takes or returns " + t + " after the pipeline; jopt-run runs"
            + " buffers: bufferize the function boundaries too"
            + " (one-shot-bufferize{bufferize-function-boundaries})";
      }
    }
    return null;
  }

  private static List<Type> concat(List<Type> a, List<Type> b) {
    List<Type> r = new ArrayList<>(a);
    r.addAll(b);
    return r;
  }

  /** The exception and its stack frames in jopt's own code. */
  private static String joptTrace(Throwable e) {
    StringBuilder sb = new StringBuilder(e.toString());
    for (StackTraceElement f : e.getStackTrace()) {
      if (f.getClassName().startsWith("jopt.")) {
        sb.append("\n  at ").append(f);
      }
    }
    return sb.toString();
  }

  private static MLIRContext context(List<Diagnostic> sink) {
    // One thread, as the pass manager below: a check is a small program or a run that dwarfs
    // parsing, and a pool per check would start and end threads by the hundred in a fuzz run.
    MLIRContext ctx = new MLIRContext().enableMultithreading(false);
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(sink::add);
    return ctx;
  }

  /** Runs the pipeline; null on success, else what went wrong. */
  private static String runPipeline(MLIRContext ctx, Operation op, PassManager pm,
      List<Diagnostic> diags) {
    pm.disableMultithreading();
    pm.enableVerifier(true);
    diags.clear();
    boolean ok = pm.run(op);
    ctx.getDiagEngine().flush();
    if (ok) {
      return null;
    }
    String why = render(diags).strip();
    return "the pipeline failed: " + (why.isEmpty() ? "a pass failed without a diagnostic" : why);
  }

  /**
   * A pass manager for {@code pipeline}: anchored ({@code builtin.module(...)}) as with
   * --pass-pipeline, or a bare pass list nested implicitly under {@code opName}.
   */
  public static PassManager passManager(MLIRContext ctx, String opName, String pipeline,
      PassRegistry registry) throws PassPipelineParser.PipelineException {
    String p = pipeline.strip();
    if (p.startsWith(opName + "(")) {
      String[] anchored = PassPipelineParser.splitAnchor(p);
      PassManager pm = new PassManager(ctx, anchored[0], OpPassManager.Nesting.EXPLICIT);
      PassPipelineParser.parse(anchored[1], pm, registry);
      return pm;
    }
    PassManager pm = new PassManager(ctx, opName, OpPassManager.Nesting.IMPLICIT);
    PassPipelineParser.parse(p, pm, registry);
    return pm;
  }

  /** Null when {@code after} shows what {@code before} showed; else the first difference. */
  public static String compare(ExecutionResult before, ExecutionResult after) {
    if (after.results().size() < before.results().size()) {
      return "the output returns " + after.results().size() + " values, the input "
          + before.results().size();
    }
    for (int i = 0; i < before.results().size(); i++) {
      if (!before.results().get(i).equals(after.results().get(i))) {
        return "result #" + i + " differs: before " + before.results().get(i) + ", after "
            + after.results().get(i);
      }
    }
    if (!before.output().equals(after.output())) {
      return "the printed output differs: before '" + before.output() + "', after '"
          + after.output() + "'";
    }
    if (!before.trace().equals(after.trace())) {
      int n = Math.min(before.trace().size(), after.trace().size());
      for (int i = 0; i < n; i++) {
        if (!before.trace().get(i).equals(after.trace().get(i))) {
          return "trace event #" + i + " differs: before '" + before.trace().get(i)
              + "', after '" + after.trace().get(i) + "'";
        }
      }
      return "the traces differ in length: before " + before.trace().size() + ", after "
          + after.trace().size();
    }
    return null;
  }

  private static String errors(ExecutionResult r) {
    StringBuilder sb = new StringBuilder();
    for (RuntimeError e : r.errors()) {
      sb.append(e.getKind()).append(": ").append(e.getDiagnostic()).append('\n');
    }
    return sb.toString();
  }

  private static String render(List<Diagnostic> diags) {
    StringBuilder sb = new StringBuilder();
    for (Diagnostic d : diags) {
      sb.append(d).append('\n');
    }
    return sb.toString();
  }
}
