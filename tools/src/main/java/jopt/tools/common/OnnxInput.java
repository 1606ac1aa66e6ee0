package jopt.tools.common;

import java.io.PrintStream;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.onnx.OnnxImportException;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineParser;
import jopt.passes.Passes;

/**
 * The tools' ONNX options ({@code --input-shapes}, {@code --dim-params}, {@code --dim-range}), and jopt-run's lowering
 * of an imported model (jopt.api.InputLoader imports it) to linalg on tensors by
 * {@link #LOWERING}, after which it runs as any tensor program.
 */
public final class OnnxInput {
  /** The pipeline that lowers an imported model, by pass name. */
  static final String LOWERING = "builtin.module(convert-onnx-to-linalg)";

  private OnnxInput() {}

  /** The options that fix an ONNX model's input shapes at import, as onnx-mlir's --shapeInformation. */
  public static void addOptions(OptionTable t) {
    t.add(OptionTable.Kind.VALUE, "INPUT:D1xD2,...", "ONNX input: fix the shapes of the model's inputs, each by name "
        + "or position (x:1x3x640x640, 0:1x3x640x640; ? keeps a size; 0-2:... a range, -1:... all), as onnx-mlir's "
        + "--shapeInformation", false, "input-shapes");
    t.add(OptionTable.Kind.VALUE, "NAME=N,...", "ONNX input: fix the model's symbolic dimensions (dim_param) by "
        + "name, in every type (batch=1,seq=128)", false, "dim-params");
    t.add(OptionTable.Kind.VALUE, "NAME=LO:HI,...", "ONNX input: declare the range of symbolic dimensions left "
        + "dynamic (batch=1:64,H=32:4096): checked at the model's entry at run time, used by the lowering",
        false, "dim-range");
  }

  /** The import options of {@code inputShapes}, {@code dimParams} and {@code dimRanges}, or null after reporting an error. */
  public static jopt.onnx.ImportOptions importOptions(String inputShapes, String dimParams, String dimRanges,
      String tool, PrintStream err) {
    try {
      return jopt.onnx.ImportOptions.parse(inputShapes, dimParams, dimRanges);
    } catch (OnnxImportException e) {
      err.println(tool + ": " + e.getMessage());
      return null;
    }
  }

  /** {@code module}, an imported model, lowered to linalg; null after reporting an error. */
  public static Operation lower(MLIRContext ctx, Operation module, String name, PrintStream err,
      String tool) {
    PassManager pm = new PassManager(ctx, "builtin.module", OpPassManager.Nesting.EXPLICIT);
    try {
      String[] anchored = PassPipelineParser.splitAnchor(LOWERING);
      PassPipelineParser.parse(anchored[1], pm, Passes.createTestRegistry());
    } catch (PassPipelineParser.PipelineException | IllegalArgumentException e) {
      err.println(tool + ": " + name + ": cannot lower the model with '" + LOWERING
          + "': " + e.getMessage());
      return null;
    }
    boolean ok = pm.run(module);
    ctx.getDiagEngine().flush();
    return ok ? module : null;
  }
}
