// drop-equivalent-buffer-results: results of private functions that are one of their arguments
// (through memref.cast ops) are dropped; call sites use the argument (cast to the old type).
// COMPARE: mlir-opt-22
// RUN: jopt --drop-equivalent-buffer-results %s | FileCheck %s

// CHECK-LABEL: func.func private @callee(%arg0: memref<4xf32>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %arg1 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @cast_result(%arg0: memref<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @public(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: memref<4xf32>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: f32) -> (memref<4xf32>, f32, memref<?xf32>) {
// CHECK-NEXT: %0 = call @callee(%arg0, %arg1, %arg2) : (memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, f32) -> memref<4xf32>
// CHECK-NEXT: call @cast_result(%0) : (memref<4xf32>) -> ()
// CHECK-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %1 = call @public(%arg0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: return %arg0, %arg2, %cast : memref<4xf32>, f32, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @callee(%a: memref<4xf32>, %b: memref<?xf32, strided<[?], offset: ?>>, %f: f32) -> (memref<4xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, f32) {
  %c0 = arith.constant 0 : index
  memref.store %f, %a[%c0] : memref<4xf32>
  %n = memref.alloc() : memref<4xf32>
  %cast = memref.cast %b : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %a, %n, %cast, %f : memref<4xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, f32
}
func.func private @cast_result(%a: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %c : memref<?xf32>
}
func.func @public(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func @main(%a: memref<4xf32>, %b: memref<?xf32, strided<[?], offset: ?>>, %f: f32) -> (memref<4xf32>, f32, memref<?xf32>) {
  %r:4 = call @callee(%a, %b, %f) : (memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, f32) -> (memref<4xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, f32)
  %c = call @cast_result(%r#1) : (memref<4xf32>) -> memref<?xf32>
  %p = call @public(%a) : (memref<4xf32>) -> memref<4xf32>
  return %r#0, %r#3, %c : memref<4xf32>, f32, memref<?xf32>
}
