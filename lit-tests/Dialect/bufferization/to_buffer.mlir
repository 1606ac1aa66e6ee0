// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @to_buffer(%arg0: tensor<?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<4x4xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 read_only : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg1 : tensor<*xf32> to memref<*xf32>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg2 : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = bufferization.to_buffer %arg2 read_only {foo} : tensor<4x4xf32> to memref<4x4xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// bufferization.to_buffer with read_only.

func.func @to_buffer(%t: tensor<?xf32>, %u: tensor<*xf32>, %s: tensor<4x4xf32>) {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
  %2 = bufferization.to_buffer %u : tensor<*xf32> to memref<*xf32>
  %3 = bufferization.to_buffer %s : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %4 = bufferization.to_buffer %s read_only {foo} : tensor<4x4xf32> to memref<4x4xf32, 1>
  return
}
