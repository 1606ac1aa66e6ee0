// RUN: jopt %s | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s
// COMPARE: mlir-opt-22

// tensor.collapse_shape, expand_shape and pad as data: MLIR's assemblyFormat in both directions.

// CHECK-LABEL: func.func @reshapes_and_pads
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] {x = 1 : i64} : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0], [1, 2]] output_shape [%{{.*}}, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
// CHECK: tensor.pad %{{.*}} nofold low[%{{.*}}, 1] high[2, %{{.*}}] {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT: tensor.yield %{{.*}} : f32
// CHECK-NEXT: } : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK: tensor.pad %{{.*}} low[0, 0, 0] high[0, 0, 1] {
// CHECK: } {y} : tensor<2x3x4xf32> to tensor<2x3x5xf32>
func.func @reshapes_and_pads(%t: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index, %p: index) -> (tensor<6x4xf32>, tensor<?x2x2xf32>, tensor<?x?xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] {x = 1} : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  %cst = arith.constant 0.0 : f32
  %2 = tensor.pad %d nofold low[%p, 1] high[2, %p] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %3 = tensor.pad %t low[0, 0, 0] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } {y} : tensor<2x3x4xf32> to tensor<2x3x5xf32>
  return %0, %1, %2 : tensor<6x4xf32>, tensor<?x2x2xf32>, tensor<?x?xf32>
}
