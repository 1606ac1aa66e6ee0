// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @to_tensor(%arg0: memref<?xf32>, %arg1: memref<4x4xf32, strided<[?, 1], offset: ?>>, %arg2: memref<*xf32>, %arg3: memref<i8, 1>) {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 restrict writable : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %arg0 : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %arg0 restrict : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %arg1 : memref<4x4xf32, strided<[?, 1], offset: ?>> to tensor<4x4xf32>
// CHECK-NEXT: %4 = bufferization.to_tensor %arg2 : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: %5 = bufferization.to_tensor %arg3 writable {foo} : memref<i8, 1> to tensor<i8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// bufferization.to_tensor with restrict/writable units.

func.func @to_tensor(%m: memref<?xf32>, %s: memref<4x4xf32, strided<[?, 1], offset: ?>>, %u: memref<*xf32>,
                     %r: memref<i8, 1>) {
  %0 = bufferization.to_tensor %m restrict writable : memref<?xf32> to tensor<?xf32>
  %1 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %2 = bufferization.to_tensor %m restrict : memref<?xf32> to tensor<?xf32>
  %3 = bufferization.to_tensor %s : memref<4x4xf32, strided<[?, 1], offset: ?>> to tensor<4x4xf32>
  %4 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %5 = bufferization.to_tensor %r writable {foo} : memref<i8, 1> to tensor<i8>
  return
}
