/**
 * ONNX-MLIR's onnx dialect ({@link OnnxDialect}), as ONNX-MLIR prints imported models: functions
 * on tensors whose bodies are generic-form {@code "onnx.*"} ops, with {@code onnx.Constant},
 * {@code onnx.Return} and {@code onnx.EntryPoint} in custom form. Each op's spec comes from the
 * ONNX operator schemas ({@link OnnxOpTable}, read by {@link OnnxSchemas}); ops without logic of
 * their own are rows of {@link SimpleOps}, the others have classes. Every op says how a graph
 * memory planner may place its result ({@link jopt.ir.interfaces.GraphAliasingOpInterface});
 * {@link OnnxConstants} reads constant operands. The import of ONNX files is the onnx module's
 * ({@code jopt.onnx}).
 */
package jopt.dialects.onnx;
