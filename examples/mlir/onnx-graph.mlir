// A small ONNX graph as onnx-mlir imports it: README's second flow plans its tensors' memory.
// Reshape is a no-op view of its input; Concat's inputs are placed inside its output.
func.func @main_graph(%x: tensor<1x64x8x8xf32>) -> tensor<1x128x8x8xf32> {
  %a = "onnx.Relu"(%x) : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %b = "onnx.Sigmoid"(%a) : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %s = "onnx.Constant"() {value = dense<[1, 64, 64]> : tensor<3xi64>} : () -> tensor<3xi64>
  %r = "onnx.Reshape"(%b, %s) : (tensor<1x64x8x8xf32>, tensor<3xi64>) -> tensor<1x64x64xf32>
  %t = "onnx.Tanh"(%r) : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
  %u = "onnx.Reshape"(%t, %s) : (tensor<1x64x64xf32>, tensor<3xi64>) -> tensor<1x64x8x8xf32>
  %c = "onnx.Concat"(%a, %u) {axis = 1 : si64} : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x128x8x8xf32>
  return %c : tensor<1x128x8x8xf32>
}
