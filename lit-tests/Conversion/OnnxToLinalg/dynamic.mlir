// Dynamic dims: the lowering reads sizes at run time (tensor.dim, elements of shape tensors),
// builds tensor.empty of those sizes and checks what depends on them by cf.assert. Each entry
// runs on arguments of two sizes, plain and through the deallocation and memory pipelines.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e add_bcast --args=iota:2,iota:3 | FileCheck %s --check-prefix=ADD2
// RUN: jopt-run %t.mlir -e add_bcast --args=iota:3,iota:1 | FileCheck %s --check-prefix=ADD3
// RUN: not jopt-run %t.mlir -e add_bcast --args=iota:3,iota:2 2>&1 | FileCheck %s --check-prefix=ADD-BAD
// RUN: jopt-run %t.mlir -e flatten_batch --args=iota:1 | FileCheck %s --check-prefix=FLAT1
// RUN: jopt-run %t.mlir -e flatten_batch --args=iota:2 -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=FLAT2
// RUN: jopt-run %t.mlir -e reshape_runtime --args=iota:3,iota | FileCheck %s --check-prefix=RESHAPE
// RUN: jopt-run %t.mlir -e conv --args=iota:1x4x4 | FileCheck %s --check-prefix=CONV4
// RUN: jopt-run %t.mlir -e conv --args=iota:2x2x3 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=CONV2
// RUN: jopt-run %t.mlir -e slice_range --args=iota:5 | FileCheck %s --check-prefix=SLICE5
// RUN: jopt-run %t.mlir -e slice_range --args=iota:3 -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=SLICE3
// RUN: jopt-run %t.mlir -e expand_like --args=iota,iota:2 | FileCheck %s --check-prefix=EXPAND
// RUN: jopt-run %t.mlir -e gather_dynamic --args=iota:2 | FileCheck %s --check-prefix=GATHER2
// RUN: jopt-run %t.mlir -e gather_dynamic --args=iota:1 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=GATHER1
// RUN: jopt-run %t.mlir -e resize --args=iota:1x2 | FileCheck %s --check-prefix=RESIZE
// RUN: jopt-run %t.mlir -e matmul_integer --args=iota:2,iota | FileCheck %s --check-prefix=MMI
// RUN: jopt-run %t.mlir -e reduce_mean --args=iota:4 | FileCheck %s --check-prefix=MEAN4
// RUN: jopt-run %t.mlir -e reduce_mean --args=iota:2 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=MEAN2
// RUN: jopt-run %t.mlir -e conv_transpose --args=iota:1x2 | FileCheck %s --check-prefix=CONVT

// A size of 1 known only at run time is broadcast (y: 1 or 3, else the assertion fails): the operand read at select(size == 1, 0, i).
// CHECK-LABEL: func.func @add_bcast
// CHECK: tensor.dim %arg1
// CHECK: cf.assert {{.*}}"'onnx.Add': operands of shapes ?x3, ? do not broadcast"
// CHECK: tensor.dim %arg0
// CHECK: tensor.empty(%{{.*}}) : tensor<?x3xf32>
// ADD2: memref<?x3xf32> {{\[\[}}0.0, 2.0, 4.0], [3.0, 5.0, 7.0]]
// ADD3: memref<?x3xf32> {{\[\[}}0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0]]
// ADD-BAD: assertion failed: 'onnx.Add': operands of shapes ?x3, ? do not broadcast
func.func @add_bcast(%x: tensor<?x3xf32>, %y: tensor<?xf32>) -> tensor<?x3xf32> {
  %0 = "onnx.Add"(%x, %y) : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
  onnx.Return %0 : tensor<?x3xf32>
}

