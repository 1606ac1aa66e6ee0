// More ops run on inputs whose results are worked out by hand.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e conv_transpose --args=iota | FileCheck %s --check-prefix=CONVT
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e resize --args=iota,iota | FileCheck %s --check-prefix=RESIZE
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e scatter --args=zeros | FileCheck %s --check-prefix=SCATTER
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e cumsum --args=iota | FileCheck %s --check-prefix=CUMSUM
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e einsum --args=iota | FileCheck %s --check-prefix=EINSUM
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e depth_to_space --args=iota | FileCheck %s --check-prefix=D2S

// A 2x2 iota through a 2x2 filter of ones: stride 1, every output sums the inputs its window
// covers (a full convolution); stride 2, each input stamps a 2x2 block.
// CONVT: result #0: memref<1x1x3x3xf32> {{\[\[\[\[}}0.0, 1.0, 1.0], [2.0, 6.0, 4.0], [2.0, 5.0, 3.0]]]]
// CONVT: result #1: memref<1x1x4x4xf32> {{\[\[\[\[}}0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0], [2.0, 2.0, 3.0, 3.0], [2.0, 2.0, 3.0, 3.0]]]]
func.func @conv_transpose(%x: tensor<1x1x2x2xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x4x4xf32>) {
  %w = onnx.Constant dense<1.000000e+00> : tensor<1x1x2x2xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.ConvTranspose"(%x, %w, %none) {kernel_shape = [2, 2]} : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, none) -> tensor<1x1x3x3xf32>
  %1 = "onnx.ConvTranspose"(%x, %w, %none) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, none) -> tensor<1x1x4x4xf32>
  onnx.Return %0, %1 : tensor<1x1x3x3xf32>, tensor<1x1x4x4xf32>
}

// Nearest upsampling by 2 (asymmetric, floor) repeats each element; linear (half_pixel) of
// [0, 1] to 4 samples reads at -0.25, 0.25, 0.75, 1.25: clamped to the edges, 0, 0.25, 0.75, 1.
// RESIZE: result #0: memref<1x1x4x4xf32> {{\[\[\[\[}}0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0], [2.0, 2.0, 3.0, 3.0], [2.0, 2.0, 3.0, 3.0]]]]
// RESIZE: result #1: memref<1x1x1x4xf32> {{\[\[\[\[}}0.0, 0.25, 0.75, 1.0]]]]
func.func @resize(%x: tensor<1x1x2x2xf32>, %v: tensor<1x1x1x2xf32>) -> (tensor<1x1x4x4xf32>, tensor<1x1x1x4xf32>) {
  %none = "onnx.NoValue"() {value} : () -> none
  %s2 = onnx.Constant dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>
  %0 = "onnx.Resize"(%x, %none, %s2, %none) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "floor"} : (tensor<1x1x2x2xf32>, none, tensor<4xf32>, none) -> tensor<1x1x4x4xf32>
  %s1 = onnx.Constant dense<[1.0, 1.0, 1.0, 2.0]> : tensor<4xf32>
  %1 = "onnx.Resize"(%v, %none, %s1, %none) {coordinate_transformation_mode = "half_pixel", mode = "linear"} : (tensor<1x1x1x2xf32>, none, tensor<4xf32>, none) -> tensor<1x1x1x4xf32>
  onnx.Return %0, %1 : tensor<1x1x4x4xf32>, tensor<1x1x1x4xf32>
}

// ScatterElements into zeros: [5, 7] to positions 1 and 0; with reduction add, both to 1.
// SCATTER: result #0: memref<3xf32> [7.0, 5.0, 0.0]
// SCATTER: result #1: memref<3xf32> [0.0, 12.0, 0.0]
func.func @scatter(%z: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %idx = onnx.Constant dense<[1, 0]> : tensor<2xi64>
  %same = onnx.Constant dense<[1, 1]> : tensor<2xi64>
  %upd = onnx.Constant dense<[5.0, 7.0]> : tensor<2xf32>
  %0 = "onnx.ScatterElements"(%z, %idx, %upd) {axis = 0 : si64} : (tensor<3xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<3xf32>
  %1 = "onnx.ScatterElements"(%z, %same, %upd) {axis = 0 : si64, reduction = "add"} : (tensor<3xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<3xf32>
  onnx.Return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// CumSum of [0, 1, 2, 3]: inclusive, and exclusive in reverse.
// CUMSUM: result #0: memref<4xf32> [0.0, 1.0, 3.0, 6.0]
// CUMSUM: result #1: memref<4xf32> [6.0, 5.0, 3.0, 0.0]
func.func @cumsum(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %axis = onnx.Constant dense<0> : tensor<i64>
  %0 = "onnx.CumSum"(%x, %axis) : (tensor<4xf32>, tensor<i64>) -> tensor<4xf32>
  %1 = "onnx.CumSum"(%x, %axis) {exclusive = 1 : si64, reverse = 1 : si64} : (tensor<4xf32>, tensor<i64>) -> tensor<4xf32>
  onnx.Return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// Einsum: a transpose, and the row sums of [[0, 1, 2], [3, 4, 5]] as a product with ones.
// EINSUM: result #0: memref<3x2xf32> {{\[\[}}0.0, 3.0], [1.0, 4.0], [2.0, 5.0]]
// EINSUM: result #1: memref<2xf32> [3.0, 12.0]
func.func @einsum(%m: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2xf32>) {
  %ones = onnx.Constant dense<1.000000e+00> : tensor<3xf32>
  %0 = "onnx.Einsum"(%m) {equation = "ij->ji"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = "onnx.Einsum"(%m, %ones) {equation = "ij,j->i"} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  onnx.Return %0, %1 : tensor<3x2xf32>, tensor<2xf32>
}

// DepthToSpace (DCR) of four 1x1 channels into one 2x2.
// D2S: result #0: memref<1x1x2x2xf32> {{\[\[\[\[}}0.0, 1.0], [2.0, 3.0]]]]
func.func @depth_to_space(%x: tensor<1x4x1x1xf32>) -> tensor<1x1x2x2xf32> {
  %0 = "onnx.DepthToSpace"(%x) {blocksize = 2 : si64, mode = "DCR"} : (tensor<1x4x1x1xf32>) -> tensor<1x1x2x2xf32>
  onnx.Return %0 : tensor<1x1x2x2xf32>
}
