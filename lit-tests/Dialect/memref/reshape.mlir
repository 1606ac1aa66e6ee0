// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @reshape(%arg0: memref<?xf32>, %arg1: memref<2xindex>, %arg2: memref<?xi32>, %arg3: memref<4x4xf32>, %arg4: memref<1xi64>) {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %reshape_0 = memref.reshape %arg0(%arg2) : (memref<?xf32>, memref<?xi32>) -> memref<*xf32>
// CHECK-NEXT: %reshape_1 = memref.reshape %arg3(%arg4) : (memref<4x4xf32>, memref<1xi64>) -> memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.reshape with a static- and a dynamic-length shape operand.

func.func @reshape(%m: memref<?xf32>, %s2: memref<2xindex>, %sd: memref<?xi32>, %t: memref<4x4xf32>,
                   %s1: memref<1xi64>) {
  %0 = memref.reshape %m(%s2) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %1 = memref.reshape %m(%sd) : (memref<?xf32>, memref<?xi32>) -> memref<*xf32>
  %2 = memref.reshape %t(%s1) : (memref<4x4xf32>, memref<1xi64>) -> memref<16xf32>
  return
}
