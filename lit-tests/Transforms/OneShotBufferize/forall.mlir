// scf.forall with shared_outs (parallel regions; outputs read when their slices are partial) and
// tensor.parallel_insert_slice (a copy into a subview before the in_parallel terminator); an
// insert_slice whose constant offsets and sizes cover its destination does not read it.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only print-conflicts" %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s | FileCheck %s --check-prefix=FBA
// RUN: jopt --one-shot-bufferize="copy-before-write" %s | FileCheck %s --check-prefix=CBW

// CHECK-LABEL: func.func @forall_fill(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<8x16xf32>
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %2 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT: %subview = memref.subview %alloc[%2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<2x16xf32, strided<[16, 1], offset: ?>>)
// CHECK-NEXT: %subview_0 = memref.subview %alloc[%2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_0 : memref<2x16xf32, strided<[16, 1], offset: ?>> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<8x16xf32> to tensor<8x16xf32>
// CHECK-NEXT: return %1 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc_1 : memref<1xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[%arg3] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_1, %subview : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %3 = memref.load %0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %2, %3 : tensor<?xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_full_constant_offsets(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[%c0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %1, %subview : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %3 = memref.load %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %2, %3 : tensor<4xf32>, f32
// CHECK-NEXT: }

// FB-LABEL: func.func @forall_fill(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<8x16xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: scf.forall (%arg2) in (4) {
// FB-NEXT: %0 = arith.muli %arg2, %arg2 : index
// FB-NEXT: %subview = memref.subview %arg0[%0, 0] [2, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<2x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<2x16xf32, strided<[?, ?], offset: ?>>)
// FB-NEXT: %subview_0 = memref.subview %arg0[%0, 0] [2, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<2x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: memref.copy %subview, %subview_0 : memref<2x16xf32, strided<[?, ?], offset: ?>> to memref<2x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %arg0 : memref<8x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @forall_dyn(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<?xf32>, f32) {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// FB-NEXT: scf.forall (%arg3) in (%arg1) {
// FB-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// FB-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc_1 : memref<1xf32>)
// FB-NEXT: %subview = memref.subview %alloc[%arg3] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: ?>>
// FB-NEXT: memref.copy %alloc_1, %subview : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
// FB-NEXT: }
// FB-NEXT: %0 = memref.load %arg0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: return %alloc, %0 : memref<?xf32>, f32
// FB-NEXT: }
// FB-LABEL: func.func @insert_full_constant_offsets(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> (memref<4xf32>, f32) {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: %subview = memref.subview %alloc[%c0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// FB-NEXT: memref.copy %arg1, %subview : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// FB-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %alloc, %0 : memref<4xf32>, f32
// FB-NEXT: }

// ANALYSIS-LABEL: func.func @forall_fill(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> attributes {"W_2[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8x16xf32>) {
// ANALYSIS-NEXT: %1 = arith.muli %arg2, %arg2 : index
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg3[%1, 0] [2, 16] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8x16xf32> to tensor<2x16xf32>
// ANALYSIS-NEXT: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<2x16xf32>) -> tensor<2x16xf32>
// ANALYSIS-NEXT: scf.forall.in_parallel {
// ANALYSIS-NEXT: tensor.parallel_insert_slice %2 into %arg3[%1, 0] [2, 16] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2x16xf32> into tensor<8x16xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8x16xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @forall_dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) attributes {"W_1[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %0 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg0) -> (tensor<?xf32>) {
// ANALYSIS-NEXT: %1 = tensor.empty() : tensor<1xf32>
// ANALYSIS-NEXT: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%1 : tensor<1xf32>) -> tensor<1xf32>
// ANALYSIS-NEXT: scf.forall.in_parallel {
// ANALYSIS-NEXT: tensor.parallel_insert_slice %2 into %arg4[%arg3] [1] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<1xf32> into tensor<?xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<?xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @insert_full_constant_offsets(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, f32) attributes {"W_0[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c4 = arith.constant 4 : index
// ANALYSIS-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%c0] [4] [1] {__inplace_operands_attr__ = ["true", "false", "none"]} : tensor<4xf32> into tensor<4xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %inserted_slice, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT: }

