// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The alias pass passes over ops that can print no aliased value (leaf ops in generic or
// declarative form whose types and attributes hold no map, set or long tuple); the aliases of
// the other ops are numbered and ordered as mlir-opt-22 does, whatever sits between them.

func.func @order(%m: memref<4x4xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %x = arith.addi %i, %c0 : index
  "test.attrs"() {maps = [affine_map<(d0) -> (d0 + 2)>], n = 1 : i64} : () -> ()
  %s = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  "test.type"() {t = memref<8xf32, affine_map<(d0) -> (d0 + 3)>>} : () -> ()
  %t = "test.tuple"() : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
  "test.dict"() {d = {inner = {k = affine_set<(d0) : (d0 >= 0)>}}} : () -> ()
  "test.fn"() {f = (index) -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : () -> ()
  "test.plain"(%x, %s) {a = [1, 2], s = "str", u, dense = dense<1.0> : tensor<2xf32>} : (index, memref<2x2xf32, strided<[4, 1], offset: 5>>) -> ()
  memref.dealloc %a : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// CHECK: !tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK:      memref.alloc() : memref<4x4xf32, #map>
// CHECK:      "test.attrs"() {maps = [#map1], n = 1 : i64} : () -> ()
// CHECK:      "test.type"() {t = memref<8xf32, #map2>} : () -> ()
// CHECK:      "test.tuple"() : () -> !tuple
// CHECK:      "test.dict"() {d = {inner = {k = #set}}} : () -> ()
// CHECK:      "test.fn"() {f = (index) -> !tuple} : () -> ()
// CHECK:      "test.plain"(%{{.*}}, %{{.*}}) {a = [1, 2], dense = dense<1.000000e+00> : tensor<2xf32>, s = "str", u} : (index, memref<2x2xf32, strided<[4, 1], offset: 5>>) -> ()
// CHECK:      memref.dealloc %{{.*}} : memref<4x4xf32, #map>

// GENERIC: !tuple = tuple<
// GENERIC-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// GENERIC-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
