/**
 * ONNX import: {@link OnnxImporter} reads ONNX's protobuf model format (compiled from
 * {@code onnx.proto} at build time) into onnx-mlir's onnx dialect as onnx-mlir's importer writes
 * it; {@link GraphImporter} turns nodes into ops, {@link Tensors} initializers and external data
 * into elements, {@link ValueTypes} value types into MLIR types, and {@link ShapeInference} gives
 * the result types the model leaves out. Errors are {@link OnnxImportException}s said for a user.
 * See docs/onnx-import.md. Depends on the IR and the dialects only; the lowering of the onnx
 * dialect is a pass ({@code jopt.passes.onnxtolinalg}).
 */
package jopt.onnx;