// FBA-LABEL: func.func @forall_fill(%arg0: tensor<8x16xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<8x16xf32> {
// FBA-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8x16xf32>) {
// FBA-NEXT: %1 = arith.muli %arg2, %arg2 : index
// FBA-NEXT: %extracted_slice = tensor.extract_slice %arg3[%1, 0] [2, 16] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8x16xf32> to tensor<2x16xf32>
// FBA-NEXT: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<2x16xf32>) -> tensor<2x16xf32>
// FBA-NEXT: scf.forall.in_parallel {
// FBA-NEXT: tensor.parallel_insert_slice %2 into %arg3[%1, 0] [2, 16] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2x16xf32> into tensor<8x16xf32>
// FBA-NEXT: }
// FBA-NEXT: } {__inplace_operands_attr__ = ["true"]}
// FBA-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8x16xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @forall_dyn(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %0 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg0) -> (tensor<?xf32>) {
// FBA-NEXT: %1 = tensor.empty() : tensor<1xf32>
// FBA-NEXT: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%1 : tensor<1xf32>) -> tensor<1xf32>
// FBA-NEXT: scf.forall.in_parallel {
// FBA-NEXT: tensor.parallel_insert_slice %2 into %arg4[%arg3] [1] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<1xf32> into tensor<?xf32>
// FBA-NEXT: }
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "false"]}
// FBA-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// FBA-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<?xf32>, f32
// FBA-NEXT: }
// FBA-LABEL: func.func @insert_full_constant_offsets(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}) -> (tensor<4xf32>, f32) {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c4 = arith.constant 4 : index
// FBA-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%c0] [4] [1] {__inplace_operands_attr__ = ["true", "false", "none"]} : tensor<4xf32> into tensor<4xf32>
// FBA-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FBA-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %inserted_slice, %extracted : tensor<4xf32>, f32
// FBA-NEXT: }

// CBW-LABEL: func.func @forall_fill(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<8x16xf32>
// CBW-NEXT: scf.forall (%arg2) in (4) {
// CBW-NEXT: %2 = arith.muli %arg2, %arg2 : index
// CBW-NEXT: %subview = memref.subview %alloc[%2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x16xf32>
// CBW-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<2x16xf32>)
// CBW-NEXT: %subview_1 = memref.subview %alloc[%2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CBW-NEXT: memref.copy %alloc_0, %subview_1 : memref<2x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CBW-NEXT: }
// CBW-NEXT: %1 = bufferization.to_tensor %alloc : memref<8x16xf32> to tensor<8x16xf32>
// CBW-NEXT: return %1 : tensor<8x16xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @forall_dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %c0_0 = arith.constant 0 : index
// CBW-NEXT: %dim = memref.dim %1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT: memref.copy %1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CBW-NEXT: scf.forall (%arg3) in (%arg1) {
// CBW-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// CBW-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc_1 : memref<1xf32>)
// CBW-NEXT: %subview = memref.subview %alloc[%arg3] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: ?>>
// CBW-NEXT: memref.copy %alloc_1, %subview : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
// CBW-NEXT: }
// CBW-NEXT: %2 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// CBW-NEXT: %3 = memref.load %0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT: return %2, %3 : tensor<?xf32>, f32
// CBW-NEXT: }
// CBW-LABEL: func.func @insert_full_constant_offsets(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, f32) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %c4 = arith.constant 4 : index
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: %subview = memref.subview %alloc[%c0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CBW-NEXT: memref.copy %1, %subview : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CBW-NEXT: %3 = memref.load %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: return %2, %3 : tensor<4xf32>, f32
// CBW-NEXT: }

func.func @forall_fill(%t: tensor<8x16xf32>, %f: f32) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %off = arith.muli %i, %i : index
    %s = tensor.extract_slice %o[%off, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    %g = linalg.fill ins(%f : f32) outs(%s : tensor<2x16xf32>) -> tensor<2x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%off, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @forall_dyn(%t: tensor<?xf32>, %n: index, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) = (0) to (%n) step (1) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %e = tensor.empty() : tensor<1xf32>
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  return %r, %x : tensor<?xf32>, f32
}
func.func @insert_full_constant_offsets(%t: tensor<4xf32>, %u: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %u into %t[%c0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
