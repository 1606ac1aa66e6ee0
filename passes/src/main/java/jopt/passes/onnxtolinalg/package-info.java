/**
 * {@code convert-onnx-to-linalg} ({@link ConvertOnnxToLinalgPass}): onnx-mlir's onnx dialect
 * lowered to linalg on tensors with arith, math and tensor, as torch-mlir's TorchToLinalg lowers
 * its ops, as a dialect conversion ({@link OnnxConversion}: one {@link OnnxLoweringPattern} per
 * onnx op name). Each onnx op's {@link OnnxLowering} is found by name ({@link OnnxLowerings}), the ops
 * grouped in families ({@link ElementwiseLowerings}, {@link MatMulLowerings},
 * {@link ConvLowerings}, {@link ReduceLowerings}, ...), built from shared linalg building blocks
 * ({@link Linalg}, {@link Scalars}). Result shapes and folded values come from the shape rules
 * and folders of the onnx op table ({@link jopt.dialects.onnx.ValueFacts}), the importer's too;
 * {@link OnnxFolder} materializes the folded values.
 */
package jopt.passes.onnxtolinalg;
