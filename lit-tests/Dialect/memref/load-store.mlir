// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @load_store(%arg0: memref<?x?xf32>, %arg1: memref<f32>, %arg2: index, %arg3: index, %arg4: f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %1 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT: memref.store %arg4, %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %arg4, %arg1[] : memref<f32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg3] {nontemporal = true} : memref<?x?xf32>
// CHECK-NEXT: %3 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %1, %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %4 = memref.load %arg1[] {alignment = 8 : i64} : memref<f32>
// CHECK-NEXT: memref.store %4, %arg1[] {alignment = 16 : i64, nontemporal = true} : memref<f32>
// CHECK-NEXT: %5 = memref.load %arg0[%arg2, %arg3] {foo} : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @layouts(%arg0: memref<4x4xi32, strided<[?, 1], offset: ?>>, %arg1: memref<8xvector<4xf16>, 3>, %arg2: memref<2x2xf64, #map>, %arg3: index) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg3] : memref<4x4xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg3] : memref<4x4xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<8xvector<4xf16>, 3>
// CHECK-NEXT: memref.store %1, %arg1[%arg3] : memref<8xvector<4xf16>, 3>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3, %arg3] : memref<2x2xf64, #map>
// CHECK-NEXT: memref.store %2, %arg2[%arg3, %arg3] : memref<2x2xf64, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.load / memref.store: ranks 0..3, nontemporal, alignment, layouts.

func.func @load_store(%m: memref<?x?xf32>, %r: memref<f32>, %i: index, %j: index, %v: f32) {
  %0 = memref.load %m[%i, %j] : memref<?x?xf32>
  %1 = memref.load %r[] : memref<f32>
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  memref.store %v, %r[] : memref<f32>
  %2 = memref.load %m[%i, %i] {nontemporal = true} : memref<?x?xf32>
  memref.store %0, %m[%j, %j] {nontemporal = true} : memref<?x?xf32>
  %3 = memref.load %m[%i, %j] {nontemporal = false} : memref<?x?xf32>
  memref.store %1, %m[%i, %j] {nontemporal = false} : memref<?x?xf32>
  %4 = memref.load %r[] {alignment = 8 : i64} : memref<f32>
  memref.store %4, %r[] {alignment = 16 : i64, nontemporal = true} : memref<f32>
  %5 = memref.load %m[%i, %j] {foo} : memref<?x?xf32>
  return
}

func.func @layouts(%a: memref<4x4xi32, strided<[?, 1], offset: ?>>, %b: memref<8xvector<4xf16>, 3>,
                   %c: memref<2x2xf64, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) {
  %0 = memref.load %a[%i, %i] : memref<4x4xi32, strided<[?, 1], offset: ?>>
  memref.store %0, %a[%i, %i] : memref<4x4xi32, strided<[?, 1], offset: ?>>
  %1 = memref.load %b[%i] : memref<8xvector<4xf16>, 3>
  memref.store %1, %b[%i] : memref<8xvector<4xf16>, 3>
  %2 = memref.load %c[%i, %i] : memref<2x2xf64, affine_map<(d0, d1) -> (d1, d0)>>
  memref.store %2, %c[%i, %i] : memref<2x2xf64, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
