/**
 * {@code convert-onnx-to-linalg} ({@link ConvertOnnxToLinalgPass}): onnx-mlir's onnx dialect
 * lowered to linalg on tensors with arith, math and tensor, as torch-mlir's TorchToLinalg lowers
 * its ops. Each onnx op's {@link OnnxLowering} is found by name ({@link OnnxLowerings}), the ops
 * grouped in families ({@link ElementwiseLowerings}, {@link MatMulLowerings},
 * {@link ConvLowerings}, {@link ReduceLowerings}, ...), built from shared linalg building blocks
 * ({@link Linalg}, {@link Scalars}); shape computations are folded as the graph is lowered
 * ({@link OnnxFolder}, {@link ConstEval}) and result shapes refined ({@link ResultShapes}).
 */
package jopt.passes.onnxtolinalg;
