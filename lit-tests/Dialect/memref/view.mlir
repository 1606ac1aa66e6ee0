// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @view(%arg0: memref<2048xi8>, %arg1: memref<?xi8, 3>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %view = memref.view %arg0[%arg2][%arg3] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %view_0 = memref.view %arg0[%arg2][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %view_1 = memref.view %arg0[%arg2][%arg3, %arg3] : memref<2048xi8> to memref<?x?xi32>
// CHECK-NEXT: %view_2 = memref.view %arg1[%arg2][%arg3] : memref<?xi8, 3> to memref<?xf16, 3>
// CHECK-NEXT: %view_3 = memref.view %arg0[%arg2][] {foo} : memref<2048xi8> to memref<f64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.view: byte-shift plus dynamic sizes over an i8 buffer.

func.func @view(%buf: memref<2048xi8>, %dyn: memref<?xi8, 3>, %i: index, %d: index) {
  %0 = memref.view %buf[%i][%d] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %buf[%i][] : memref<2048xi8> to memref<64x4xf32>
  %2 = memref.view %buf[%i][%d, %d] : memref<2048xi8> to memref<?x?xi32>
  %3 = memref.view %dyn[%i][%d] : memref<?xi8, 3> to memref<?xf16, 3>
  %4 = memref.view %buf[%i][] {foo} : memref<2048xi8> to memref<f64>
  return
}
