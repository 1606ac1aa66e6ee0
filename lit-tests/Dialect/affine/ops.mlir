// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// affine.apply in its custom form (dims in parentheses, symbols in brackets only when the map
// has some) and in the generic form (the map as a property); maps print as #map aliases.

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0 * 2)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 floordiv 4 + d1 mod 3)>
// CHECK: #map2 = affine_map<()[s0, s1] -> (s0 ceildiv 2 - s1)>
// CHECK: #map3 = affine_map<(d0) -> (d0 * 3)>
// CHECK: module {
// CHECK-LABEL: func.func @apply(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1(%0, %arg1)
// CHECK-NEXT: %2 = affine.apply #map2()[%1, %arg0] {tag}
// CHECK-NEXT: %3 = affine.apply #map3(%arg0)
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK:   }
// CHECK: }

func.func @apply(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 4 + d1 mod 3)>(%0, %b)
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 ceildiv 2 - s1)>()[%1, %a] {tag}
  %3 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0 * 3)>}> : (index) -> index
  return %0, %1, %2, %3 : index, index, index, index
}