// Shape -> Gather -> Concat -> Reshape folds to the batch kept and the rest collapsed: no
// arithmetic, no check.
// CHECK-LABEL: func.func @flatten_batch
// CHECK-NEXT: tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<?x2x3xf32> into tensor<?x6xf32>
// CHECK-NEXT: return
// FLAT1: memref<?x6xf32> {{\[\[}}0.0, 1.0, 2.0, 3.0, 4.0, 5.0]]
// FLAT2: memref<?x6xf32> {{\[\[}}0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0, 11.0]]
func.func @flatten_batch(%x: tensor<?x2x3xf32>) -> tensor<?x6xf32> {
  %s = "onnx.Shape"(%x) : (tensor<?x2x3xf32>) -> tensor<3xi64>
  %i0 = onnx.Constant dense<0> : tensor<i64>
  %n = "onnx.Gather"(%s, %i0) {axis = 0 : si64} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
  %ax = onnx.Constant dense<0> : tensor<1xi64>
  %n1 = "onnx.Unsqueeze"(%n, %ax) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %m1 = onnx.Constant dense<-1> : tensor<1xi64>
  %shape = "onnx.Concat"(%n1, %m1) {axis = 0 : si64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %0 = "onnx.Reshape"(%x, %shape) {allowzero = 0 : si64} : (tensor<?x2x3xf32>, tensor<2xi64>) -> tensor<?x6xf32>
  onnx.Return %0 : tensor<?x6xf32>
}

// A shape operand known only at run time: its elements read (0 copies the input's size, -1
// takes what remains), the element count asserted. iota gives the shape [0, 1]: n x 1.
// CHECK-LABEL: func.func @reshape_runtime
// CHECK: tensor.extract %arg1
// CHECK: arith.index_cast
// CHECK: cf.assert {{.*}}"'onnx.Reshape': the shape does not hold the input's element count"
// CHECK: tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape
// RESHAPE: memref<?x?xf32> {{\[\[}}0.0], [1.0], [2.0]]
func.func @reshape_runtime(%x: tensor<?xf32>, %shape: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = "onnx.Reshape"(%x, %shape) {allowzero = 0 : si64} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  onnx.Return %0 : tensor<?x?xf32>
}

// Conv on a batch, height and width known at run time: the result's sizes computed from the
// input's ((h + 2 - 3) floordiv 2 + 1), a named convolution on ? dims.
// CHECK-LABEL: func.func @conv
// CHECK: tensor.dim %arg0
// CHECK: tensor.pad
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} -> tensor<?x1x?x?xf32>
// CONV4: memref<?x1x?x?xf32> {{\[\[\[\[}}10.5, 24.5], [51.5, 90.5]]]]
// CONV2: memref<?x1x?x?xf32> {{\[\[\[\[}}8.5, 12.5]]], {{\[\[\[}}32.5, 36.5]]]]
func.func @conv(%x: tensor<?x1x?x?xf32>) -> tensor<?x1x?x?xf32> {
  %w = onnx.Constant dense<1.000000e+00> : tensor<1x1x3x3xf32>
  %b = onnx.Constant dense<5.000000e-01> : tensor<1xf32>
  %0 = "onnx.Conv"(%x, %w, %b) {kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<?x1x?x?xf32>, tensor<1x1x3x3xf32>, tensor<1xf32>) -> tensor<?x1x?x?xf32>
  onnx.Return %0 : tensor<?x1x?x?xf32>
}

// Slice [1, -1) of a vector of run-time length, then Range over its size (read back through
// Shape): a tensor.extract_slice of a computed size, a generic over the range.
// CHECK-LABEL: func.func @slice_range
// CHECK: tensor.extract_slice %arg0
// SLICE5: memref<?xf32> [1.0, 2.0, 3.0]
// SLICE5: memref<?xi64> [0, 1, 2]
// SLICE3: memref<?xf32> [1.0]
// SLICE3: memref<?xi64> [0]
func.func @slice_range(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xi64>) {
  %start = onnx.Constant dense<1> : tensor<1xi64>
  %end = onnx.Constant dense<-1> : tensor<1xi64>
  %axes = onnx.Constant dense<0> : tensor<1xi64>
  %steps = onnx.Constant dense<1> : tensor<1xi64>
  %0 = "onnx.Slice"(%x, %start, %end, %axes, %steps) : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %s = "onnx.Shape"(%0) : (tensor<?xf32>) -> tensor<1xi64>
  %i0 = onnx.Constant dense<0> : tensor<i64>
  %n = "onnx.Gather"(%s, %i0) {axis = 0 : si64} : (tensor<1xi64>, tensor<i64>) -> tensor<i64>
  %zero = onnx.Constant dense<0> : tensor<i64>
  %one = onnx.Constant dense<1> : tensor<i64>
  %r = "onnx.Range"(%zero, %n, %one) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?xi64>
  onnx.Return %0, %r : tensor<?xf32>, tensor<?xi64>
}

// Gather of one constant index along a static axis of data with a dynamic size elsewhere (a
// batch): a view, its dynamic size read by tensor.dim, no copy.
// CHECK-LABEL: func.func @gather_dynamic
// CHECK: %[[DIM:.*]] = tensor.dim %arg0, %c1 : tensor<3x?x4xf32>
// CHECK-NEXT: tensor.extract_slice %arg0[1, 0, 0] [1, %[[DIM]], 4] [1, 1, 1] : tensor<3x?x4xf32> to tensor<?x4xf32>
// GATHER2: memref<?x4xf32> {{\[\[}}8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]
// GATHER1: memref<?x4xf32> {{\[\[}}4.0, 5.0, 6.0, 7.0]]
func.func @gather_dynamic(%x: tensor<3x?x4xf32>) -> tensor<?x4xf32> {
  %i1 = onnx.Constant dense<1> : tensor<i64>
  %0 = "onnx.Gather"(%x, %i1) {axis = 0 : si64} : (tensor<3x?x4xf32>, tensor<i64>) -> tensor<?x4xf32>
  onnx.Return %0 : tensor<?x4xf32>
}

