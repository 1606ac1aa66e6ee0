// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @tensors(%arg0: tensor<8xf32>, %arg1: index) -> (tensor<?xf32>, tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() copy(%arg0) {memory_space = 1 : ui64} : tensor<8xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() size_hint=%arg1 : tensor<8xf32>
// CHECK-NEXT: %3 = bufferization.materialize_in_destination %1 in %2 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %0 : tensor<?xf32>
// CHECK-NEXT: return %0, %1, %3 : tensor<?xf32>, tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @buffers(%arg0: memref<8xf32>, %arg1: memref<*xf32>, %arg2: tensor<8xf32>, %arg3: i1) -> (i1, i1) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 restrict writable : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg2 read_only : tensor<8xf32> to memref<8xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %arg1 : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %1 in restrict writable %arg0 : (tensor<8xf32>, memref<8xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%0 : memref<8xf32>) if (%arg3)
// CHECK-NEXT: %4:2 = bufferization.dealloc (%2, %arg1 : memref<8xf32>, memref<*xf32>) if (%arg3, %arg3) retain (%arg0, %arg1 : memref<8xf32>, memref<*xf32>)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: return %4#0, %4#1 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @tensors(%t: tensor<8xf32>, %d: index) -> (tensor<?xf32>, tensor<8xf32>, tensor<8xf32>) {
  %a = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %b = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : ui64} : tensor<8xf32>
  %c = bufferization.alloc_tensor() size_hint=%d : tensor<8xf32>
  %e = bufferization.materialize_in_destination %b in %c : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  bufferization.dealloc_tensor %a : tensor<?xf32>
  return %a, %b, %e : tensor<?xf32>, tensor<8xf32>, tensor<8xf32>
}

func.func @buffers(%m: memref<8xf32>, %u: memref<*xf32>, %t: tensor<8xf32>, %c: i1) -> (i1, i1) {
  %0 = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  %1 = bufferization.to_tensor %0 restrict writable : memref<8xf32> to tensor<8xf32>
  %2 = bufferization.to_buffer %t read_only : tensor<8xf32> to memref<8xf32>
  %3 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  bufferization.materialize_in_destination %1 in restrict writable %m : (tensor<8xf32>, memref<8xf32>) -> ()
  bufferization.dealloc (%0 : memref<8xf32>) if (%c)
  %4:2 = bufferization.dealloc (%2, %u : memref<8xf32>, memref<*xf32>) if (%c, %c) retain (%m, %u : memref<8xf32>, memref<*xf32>)
  bufferization.dealloc
  return %4#0, %4#1 : i1, i1
}
