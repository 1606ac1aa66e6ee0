// tensor.cast (memref.cast when the layout or shape changes), tensor.from_elements (an allocation and
// stores), arith.select of tensors (both buffers, cast to a common layout), materialize_in_destination.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=ID

// CHECK-LABEL: func.func @cast(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = memref.load %cast[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_write(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.store %arg1, %cast[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_elements(%arg0: f32, %arg1: f32) -> memref<2x3xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: memref.store %arg0, %alloc[%c0, %c0] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0, %c1] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0, %c2] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c1, %c0] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c1, %c1] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c1, %c2] : memref<2x3xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_elements_scalar(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloc[] : memref<f32>
// CHECK-NEXT: %0 = memref.load %alloc[] : memref<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>, %arg3: f32, %arg4: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = arith.select %arg0, %cast, %arg2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.store %arg3, %0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = memref.load %arg1[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select_layouts(%arg0: i1, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %subview = memref.subview %arg1[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = arith.select %arg0, %cast, %subview : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: memref.copy %alloc, %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// ANALYSIS-LABEL: func.func @cast(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: index) -> f32 {
// ANALYSIS-NEXT: %cast = tensor.cast %arg0 {__inplace_operands_attr__ = ["true"]} : tensor<?xf32> to tensor<4xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %cast[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return %extracted : f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @cast_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<?xf32> {
// ANALYSIS-NEXT: %cast = tensor.cast %arg0 {__inplace_operands_attr__ = ["true"]} : tensor<4xf32> to tensor<?xf32>
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %cast[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<?xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @from_elements(%arg0: f32, %arg1: f32) -> tensor<2x3xf32> {
// ANALYSIS-NEXT: %from_elements = tensor.from_elements %arg0, %arg1, %arg0, %arg1, %arg0, %arg1 : tensor<2x3xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %from_elements : tensor<2x3xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @from_elements_scalar(%arg0: f32, %arg1: index) -> f32 {
// ANALYSIS-NEXT: %from_elements = tensor.from_elements %arg0 : tensor<f32>
// ANALYSIS-NEXT: %extracted = tensor.extract %from_elements[] {__inplace_operands_attr__ = ["true"]} : tensor<f32>
// ANALYSIS-NEXT: return %extracted : f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @select(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: tensor<4xf32> {bufferization.access = "read-write"}, %arg3: f32, %arg4: index) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT: %0 = arith.select %arg0, %arg1, %arg2 {__inplace_operands_attr__ = ["none", "false", "true"]} : tensor<4xf32>
// ANALYSIS-NEXT: %inserted = tensor.insert %arg3 into %0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %arg1[%arg4] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @select_layouts(%arg0: i1, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg1[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// ANALYSIS-NEXT: %2 = arith.select %arg0, %1, %extracted_slice {__inplace_operands_attr__ = ["none", "true", "true"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @materialize(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT: %2 = bufferization.materialize_in_destination %1 in %arg0 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// ANALYSIS-NEXT: }

// ID-LABEL: func.func @cast(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// ID-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<4xf32>
// ID-NEXT: %0 = memref.load %cast[%arg1] : memref<4xf32>
// ID-NEXT: return %0 : f32
// ID-NEXT: }
// ID-LABEL: func.func @cast_write(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> memref<?xf32> {
// ID-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// ID-NEXT: memref.store %arg1, %cast[%arg2] : memref<?xf32>
// ID-NEXT: return %cast : memref<?xf32>
// ID-NEXT: }
// ID-LABEL: func.func @from_elements(%arg0: f32, %arg1: f32) -> memref<2x3xf32> {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %c1 = arith.constant 1 : index
// ID-NEXT: %c2 = arith.constant 2 : index
// ID-NEXT: memref.store %arg0, %alloc[%c0, %c0] : memref<2x3xf32>
// ID-NEXT: memref.store %arg1, %alloc[%c0, %c1] : memref<2x3xf32>
// ID-NEXT: memref.store %arg0, %alloc[%c0, %c2] : memref<2x3xf32>
// ID-NEXT: memref.store %arg1, %alloc[%c1, %c0] : memref<2x3xf32>
// ID-NEXT: memref.store %arg0, %alloc[%c1, %c1] : memref<2x3xf32>
// ID-NEXT: memref.store %arg1, %alloc[%c1, %c2] : memref<2x3xf32>
// ID-NEXT: return %alloc : memref<2x3xf32>
// ID-NEXT: }
// ID-LABEL: func.func @from_elements_scalar(%arg0: f32, %arg1: index) -> f32 {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// ID-NEXT: memref.store %arg0, %alloc[] : memref<f32>
// ID-NEXT: %0 = memref.load %alloc[] : memref<f32>
// ID-NEXT: return %0 : f32
// ID-NEXT: }
// ID-LABEL: func.func @select(%arg0: i1, %arg1: memref<4xf32>, %arg2: memref<4xf32>, %arg3: f32, %arg4: index) -> (memref<4xf32>, f32) {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: memref.copy %arg1, %alloc : memref<4xf32> to memref<4xf32>
// ID-NEXT: %0 = arith.select %arg0, %alloc, %arg2 : memref<4xf32>
// ID-NEXT: memref.store %arg3, %0[%arg4] : memref<4xf32>
// ID-NEXT: %1 = memref.load %arg1[%arg4] : memref<4xf32>
// ID-NEXT: return %0, %1 : memref<4xf32>, f32
// ID-NEXT: }
// ID-LABEL: func.func @select_layouts(%arg0: i1, %arg1: memref<8xf32>, %arg2: f32) -> memref<4xf32> {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// ID-NEXT: %subview = memref.subview %arg1[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// ID-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ID-NEXT: %cast_0 = memref.cast %subview : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
// ID-NEXT: %0 = arith.select %arg0, %cast, %cast_0 : memref<4xf32, strided<[?], offset: ?>>
// ID-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: memref.copy %0, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// ID-NEXT: return %alloc_1 : memref<4xf32>
// ID-NEXT: }
// ID-LABEL: func.func @materialize(%arg0: memref<4xf32>, %arg1: f32) -> memref<4xf32> {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// ID-NEXT: memref.copy %alloc, %arg0 : memref<4xf32> to memref<4xf32>
// ID-NEXT: return %arg0 : memref<4xf32>
// ID-NEXT: }

func.func @cast(%t: tensor<?xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %e = tensor.extract %c[%i] : tensor<4xf32>
  return %e : f32
}
func.func @cast_write(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert %f into %c[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @from_elements(%a: f32, %b: f32) -> tensor<2x3xf32> {
  %r = tensor.from_elements %a, %b, %a, %b, %a, %b : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @from_elements_scalar(%a: f32, %i: index) -> f32 {
  %r = tensor.from_elements %a : tensor<f32>
  %e = tensor.extract %r[] : tensor<f32>
  return %e : f32
}
func.func @select(%c: i1, %t: tensor<4xf32>, %u: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %s = arith.select %c, %t, %u : tensor<4xf32>
  %r = tensor.insert %f into %s[%i] : tensor<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @select_layouts(%c: i1, %t: tensor<8xf32>, %f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %r = arith.select %c, %g, %s : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @materialize(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %g in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
