package jopt.memquality;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jopt.dialects.Dialects;
import jopt.tools.run.PipelineCheck;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineParser;
import jopt.passes.Passes;

/**
 * Runs a pipeline on a program's text: upstream's in {@code mlir-opt-22} (a subprocess), jopt's
 * in process. Either way the result is the output text, or why there is none.
 */
final class Transformer {
  /** The output IR, or the reason the pipeline produced none. */
  record Output(String text, String failure) {}

  private static final long TIMEOUT_SECONDS = 300;
  private final Path mlirOpt;

  Transformer(Path mlirOpt) {
    this.mlirOpt = mlirOpt;
  }

  Output run(BenchProgram program, BenchPipeline pipeline) {
    return pipeline.side() == BenchPipeline.Side.UPSTREAM
        ? upstream(program.text(), pipeline.pipeline())
        : jopt(program.text(), program.name() + ".mlir", pipeline.pipeline());
  }

  private Output upstream(String text, String pipeline) {
    Path err = null;
    try {
      err = Files.createTempFile("memq-", ".stderr");
      Process p = new ProcessBuilder(mlirOpt.toString(), "--pass-pipeline=" + pipeline, "-")
          .redirectError(err.toFile()).start();
      try (var in = p.getOutputStream()) {
        in.write(text.getBytes(StandardCharsets.UTF_8));
      }
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new Output(null, "mlir-opt-22 timed out");
      }
      if (p.exitValue() != 0) {
        return new Output(null, "mlir-opt-22 failed: "
            + firstLine(Files.readString(err, StandardCharsets.UTF_8)));
      }
      return new Output(new String(out, StandardCharsets.UTF_8), null);
    } catch (IOException e) {
      return new Output(null, "cannot run " + mlirOpt + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Output(null, "interrupted");
    } finally {
      if (err != null) {
        try {
          Files.deleteIfExists(err);
        } catch (IOException e) {
          // a temporary file left behind
        }
      }
    }
  }

  private static Output jopt(String text, String name, String pipeline) {
    List<Diagnostic> diags = new ArrayList<>();
    MLIRContext ctx = context(diags);
    try {
      Operation module = Parser.parseSourceString(ctx, text, name);
      if (module == null || !Verifier.verify(module)) {
        return new Output(null, "invalid input: " + first(diags));
      }
      PassManager pm;
      try {
        pm = PipelineCheck.passManager(ctx, module.getName(), pipeline, Passes.createRegistry());
      } catch (PassPipelineParser.PipelineException e) {
        return new Output(null, "invalid pipeline: " + e.getMessage());
      }
      pm.disableMultithreading();
      pm.enableVerifier(true);
      diags.clear();
      boolean ok = pm.run(module);
      ctx.getDiagEngine().flush();
      if (!ok) {
        return new Output(null, "the pipeline failed: " + first(diags));
      }
      return new Output(AsmPrinter.print(module, PrintingFlags.defaults()), null);
    } catch (RuntimeException | StackOverflowError e) {
      return new Output(null, "internal error: " + e);
    }
  }

  static MLIRContext context(List<Diagnostic> sink) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(sink::add);
    return ctx;
  }

  static String first(List<Diagnostic> diags) {
    return diags.isEmpty() ? "(no diagnostic)" : firstLine(diags.get(0).toString());
  }

  private static String firstLine(String s) {
    String t = s.strip();
    int nl = t.indexOf('\n');
    return nl < 0 ? t : t.substring(0, nl);
  }
}
