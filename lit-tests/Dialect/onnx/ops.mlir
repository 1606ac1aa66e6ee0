// ONNX ops in ONNX-MLIR's generic form parse without --allow-unregistered-dialect and print as
// mlir-opt-22 prints them (this file is also checked against mlir-opt-22, which sees them as
// unregistered ops).
// RUN: jopt %s | FileCheck %s

// CHECK-LABEL: func.func @main_graph
func.func @main_graph(%arg0: tensor<1x3x8x8xf32> {onnx.name = "input"}, %w: tensor<4x3x3x3xf32>, %s: tensor<2xi64>, %i: tensor<2xi64>) -> (tensor<1x256xf32> {onnx.name = "output"}) {
  // CHECK: %0 = "onnx.NoValue"() {value} : () -> none
  %none = "onnx.NoValue"() {value} : () -> none
  // CHECK: %1 = "onnx.Conv"(%arg0, %arg1, %0) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "conv", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<1x4x8x8xf32>
  %conv = "onnx.Conv"(%arg0, %w, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "conv", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<1x4x8x8xf32>
  // CHECK: %2 = "onnx.Relu"(%1) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %relu = "onnx.Relu"(%conv) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  // CHECK: %3 = "onnx.MaxPoolSingleOut"(%2) {auto_pad = "NOTSET", ceil_mode = 0 : si64, kernel_shape = [2, 2], pads = [0, 0, 0, 0], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
  %pool = "onnx.MaxPoolSingleOut"(%relu) {auto_pad = "NOTSET", ceil_mode = 0 : si64, kernel_shape = [2, 2], pads = [0, 0, 0, 0], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
  // CHECK: %4 = "onnx.Transpose"(%3) {perm = [0, 2, 3, 1]} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %t = "onnx.Transpose"(%pool) {perm = [0, 2, 3, 1]} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  // CHECK: %5 = "onnx.Reshape"(%4, %arg2) {allowzero = 0 : si64} : (tensor<1x4x4x4xf32>, tensor<2xi64>) -> tensor<1x64xf32>
  %r = "onnx.Reshape"(%t, %s) {allowzero = 0 : si64} : (tensor<1x4x4x4xf32>, tensor<2xi64>) -> tensor<1x64xf32>
  // CHECK: %6 = "onnx.Concat"(%5, %5, %5, %5) {axis = 1 : si64} : (tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x256xf32>
  %c = "onnx.Concat"(%r, %r, %r, %r) {axis = 1 : si64} : (tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x256xf32>
  // CHECK: %7:2 = "onnx.Split"(%6, %arg3) {axis = 1 : si64} : (tensor<1x256xf32>, tensor<2xi64>) -> (tensor<1x128xf32>, tensor<1x128xf32>)
  %sp:2 = "onnx.Split"(%c, %i) {axis = 1 : si64} : (tensor<1x256xf32>, tensor<2xi64>) -> (tensor<1x128xf32>, tensor<1x128xf32>)
  // CHECK: %8 = "onnx.Gather"(%7#0, %arg3) {axis = 1 : si64} : (tensor<1x128xf32>, tensor<2xi64>) -> tensor<1x2xf32>
  %g = "onnx.Gather"(%sp#0, %i) {axis = 1 : si64} : (tensor<1x128xf32>, tensor<2xi64>) -> tensor<1x2xf32>
  // CHECK: %9 = "onnx.Slice"(%6, %arg3, %arg3, %0, %0) : (tensor<1x256xf32>, tensor<2xi64>, tensor<2xi64>, none, none) -> tensor<1x256xf32>
  %sl = "onnx.Slice"(%c, %i, %i, %none, %none) : (tensor<1x256xf32>, tensor<2xi64>, tensor<2xi64>, none, none) -> tensor<1x256xf32>
  // CHECK: %10 = "onnx.Add"(%9, %6) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
  %add = "onnx.Add"(%sl, %c) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
  // CHECK: %11 = "onnx.Cast"(%10) {saturate = 1 : si64, to = f32} : (tensor<1x256xf32>) -> tensor<1x256xf32>
  %cast = "onnx.Cast"(%add) {saturate = 1 : si64, to = f32} : (tensor<1x256xf32>) -> tensor<1x256xf32>
  return %cast : tensor<1x256xf32>
}
// CHECK: "onnx.EntryPoint"() {func = @main_graph} : () -> ()
"onnx.EntryPoint"() {func = @main_graph} : () -> ()
