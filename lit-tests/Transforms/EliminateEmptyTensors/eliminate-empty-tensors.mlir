// eliminate-empty-tensors: a tensor.empty that reaches an in-place subset insertion (insert_slice,
// parallel_insert_slice, materialize_in_destination) becomes an extraction of that subset; the values
// the extraction needs move before its user when they are pure; out-of-place insertions keep theirs.
// COMPARE: mlir-opt-22
// RUN: jopt --eliminate-empty-tensors %s | FileCheck %s
// RUN: jopt --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func @insert_slice(%arg0: tensor<8x16xf32>, %arg1: f32, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x16xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[%arg2, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_dominating(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%1] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %2 into %arg0[%1] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_reduced(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<16xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[2, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @out_of_place(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, f32) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %extracted = tensor.extract %arg0[%c0] : tensor<8xf32>
// CHECK-NEXT: return %inserted_slice, %extracted : tensor<8xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = bufferization.materialize_in_destination %1 in %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (2) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %1 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%1] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %3 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %3 into %arg3[%1] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %cast : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%cast_0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// BUF-LABEL: func.func @insert_slice(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<8x16xf32, strided<[?, ?], offset: ?>> {
// BUF-NEXT: %subview = memref.subview %arg0[%arg2, 0] [4, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// BUF-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<4x16xf32, strided<[?, ?], offset: ?>>)
// BUF-NEXT: %subview_0 = memref.subview %arg0[%arg2, 0] [4, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// BUF-NEXT: memref.copy %subview, %subview_0 : memref<4x16xf32, strided<[?, ?], offset: ?>> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// BUF-NEXT: return %arg0 : memref<8x16xf32, strided<[?, ?], offset: ?>>
// BUF-NEXT: }
// BUF-LABEL: func.func @not_dominating(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<8xf32, strided<[?], offset: ?>> {
// BUF-NEXT: %0 = arith.addi %arg2, %arg2 : index
// BUF-NEXT: %subview = memref.subview %arg0[%0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<4xf32, strided<[?], offset: ?>>)
// BUF-NEXT: %subview_0 = memref.subview %arg0[%0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: memref.copy %subview, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// BUF-NEXT: }
// BUF-LABEL: func.func @rank_reduced(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<8x16xf32, strided<[?, ?], offset: ?>> {
// BUF-NEXT: %subview = memref.subview %arg0[2, 0] [1, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// BUF-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<16xf32, strided<[?], offset: ?>>)
// BUF-NEXT: %subview_0 = memref.subview %arg0[2, 0] [1, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// BUF-NEXT: memref.copy %subview, %subview_0 : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// BUF-NEXT: return %arg0 : memref<8x16xf32, strided<[?, ?], offset: ?>>
// BUF-NEXT: }
// BUF-LABEL: func.func @out_of_place(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<8xf32>, f32) {
// BUF-NEXT: %subview = memref.subview %arg0[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// BUF-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// BUF-NEXT: memref.copy %arg0, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// BUF-NEXT: %subview_1 = memref.subview %alloc_0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// BUF-NEXT: memref.copy %alloc, %subview_1 : memref<4xf32> to memref<4xf32, strided<[1]>>
// BUF-NEXT: %c0 = arith.constant 0 : index
// BUF-NEXT: %0 = memref.load %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// BUF-NEXT: %cast = memref.cast %alloc_0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// BUF-NEXT: return %alloc_0, %0 : memref<8xf32>, f32
// BUF-NEXT: }
// BUF-LABEL: func.func @materialize(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// BUF-NEXT: linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// BUF-NEXT: memref.copy %arg0, %arg0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: }
// BUF-LABEL: func.func @forall(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// BUF-NEXT: scf.forall (%arg2) in (2) {
// BUF-NEXT: %0 = arith.muli %arg2, %arg2 : index
// BUF-NEXT: %subview = memref.subview %arg0[%0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<4xf32, strided<[?], offset: ?>>)
// BUF-NEXT: %subview_0 = memref.subview %arg0[%0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: memref.copy %subview, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: }
// BUF-NEXT: return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// BUF-NEXT: }
// BUF-LABEL: func.func @cast(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<8xf32, strided<[?], offset: ?>> {
// BUF-NEXT: %subview = memref.subview %arg0[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// BUF-NEXT: %cast_0 = memref.cast %cast : memref<?xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: linalg.fill ins(%arg1 : f32) outs(%cast_0 : memref<4xf32, strided<[?], offset: ?>>)
// BUF-NEXT: %subview_1 = memref.subview %arg0[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: memref.copy %cast_0, %subview_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT: return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// BUF-NEXT: }
// BUF-NEXT: }

func.func @insert_slice(%t: tensor<8x16xf32>, %f: f32, %i: index) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<4x16xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = tensor.insert_slice %fill into %t[%i, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
func.func @not_dominating(%t: tensor<8xf32>, %f: f32, %i: index) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %j = arith.addi %i, %i : index
  %r = tensor.insert_slice %fill into %t[%j] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @rank_reduced(%t: tensor<8x16xf32>, %f: f32) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = tensor.insert_slice %fill into %t[2, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
func.func @out_of_place(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %fill into %t[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}
func.func @materialize(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %fill in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @forall(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%k) in (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %off = arith.muli %k, %k : index
    %e = tensor.empty() : tensor<4xf32>
    %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @cast(%t: tensor<8xf32>, %f: f32, %n: index) -> tensor<8xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %c = tensor.cast %e : tensor<?xf32> to tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %fill into %t[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
