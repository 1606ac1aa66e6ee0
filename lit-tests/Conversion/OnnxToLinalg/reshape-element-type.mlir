// A reshape whose result is declared with another element type than its input's (a model's
// value_info against its graph: a fuzzed e5-small-v2-q's Unsqueeze) is refused at the op, not
// lowered to a tensor.expand_shape that does not verify.
// RUN: not jopt %s -p 'builtin.module(convert-onnx-to-linalg)' 2>&1 | FileCheck %s

// CHECK: error: failed to legalize operation 'onnx.Unsqueeze'
// CHECK: note: {{.*}}the element types differ
func.func @main_graph(%x: tensor<f32>) -> tensor<1xi64> {
  %axes = onnx.Constant dense<0> : tensor<1xi64>
  %0 = "onnx.Unsqueeze"(%x, %axes) : (tensor<f32>, tensor<1xi64>) -> tensor<1xi64>
  onnx.Return %0 : tensor<1xi64>
}
