// COMPARE: mlir-opt-22
// RUN: jopt %s -canonicalize | FileCheck %s

// Canonicalization of tensor.extract and tensor.insert_slice as mlir-opt-22: an element of a
// tensor.generate is its body (ExtractFromTensorGenerate), an element of a cast is read from the
// source (ExtractFromTensorCast); insert_slice folds over an insert at the same place, of the
// slice extracted from the same place, of nothing, and of a whole tensor.

// CHECK: module {
// CHECK-LABEL: func.func @extract_of_generate(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT: %3 = arith.addf %2, %arg2 : f32
// CHECK-NEXT: return %3 : f32
// CHECK-LABEL: func.func @extract_of_cast(%arg0: tensor<?x8xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<?x8xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-LABEL: func.func @insert_over_insert(%arg0: tensor<4x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<2x8xf32>, %arg3: index) -> tensor<4x8xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg0[%arg3, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<4x8xf32>
// CHECK-LABEL: func.func @insert_of_extract(%arg0: tensor<4x8xf32>, %arg1: index) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-LABEL: func.func @insert_nothing(%arg0: tensor<4x8xf32>, %arg1: tensor<0x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-LABEL: func.func @insert_whole(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg1 : tensor<4x8xf32>

func.func @extract_of_generate(%i: index, %j: index, %f: f32) -> f32 {
  %g = tensor.generate {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    %q = arith.index_cast %s : index to i32
    %x = arith.sitofp %q : i32 to f32
    %y = arith.addf %x, %f : f32
    tensor.yield %y : f32
  } : tensor<4x8xf32>
  %e = tensor.extract %g[%i, %j] : tensor<4x8xf32>
  return %e : f32
}
func.func @extract_of_cast(%t: tensor<?x8xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<?x8xf32> to tensor<4x8xf32>
  %e = tensor.extract %c[%i, %i] : tensor<4x8xf32>
  return %e : f32
}
func.func @insert_over_insert(%d: tensor<4x8xf32>, %a: tensor<2x8xf32>, %b: tensor<2x8xf32>, %i: index) -> tensor<4x8xf32> {
  %0 = tensor.insert_slice %a into %d[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  %1 = tensor.insert_slice %b into %0[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @insert_of_extract(%d: tensor<4x8xf32>, %i: index) -> tensor<4x8xf32> {
  %0 = tensor.extract_slice %d[%i, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %1 = tensor.insert_slice %0 into %d[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @insert_nothing(%d: tensor<4x8xf32>, %a: tensor<0x8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.insert_slice %a into %d[1, 0] [0, 8] [1, 1] : tensor<0x8xf32> into tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @insert_whole(%d: tensor<4x8xf32>, %a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.insert_slice %a into %d[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
