// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @materialize(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: memref<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: %1 = bufferization.materialize_in_destination %arg0 in %0 {foo} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// bufferization.materialize_in_destination into tensors and memrefs.

func.func @materialize(%t: tensor<?xf32>, %d: tensor<?xf32>, %m: memref<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  %1 = bufferization.materialize_in_destination %t in %0 {foo} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
