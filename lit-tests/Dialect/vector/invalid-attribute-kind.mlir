// NOT-COMPARED: mlir-opt-22's custom parser of the transfer ops casts permutation_map unchecked
// and runs out of memory on these inputs. jopt drops an inherent attribute of the wrong kind as
// MLIR's generated property setter does, and the verifier reports it missing.
// RUN: jopt %s --split-input-file --verify-diagnostics

func.func @write_float_map(%v: vector<4x8xf32>, %t: tensor<4x8xf32>, %i: index) -> tensor<4x8xf32> {
  // expected-error@+1 {{'vector.transfer_write' op requires attribute 'permutation_map'}}
  %r = vector.transfer_write %v, %t[%i, %i] {permutation_map = 0.5 : f32} : vector<4x8xf32>, tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

func.func @read_string_map(%m: memref<4x8xf32>, %i: index, %f: f32) -> vector<4x8xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires attribute 'permutation_map'}}
  %r = vector.transfer_read %m[%i, %i], %f {permutation_map = "d0"} : memref<4x8xf32>, vector<4x8xf32>
  return %r : vector<4x8xf32>
}
