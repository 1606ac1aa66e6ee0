// RUN: jopt %s --canonicalize | FileCheck %s
// COMPARE: mlir-opt-22

// linalg.transpose's folder and patterns as MLIR's: identity on tensors folds, two transposes
// compose (FoldTransposeWithTranspose), a transpose of a one-use broadcast becomes a broadcast of
// a transpose (SwapTransposeWithBroadcast, dynamic sizes from tensor.dim); memrefs keep theirs.

// CHECK-LABEL: func.func @t(
// CHECK-NEXT:   return %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-LABEL: func.func @t3
// CHECK-NEXT:   %{{.*}} = linalg.transpose ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT:   return %{{.*}} : tensor<4x2x3xf32>
// CHECK-LABEL: func.func @bc(
// CHECK-NEXT:   %{{.*}} = linalg.broadcast ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<8x4xf32>) dimensions = [0]
// CHECK-NEXT:   return %{{.*}} : tensor<8x4xf32>
// CHECK-LABEL: func.func @bcd
// CHECK-NEXT:   %{{.*}} = linalg.broadcast ins(%{{.*}} : tensor<?x4xf32>) outs(%{{.*}} : tensor<8x?x4xf32>) dimensions = [0]
// CHECK-NEXT:   return %{{.*}} : tensor<8x?x4xf32>
// CHECK-LABEL: func.func @bcd2
// CHECK-NEXT:   %{{.*}} = arith.constant 0 : index
// CHECK-NEXT:   %{{.*}} = tensor.dim %{{.*}}, %{{.*}} : tensor<?x4xf32>
// CHECK-NEXT:   %{{.*}} = tensor.empty(%{{.*}}) : tensor<4x?xf32>
// CHECK-NEXT:   %{{.*}} = linalg.transpose ins(%{{.*}} : tensor<?x4xf32>) outs(%{{.*}} : tensor<4x?xf32>) permutation = [1, 0]
// CHECK-NEXT:   %{{.*}} = linalg.broadcast ins(%{{.*}} : tensor<4x?xf32>) outs(%{{.*}} : tensor<4x3x?xf32>) dimensions = [1]
// CHECK-NEXT:   return %{{.*}} : tensor<4x3x?xf32>
// CHECK-LABEL: func.func @m
// CHECK-NEXT:   linalg.transpose ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4x8xf32>) permutation = [0, 1]
// CHECK-NEXT:   return

func.func @t(%a: tensor<4x8xf32>, %e: tensor<8x4xf32>, %f: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.transpose ins(%0 : tensor<8x4xf32>) outs(%f : tensor<4x8xf32>) permutation = [1, 0]
  %2 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%f : tensor<4x8xf32>) permutation = [0, 1]
  return %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @t3(%a: tensor<2x3x4xf32>, %e: tensor<3x4x2xf32>, %f: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%e : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<3x4x2xf32>) outs(%f : tensor<4x2x3xf32>) permutation = [1, 2, 0]
  return %1 : tensor<4x2x3xf32>
}
func.func @bc(%a: tensor<4xf32>, %e: tensor<4x8xf32>, %f: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%e : tensor<4x8xf32>) dimensions = [1]
  %1 = linalg.transpose ins(%0 : tensor<4x8xf32>) outs(%f : tensor<8x4xf32>) permutation = [1, 0]
  return %1 : tensor<8x4xf32>
}
func.func @bcd(%a: tensor<?x4xf32>, %e: tensor<?x4x8xf32>, %f: tensor<8x?x4xf32>) -> tensor<8x?x4xf32> {
  %0 = linalg.broadcast ins(%a : tensor<?x4xf32>) outs(%e : tensor<?x4x8xf32>) dimensions = [2]
  %1 = linalg.transpose ins(%0 : tensor<?x4x8xf32>) outs(%f : tensor<8x?x4xf32>) permutation = [2, 0, 1]
  return %1 : tensor<8x?x4xf32>
}
func.func @bcd2(%a: tensor<?x4xf32>, %e: tensor<3x?x4xf32>, %f: tensor<4x3x?xf32>) -> tensor<4x3x?xf32> {
  %0 = linalg.broadcast ins(%a : tensor<?x4xf32>) outs(%e : tensor<3x?x4xf32>) dimensions = [0]
  %1 = linalg.transpose ins(%0 : tensor<3x?x4xf32>) outs(%f : tensor<4x3x?xf32>) permutation = [2, 0, 1]
  return %1 : tensor<4x3x?xf32>
}
func.func @m(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) permutation = [0, 1]
  return
}
