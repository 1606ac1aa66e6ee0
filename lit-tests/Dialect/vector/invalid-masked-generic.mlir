// Malformed ops in the generic form that vector.mask and vector.contract look into before their
// own checks: each gets a located error (found by the front-door fuzzer; mlir-opt-22 crashes on
// the first, and on the second reads the element as a map).
// RUN: jopt %s --split-input-file --verify-diagnostics
// NOT-COMPARED: mlir-opt-22 crashes on the first case (MaskOp::verify asks the masked op for its mask type).

func.func @mask_of_transfer_without_map(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %r = "vector.mask"(%mask) ({
    // expected-error @+1 {{'vector.transfer_read' op requires attribute 'permutation_map'}}
    %v = "vector.transfer_read"(%m, %c0, %pad) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<?xf32>, index, f32) -> vector<16xf32>
    "vector.yield"(%v) : (vector<16xf32>) -> ()
  }) : (vector<16xi1>) -> vector<16xf32>
  return %r : vector<16xf32>
}

// -----

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
func.func @contract_map_not_a_map(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have no symbols}}
  %r = "vector.contract"(%a, %b, %c) <{indexing_maps = [#m0, #m1, f32], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  return %r : vector<4x4xf32>
}

// -----

func.func @outerproduct_kind_not_a_kind(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) -> vector<4x8xf32> {
  // expected-error @+1 {{'vector.outerproduct' op expected 'kind' attribute of type CombiningKind (e.g. 'vector.kind<add>')}}
  %r = vector.outerproduct %a, %b, %c {kind = unit} : vector<4xf32>, vector<8xf32>
  return %r : vector<4x8xf32>
}
