package jopt.api;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import jopt.dialects.Dialects;
import jopt.ir.Diagnostic;
import jopt.ir.Dialect;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.ScopedDiagnosticHandler;
import jopt.support.SingleThreadUse;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.parser.SourceFile;
import jopt.passes.Passes;
import jopt.passmanager.Pass;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineParser.PipelineException;
import jopt.passmanager.PassRegistry;
import jopt.support.FileBytes;

/**
 * The entry point for a program that embeds jopt: a context with every dialect, a registry of
 * the production passes, and one call for each step mlir-opt takes (parse and verify, build a
 * pass pipeline, run it, print).
 *
 * <pre>{@code
 * Jopt jopt = Jopt.create();
 * Operation module = jopt.parse(text).get();           // JoptException with the errors
 * jopt.run("builtin.module(func.func(canonicalize,cse))", module).get();
 * System.out.print(Jopt.print(module));
 * }</pre>
 *
 * <p>Diagnostics come back in each {@link Result}; handlers registered with {@link
 * #onDiagnostic} receive them while the work goes on. Nothing goes to standard error. A Jopt
 * serves one thread at a time (its context's diagnostics are the step's): use one per thread of
 * work, or one for IR built and transformed on one thread at a time. A step called from another
 * thread while one is going on throws {@link IllegalStateException}, as does a {@link
 * PassManager} run from two threads at once.
 */
public final class Jopt {
  private final MLIRContext ctx;
  private final PassRegistry registry;
  private final InputLoader inputs = InputLoader.defaults();
  /** The steps use the context's diagnostics: one thread at a time. */
  private final SingleThreadUse steps = new SingleThreadUse("a Jopt", true);

  private Jopt(MLIRContext ctx, PassRegistry registry) {
    this.ctx = ctx;
    this.registry = registry;
  }

