// Function argument attributes of One-Shot Module Bufferize: bufferization.writable = false makes
// a written argument get a copy; bufferization.buffer_layout gives the argument's buffer its
// layout (a caller's buffer of another layout is copied into one of that layout); both are
// removed from functions with a body once bufferized, kept on declarations and under
// test-analysis-only.
// COMPARE: mlir-opt-22
// RUN: jopt %s --one-shot-bufferize=bufferize-function-boundaries --split-input-file | FileCheck %s
// RUN: jopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" --split-input-file | FileCheck %s --check-prefix=ANALYSIS

// CHECK-LABEL: func.func @not_writable(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>> {test.kept}) -> memref<4xf32> {
// CHECK:         %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %arg0, %alloc
// CHECK-NEXT:    memref.store %{{.*}}, %alloc[%{{.*}}] : memref<4xf32>
// CHECK:         return %alloc : memref<4xf32>
// ANALYSIS-LABEL: func.func @not_writable(%arg0: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: tensor<4xf32> {bufferization.access = "none", bufferization.writable = true, test.kept}) -> tensor<4xf32> {
func.func @not_writable(%t: tensor<4xf32> {bufferization.writable = false}, %u: tensor<4xf32> {bufferization.writable = true, test.kept}) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %r = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @writable(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NOT:     memref.alloc
// CHECK:         memref.store %{{.*}}, %arg0[%{{.*}}]
func.func @writable(%t: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %r = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @layout(%arg0: memref<4x8xf32, strided<[8, 1]>>, %arg1: memref<4xf32>, %arg2: memref<?xf32, strided<[?], offset: ?>>) -> memref<4x8xf32, strided<[8, 1]>> {
// CHECK-LABEL: func.func @caller(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<4x8xf32, strided<[8, 1]>> {
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT:    memref.copy %arg0, %[[A]] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[8, 1]>>
// CHECK:         call @layout(%[[A]],
// ANALYSIS-LABEL: func.func @layout(%arg0: tensor<4x8xf32> {bufferization.access = "read-write", bufferization.buffer_layout = strided<[8, 1]>}, %arg1: tensor<4xf32> {bufferization.access = "read", bufferization.buffer_layout = affine_map<(d0) -> (d0)>}
func.func @layout(%t: tensor<4x8xf32> {bufferization.buffer_layout = strided<[8, 1]>}, %u: tensor<4xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}, %v: tensor<?xf32> {bufferization.buffer_layout = strided<[?], offset: ?>}) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %f = tensor.extract %u[%c0] : tensor<4xf32>
  %g = tensor.extract %v[%c0] : tensor<?xf32>
  %r = tensor.insert %f into %t[%c0, %c0] : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @caller(%t: tensor<4x8xf32>, %c: index) -> tensor<4x8xf32> {
  %a = tensor.empty() : tensor<4xf32>
  %b = tensor.empty(%c) : tensor<?xf32>
  %r = call @layout(%t, %a, %b) : (tensor<4x8xf32>, tensor<4xf32>, tensor<?xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A declaration keeps its argument attributes.
// CHECK-LABEL: func.func private @declared(memref<4xf32, strided<[1]>> {bufferization.buffer_layout = strided<[1]>}) -> memref<4xf32, strided<[?], offset: ?>>
func.func private @declared(%t: tensor<4xf32> {bufferization.buffer_layout = strided<[1]>}) -> tensor<4xf32>
