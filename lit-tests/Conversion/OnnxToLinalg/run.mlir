// Lowered, the ops compute what ONNX defines on inputs whose results are worked out by hand.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e conv --args=iota | FileCheck %s --check-prefix=CONV
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e maxpool_ceil --args=iota | FileCheck %s --check-prefix=MAXPOOL
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e avgpool --args=iota | FileCheck %s --check-prefix=AVGPOOL
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e gemm --args=iota | FileCheck %s --check-prefix=GEMM
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e indexing --args=iota,iota | FileCheck %s --check-prefix=INDEXING
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e integers --args=iota,iota | FileCheck %s --check-prefix=INTEGERS
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e shape_fold --args=iota | FileCheck %s --check-prefix=FOLD
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e normalize --args=iota | FileCheck %s --check-prefix=NORM

// A 3x3 window of ones over a 4x4 iota padded by 1, stride 2, plus a bias of 0.5: the sums of
// the top-left 2x2 (0+1+4+5), top-right 2x3, bottom-left 3x2 and bottom-right 3x3 blocks.
// CONV: result #0: memref<1x1x2x2xf32> {{\[\[\[\[}}10.5, 24.5], [51.5, 90.5]]]]
func.func @conv(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  %w = onnx.Constant dense<1.000000e+00> : tensor<1x1x3x3xf32>
  %b = onnx.Constant dense<5.000000e-01> : tensor<1xf32>
  %0 = "onnx.Conv"(%x, %w, %b) {kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x1x4x4xf32>, tensor<1x1x3x3xf32>, tensor<1xf32>) -> tensor<1x1x2x2xf32>
  onnx.Return %0 : tensor<1x1x2x2xf32>
}

// 2x2 windows of stride 2 over a 5x5 iota with ceil_mode: the last row and column of windows
// hang over the edge and see one row or column.
// MAXPOOL: result #0: memref<1x1x3x3xf32> {{\[\[\[\[}}6.0, 8.0, 9.0], [16.0, 18.0, 19.0], [21.0, 23.0, 24.0]]]]
func.func @maxpool_ceil(%x: tensor<1x1x5x5xf32>) -> tensor<1x1x3x3xf32> {
  %0 = "onnx.MaxPoolSingleOut"(%x) {ceil_mode = 1 : si64, kernel_shape = [2, 2], strides = [2, 2]} : (tensor<1x1x5x5xf32>) -> tensor<1x1x3x3xf32>
  onnx.Return %0 : tensor<1x1x3x3xf32>
}

