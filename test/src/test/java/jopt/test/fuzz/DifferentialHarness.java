package jopt.test.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import jopt.fuzz.DeallocMode;
import jopt.fuzz.Program;
import jopt.tools.run.PipelineCheck;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.passes.Passes;
import jopt.passmanager.PassRegistry;

/**
 * Runs one generated program before and after a pipeline through the reference interpreter
 * ({@link PipelineCheck}). A failing program is written out as a lit test that reproduces the
 * failure with jopt-run; during shrinking each smaller failing program overwrites the last,
 * so the file ends up holding the shrunk case.
 */
public final class DifferentialHarness {
  /** Steps per run: generated programs are small; a runaway loop is a bug, not a long test. */
  private static final long MAX_STEPS = 2_000_000;

  private final PassRegistry registry = Passes.createTestRegistry();
  private final Path failureDir;

  public DifferentialHarness(Path failureDir) {
    this.failureDir = failureDir;
  }

  public PipelineCheck.Outcome check(Program program, MemoryPipeline pipeline) {
    // Compiled execution wherever it can be: every program also tests the compiled code.
    InterpreterOptions strict = InterpreterOptions.defaults().withMaxSteps(MAX_STEPS)
        .withCompileThreshold(0);
    InterpreterOptions input = strict.withCheckLeaks(program.mode() == DeallocMode.CORRECT);
    InterpreterOptions output = strict.withCheckLeaks(pipeline.outputMustNotLeak());
    return PipelineCheck.run(program.text(), "fuzz.mlir", new PipelineCheck.Config(
        pipeline.pipeline(), program.entry(), List.copyOf(program.entryArgs()), registry,
        input, output));
  }

  /**
   * Null when the program's input runs the same compiled (every op that can be, threshold 0)
   * and interpreted (jopt.interpreter.CompiledCheck), else the difference.
   */
  public String compiledDifferences(Program program) {
    jopt.ir.MLIRContext ctx = new jopt.ir.MLIRContext().enableMultithreading(false);
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(d -> {});
    jopt.ir.Operation module = jopt.parser.Parser.parseSourceString(ctx, program.text(), "fuzz.mlir");
    if (module == null) {
      return null;
    }
    InterpreterOptions o = InterpreterOptions.defaults().withMaxSteps(MAX_STEPS)
        .withCheckLeaks(program.mode() == DeallocMode.CORRECT);
    return jopt.interpreter.CompiledCheck.differences(module, program.entry(),
        List.copyOf(program.entryArgs()), o);
  }

  /**
   * A tensor program: the input that runs is its bufferized form (one-shot-bufferize with
   * function boundaries, as jopt-run runs tensor programs), which never frees its buffers.
   */
  public PipelineCheck.Outcome checkTensorProgram(String text, String entry, List<String> args,
      MemoryPipeline pipeline) {
    InterpreterOptions strict = InterpreterOptions.defaults().withMaxSteps(MAX_STEPS)
        .withCompileThreshold(0);
    String reference = bufferized(text, entry.equals("main") ? "" : " " + IDENTITY_LAYOUTS);
    if (reference == null) {
      return new PipelineCheck.Outcome(PipelineCheck.Verdict.INVALID_INPUT, null, null, null,
          "the tensor program does not bufferize");
    }
    return PipelineCheck.run(text, reference, "fuzz.mlir", new PipelineCheck.Config(
        pipeline.pipeline(), entry, entryArguments(reference, entry, args), registry,
        strict.withCheckLeaks(false),
        strict.withCheckLeaks(pipeline.outputMustNotLeak())));
  }

  /** {@code words} as jopt-run's --args turns them into the arguments of {@code entry}. */
  private static List<Object> entryArguments(String module, String entry, List<String> words) {
    jopt.ir.MLIRContext ctx = new jopt.ir.MLIRContext().enableMultithreading(false);
    jopt.dialects.Dialects.registerAll(ctx);
    jopt.ir.Operation parsed = jopt.parser.Parser.parseSourceString(ctx, module, "fuzz.mlir");
    var signature = new jopt.interpreter.Interpreter(parsed).signature(entry);
    return jopt.tools.run.EntryArguments.convert(words, signature.getInputs(), entry);
  }

