// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// canonicalize folds of tensor ops as mlir-opt-22 (the checks are its output): cast chains
// and identity casts, expand_shape of collapse_shape, extract of a splat constant, of
// from_elements and of linalg.fill, extract_slice and reshape of a splat constant, reshape of
// reshape (an extract of an insert at the same indices stays, as in mlir-opt-22); tensor.pad by
// zeros, of a cast, cast to a more static type, with constant padding operands.

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: tensor<4x8xf32>, %arg1: tensor<?x8xf32>, %arg2: index, %arg3: index, %arg4: f32, %arg5: f32, %arg6: f32) -> (tensor<4x8xf32>, tensor<?x8xf32>, tensor<4x8xf32>, f32, f32, f32, f32, tensor<2x8xf32>, tensor<32xf32>, f32) {
// CHECK-NEXT: %cst = arith.constant dense<2.500000e+00> : tensor<32xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.500000e+00> : tensor<2x8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[4, 8]> : tensor<2xindex>
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg0[%arg2, %arg3] : tensor<4x8xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%arg2, %arg3] : tensor<4x8xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%cst_1) : (tensor<4x8xf32>, tensor<2xindex>) -> tensor<4x8xf32>
// CHECK-NEXT: %extracted_3 = tensor.extract %reshape[%arg2, %arg3] : tensor<4x8xf32>
// CHECK-NEXT: return %arg0, %arg1, %arg0, %cst_2, %arg6, %extracted, %arg5, %cst_0, %cst, %extracted_3 : tensor<4x8xf32>, tensor<?x8xf32>, tensor<4x8xf32>, f32, f32, f32, f32, tensor<2x8xf32>, tensor<32xf32>, f32
// CHECK-NEXT: }

func.func @f(%t: tensor<4x8xf32>, %d: tensor<?x8xf32>, %i: index, %j: index, %s: f32, %a: f32, %b: f32) -> (tensor<4x8xf32>, tensor<?x8xf32>, tensor<4x8xf32>, f32, f32, f32, f32, tensor<2x8xf32>, tensor<32xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %1 = tensor.cast %0 : tensor<?x8xf32> to tensor<4x8xf32>
  %2 = tensor.cast %d : tensor<?x8xf32> to tensor<?x?xf32>
  %3 = tensor.cast %2 : tensor<?x?xf32> to tensor<?x8xf32>
  %4 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %5 = tensor.expand_shape %4 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %cst = arith.constant dense<2.5> : tensor<4x8xf32>
  %6 = tensor.extract %cst[%i, %j] : tensor<4x8xf32>
  %fe = tensor.from_elements %a, %b : tensor<2xf32>
  %7 = tensor.extract %fe[%c1] : tensor<2xf32>
  %ins = tensor.insert %s into %t[%i, %j] : tensor<4x8xf32>
  %8 = tensor.extract %ins[%i, %j] : tensor<4x8xf32>
  %fill = linalg.fill ins(%a : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = tensor.extract %fill[%i, %c0] : tensor<4x8xf32>
  %10 = tensor.extract_slice %cst[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %shape1 = arith.constant dense<[32]> : tensor<1xindex>
  %shape2 = arith.constant dense<[4, 8]> : tensor<2xindex>
  %r1 = tensor.reshape %t(%shape1) : (tensor<4x8xf32>, tensor<1xindex>) -> tensor<32xf32>
  %r2 = tensor.reshape %r1(%shape2) : (tensor<32xf32>, tensor<2xindex>) -> tensor<4x8xf32>
  %r3 = tensor.reshape %cst(%shape1) : (tensor<4x8xf32>, tensor<1xindex>) -> tensor<32xf32>
  %11 = tensor.extract %r2[%i, %j] : tensor<4x8xf32>
  return %1, %3, %5, %6, %7, %8, %9, %10, %r3, %11 : tensor<4x8xf32>, tensor<?x8xf32>, tensor<4x8xf32>, f32, f32, f32, f32, tensor<2x8xf32>, tensor<32xf32>, f32
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: tensor<2x6xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<4x8xf32>, tensor<2x6xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %c1] high[%c1, %c1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<2x6xf32> to tensor<4x8xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg1 low[%arg2, 1] high[1, %c1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg0 low[1, 1] high[%c1, %c1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<2x6xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %padded, %padded_0, %padded_1, %arg0 : tensor<4x8xf32>, tensor<?x?xf32>, tensor<4x8xf32>, tensor<2x6xf32>
// CHECK-NEXT: }

func.func @f(%t: tensor<2x6xf32>, %d: tensor<?x?xf32>, %l: index) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<4x8xf32>, tensor<2x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.0 : f32
  %cast = tensor.cast %t : tensor<2x6xf32> to tensor<?x?xf32>
  %0 = tensor.pad %cast low[1, %c1] high[%c1, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<4x8xf32>
  %1 = tensor.pad %d low[%l, 1] high[1, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = tensor.pad %t low[1, 1] high[%c1, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x6xf32> to tensor<?x?xf32>
  %3 = tensor.cast %2 : tensor<?x?xf32> to tensor<4x8xf32>
  %4 = tensor.pad %t low[0, %c0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x6xf32> to tensor<2x6xf32>
  return %0, %1, %3, %4 : tensor<4x8xf32>, tensor<?x?xf32>, tensor<4x8xf32>, tensor<2x6xf32>
}