// 3x3 windows over a 3x3 iota padded by 1: without count_include_pad the sums are divided by
// the elements the window covers (4 at corners, 6 at edges, 9 in the middle), with it by 9.
// AVGPOOL: result #0: memref<1x1x3x3xf32> {{\[\[\[\[}}2.0, 2.5, 3.0], [3.5, 4.0, 4.5], [5.0, 5.5, 6.0]]]]
// AVGPOOL: result #1: memref<1x1x3x3xf32> {{\[\[\[\[}}0.8888889, 1.6666666, 1.3333334], [2.3333333, 4.0, 3.0], [2.2222223, 3.6666667, 2.6666667]]]]
func.func @avgpool(%x: tensor<1x1x3x3xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) {
  %0 = "onnx.AveragePool"(%x) {kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : (tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %1 = "onnx.AveragePool"(%x) {count_include_pad = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : (tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  onnx.Return %0, %1 : tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>
}

// [[0, 1, 2], [3, 4, 5]] times the transpose of [e0; e1; e2; 1 1 1] plus [10, 20, 30, 40].
// GEMM: result #0: memref<2x4xf32> {{\[\[}}10.0, 21.0, 32.0, 43.0], [13.0, 24.0, 35.0, 52.0]]
func.func @gemm(%a: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %b = onnx.Constant dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 1.0, 1.0]]> : tensor<4x3xf32>
  %c = onnx.Constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %0 = "onnx.Gemm"(%a, %b, %c) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64} : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  onnx.Return %0 : tensor<2x4xf32>
}

// Slice [4, 2, 0] of [0..4] (start -1, end -6, step -2); Gather rows -1 and 0 of a 3x2 iota;
// reflect padding of [4, 2, 0] by 2 each side.
// INDEXING: result #0: memref<3xf32> [4.0, 2.0, 0.0]
// INDEXING: result #1: memref<2x2xf32> {{\[\[}}4.0, 5.0], [0.0, 1.0]]
// INDEXING: result #2: memref<7xf32> [0.0, 2.0, 4.0, 2.0, 0.0, 2.0, 4.0]
func.func @indexing(%v: tensor<5xf32>, %m: tensor<3x2xf32>) -> (tensor<3xf32>, tensor<2x2xf32>, tensor<7xf32>) {
  %start = onnx.Constant dense<-1> : tensor<1xi64>
  %end = onnx.Constant dense<-6> : tensor<1xi64>
  %axes = onnx.Constant dense<0> : tensor<1xi64>
  %step = onnx.Constant dense<-2> : tensor<1xi64>
  %0 = "onnx.Slice"(%v, %start, %end, %axes, %step) : (tensor<5xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
  %idx = onnx.Constant dense<[-1, 0]> : tensor<2xi64>
  %1 = "onnx.Gather"(%m, %idx) {axis = 0 : si64} : (tensor<3x2xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  %pads = onnx.Constant dense<[2, 2]> : tensor<2xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %2 = "onnx.Pad"(%0, %pads, %none, %none) {mode = "reflect"} : (tensor<3xf32>, tensor<2xi64>, none, none) -> tensor<7xf32>
  onnx.Return %0, %1, %2 : tensor<3xf32>, tensor<2x2xf32>, tensor<7xf32>
}

// Mod with the divisor's sign (Python's %), truncating Div, and Cast of negatives to unsigned
// bytes and back to f32 (250 = 256 - 6); the operands computed from iota, not constants.
// INTEGERS: result #0: memref<4xi64> [2, 1, -1, -2]
// INTEGERS: result #1: memref<4xi64> [1, -1, -1, 1]
// INTEGERS: result #2: memref<2xf32> [250.0, 3.0]
func.func @integers(%iota: tensor<4xi64>, %fiota: tensor<2xf32>) -> (tensor<4xi64>, tensor<4xi64>, tensor<2xf32>) {
  %ka = onnx.Constant dense<[-5, 6, -3, 8]> : tensor<4xi64>
  %kb = onnx.Constant dense<[-3, -2, 5, 6]> : tensor<4xi64>
  %a = "onnx.Sub"(%iota, %ka) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %b = "onnx.Sub"(%iota, %kb) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %0 = "onnx.Mod"(%a, %b) {fmod = 0 : si64} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %1 = "onnx.Div"(%a, %b) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %kf = onnx.Constant dense<[6.0, -2.0]> : tensor<2xf32>
  %f = "onnx.Sub"(%fiota, %kf) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %2 = "onnx.Cast"(%f) {saturate = 1 : si64, to = i32} : (tensor<2xf32>) -> tensor<2xi32>
  %3 = "onnx.Cast"(%2) {saturate = 1 : si64, to = ui8} : (tensor<2xi32>) -> tensor<2xui8>
  %4 = "onnx.Cast"(%3) {saturate = 1 : si64, to = f32} : (tensor<2xui8>) -> tensor<2xf32>
  onnx.Return %0, %1, %4 : tensor<4xi64>, tensor<4xi64>, tensor<2xf32>
}

// ShuffleNet's channel shuffle: the target shape computed from Shape and Gather folds, the
// Reshape and Transpose see a constant; [[0, 1, 2], [3, 4, 5]] as 3x2 transposed.
// FOLD: result #0: memref<?x?xf32> {{\[\[}}0.0, 2.0, 4.0], [1.0, 3.0, 5.0]]
func.func @shape_fold(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %s = "onnx.Shape"(%x) : (tensor<2x3xf32>) -> tensor<2xi64>
  %i0 = onnx.Constant dense<0> : tensor<i64>
  %i1 = onnx.Constant dense<1> : tensor<i64>
  %d0 = "onnx.Gather"(%s, %i0) {axis = 0 : si64} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
  %d1 = "onnx.Gather"(%s, %i1) {axis = 0 : si64} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
  %ax = onnx.Constant dense<0> : tensor<1xi64>
  %u0 = "onnx.Unsqueeze"(%d0, %ax) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %u1 = "onnx.Unsqueeze"(%d1, %ax) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %shape = "onnx.Concat"(%u1, %u0) {axis = 0 : si64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %r = "onnx.Reshape"(%x, %shape) {allowzero = 0 : si64} : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %t = "onnx.Transpose"(%r) {perm = [1, 0]} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  onnx.Return %t : tensor<?x?xf32>
}

// ReduceMean keeping the dim, ArgMax along rows of the transposed iota, Softmax of equal values.
// NORM: result #0: memref<2x1xf32> {{\[\[}}1.0], [4.0]]
// NORM: result #1: memref<1x3xi64> {{\[\[}}1, 1, 1]]
// NORM: result #2: memref<2x3xf32> {{\[\[}}0.09003057, 0.24472848, 0.66524094], [0.09003057, 0.24472848, 0.66524094]]
func.func @normalize(%x: tensor<2x3xf32>) -> (tensor<2x1xf32>, tensor<1x3xi64>, tensor<2x3xf32>) {
  %axes = onnx.Constant dense<1> : tensor<1xi64>
  %0 = "onnx.ReduceMean"(%x, %axes) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  %1 = "onnx.ArgMax"(%x) {axis = 0 : si64, keepdims = 1 : si64} : (tensor<2x3xf32>) -> tensor<1x3xi64>
  %2 = "onnx.Softmax"(%x) {axis = -1 : si64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  onnx.Return %0, %1, %2 : tensor<2x1xf32>, tensor<1x3xi64>, tensor<2x3xf32>
}
