// COMPARE: mlir-opt-22
// RUN: jopt %s --empty-tensor-to-alloc-tensor | FileCheck %s
// RUN: jopt %s --empty-tensor-to-alloc-tensor --canonicalize --cse | FileCheck %s --check-prefix=CANON

// Every tensor.empty becomes bufferization.alloc_tensor with its dynamic sizes; the greedy driver
// folds what it visits (the constant sum, the unused alloc_tensor).

func.func @empty(%n: index, %m: index) -> (tensor<4x?xf32>, tensor<?x?xi8>, tensor<f64>) {
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tensor.empty(%n, %m) : tensor<?x?xi8>
  %2 = tensor.empty() : tensor<f64>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  %3 = tensor.empty(%s) : tensor<4x?xf32>
  %4 = tensor.empty() : tensor<8xf32>
  return %0, %1, %2 : tensor<4x?xf32>, tensor<?x?xi8>, tensor<f64>
}
func.func @used(%n: index) -> tensor<?xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.empty(%n) : tensor<?xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @empty(%arg0: index, %arg1: index) -> (tensor<4x?xf32>, tensor<?x?xi8>, tensor<f64>) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x?xi8>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() : tensor<f64>
// CHECK-NEXT: return %0, %1, %2 : tensor<4x?xf32>, tensor<?x?xi8>, tensor<f64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @used(%arg0: index) -> tensor<?xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: module {
// CANON-NEXT: func.func @empty(%arg0: index, %arg1: index) -> (tensor<4x?xf32>, tensor<?x?xi8>, tensor<f64>) {
// CANON-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?xf32>
// CANON-NEXT: %1 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x?xi8>
// CANON-NEXT: %2 = bufferization.alloc_tensor() : tensor<f64>
// CANON-NEXT: return %0, %1, %2 : tensor<4x?xf32>, tensor<?x?xi8>, tensor<f64>
// CANON-NEXT: }
// CANON-NEXT: func.func @used(%arg0: index) -> tensor<?xf32> {
// CANON-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CANON-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CANON-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CANON-NEXT: return %1 : tensor<?xf32>
// CANON-NEXT: }
// CANON-NEXT: }
