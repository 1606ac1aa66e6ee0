// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @dealloc_tensor(%arg0: tensor<?xf32>, %arg1: tensor<4x4xi32>) {
// CHECK-NEXT: bufferization.dealloc_tensor %arg0 : tensor<?xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %arg1 : tensor<4x4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// bufferization.dealloc_tensor.

func.func @dealloc_tensor(%t: tensor<?xf32>, %s: tensor<4x4xi32>) {
  bufferization.dealloc_tensor %t : tensor<?xf32>
  bufferization.dealloc_tensor %s : tensor<4x4xi32>
  return
}
