package jopt.tools.run;

import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.FunctionType;
import jopt.ir.type.TensorType;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;

/**
 * jopt-run's tensor programs: the interpreter runs buffers only, so a program with tensor
 * values is first bufferized by {@link #PIPELINE} (as MLIR-HLO and graph-compiler bufferize
 * theirs), function arguments and results as memrefs of identity layout (buffers the caller
 * makes), and the bufferized program is what runs.
 */
final class TensorPrograms {
  static final String PIPELINE = "one-shot-bufferize{allow-return-allocs-from-loops bufferize-function-boundaries "
      + "function-boundary-type-conversion=identity-layout-map}";

  private TensorPrograms() {}

  /** Whether any op or function signature in {@code module} has a tensor value. */
  static boolean hasTensors(Operation module) {
    boolean[] found = {false};
    module.walk((Operation op) -> {
      if (found[0]) {
        return;
      }
      for (Type t : op.getOperandTypes()) {
        found[0] |= t instanceof TensorType;
      }
      for (Type t : op.getResultTypes()) {
        found[0] |= t instanceof TensorType;
      }
      if (op.getAttr("function_type") instanceof jopt.ir.attr.TypeAttr ta && ta.value() instanceof FunctionType f) {
        for (Type t : f.getInputs()) {
          found[0] |= t instanceof TensorType;
        }
        for (Type t : f.getResults()) {
          found[0] |= t instanceof TensorType;
        }
      }
    });
    return found[0];
  }

  /**
   * Whether {@code pipeline} bufferizes itself: it names a pass whose name ends in "bufferize",
   * or jopt-memory-pipeline (which runs one-shot-bufferize).
   */
  static boolean bufferizes(String pipeline) {
    return java.util.regex.Pattern.compile("bufferize\\b|jopt-memory-pipeline\\b").matcher(pipeline).find();
  }

  /** Bufferizes {@code module} in place; false after the pass reported its diagnostics. */
  static boolean bufferize(MLIRContext ctx, Operation module) {
    try {
      PassManager pm = PipelineCheck.passManager(ctx, module.getName(), PIPELINE, Passes.createRegistry());
      pm.disableMultithreading();
      pm.enableVerifier(true);
      return pm.run(module);
    } catch (jopt.passmanager.PassPipelineParser.PipelineException e) {
      throw new IllegalStateException(e);
    }
  }
}
