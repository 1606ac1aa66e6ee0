// RUN: jopt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s

// With local scope, aliases are not defined: maps print inline.
#map = affine_map<(d0, d1) -> (d0 * 16 + d1)>
func.func @local_scope(%arg0: memref<4x16xf32, #map>) -> memref<4x16xf32, #map> {
  %0 = memref.subview %arg0[0, 0] [2, 2] [1, 1] : memref<4x16xf32, #map> to memref<2x2xf32, strided<[16, 1]>>
  "test.use"(%0) : (memref<2x2xf32, strided<[16, 1]>>) -> ()
  return %arg0 : memref<4x16xf32, #map>
}

// CHECK-NOT: #map =
// CHECK: module {
// CHECK-NEXT:   func.func @local_scope(%arg0: memref<4x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>) -> memref<4x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> {
// CHECK-NEXT:     %subview = memref.subview %arg0[0, 0] [2, 2] [1, 1] : memref<4x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> to memref<2x2xf32, strided<[16, 1]>>
// CHECK-NEXT:     "test.use"(%subview) : (memref<2x2xf32, strided<[16, 1]>>) -> ()
// CHECK-NEXT:     return %arg0 : memref<4x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
