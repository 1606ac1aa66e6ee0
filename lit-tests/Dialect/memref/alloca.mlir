// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @alloca(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg0, %arg0) : memref<?x?xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca()[%arg1] : memref<8xf32, #map>
// CHECK-NEXT: %alloca_2 = memref.alloca() {alignment = 128 : i64} : memref<i1, 5>
// CHECK-NEXT: %alloca_3 = memref.alloca(%arg0) {attr} : memref<?xbf16, strided<[1], offset: 7>>
// CHECK-NEXT: %alloca_4 = memref.alloca(%arg0)[%arg1, %arg1] : memref<?xf32, #map1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_in_region(%arg0: i1) {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %alloca = memref.alloca() : memref<16xi8>
// CHECK-NEXT: "test.use"(%alloca) : (memref<16xi8>) -> ()
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.alloca: like alloc, freed at the end of the allocation scope.

func.func @alloca(%d: index, %s: index) {
  %0 = memref.alloca() : memref<4xf32>
  %1 = memref.alloca(%d, %d) : memref<?x?xf32>
  %2 = memref.alloca()[%s] : memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %3 = memref.alloca() {alignment = 128 : i64} : memref<i1, 5>
  %4 = memref.alloca(%d) {attr} : memref<?xbf16, strided<[1], offset: 7>>
  %5 = memref.alloca(%d)[%s, %s] : memref<?xf32, affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>>
  return
}

func.func @alloca_in_region(%c: i1) {
  "test.region"() ({
    %0 = memref.alloca() : memref<16xi8>
    "test.use"(%0) : (memref<16xi8>) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
