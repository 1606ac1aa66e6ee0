// vector.transfer_read/transfer_write, gather, mask and yield bufferized as MLIR's vector models do:
// the same ops on the buffers, a write that overwrites a whole static tensor from 0 reads nothing,
// vector.mask rebuilt without its memref results.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=ID
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s | FileCheck %s --check-prefix=ANALYSIS

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d1, d0)>
// ID-DAG: #map = affine_map<(d0, d1) -> (d1, d0)>
// ANALYSIS-DAG: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @read(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32, strided<[?], offset: ?>>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// ID-LABEL: func.func @read(%arg0: memref<?xf32>, %arg1: index) -> vector<4xf32> {
// ID-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ID-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<4xf32>
// ID-NEXT: return %0 : vector<4xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @read(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: index) -> vector<4xf32> {
// ANALYSIS-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?xf32>, vector<4xf32>
// ANALYSIS-NEXT: return %0 : vector<4xf32>
// ANALYSIS-NEXT: }
func.func @read(%t: tensor<?xf32>, %i: index) -> vector<4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%i], %cst : tensor<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @write(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: vector<4xf32>, %arg2: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: vector.transfer_write %arg1, %arg0[%arg2] : vector<4xf32>, memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// ID-LABEL: func.func @write(%arg0: memref<?xf32>, %arg1: vector<4xf32>, %arg2: index) -> memref<?xf32> {
// ID-NEXT: vector.transfer_write %arg1, %arg0[%arg2] : vector<4xf32>, memref<?xf32>
// ID-NEXT: return %arg0 : memref<?xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @write(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: vector<4xf32>, %arg2: index) -> tensor<?xf32> {
// ANALYSIS-NEXT: %0 = vector.transfer_write %arg1, %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<4xf32>, tensor<?xf32>
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<?xf32>
// ANALYSIS-NEXT: }
func.func @write(%t: tensor<?xf32>, %v: vector<4xf32>, %i: index) -> tensor<?xf32> {
  %0 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @read_write(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index) -> (vector<4xf32>, memref<8xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<8xf32, strided<[?], offset: ?>>, vector<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: vector.transfer_write %0, %alloc[%arg1] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1], %cst : memref<8xf32, strided<[?], offset: ?>>, vector<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %1, %alloc : vector<4xf32>, memref<8xf32>
// CHECK-NEXT: }
// ID-LABEL: func.func @read_write(%arg0: memref<8xf32>, %arg1: index) -> (vector<4xf32>, memref<8xf32>) {
// ID-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ID-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<8xf32>, vector<4xf32>
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// ID-NEXT: memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// ID-NEXT: vector.transfer_write %0, %alloc[%arg1] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
// ID-NEXT: %1 = vector.transfer_read %arg0[%arg1], %cst : memref<8xf32>, vector<4xf32>
// ID-NEXT: return %1, %alloc : vector<4xf32>, memref<8xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @read_write(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: index) -> (vector<4xf32>, tensor<8xf32>) {
// ANALYSIS-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<8xf32>, vector<4xf32>
// ANALYSIS-NEXT: %1 = vector.transfer_write %0, %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"], in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// ANALYSIS-NEXT: %2 = vector.transfer_read %arg0[%arg1], %cst {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<8xf32>, vector<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["none", "true"]} %2, %1 : vector<4xf32>, tensor<8xf32>
// ANALYSIS-NEXT: }
func.func @read_write(%t: tensor<8xf32>, %i: index) -> (vector<4xf32>, tensor<8xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%i], %cst : tensor<8xf32>, vector<4xf32>
  %1 = vector.transfer_write %0, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %2 = vector.transfer_read %t[%i], %cst : tensor<8xf32>, vector<4xf32>
  return %2, %1 : vector<4xf32>, tensor<8xf32>
}

// CHECK-LABEL: func.func @full_overwrite(%arg0: vector<8xf32>) -> memref<8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: vector.transfer_write %arg0, %alloc[%c0] : vector<8xf32>, memref<8xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<8xf32>
// CHECK-NEXT: }
// ID-LABEL: func.func @full_overwrite(%arg0: vector<8xf32>) -> memref<8xf32> {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// ID-NEXT: vector.transfer_write %arg0, %alloc[%c0] : vector<8xf32>, memref<8xf32>
// ID-NEXT: return %alloc : memref<8xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @full_overwrite(%arg0: vector<8xf32>) -> tensor<8xf32> {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<8xf32>
// ANALYSIS-NEXT: %1 = vector.transfer_write %arg0, %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<8xf32>, tensor<8xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT: }
func.func @full_overwrite(%v: vector<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %0 = vector.transfer_write %v, %e[%c0] : vector<8xf32>, tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func.func @gather(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: vector<8xi32>, %arg3: vector<8xi1>, %arg4: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.gather %arg0[%arg1] [%arg2], %arg3, %arg4 : memref<?xf32, strided<[?], offset: ?>>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// ID-LABEL: func.func @gather(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<8xi32>, %arg3: vector<8xi1>, %arg4: vector<8xf32>) -> vector<8xf32> {
// ID-NEXT: %0 = vector.gather %arg0[%arg1] [%arg2], %arg3, %arg4 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// ID-NEXT: return %0 : vector<8xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @gather(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: index, %arg2: vector<8xi32>, %arg3: vector<8xi1>, %arg4: vector<8xf32>) -> vector<8xf32> {
// ANALYSIS-NEXT: %0 = vector.gather %arg0[%arg1] [%arg2], %arg3, %arg4 {__inplace_operands_attr__ = ["true", "none", "none", "none", "none"]} : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// ANALYSIS-NEXT: return %0 : vector<8xf32>
// ANALYSIS-NEXT: }
func.func @gather(%t: tensor<?xf32>, %i: index, %idx: vector<8xi32>, %m: vector<8xi1>, %p: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.gather %t[%i][%idx], %m, %p : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @mask(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: vector<16xf32>, %arg2: index, %arg3: vector<16xi1>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: vector.mask %arg3 { vector.transfer_write %arg1, %arg0[%arg2] : vector<16xf32>, memref<?xf32, strided<[?], offset: ?>> } : vector<16xi1>
// CHECK-NEXT: return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// ID-LABEL: func.func @mask(%arg0: memref<?xf32>, %arg1: vector<16xf32>, %arg2: index, %arg3: vector<16xi1>) -> memref<?xf32> {
// ID-NEXT: vector.mask %arg3 { vector.transfer_write %arg1, %arg0[%arg2] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
// ID-NEXT: return %arg0 : memref<?xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @mask(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: vector<16xf32>, %arg2: index, %arg3: vector<16xi1>) -> tensor<?xf32> {
// ANALYSIS-NEXT: %0 = vector.mask %arg3 { vector.transfer_write %arg1, %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<16xf32>, tensor<?xf32> } : vector<16xi1> -> tensor<?xf32>
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<?xf32>
// ANALYSIS-NEXT: }
func.func @mask(%t: tensor<?xf32>, %v: vector<16xf32>, %i: index, %m: vector<16xi1>) -> tensor<?xf32> {
  %0 = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<16xf32>, tensor<?xf32> } : vector<16xi1> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @loop(%arg0: memref<16x16xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) -> memref<16x16xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (memref<16x16xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %1 = vector.transfer_read %arg5[%arg4, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf32, strided<[?, ?], offset: ?>>, vector<1x16xf32>
// CHECK-NEXT: %2 = arith.addf %1, %1 : vector<1x16xf32>
// CHECK-NEXT: vector.transfer_write %2, %arg5[%arg4, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<16x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: scf.yield %arg5 : memref<16x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<16x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// ID-LABEL: func.func @loop(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<16x16xf32> {
// ID-NEXT: %cst = arith.constant 1.000000e+00 : f32
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (memref<16x16xf32>) {
// ID-NEXT: %1 = vector.transfer_read %arg5[%arg4, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf32>, vector<1x16xf32>
// ID-NEXT: %2 = arith.addf %1, %1 : vector<1x16xf32>
// ID-NEXT: vector.transfer_write %2, %arg5[%arg4, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, memref<16x16xf32>
// ID-NEXT: scf.yield %arg5 : memref<16x16xf32>
// ID-NEXT: }
// ID-NEXT: return %0 : memref<16x16xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @loop(%arg0: tensor<16x16xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: index, %arg3: index) -> tensor<16x16xf32> {
// ANALYSIS-NEXT: %cst = arith.constant 1.000000e+00 : f32
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<16x16xf32>) {
// ANALYSIS-NEXT: %1 = vector.transfer_read %arg5[%arg4, %c0], %cst {__inplace_operands_attr__ = ["true", "none", "none", "none"], in_bounds = [true, true]} : tensor<16x16xf32>, vector<1x16xf32>
// ANALYSIS-NEXT: %2 = arith.addf %1, %1 : vector<1x16xf32>
// ANALYSIS-NEXT: %3 = vector.transfer_write %2, %arg5[%arg4, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true, true]} : vector<1x16xf32>, tensor<16x16xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<16x16xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<16x16xf32>
// ANALYSIS-NEXT: }
func.func @loop(%t: tensor<16x16xf32>, %lb: index, %ub: index, %st: index) -> tensor<16x16xf32> {
  %cst = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%a = %t) -> tensor<16x16xf32> {
    %v = vector.transfer_read %a[%iv, %c0], %cst {in_bounds = [true, true]} : tensor<16x16xf32>, vector<1x16xf32>
    %w = arith.addf %v, %v : vector<1x16xf32>
    %n = vector.transfer_write %w, %a[%iv, %c0] {in_bounds = [true, true]} : vector<1x16xf32>, tensor<16x16xf32>
    scf.yield %n : tensor<16x16xf32>
  }
  return %r : tensor<16x16xf32>
}
// CHECK-LABEL: func.func @tiled(%arg0: memref<64x64xf32, strided<[?, ?], offset: ?>>, %arg1: memref<64x64xf32, strided<[?, ?], offset: ?>>) -> memref<64x64xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c64 step %c8 iter_args(%arg3 = %arg1) -> (memref<64x64xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %arg3[%arg2, 0] [8, 64] [1, 1] : memref<64x64xf32, strided<[?, ?], offset: ?>> to memref<8x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg2, %c0], %cst {in_bounds = [true, true]} : memref<64x64xf32, strided<[?, ?], offset: ?>>, vector<8x64xf32>
// CHECK-NEXT: vector.transfer_write %1, %subview[%c0, %c0] {in_bounds = [true, true]} : vector<8x64xf32>, memref<8x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg3[%arg2, 0] [8, 64] [1, 1] : memref<64x64xf32, strided<[?, ?], offset: ?>> to memref<8x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_0 : memref<8x64xf32, strided<[?, ?], offset: ?>> to memref<8x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: scf.yield %arg3 : memref<64x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<64x64xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// ID-LABEL: func.func @tiled(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>) -> memref<64x64xf32> {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %c8 = arith.constant 8 : index
// ID-NEXT: %c64 = arith.constant 64 : index
// ID-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ID-NEXT: %0 = scf.for %arg2 = %c0 to %c64 step %c8 iter_args(%arg3 = %arg1) -> (memref<64x64xf32>) {
// ID-NEXT: %subview = memref.subview %arg3[%arg2, 0] [8, 64] [1, 1] : memref<64x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// ID-NEXT: %1 = vector.transfer_read %arg0[%arg2, %c0], %cst {in_bounds = [true, true]} : memref<64x64xf32>, vector<8x64xf32>
// ID-NEXT: vector.transfer_write %1, %subview[%c0, %c0] {in_bounds = [true, true]} : vector<8x64xf32>, memref<8x64xf32, strided<[64, 1], offset: ?>>
// ID-NEXT: %subview_0 = memref.subview %arg3[%arg2, 0] [8, 64] [1, 1] : memref<64x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// ID-NEXT: memref.copy %subview, %subview_0 : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// ID-NEXT: scf.yield %arg3 : memref<64x64xf32>
// ID-NEXT: }
// ID-NEXT: return %0 : memref<64x64xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @tiled(%arg0: tensor<64x64xf32> {bufferization.access = "read"}, %arg1: tensor<64x64xf32> {bufferization.access = "read-write"}) -> tensor<64x64xf32> {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c8 = arith.constant 8 : index
// ANALYSIS-NEXT: %c64 = arith.constant 64 : index
// ANALYSIS-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT: %0 = scf.for %arg2 = %c0 to %c64 step %c8 iter_args(%arg3 = %arg1) -> (tensor<64x64xf32>) {
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2, 0] [8, 64] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<64x64xf32> to tensor<8x64xf32>
// ANALYSIS-NEXT: %1 = vector.transfer_read %arg0[%arg2, %c0], %cst {__inplace_operands_attr__ = ["true", "none", "none", "none"], in_bounds = [true, true]} : tensor<64x64xf32>, vector<8x64xf32>
// ANALYSIS-NEXT: %2 = vector.transfer_write %1, %extracted_slice[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true, true]} : vector<8x64xf32>, tensor<8x64xf32>
// ANALYSIS-NEXT: %inserted_slice = tensor.insert_slice %2 into %arg3[%arg2, 0] [8, 64] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<8x64xf32> into tensor<64x64xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<64x64xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %0 : tensor<64x64xf32>
// ANALYSIS-NEXT: }
func.func @tiled(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %cst = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = %B) -> tensor<64x64xf32> {
    %s = tensor.extract_slice %acc[%i, 0] [8, 64] [1, 1] : tensor<64x64xf32> to tensor<8x64xf32>
    %v = vector.transfer_read %A[%i, %c0], %cst {in_bounds = [true, true]} : tensor<64x64xf32>, vector<8x64xf32>
    %w = vector.transfer_write %v, %s[%c0, %c0] {in_bounds = [true, true]} : vector<8x64xf32>, tensor<8x64xf32>
    %n = tensor.insert_slice %w into %acc[%i, 0] [8, 64] [1, 1] : tensor<8x64xf32> into tensor<64x64xf32>
    scf.yield %n : tensor<64x64xf32>
  }
  return %r : tensor<64x64xf32>
}

// CHECK-LABEL: func.func @empty_partial(%arg0: vector<4xf32>, %arg1: index) -> memref<8xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: vector.transfer_write %arg0, %alloc[%arg1] : vector<4xf32>, memref<8xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<8xf32>
// CHECK-NEXT: }
// ID-LABEL: func.func @empty_partial(%arg0: vector<4xf32>, %arg1: index) -> memref<8xf32> {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// ID-NEXT: vector.transfer_write %arg0, %alloc[%arg1] : vector<4xf32>, memref<8xf32>
// ID-NEXT: return %alloc : memref<8xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @empty_partial(%arg0: vector<4xf32>, %arg1: index) -> tensor<8xf32> {
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<8xf32>
// ANALYSIS-NEXT: %1 = vector.transfer_write %arg0, %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<4xf32>, tensor<8xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT: }
func.func @empty_partial(%v: vector<4xf32>, %i: index) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = vector.transfer_write %v, %e[%i] : vector<4xf32>, tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func.func @masked_read(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: vector<4x8xi1>) -> vector<8x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst, %arg2 {permutation_map = #map} : memref<?x?xf32, strided<[?, ?], offset: ?>>, vector<8x4xf32>
// CHECK-NEXT: return %0 : vector<8x4xf32>
// CHECK-NEXT: }
// ID-LABEL: func.func @masked_read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4x8xi1>) -> vector<8x4xf32> {
// ID-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ID-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst, %arg2 {permutation_map = #map} : memref<?x?xf32>, vector<8x4xf32>
// ID-NEXT: return %0 : vector<8x4xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @masked_read(%arg0: tensor<?x?xf32> {bufferization.access = "read"}, %arg1: index, %arg2: vector<4x8xi1>) -> vector<8x4xf32> {
// ANALYSIS-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst, %arg2 {__inplace_operands_attr__ = ["true", "none", "none", "none", "none"], permutation_map = #map} : tensor<?x?xf32>, vector<8x4xf32>
// ANALYSIS-NEXT: return %0 : vector<8x4xf32>
// ANALYSIS-NEXT: }
func.func @masked_read(%t: tensor<?x?xf32>, %i: index, %m: vector<4x8xi1>) -> vector<8x4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%i, %i], %cst, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<?x?xf32>, vector<8x4xf32>
  return %0 : vector<8x4xf32>
}

// CHECK-LABEL: func.func @two_writes(%arg0: memref<16xf32, strided<[?], offset: ?>>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> (memref<16xf32>, memref<16xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32>
// CHECK-NEXT: vector.transfer_write %arg1, %alloc[%c0] {in_bounds = [true]} : vector<4xf32>, memref<16xf32>
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%c4] {in_bounds = [true]} : vector<4xf32>, memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %arg0 : memref<16xf32>, memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// ID-LABEL: func.func @two_writes(%arg0: memref<16xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> (memref<16xf32>, memref<16xf32>) {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %c4 = arith.constant 4 : index
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// ID-NEXT: memref.copy %arg0, %alloc : memref<16xf32> to memref<16xf32>
// ID-NEXT: vector.transfer_write %arg1, %alloc[%c0] {in_bounds = [true]} : vector<4xf32>, memref<16xf32>
// ID-NEXT: vector.transfer_write %arg2, %arg0[%c4] {in_bounds = [true]} : vector<4xf32>, memref<16xf32>
// ID-NEXT: return %alloc, %arg0 : memref<16xf32>, memref<16xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @two_writes(%arg0: tensor<16xf32> {bufferization.access = "read-write"}, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c4 = arith.constant 4 : index
// ANALYSIS-NEXT: %0 = vector.transfer_write %arg1, %arg0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"], in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
// ANALYSIS-NEXT: %1 = vector.transfer_write %arg2, %arg0[%c4] {__inplace_operands_attr__ = ["none", "true", "none"], in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<16xf32>, tensor<16xf32>
// ANALYSIS-NEXT: }
func.func @two_writes(%t: tensor<16xf32>, %a: vector<4xf32>, %b: vector<4xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %a, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %1 = vector.transfer_write %b, %t[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  return %0, %1 : tensor<16xf32>, tensor<16xf32>
}

// CHECK-LABEL: func.func @if_write(%arg0: memref<16xf32, strided<[?], offset: ?>>, %arg1: vector<4xf32>, %arg2: i1) -> memref<16xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.if %arg2 -> (memref<16xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: vector.transfer_write %arg1, %arg0[%c0] : vector<4xf32>, memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg0 : memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// ID-LABEL: func.func @if_write(%arg0: memref<16xf32>, %arg1: vector<4xf32>, %arg2: i1) -> memref<16xf32> {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %0 = scf.if %arg2 -> (memref<16xf32>) {
// ID-NEXT: vector.transfer_write %arg1, %arg0[%c0] : vector<4xf32>, memref<16xf32>
// ID-NEXT: scf.yield %arg0 : memref<16xf32>
// ID-NEXT: } else {
// ID-NEXT: scf.yield %arg0 : memref<16xf32>
// ID-NEXT: }
// ID-NEXT: return %0 : memref<16xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @if_write(%arg0: tensor<16xf32> {bufferization.access = "read-write"}, %arg1: vector<4xf32>, %arg2: i1) -> tensor<16xf32> {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %0 = scf.if %arg2 -> (tensor<16xf32>) {
// ANALYSIS-NEXT: %1 = vector.transfer_write %arg1, %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<4xf32>, tensor<16xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<16xf32>
// ANALYSIS-NEXT: } else {
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<16xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<16xf32>
// ANALYSIS-NEXT: }
func.func @if_write(%t: tensor<16xf32>, %a: vector<4xf32>, %c: i1) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<16xf32> {
    %0 = vector.transfer_write %a, %t[%c0] : vector<4xf32>, tensor<16xf32>
    scf.yield %0 : tensor<16xf32>
  } else {
    scf.yield %t : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// CHECK-LABEL: func.func @mask_read(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: vector<16xi1>, %arg3: vector<16xf32>) -> vector<16xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.mask %arg2, %arg3 { vector.transfer_read %arg0[%arg1], %cst : memref<?xf32, strided<[?], offset: ?>>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
// CHECK-NEXT: return %0 : vector<16xf32>
// CHECK-NEXT: }
// ID-LABEL: func.func @mask_read(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<16xi1>, %arg3: vector<16xf32>) -> vector<16xf32> {
// ID-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ID-NEXT: %0 = vector.mask %arg2, %arg3 { vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
// ID-NEXT: return %0 : vector<16xf32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @mask_read(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: index, %arg2: vector<16xi1>, %arg3: vector<16xf32>) -> vector<16xf32> {
// ANALYSIS-NEXT: %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT: %0 = vector.mask %arg2, %arg3 { vector.transfer_read %arg0[%arg1], %cst {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
// ANALYSIS-NEXT: return %0 : vector<16xf32>
// ANALYSIS-NEXT: }
func.func @mask_read(%t: tensor<?xf32>, %i: index, %m: vector<16xi1>, %p: vector<16xf32>) -> vector<16xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = vector.mask %m, %p { vector.transfer_read %t[%i], %cst : tensor<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}

// CHECK-LABEL: func.func @zero_d(%arg0: memref<f32, strided<[], offset: ?>>, %arg1: vector<f32>) -> memref<f32, strided<[], offset: ?>> {
// CHECK-NEXT: vector.transfer_write %arg1, %arg0[] : vector<f32>, memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: }
// ID-LABEL: func.func @zero_d(%arg0: memref<f32>, %arg1: vector<f32>) -> memref<f32> {
// ID-NEXT: vector.transfer_write %arg1, %arg0[] : vector<f32>, memref<f32>
// ID-NEXT: return %arg0 : memref<f32>
// ID-NEXT: }
// ANALYSIS-LABEL: func.func @zero_d(%arg0: tensor<f32> {bufferization.access = "write"}, %arg1: vector<f32>) -> tensor<f32> {
// ANALYSIS-NEXT: %0 = vector.transfer_write %arg1, %arg0[] {__inplace_operands_attr__ = ["none", "true"]} : vector<f32>, tensor<f32>
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<f32>
// ANALYSIS-NEXT: }
func.func @zero_d(%t: tensor<f32>, %v: vector<f32>) -> tensor<f32> {
  %0 = vector.transfer_write %v, %t[] : vector<f32>, tensor<f32>
  return %0 : tensor<f32>
}
