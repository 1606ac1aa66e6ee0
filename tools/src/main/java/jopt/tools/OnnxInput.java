package jopt.tools;

import java.io.PrintStream;
import java.nio.file.Path;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.onnx.OnnxImportException;
import jopt.onnx.OnnxImporter;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineParser;
import jopt.passes.Passes;

/**
 * jopt-run on an ONNX model: imported into the onnx dialect, then lowered to linalg on tensors
 * by {@link #LOWERING}, after which it runs as any tensor program.
 */
final class OnnxInput {
  /** The pipeline that lowers an imported model, by pass name. */
  static final String LOWERING = "builtin.module(convert-onnx-to-linalg)";

  private OnnxInput() {}

  /** The imported and lowered module, or null after reporting an error. */
  static Operation importAndLower(MLIRContext ctx, Path file, String name, PrintStream err) {
    Operation module;
    try {
      OnnxImporter.Result r = OnnxImporter.importFile(file, ctx);
      for (String note : r.notes()) {
        err.println(name + ": note: " + note);
      }
      module = r.module();
    } catch (OnnxImportException e) {
      err.println(name + ": error: " + e.getMessage());
      return null;
    }
    PassManager pm = new PassManager(ctx, "builtin.module", OpPassManager.Nesting.EXPLICIT);
    try {
      String[] anchored = PassPipelineParser.splitAnchor(LOWERING);
      PassPipelineParser.parse(anchored[1], pm, Passes.createTestRegistry());
    } catch (PassPipelineParser.PipelineException | IllegalArgumentException e) {
      err.println(JoptRunCommandLine.NAME + ": " + name + ": cannot lower the model with '" + LOWERING
          + "': " + e.getMessage());
      return null;
    }
    boolean ok = pm.run(module);
    ctx.getDiagEngine().flush();
    return ok ? module : null;
  }

  /** {@code opts} with entry {@code entry}. */
  static JoptRunOptions withEntry(JoptRunOptions o, String entry) {
    return new JoptRunOptions(o.inputFilename(), entry, o.args(), o.pipeline(), o.checkLeaks(),
        o.inputMayLeak(), o.checkUninitializedReads(), o.checkLogicalBuffers(), o.maxSteps(),
        o.printOutput(), o.entryPointResult(), o.compile(), o.compileThreshold(), o.checks(),
        o.seed(), o.dumpResults(), o.testCfAssert(), o.expect(), o.rtol(), o.atol(),
        o.timeoutMillis(), o.elided(), o.threads(), o.profile(), o.repeat());
  }
}
