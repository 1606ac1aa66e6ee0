// drop-equivalent-buffer-results after one-shot-bufferize: the private function's in-place result goes.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" --drop-equivalent-buffer-results %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --drop-equivalent-buffer-results %s | FileCheck %s --check-prefix=ID

// CHECK-LABEL: func.func private @inc(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: call @inc(%arg0, %arg1) : (memref<4xf32, strided<[?], offset: ?>>, f32) -> ()
// CHECK-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// ID-LABEL: func.func private @inc(%arg0: memref<4xf32>, %arg1: f32) {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xf32>
// ID-NEXT: return
// ID-NEXT: }
// ID-LABEL: func.func @main(%arg0: memref<4xf32>, %arg1: f32) -> memref<4xf32> {
// ID-NEXT: call @inc(%arg0, %arg1) : (memref<4xf32>, f32) -> ()
// ID-NEXT: return %arg0 : memref<4xf32>
// ID-NEXT: }
// ID-NEXT: }

func.func private @inc(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @main(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %r = call @inc(%t, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
