// bufferization.alloc_tensor (with and without copy), to_tensor restrict, to_buffer, dealloc_tensor.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="copy-before-write" %s | FileCheck %s --check-prefix=CBW

// CHECK-LABEL: func.func @alloc_tensor(%arg0: index, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%arg2] : memref<?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%arg0] : memref<?xf32>
// CHECK-NEXT: %0 = memref.load %alloc_0[%arg2] : memref<?xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%arg2] : memref<?xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-LABEL: func.func @to_tensor_restrict(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @to_buffer(%arg0: tensor<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @dealloc_tensor(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return %0 : f32

// FB-LABEL: func.func @alloc_tensor(%arg0: index, %arg1: f32, %arg2: index) -> f32 {
// FB-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// FB-NEXT: memref.store %arg1, %alloc[%arg2] : memref<?xf32>
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %dim = memref.dim %alloc, %c0 : memref<?xf32>
// FB-NEXT: %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// FB-NEXT: memref.copy %alloc, %alloc_0 : memref<?xf32> to memref<?xf32>
// FB-NEXT: memref.store %arg1, %alloc_0[%arg0] : memref<?xf32>
// FB-NEXT: %0 = memref.load %alloc_0[%arg2] : memref<?xf32>
// FB-NEXT: %1 = memref.load %alloc[%arg2] : memref<?xf32>
// FB-NEXT: %2 = arith.addf %0, %1 : f32
// FB-NEXT: return %2 : f32
// FB-LABEL: func.func @to_tensor_restrict(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// FB-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// FB-NEXT: return %0 : f32
// FB-LABEL: func.func @to_buffer(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// FB-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0 : f32
// FB-LABEL: func.func @dealloc_tensor(%arg0: f32, %arg1: index) -> f32 {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.store %arg0, %alloc[%arg1] : memref<4xf32>
// FB-NEXT: %0 = memref.load %alloc[%arg1] : memref<4xf32>
// FB-NEXT: memref.dealloc %alloc : memref<4xf32>
// FB-NEXT: return %0 : f32

// CBW-LABEL: func.func @alloc_tensor(%arg0: index, %arg1: f32, %arg2: index) -> f32 {
// CBW-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %dim = memref.dim %alloc, %c0 : memref<?xf32>
// CBW-NEXT: %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT: memref.copy %alloc, %alloc_0 : memref<?xf32> to memref<?xf32>
// CBW-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<?xf32>
// CBW-NEXT: %c0_1 = arith.constant 0 : index
// CBW-NEXT: %dim_2 = memref.dim %alloc_0, %c0_1 : memref<?xf32>
// CBW-NEXT: %alloc_3 = memref.alloc(%dim_2) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT: memref.copy %alloc_0, %alloc_3 : memref<?xf32> to memref<?xf32>
// CBW-NEXT: %c0_4 = arith.constant 0 : index
// CBW-NEXT: %dim_5 = memref.dim %alloc_3, %c0_4 : memref<?xf32>
// CBW-NEXT: %alloc_6 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT: memref.copy %alloc_3, %alloc_6 : memref<?xf32> to memref<?xf32>
// CBW-NEXT: memref.store %arg1, %alloc_6[%arg0] : memref<?xf32>
// CBW-NEXT: %0 = memref.load %alloc_6[%arg2] : memref<?xf32>
// CBW-NEXT: %1 = memref.load %alloc_0[%arg2] : memref<?xf32>
// CBW-NEXT: %2 = arith.addf %0, %1 : f32
// CBW-NEXT: return %2 : f32
// CBW-LABEL: func.func @to_tensor_restrict(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CBW-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CBW-NEXT: return %0 : f32
// CBW-LABEL: func.func @to_buffer(%arg0: tensor<4xf32>, %arg1: index) -> f32 {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: return %1 : f32
// CBW-LABEL: func.func @dealloc_tensor(%arg0: f32, %arg1: index) -> f32 {
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CBW-NEXT: memref.store %arg0, %alloc_0[%arg1] : memref<4xf32>
// CBW-NEXT: %0 = memref.load %alloc_0[%arg1] : memref<4xf32>
// CBW-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CBW-NEXT: return %0 : f32

func.func @alloc_tensor(%n: index, %f: f32, %i: index) -> f32 {
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %0 = tensor.insert %f into %a[%i] : tensor<?xf32>
  %b = bufferization.alloc_tensor() copy(%0) : tensor<?xf32>
  %1 = tensor.insert %f into %b[%n] : tensor<?xf32>
  %x = tensor.extract %1[%i] : tensor<?xf32>
  %y = tensor.extract %0[%i] : tensor<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @to_tensor_restrict(%m: memref<4xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

func.func @to_buffer(%t: tensor<4xf32>, %i: index) -> f32 {
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %x = memref.load %m[%i] : memref<4xf32, strided<[?], offset: ?>>
  return %x : f32
}

func.func @dealloc_tensor(%f: f32, %i: index) -> f32 {
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  %0 = tensor.insert %f into %a[%i] : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  bufferization.dealloc_tensor %0 : tensor<4xf32>
  return %x : f32
}
