// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @cast(%arg0: memref<?xf32>, %arg1: memref<4x4xf32>, %arg2: memref<*xf32>, %arg3: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg2 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: %cast_3 = memref.cast %arg3 : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_4 = memref.cast %arg1 : memref<4x4xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memory_space_cast(%arg0: memref<?xf32>, %arg1: memref<4x4xi8, 1>, %arg2: memref<*xf32, 2>) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<?xf32> to memref<?xf32, 1>
// CHECK-NEXT: %memspacecast_0 = memref.memory_space_cast %arg1 : memref<4x4xi8, 1> to memref<4x4xi8>
// CHECK-NEXT: %memspacecast_1 = memref.memory_space_cast %arg2 : memref<*xf32, 2> to memref<*xf32, 3>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.cast between static, dynamic, strided and unranked memrefs.

func.func @cast(%m: memref<?xf32>, %s: memref<4x4xf32>, %u: memref<*xf32>,
                %st: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  %0 = memref.cast %m : memref<?xf32> to memref<4xf32>
  %1 = memref.cast %s : memref<4x4xf32> to memref<?x?xf32>
  %2 = memref.cast %m : memref<?xf32> to memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %4 = memref.cast %st : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  %5 = memref.cast %s : memref<4x4xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

func.func @memory_space_cast(%m: memref<?xf32>, %n: memref<4x4xi8, 1>, %u: memref<*xf32, 2>) {
  %0 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  %1 = memref.memory_space_cast %n : memref<4x4xi8, 1> to memref<4x4xi8>
  %2 = memref.memory_space_cast %u : memref<*xf32, 2> to memref<*xf32, 3>
  return
}
