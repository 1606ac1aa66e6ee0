// tensor.pad's paddings given by index constants are static for its bufferization (MLIR reads
// them as attributes): the source is copied into a subview at static offsets.
// COMPARE: mlir-opt-22
// RUN: jopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// CHECK-LABEL: func.func @constant_low(
// CHECK:         %subview = memref.subview %alloc[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT:    memref.copy %arg0, %subview
func.func @constant_low(%t: tensor<4x4xf32>, %v: f32) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %r = tensor.pad %t low[%c2, %c2] high[%c2, %c2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// The dynamic size is computed from the paddings too: a constant one is materialized again.
// CHECK-LABEL: func.func @mixed(
// CHECK:         %c2_0 = arith.constant 2 : index
// CHECK-NEXT:    affine.apply #map()[%dim, %arg2, %c2_0]
// CHECK:         memref.subview %alloc[%arg2, 2] [%{{.*}}, 4] [1, 1]
func.func @mixed(%t: tensor<?x4xf32>, %v: f32, %l: index) -> tensor<?x8xf32> {
  %c2 = arith.constant 2 : index
  %r = tensor.pad %t low[%l, %c2] high[%c2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
