// tensor.empty/extract/insert/dim: in-place inserts, copies where a later read needs the old value.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only" %s | FileCheck %s --check-prefix=ANALYSIS

// CHECK-LABEL: func.func @insert_extract(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (f32, tensor<?xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %1, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%arg1] : memref<?xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %3 = memref.load %0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %3, %2 : f32, tensor<?xf32>
// CHECK-LABEL: func.func @insert_in_place(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @empty_dynamic(%arg0: index, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x8xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %alloc[%arg2, %c0] : memref<?x8xf32>
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<?x8xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%dim, %c0] : memref<?x8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @dim(%arg0: tensor<?x?xf32>) -> index {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %dim : index
// CHECK-LABEL: func.func @unused_empty() {
// CHECK-NEXT: return
// CHECK-LABEL: func.func @two_writes_same_source(%arg0: f32, %arg1: f32, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%arg2] : memref<3xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<3xf32> to memref<3xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<3xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%arg2] : memref<3xf32>
// CHECK-NEXT: %0 = memref.load %alloc_0[%arg2] : memref<3xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%arg2] : memref<3xf32>
// CHECK-NEXT: return %0, %1 : f32, f32

// FB-LABEL: func.func @insert_extract(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (f32, memref<?xf32>) {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// FB-NEXT: memref.store %arg2, %alloc[%arg1] : memref<?xf32>
// FB-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0, %alloc : f32, memref<?xf32>
// FB-LABEL: func.func @insert_in_place(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> f32 {
// FB-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0 : f32
// FB-LABEL: func.func @empty_dynamic(%arg0: index, %arg1: f32, %arg2: index) -> f32 {
// FB-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x8xf32>
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: memref.store %arg1, %alloc[%arg2, %c0] : memref<?x8xf32>
// FB-NEXT: %dim = memref.dim %alloc, %c0 : memref<?x8xf32>
// FB-NEXT: %0 = memref.load %alloc[%dim, %c0] : memref<?x8xf32>
// FB-NEXT: return %0 : f32
// FB-LABEL: func.func @dim(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> index {
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %dim : index
// FB-LABEL: func.func @unused_empty() {
// FB-NEXT: return
// FB-LABEL: func.func @two_writes_same_source(%arg0: f32, %arg1: f32, %arg2: index) -> (f32, f32) {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// FB-NEXT: memref.store %arg0, %alloc[%arg2] : memref<3xf32>
// FB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// FB-NEXT: memref.copy %alloc, %alloc_0 : memref<3xf32> to memref<3xf32>
// FB-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<3xf32>
// FB-NEXT: memref.store %arg0, %alloc[%arg2] : memref<3xf32>
// FB-NEXT: %0 = memref.load %alloc_0[%arg2] : memref<3xf32>
// FB-NEXT: %1 = memref.load %alloc[%arg2] : memref<3xf32>
// FB-NEXT: return %0, %1 : f32, f32

// ANALYSIS-LABEL: func.func @insert_extract(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (f32, tensor<?xf32>) {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["none", "true"]} %extracted, %inserted : f32, tensor<?xf32>
// ANALYSIS-LABEL: func.func @insert_in_place(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %inserted[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return %extracted : f32
// ANALYSIS-LABEL: func.func @empty_dynamic(%arg0: index, %arg1: f32, %arg2: index) -> f32 {
// ANALYSIS-NEXT: %0 = tensor.empty(%arg0) : tensor<?x8xf32>
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %0[%arg2, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<?x8xf32>
// ANALYSIS-NEXT: %dim = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %inserted, %c0 : tensor<?x8xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %inserted[%dim, %c0] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?x8xf32>
// ANALYSIS-NEXT: return %extracted : f32
// ANALYSIS-LABEL: func.func @dim(%arg0: tensor<?x?xf32>) -> index {
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %dim = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %arg0, %c1 : tensor<?x?xf32>
// ANALYSIS-NEXT: return %dim : index
// ANALYSIS-LABEL: func.func @unused_empty() {
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<10xf32>
// ANALYSIS-NEXT: return
// ANALYSIS-LABEL: func.func @two_writes_same_source(%arg0: f32, %arg1: f32, %arg2: index) -> (f32, f32) {
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<3xf32>
// ANALYSIS-NEXT: %inserted = tensor.insert %arg0 into %0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT: %inserted_0 = tensor.insert %arg1 into %inserted[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT: %inserted_1 = tensor.insert %arg0 into %inserted[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %inserted_0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT: %extracted_2 = tensor.extract %inserted_1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT: return %extracted, %extracted_2 : f32, f32

func.func @insert_extract(%t: tensor<?xf32>, %i: index, %f: f32) -> (f32, tensor<?xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %1 = tensor.extract %t[%i] : tensor<?xf32>
  return %1, %0 : f32, tensor<?xf32>
}

func.func @insert_in_place(%t: tensor<4xf32>, %i: index, %f: f32) -> f32 {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %0[%i] : tensor<4xf32>
  return %1 : f32
}

func.func @empty_dynamic(%n: index, %f: f32, %i: index) -> f32 {
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %e[%i, %c0] : tensor<?x8xf32>
  %d = tensor.dim %0, %c0 : tensor<?x8xf32>
  %1 = tensor.extract %0[%d, %c0] : tensor<?x8xf32>
  return %1 : f32
}

func.func @dim(%t: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<?x?xf32>
  return %d : index
}

func.func @unused_empty() {
  %e = tensor.empty() : tensor<10xf32>
  return
}

func.func @two_writes_same_source(%f: f32, %g: f32, %i: index) -> (f32, f32) {
  %e = tensor.empty() : tensor<3xf32>
  %a = tensor.insert %f into %e[%i] : tensor<3xf32>
  %b = tensor.insert %g into %a[%i] : tensor<3xf32>
  %c = tensor.insert %f into %a[%i] : tensor<3xf32>
  %x = tensor.extract %b[%i] : tensor<3xf32>
  %y = tensor.extract %c[%i] : tensor<3xf32>
  return %x, %y : f32, f32
}
