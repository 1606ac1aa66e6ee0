// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

#map = affine_map<(d0, d1) -> (d1, d0)>
#my_attr = {test.key = "value", test.n = 3 : i64}
!my_type = memref<4x?xf32>
!tuple = tuple<i32, f32>
func.func @aliases(%arg0: !my_type, %arg1: !tuple) -> !my_type attributes {test.map = #map, test.d = #my_attr} {
  "test.op"() {test.m = #map, test.m2 = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  "test.op2"(%arg0) : (memref<4x?xf32>) -> ()
  %0 = "test.op3"() {layout = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>} : () -> memref<4x4xf32, strided<[4, 1]>>
  return %arg0 : !my_type
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @aliases(%arg0: memref<4x?xf32>, %arg1: tuple<i32, f32>) -> memref<4x?xf32> attributes {test.d = {test.key = "value", test.n = 3 : i64}, test.map = #map} {
// CHECK-NEXT:     "test.op"() {test.m = #map, test.m2 = #map1} : () -> ()
// CHECK-NEXT:     "test.op2"(%arg0) : (memref<4x?xf32>) -> ()
// CHECK-NEXT:     %0 = "test.op3"() {layout = #map2} : () -> memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT:     return %arg0 : memref<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
