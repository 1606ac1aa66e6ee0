// The device mapping attributes scf.forall carries, as mlir-opt-22 prints them.
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// COMPARE: mlir-opt-22

// CHECK-LABEL: func.func @mapped
// CHECK: {mapping = [#gpu.block<y>, #gpu.warpgroup<linear_dim_3>, #gpu.warp<z>, #gpu.thread<x>, #gpu.lane<linear_dim_9>, #gpu.memory_space<private>]}
func.func @mapped(%m: memref<2x2x2x2x2x2xf32>) {
  scf.forall (%a, %b, %c, %d, %e, %f) in (2, 2, 2, 2, 2, 2) {
    %zero = arith.constant 0.0 : f32
    memref.store %zero, %m[%a, %b, %c, %d, %e, %f] : memref<2x2x2x2x2x2xf32>
  } {mapping = [#gpu.block<y>, #gpu.warpgroup<linear_dim_3>, #gpu.warp<z>, #gpu.thread<"x">, #gpu.lane<linear_dim_9>, #gpu.memory_space<private>]}
  return
}