  /** A new context with every jopt dialect and a registry of the production passes. */
  public static Jopt create() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    return of(ctx, Passes.createRegistry());
  }

  /**
   * A facade over {@code ctx} and {@code registry} as they are. Its diagnostics no longer go to
   * standard error: the context's base handler is replaced by one that drops what no handler
   * took (each {@link Result} still has them).
   */
  public static Jopt of(MLIRContext ctx, PassRegistry registry) {
    ctx.getDiagEngine().setHandler(d -> { });
    return new Jopt(ctx, registry);
  }

  public MLIRContext getContext() {
    return ctx;
  }

  public PassRegistry getRegistry() {
    return registry;
  }

  /** Registers a dialect of the user's (its ops then parse, verify and print). */
  public Jopt register(Dialect dialect) {
    ctx.register(dialect);
    return this;
  }

  /** Registers a pass of the user's for pipelines, e.g. {@code registerPass(MyPass::new)}. */
  public Jopt registerPass(Supplier<? extends Pass> factory) {
    registry.register(factory);
    return this;
  }

  /** Whether ops of unregistered dialects parse (generic form); default false. */
  public Jopt allowUnregisteredDialects(boolean allow) {
    ctx.allowUnregisteredDialects(allow);
    return this;
  }

  /**
   * Registers {@code handler} for the diagnostics of every step until the returned scope is
   * closed (try-with-resources), as MLIR's ScopedDiagnosticHandler.
   */
  public ScopedDiagnosticHandler onDiagnostic(Consumer<Diagnostic> handler) {
    return ScopedDiagnosticHandler.of(ctx, handler);
  }

  /** Parses and verifies {@code text}; diagnostics name the buffer {@code <string>}. */
  public Result<Operation> parse(String text) {
    return parse(text, "<string>");
  }

  /**
   * Parses and verifies {@code text} as the file {@code bufferName}: the single top-level
   * {@code builtin.module}, or an implicit module around the top-level ops.
   */
  public Result<Operation> parse(String text, String bufferName) {
    return collect(() -> Parser.parseSourceString(ctx, text, bufferName));
  }

  /**
   * Reads, parses and verifies a file; locations name it as {@code path} is written. Its bytes
   * are read as mlir-opt reads them: UTF-8, with bytes that are not valid UTF-8 kept as they are
   * in string attributes ({@link jopt.support.Utf8}).
   */
  public Result<Operation> parse(Path path) throws IOException {
    return parse(FileBytes.read(path), path.toString());
  }

  /**
   * Loads a file as jopt's tools load their input ({@link InputLoader}): a file a registered
   * translation accepts (an ONNX model: imported into the onnx dialect) is translated, any
   * other parsed and verified as {@link #parse(Path)} does. The translation's notes are remarks
   * in the result's diagnostics, and its failure an error.
   */
  public Result<Operation> load(Path path) throws IOException {
    byte[] bytes = FileBytes.read(path);
    Translation t = inputs.translationFor(path, bytes);
    if (t == null) {
      return parse(bytes, path.toString());
    }
    jopt.ir.DiagnosticEngine engine = ctx.getDiagEngine();
    return collect(() -> {
      try {
        return t.translate(ctx, path, note -> engine.emit(
            new Diagnostic(Diagnostic.Severity.REMARK, jopt.ir.Location.UNKNOWN, note)));
      } catch (Translation.Failure e) {
        engine.emit(new Diagnostic(Diagnostic.Severity.ERROR, jopt.ir.Location.UNKNOWN,
            path + ": " + e.getMessage()));
        return null;
      }
    });
  }

  /** Reads {@code in} to its end, then parses and verifies it as {@code bufferName} (as a file). */
  public Result<Operation> parse(InputStream in, String bufferName) throws IOException {
    return parse(in.readAllBytes(), bufferName);
  }

  private Result<Operation> parse(byte[] bytes, String bufferName) {
    return collect(() -> Parser.parseSource(ctx, SourceFile.ofUtf8(bufferName, bytes)));
  }

  /** Verifies {@code op} and everything nested in it. */
  public Result<Operation> verify(Operation op) {
    return collect(() -> Verifier.verify(op) ? op : null);
  }

  /**
   * A pass manager for {@code pipeline}, anchored as {@code --pass-pipeline} takes it ({@code
   * builtin.module(func.func(canonicalize,cse))}), with this facade's passes. It verifies the
   * IR after each pass; configure threading and instrumentation on it before running.
   *
   * @throws PipelineException when the pipeline is invalid, with the reason in its message
   */
  public PassManager passManager(String pipeline) {
    return PassManager.parse(ctx, pipeline, registry);
  }

  /** Runs {@code pm} on {@code op}; the result holds {@code op}, transformed in place. */
  public Result<Operation> run(PassManager pm, Operation op) {
    return collect(() -> pm.run(op) ? op : null);
  }

  /**
   * Runs {@code pipeline} on {@code op} in place.
   *
   * @throws PipelineException when the pipeline is invalid
   */
  public Result<Operation> run(String pipeline, Operation op) {
    return run(passManager(pipeline), op);
  }

  /** {@code op} in MLIR's custom assembly form, as mlir-opt prints it (ending with a newline). */
  public static String print(Operation op) {
    return AsmPrinter.print(op, PrintingFlags.defaults());
  }

  /** {@code op} printed with {@code flags} (generic form, debug locations, local scope). */
  public static String print(Operation op, PrintingFlags flags) {
    return AsmPrinter.print(op, flags);
  }

  /** Runs {@code step}, collecting its diagnostics and passing them on to the user's handlers. */
  private Result<Operation> collect(Supplier<Operation> step) {
    List<Diagnostic> diags = new ArrayList<>();
    Operation op;
    try (SingleThreadUse.Scope s = steps.enter();
        ScopedDiagnosticHandler h = new ScopedDiagnosticHandler(ctx, d -> {
          diags.add(d);
          return false;
        })) {
      op = step.get();
    }
    return new Result<>(op, op != null, diags);
  }
}
