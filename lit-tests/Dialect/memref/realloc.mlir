// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @realloc(%arg0: memref<?xf32>, %arg1: memref<4xf32>, %arg2: index) {
// CHECK-NEXT: %0 = memref.realloc %arg0(%arg2) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %1 = memref.realloc %arg1 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %2 = memref.realloc %arg1(%arg2) {alignment = 16 : i64} : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %3 = memref.realloc %arg0 : memref<?xf32> to memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @realloc_space(%arg0: memref<2xi8, 1>) -> memref<4xi8, 1> {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<2xi8, 1> to memref<4xi8, 1>
// CHECK-NEXT: return %0 : memref<4xi8, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.realloc with and without a dynamic size.

func.func @realloc(%m: memref<?xf32>, %s: memref<4xf32>, %d: index) {
  %0 = memref.realloc %m(%d) : memref<?xf32> to memref<?xf32>
  %1 = memref.realloc %s : memref<4xf32> to memref<8xf32>
  %2 = memref.realloc %s(%d) {alignment = 16 : i64} : memref<4xf32> to memref<?xf32>
  %3 = memref.realloc %m : memref<?xf32> to memref<16xf32>
  return
}

func.func @realloc_space(%m: memref<2xi8, 1>) -> memref<4xi8, 1> {
  %0 = memref.realloc %m : memref<2xi8, 1> to memref<4xi8, 1>
  return %0 : memref<4xi8, 1>
}
