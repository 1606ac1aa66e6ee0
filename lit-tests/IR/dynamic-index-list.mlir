// RUN: jopt %s -split-input-file -verify-diagnostics
// COMPARE: mlir-opt-22

// custom<DynamicIndexList> has one home (jopt.ir.ods.format.DynamicIndexList): every op that
// writes one reports a bad entry alike, the entry's error and then the op's.

func.func @subview_bad_entry(%m: memref<8xf32>) {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = memref.subview %m[0] [4] [x] : memref<8xf32> to memref<4xf32>
  return
}

// -----

func.func @extract_slice_bad_entry(%t: tensor<8xf32>) {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0] [4] [x] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @extract_slice_unclosed_scalable(%t: tensor<8xf32>) {
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0] [[4, 1] [1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @forall_bad_bound() {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected SSA value or integer}}
  scf.forall (%i) in (y) {
  }
  return
}

// -----

func.func @linearize_bad_basis(%i: index, %j: index) -> index {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = affine.linearize_index [%i, %j] by (2, z) : index
  return %0 : index
}

// -----

func.func @pack_bad_tile(%s: tensor<8xf32>, %d: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [w] into %d : tensor<8xf32> -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @forall_unclosed_scalable() {
  // expected-error @+1 {{expected SSA value or integer}}
  scf.forall (%i) in ([4) {
  }
  return
}
