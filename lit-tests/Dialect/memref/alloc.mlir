// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0, %arg1) : memref<?x8x?xi32>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg0)[%arg1] : memref<?x4xf32, #map>
// CHECK-NEXT: %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<f16>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<4x4xf32, 1>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %alloc_7 = memref.alloc()[%arg1] : memref<2xf32, #map1>
// CHECK-NEXT: %alloc_8 = memref.alloc() {alignment = 16 : i64, foo = "bar"} : memref<0xi8>
// CHECK-NEXT: %alloc_9 = memref.alloc() : memref<2x3xvector<4xf32>>
// CHECK-NEXT: %alloc_10 = memref.alloc() : memref<2xcomplex<f32>>
// CHECK-NEXT: %alloc_11 = memref.alloc() : memref<4xindex, "shared">
// CHECK-NEXT: %alloc_12 = memref.alloc(%arg0) : memref<?xf32, strided<[1], offset: 3>, 7>
// CHECK-NEXT: %alloc_13 = memref.alloc() : memref<3x4xf32, #map2>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_uses(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_0) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: return %alloc_0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.alloc: dynamic sizes, symbol operands, alignment, layouts, memory spaces.

func.func @alloc(%d: index, %s: index) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%d) : memref<?xf32>
  %2 = memref.alloc(%d, %s) : memref<?x8x?xi32>
  %3 = memref.alloc(%d)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %4 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %5 = memref.alloc() : memref<f16>
  %6 = memref.alloc() : memref<4x4xf32, 1>
  %7 = memref.alloc() : memref<4x4xf32, strided<[4, 1]>>
  %8 = memref.alloc()[%s] : memref<2xf32, affine_map<(d0)[s0] -> (d0 * s0)>>
  %9 = memref.alloc() {alignment = 16 : i64, foo = "bar"} : memref<0xi8>
  %10 = memref.alloc() : memref<2x3xvector<4xf32>>
  %11 = memref.alloc() : memref<2xcomplex<f32>>
  %12 = memref.alloc() : memref<4xindex, "shared">
  %13 = memref.alloc(%d) : memref<?xf32, strided<[1], offset: 3>, 7>
  %14 = memref.alloc() : memref<3x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

func.func @alloc_uses(%d: index) -> memref<?xf32> {
  %0 = memref.alloc(%d) : memref<?xf32>
  %1 = memref.alloc(%d) : memref<?xf32>
  "test.use"(%0, %1) : (memref<?xf32>, memref<?xf32>) -> ()
  return %1 : memref<?xf32>
}
