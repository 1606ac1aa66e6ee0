// allow-return-allocs-from-loops: a loop may yield a buffer that is not its iter arg's (a copy is
// yielded when it aliases a value from outside the loop).
// RUN: jopt --one-shot-bufferize="allow-return-allocs-from-loops" %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="allow-return-allocs-from-loops bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="allow-return-allocs-from-loops test-analysis-only" %s | FileCheck %s --check-prefix=ANALYSIS

// CHECK-LABEL: func.func @for_yield_other(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %3 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_yield_fresh(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.add ins(%arg4, %arg4 : memref<4xf32>, memref<4xf32>) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT: scf.yield %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }

// FB-LABEL: func.func @for_yield_other(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @for_yield_fresh(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: linalg.add ins(%arg4, %arg4 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4xf32>)
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }

// ANALYSIS-LABEL: func.func @for_yield_other(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @for_yield_fresh(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT: %1 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT: %2 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg4, %arg4 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT: }

func.func @for_yield_other(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @for_yield_fresh(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
