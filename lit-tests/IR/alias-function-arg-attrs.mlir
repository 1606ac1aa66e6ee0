// RUN: jopt %s --split-input-file | FileCheck %s

// As mlir-opt's alias collector, the attributes of a defined function's arguments are not
// visited: an affine map used only there is printed in place, one used elsewhere too is
// printed by its alias everywhere; a declaration's argument and any result attributes are.

// CHECK-NOT: #map
// CHECK-LABEL: func.func @only_in_arg_attrs(%arg0: tensor<4xf32> {test.map = affine_map<(d0) -> (d0)>}) -> tensor<4xf32> {
func.func @only_in_arg_attrs(%t: tensor<4xf32> {test.map = affine_map<(d0) -> (d0)>}) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @result_attrs(%arg0: tensor<4xf32> {test.map = affine_map<(d0) -> (d0)>}) -> (tensor<4xf32> {test.map = #map}) {
func.func @result_attrs(%t: tensor<4xf32> {test.map = affine_map<(d0) -> (d0)>}) -> (tensor<4xf32> {test.map = affine_map<(d0) -> (d0 + 1)>}) {
  return %t : tensor<4xf32>
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func private @declaration(tensor<4xf32> {test.map = #map})
func.func private @declaration(%t: tensor<4xf32> {test.map = affine_map<(d0) -> (d0)>})

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @also_elsewhere(%arg0: tensor<4xf32> {test.map = #map}) -> tensor<4xf32> attributes {test.other = #map} {
func.func @also_elsewhere(%t: tensor<4xf32> {test.map = affine_map<(d0) -> (d0)>}) -> tensor<4xf32> attributes {test.other = affine_map<(d0) -> (d0)>} {
  return %t : tensor<4xf32>
}
