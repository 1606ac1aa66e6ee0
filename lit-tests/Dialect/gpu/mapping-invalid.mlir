// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

func.func @bad_id() {
  scf.forall (%i) in (4) {
  // expected-error@+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
  // expected-error@+1 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
  } {mapping = [#gpu.thread<w>]}
  return
}

// -----

func.func @bad_space() {
  scf.forall (%i) in (4) {
  // expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
  // expected-error@+1 {{failed to parse GPUMemorySpaceMappingAttr parameter 'address_space' which is to be a `::mlir::gpu::AddressSpace`}}
  } {mapping = [#gpu.memory_space<shared>]}
  return
}
