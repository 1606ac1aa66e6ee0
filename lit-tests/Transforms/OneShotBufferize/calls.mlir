// func.call with bufferize-function-boundaries: callees analyzed first (which arguments they read and
// write, which results are equivalent to arguments), copies where a caller reads what a callee writes.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=ID
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s | FileCheck %s --check-prefix=ANALYSIS

// CHECK-LABEL: func.func @callee(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reader(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fresh(%arg0: f32) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK: func.func private @external(memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @caller(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = call @callee(%cast, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = call @reader(%arg0, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, index) -> f32
// CHECK-NEXT: return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %0 = call @callee(%arg0, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = call @callee(%0, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = call @fresh(%arg1) : (f32) -> memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %2 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %3 = call @reader(%cast, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, index) -> f32
// CHECK-NEXT: %4 = call @callee(%1, %3, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %4 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unknown_callee(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = call @external(%cast) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %1 = func.call @callee(%arg4, %arg2, %arg3) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// ID-LABEL: func.func @callee(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> memref<4xf32> {
// ID-NEXT: memref.store %arg1, %arg0[%arg2] : memref<4xf32>
// ID-NEXT: return %arg0 : memref<4xf32>
// ID-NEXT: }
// ID-LABEL: func.func @reader(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// ID-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// ID-NEXT: return %0 : f32
// ID-NEXT: }
// ID-LABEL: func.func @fresh(%arg0: f32) -> memref<4xf32> {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// ID-NEXT: return %alloc : memref<4xf32>
// ID-NEXT: }
// ID: func.func private @external(memref<4xf32>) -> memref<4xf32>
// ID-LABEL: func.func @caller(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// ID-NEXT: %0 = call @callee(%alloc, %arg1, %arg2) : (memref<4xf32>, f32, index) -> memref<4xf32>
// ID-NEXT: %1 = call @reader(%arg0, %arg2) : (memref<4xf32>, index) -> f32
// ID-NEXT: return %0, %1 : memref<4xf32>, f32
// ID-NEXT: }
// ID-LABEL: func.func @chain(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> memref<4xf32> {
// ID-NEXT: %0 = call @callee(%arg0, %arg1, %arg2) : (memref<4xf32>, f32, index) -> memref<4xf32>
// ID-NEXT: %1 = call @callee(%0, %arg1, %arg2) : (memref<4xf32>, f32, index) -> memref<4xf32>
// ID-NEXT: %2 = call @fresh(%arg1) : (f32) -> memref<4xf32>
// ID-NEXT: %3 = call @reader(%2, %arg2) : (memref<4xf32>, index) -> f32
// ID-NEXT: %4 = call @callee(%1, %3, %arg2) : (memref<4xf32>, f32, index) -> memref<4xf32>
// ID-NEXT: return %4 : memref<4xf32>
// ID-NEXT: }
// ID-LABEL: func.func @unknown_callee(%arg0: memref<4xf32>, %arg1: index) -> (memref<4xf32>, f32) {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// ID-NEXT: %0 = call @external(%alloc) : (memref<4xf32>) -> memref<4xf32>
// ID-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// ID-NEXT: return %0, %1 : memref<4xf32>, f32
// ID-NEXT: }
// ID-LABEL: func.func @in_loop(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %c1 = arith.constant 1 : index
// ID-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32>) {
// ID-NEXT: %1 = func.call @callee(%arg4, %arg2, %arg3) : (memref<4xf32>, f32, index) -> memref<4xf32>
// ID-NEXT: scf.yield %1 : memref<4xf32>
// ID-NEXT: }
// ID-NEXT: return %0 : memref<4xf32>
// ID-NEXT: }

// ANALYSIS-LABEL: func.func @callee(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @reader(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index) -> f32 {
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return %extracted : f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @fresh(%arg0: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS: func.func private @external(tensor<4xf32> {bufferization.access = "read-write"}) -> tensor<4xf32>
// ANALYSIS-LABEL: func.func @caller(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT: %0 = call @callee(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["false", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// ANALYSIS-NEXT: %1 = call @reader(%arg0, %arg2) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, index) -> f32
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %1 : tensor<4xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @chain(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT: %0 = call @callee(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// ANALYSIS-NEXT: %1 = call @callee(%0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// ANALYSIS-NEXT: %2 = call @fresh(%arg1) : (f32) -> tensor<4xf32>
// ANALYSIS-NEXT: %3 = call @reader(%2, %arg2) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, index) -> f32
// ANALYSIS-NEXT: %4 = call @callee(%1, %3, %arg2) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %4 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @unknown_callee(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT: %0 = call @external(%arg0) {__inplace_operands_attr__ = ["false"]} : (tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT: %1 = func.call @callee(%arg4, %arg2, %arg3) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT: }

func.func @callee(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %r = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @reader(%t: tensor<4xf32>, %i: index) -> f32 {
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %e : f32
}
func.func @fresh(%f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = call @callee(%t, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  %e = call @reader(%t, %i) : (tensor<4xf32>, index) -> f32
  return %r, %e : tensor<4xf32>, f32
}
func.func @chain(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %a = call @callee(%t, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  %b = call @callee(%a, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  %n = call @fresh(%f) : (f32) -> tensor<4xf32>
  %x = call @reader(%n, %i) : (tensor<4xf32>, index) -> f32
  %c = call @callee(%b, %x, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @unknown_callee(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %r = call @external(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @in_loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = func.call @callee(%a, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