// Expand to the shape of another value: its sizes read by tensor.dim.
// CHECK-LABEL: func.func @expand_like
// EXPAND: memref<?x3xf32> {{\[\[}}0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]
func.func @expand_like(%x: tensor<1x3xf32>, %y: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %s = "onnx.Shape"(%y) : (tensor<?x3xf32>) -> tensor<2xi64>
  %0 = "onnx.Expand"(%x, %s) : (tensor<1x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  onnx.Return %0 : tensor<?x3xf32>
}

// Resize by constant scales of an image whose size is known at run time: the result's sizes
// floor(size * scale).
// CHECK-LABEL: func.func @resize
// RESIZE: memref<1x1x?x?xf32> {{\[\[\[\[}}0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0]]]]
func.func @resize(%x: tensor<1x1x?x?xf32>) -> tensor<1x1x?x?xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  %scales = onnx.Constant dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>
  %0 = "onnx.Resize"(%x, %none, %scales, %none) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "floor"} : (tensor<1x1x?x?xf32>, none, tensor<4xf32>, none) -> tensor<1x1x?x?xf32>
  onnx.Return %0 : tensor<1x1x?x?xf32>
}

// MatMulInteger of rank 3 with a batch known at run time (a quantized transformer's form): the
// batch folded into the rows of a linalg.quantized_matmul, A's scalar zero point subtracted in it,
// B centered on its zero points per column in i32.
// CHECK-LABEL: func.func @matmul_integer
// CHECK: linalg.quantized_matmul
// MMI: memref<?x1x2xi32> {{\[\[\[}}1, 1]], {{\[\[}}1, 1]]]
func.func @matmul_integer(%a: tensor<?x1x2xi8>, %b: tensor<2x2xi8>) -> tensor<?x1x2xi32> {
  %za = onnx.Constant dense<2> : tensor<i8>
  %zb = onnx.Constant dense<[1, 2]> : tensor<2xi8>
  %0 = "onnx.MatMulInteger"(%a, %b, %za, %zb) : (tensor<?x1x2xi8>, tensor<2x2xi8>, tensor<i8>, tensor<2xi8>) -> tensor<?x1x2xi32>
  onnx.Return %0 : tensor<?x1x2xi32>
}

// ReduceMean over a dim known at run time: the count is the dim's size, cast to f32.
// CHECK-LABEL: func.func @reduce_mean
// CHECK: arith.index_cast
// CHECK: arith.sitofp
// CHECK: arith.divf
// MEAN4: memref<2x1xf32> {{\[\[}}1.5], [5.5]]
// MEAN2: memref<2x1xf32> {{\[\[}}0.5], [2.5]]
func.func @reduce_mean(%x: tensor<2x?xf32>) -> tensor<2x1xf32> {
  %axes = onnx.Constant dense<1> : tensor<1xi64>
  %0 = "onnx.ReduceMean"(%x, %axes) {keepdims = 1 : si64} : (tensor<2x?xf32>, tensor<1xi64>) -> tensor<2x1xf32>
  onnx.Return %0 : tensor<2x1xf32>
}

// ConvTranspose of stride 2 on a batch and length known at run time: the input spread into
// zeros of size (n - 1) * 2 + 1 + 2 * 2, then a convolution: [0, 1] gives 0, 0, 1, 1, 1.
// CHECK-LABEL: func.func @conv_transpose
// CHECK: tensor.insert_slice %arg0 into %{{.*}}[0, 0, 2] [%{{.*}}, 1, %{{.*}}] [1, 1, 2]
// CONVT: memref<?x1x?xf32> {{\[\[\[}}0.0, 0.0, 1.0, 1.0, 1.0]]]
func.func @conv_transpose(%x: tensor<?x1x?xf32>) -> tensor<?x1x?xf32> {
  %w = onnx.Constant dense<1.000000e+00> : tensor<1x1x3xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.ConvTranspose"(%x, %w, %none) {kernel_shape = [3], strides = [2]} : (tensor<?x1x?xf32>, tensor<1x1x3xf32>, none) -> tensor<?x1x?xf32>
  onnx.Return %0 : tensor<?x1x?xf32>
}
