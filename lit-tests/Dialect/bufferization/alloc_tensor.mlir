// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @alloc_tensor(%arg0: tensor<?xf32>, %arg1: index) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) {memory_space = 1 : i64} : tensor<?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor() : tensor<4x4xf32>
// CHECK-NEXT: %4 = bufferization.alloc_tensor(%arg1, %arg1) {foo, memory_space = 3 : i64} : tensor<?x8x?xi32>
// CHECK-NEXT: %5 = bufferization.alloc_tensor() : tensor<f16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }


func.func @alloc_tensor(%t: tensor<?xf32>, %d: index) {
  %0 = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64} : tensor<?xf32>
  %1 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %3 = bufferization.alloc_tensor() : tensor<4x4xf32>
  %4 = bufferization.alloc_tensor(%d, %d) {memory_space = 3 : i64, foo} : tensor<?x8x?xi32>
  %6 = bufferization.alloc_tensor() : tensor<f16>
  return
}
