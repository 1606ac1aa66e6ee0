// onnx.Constant and onnx.Return in ONNX-MLIR's custom forms (mlir-opt cannot parse these, so
// this directory is not checked against it). A generic-form constant prints in the custom form;
// one with more attributes keeps its dictionary.
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s

// CHECK-LABEL: func.func @constants
func.func @constants() -> (tensor<2xi64>, tensor<2x2xf32>, tensor<3xi64>) {
  // CHECK: %0 = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
  %0 = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
  // CHECK: %1 = onnx.Constant dense<5.000000e-01> : tensor<2x2xf32>
  %1 = "onnx.Constant"() {value = dense<0.5> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  // CHECK: %2 = onnx.Constant {onnx_node_name = "c", value = dense<[1, 2, 3]> : tensor<3xi64>} : tensor<3xi64>
  %2 = onnx.Constant {onnx_node_name = "c", value = dense<[1, 2, 3]> : tensor<3xi64>} : tensor<3xi64>
  // CHECK: onnx.Return %0, %1, %2 : tensor<2xi64>, tensor<2x2xf32>, tensor<3xi64>
  onnx.Return %0, %1, %2 : tensor<2xi64>, tensor<2x2xf32>, tensor<3xi64>
}
