// gather_runtime (runtime seed): the output takes its data's buffer, sized to the larger of the
// two physical sizes (C padded to an odd multiple of 64: 128 -> 192).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.seed_example.json

// The seed's example: data (50, 32, 32, 128), 30 indices, output (30, 32, 32, 128); padded
// (50, 32, 32, 192) and (30, 32, 32, 192). The seed labels them float32 but its sizes,
// 9,830,400 and 5,898,240 bytes, are the products without the element size: one-byte elements
// (a quantized ui8 tensor) give exactly them. Allocation: max(9,830,400, 5,898,240).
func.func @seed_example(%data: tensor<50x32x32x128xui8>, %indices: tensor<30xi64>) -> tensor<30x32x32x128xui8> {
  %0 = "onnx.Gather"(%data, %indices) {axis = 0 : si64} : (tensor<50x32x32x128xui8>, tensor<30xi64>) -> tensor<30x32x32x128xui8>
  return %0 : tensor<30x32x32x128xui8>
}

// In float32 the same gather needs 39,321,600 bytes (and the output 23,592,960).
func.func @seed_example_f32(%data: tensor<50x32x32x128xf32>, %indices: tensor<30xi64>) -> tensor<30x32x32x128xf32> {
  %0 = "onnx.Gather"(%data, %indices) {axis = 0 : si64} : (tensor<50x32x32x128xf32>, tensor<30xi64>) -> tensor<30x32x32x128xf32>
  return %0 : tensor<30x32x32x128xf32>
}

// Any axis whose leading dimensions are all 1 works like axis 0.
func.func @axis_two(%data: tensor<1x1x64x16xf32>, %indices: tensor<8xi64>) -> tensor<1x1x8x16xf32> {
  %0 = "onnx.Gather"(%data, %indices) {axis = -2 : si64} : (tensor<1x1x64x16xf32>, tensor<8xi64>) -> tensor<1x1x8x16xf32>
  return %0 : tensor<1x1x8x16xf32>
}

// The gather overwrites its data's bytes, so data still needed afterwards keeps its buffer and
// the output gets one of its own (listed in the report's fallbacks).
func.func @data_still_needed(%data: tensor<8x64xf32>, %indices: tensor<2xi64>) -> (tensor<2x64xf32>, tensor<8x64xf32>) {
  %0 = "onnx.Gather"(%data, %indices) {axis = 0 : si64} : (tensor<8x64xf32>, tensor<2xi64>) -> tensor<2x64xf32>
  %1 = "onnx.Relu"(%data) : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %0, %1 : tensor<2x64xf32>, tensor<8x64xf32>
}

// An embedding table is a constant (weights are not planned): the output is planned alone.
func.func @constant_table(%indices: tensor<4xi64>) -> tensor<4x64xf32> {
  %table = onnx.Constant dense<0.5> : tensor<16x64xf32>
  %0 = "onnx.Gather"(%table, %indices) {axis = 0 : si64} : (tensor<16x64xf32>, tensor<4xi64>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}
