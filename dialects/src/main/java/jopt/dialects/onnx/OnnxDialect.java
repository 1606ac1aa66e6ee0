package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/**
 * The ONNX ops as ONNX-MLIR prints them: generic-form {@code "onnx.*"} ops with ONNX attributes,
 * {@code onnx.Constant} and {@code onnx.Return} in their custom forms. Each op says how a graph
 * memory planner may place its results ({@link jopt.ir.interfaces.GraphAliasingOpInterface}).
 */
public final class OnnxDialect extends Dialect {
  public OnnxDialect() {
    super("onnx");
  }

  @Override
  public List<OpDefinition> getOperations() {
    List<OpDefinition> ops = new ArrayList<>(OnnxOps.all());
    ops.add(new ConstantOp());
    ops.add(new ReturnOp());
    return ops;
  }
}
