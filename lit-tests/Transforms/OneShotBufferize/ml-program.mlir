// ml_program globals as MLIR's ml_program bufferization models rewrite them: a global becomes
// a memref.global (constant unless mutable), global_load a memref.get_global (read-only, so a
// write into the loaded tensor copies first), global_store a get_global and a memref.copy.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT: memref.global "private" @global_seed : memref<i64> = dense<0>
// CHECK-NEXT: memref.global "private" constant @table : memref<4xf32> = dense<{{\[}}1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-LABEL: func.func @next_seed() -> i64 {
// CHECK-NEXT: %0 = memref.get_global @global_seed : memref<i64>
// CHECK-NEXT: %1 = memref.load %0[] : memref<i64>
// CHECK-NEXT: %c6364136223846793005_i64 = arith.constant 6364136223846793005 : i64
// CHECK-NEXT: %2 = arith.muli %1, %c6364136223846793005_i64 : i64
// CHECK-NEXT: %c1442695040888963407_i64 = arith.constant 1442695040888963407 : i64
// CHECK-NEXT: %3 = arith.addi %2, %c1442695040888963407_i64 : i64
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<i64>
// CHECK-NEXT: memref.store %3, %alloc[] : memref<i64>
// CHECK-NEXT: %4 = memref.get_global @global_seed : memref<i64>
// CHECK-NEXT: memref.copy %alloc, %4 : memref<i64> to memref<i64>
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_loaded(%arg0: f32) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @table : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @store_arg(%arg0: memref<i64, strided<[], offset: ?>>) {
// CHECK-NEXT: %0 = memref.get_global @global_seed : memref<i64>
// CHECK-NEXT: memref.copy %arg0, %0 : memref<i64, strided<[], offset: ?>> to memref<i64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// torch-mlir's seed: each call reads the global, stores the next value.
ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
ml_program.global private @table(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>

func.func @next_seed() -> i64 {
  %0 = ml_program.global_load @global_seed : tensor<i64>
  %1 = tensor.extract %0[] : tensor<i64>
  %c6364136223846793005 = arith.constant 6364136223846793005 : i64
  %2 = arith.muli %1, %c6364136223846793005 : i64
  %c1442695040888963407 = arith.constant 1442695040888963407 : i64
  %3 = arith.addi %2, %c1442695040888963407 : i64
  %4 = tensor.from_elements %3 : tensor<i64>
  ml_program.global_store @global_seed = %4 : tensor<i64>
  return %3 : i64
}

// The loaded tensor is read-only: writing into it copies first.
func.func @write_loaded(%f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = ml_program.global_load @table : tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// Storing a function argument copies it into the global.
func.func @store_arg(%a: tensor<i64>) {
  ml_program.global_store @global_seed = %a : tensor<i64>
  return
}