  /**
   * An entry that returns memrefs is compared by their printed types too: the reference's are
   * identity layouts, as jopt-memory-pipeline's and jopt-run's own reference's.
   */
  private static final String IDENTITY_LAYOUTS = "function-boundary-type-conversion=identity-layout-map";

  private String bufferized(String text, String options) {
    jopt.ir.MLIRContext ctx = new jopt.ir.MLIRContext().enableMultithreading(false);
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.getDiagEngine().setHandler(d -> {});
    jopt.ir.Operation module = jopt.parser.Parser.parseSourceString(ctx, text, "fuzz.mlir");
    if (module == null) {
      return null;
    }
    try {
      jopt.passmanager.PassManager pm = PipelineCheck.passManager(ctx, module.getName(),
          "one-shot-bufferize{bufferize-function-boundaries" + options + "}", registry);
      pm.disableMultithreading();
      return pm.run(module) ? jopt.ir.asm.AsmPrinter.print(module, jopt.ir.asm.PrintingFlags.defaults()) : null;
    } catch (jopt.passmanager.PassPipelineParser.PipelineException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Writes a failing tensor program as a lit test; returns its path. */
  public Path writeTensorFailure(String text, String entry, List<String> args,
      MemoryPipeline pipeline, PipelineCheck.Outcome outcome) {
    StringBuilder sb = new StringBuilder("// RUN: jopt-run %s");
    if (!entry.equals("main")) {
      sb.append(" --entry=@").append(entry);
    }
    sb.append(" --args=").append(String.join(",", args));
    sb.append(" --pass-pipeline='").append(pipeline.pipeline()).append('\'');
    if (!pipeline.outputMustNotLeak()) {
      sb.append(" --no-leak-check");
    }
    sb.append('\n');
    return writeFailure(sb, text, pipeline, outcome);
  }

  /** Deletes the failures written by earlier runs. */
  public void clearFailures() throws IOException {
    if (Files.isDirectory(failureDir)) {
      try (var files = Files.list(failureDir)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          Files.delete(f);
        }
      }
    }
  }

  /** Writes the failing case as a lit test; returns its path. */
  public Path writeFailure(Program program, MemoryPipeline pipeline,
      PipelineCheck.Outcome outcome) {
    String args = program.entryArgs().stream().map(String::valueOf)
        .collect(Collectors.joining(","));
    StringBuilder sb = new StringBuilder();
    sb.append("// RUN: jopt-run %s --entry=@").append(program.entry());
    if (!args.isEmpty()) {
      sb.append(" --args=").append(args);
    }
    sb.append(" -p '").append(pipeline.pipeline()).append('\'');
    if (program.mode() == DeallocMode.NONE) {
      sb.append(" --input-may-leak");
    }
    if (!pipeline.outputMustNotLeak()) {
      sb.append(" --no-leak-check");
    }
    sb.append('\n');
    return writeFailure(sb, program.text(), pipeline, outcome);
  }

  /**
   * Appends the verdict and message as comments and the program to {@code sb} (a RUN line
   * ending in a newline) and writes it as the pipeline's failure file; returns its path.
   */
  private Path writeFailure(StringBuilder sb, String text, MemoryPipeline pipeline,
      PipelineCheck.Outcome outcome) {
    sb.append("// Found by the differential fuzz harness on pipeline '").append(pipeline.name())
        .append("': ").append(outcome.verdict()).append('\n');
    for (String line : outcome.message().strip().split("\n")) {
      sb.append("//   ").append(line).append('\n');
    }
    sb.append('\n').append(text);
    try {
      Files.createDirectories(failureDir);
      Path file = failureDir.resolve(pipeline.name() + ".mlir");
      Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
