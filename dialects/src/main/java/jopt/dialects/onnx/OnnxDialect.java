package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Type;
import jopt.ir.type.DialectType;

/**
 * ONNX-MLIR's ONNX dialect, as ONNX-MLIR prints imported models: functions on tensors whose
 * bodies are generic-form {@code "onnx.*"} ops, {@code onnx.Constant}, {@code onnx.Return} and
 * {@code onnx.EntryPoint}. Every op tells a graph memory planner how its results may share
 * memory ({@link jopt.ir.interfaces.GraphAliasingOpInterface}). Ops of the dialect that are not
 * registered here parse as unregistered ops.
 */
public final class OnnxDialect extends Dialect {
  public OnnxDialect() {
    super("onnx");
  }

  @Override
  public List<OpDefinition> getOperations() {
    List<OpDefinition> ops = new ArrayList<>(List.of(new ConstantOp.Def(),
        new NoValueOp.Def(), new ReturnOp.Def(), new EntryPointOp.Def(), new YieldOp.Def(), new GatherOp.Def(),
        new SliceOp.Def(), new ConcatOp.Def(), SplitOp.Def.split(), SplitOp.Def.splitV13(),
        SplitOp.Def.splitV11()));
    SimpleOps.NOOPS.forEach(s -> ops.add(SimpleOp.noop(s)));
    SimpleOps.TRANSPOSES.forEach(s -> ops.add(SimpleOp.transpose(s)));
    SimpleOps.ELEMENTWISE.forEach(s -> ops.add(SimpleOp.elementwise(s)));
    SimpleOps.COMPUTE.forEach(s -> ops.add(SimpleOp.compute(s)));
    return ops;
  }

  /**
   * ONNX-MLIR's types {@code !onnx.String}, {@code !onnx.Seq<...>} and {@code !onnx.Opt<...>},
   * kept as text.
   */
  @Override
  public Type parseType(String body) {
    boolean known = body.equals("String")
        || (body.startsWith("Seq<") || body.startsWith("Opt<")) && body.endsWith(">");
    return known ? DialectType.get("onnx", body) : null;
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }
}
