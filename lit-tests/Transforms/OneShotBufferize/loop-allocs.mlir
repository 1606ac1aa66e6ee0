// allow-return-allocs-from-loops: a loop may yield a buffer that is not its iter arg's (a copy is
// yielded when it aliases a value from outside the loop; scf.while copies condition args).
// COMPARE: mlir-opt-22
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
// CHECK-LABEL: func.func @while_swap(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %2:3 = scf.while (%arg3 = %alloc, %arg4 = %alloc_0, %arg5 = %c0) : (memref<4xf32>, memref<4xf32>, index) -> (memref<4xf32>, memref<4xf32>, index) {
// CHECK-NEXT: %5 = arith.cmpi slt, %arg5, %arg2 : index
// CHECK-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg4, %alloc_1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc_2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.condition(%5) %alloc_1, %alloc_2, %arg5 : memref<4xf32>, memref<4xf32>, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: memref<4xf32>, %arg4: memref<4xf32>, %arg5: index):
// CHECK-NEXT: %5 = arith.addi %arg5, %c1 : index
// CHECK-NEXT: scf.yield %arg3, %arg4, %5 : memref<4xf32>, memref<4xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2#1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %4 = bufferization.to_tensor %2#0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %4, %3 : tensor<4xf32>, tensor<4xf32>
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
// FB-LABEL: func.func @while_swap(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> (memref<4xf32>, memref<4xf32>) {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg1, %arg5 = %c0) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, index) -> (memref<4xf32>, memref<4xf32>, index) {
// FB-NEXT: %1 = arith.cmpi slt, %arg5, %arg2 : index
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.copy %arg4, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FB-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.copy %arg3, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FB-NEXT: scf.condition(%1) %alloc, %alloc_1, %arg5 : memref<4xf32>, memref<4xf32>, index
// FB-NEXT: } do {
// FB-NEXT: ^bb0(%arg3: memref<4xf32>, %arg4: memref<4xf32>, %arg5: index):
// FB-NEXT: %1 = arith.addi %arg5, %c1 : index
// FB-NEXT: %cast_1 = memref.cast %arg3 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast_2 = memref.cast %arg4 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %cast_1, %cast_2, %1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, index
// FB-NEXT: }
// FB-NEXT: %cast = memref.cast %0#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast_0 = memref.cast %0#1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0#0, %0#1 : memref<4xf32>, memref<4xf32>
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
// ANALYSIS-LABEL: func.func @while_swap(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg1, %arg5 = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
// ANALYSIS-NEXT: %1 = arith.cmpi slt, %arg5, %arg2 : index
// ANALYSIS-NEXT: scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "true", "none"]} %arg4, %arg3, %arg5 : tensor<4xf32>, tensor<4xf32>, index
// ANALYSIS-NEXT: } do {
// ANALYSIS-NEXT: ^bb0(%arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: index):
// ANALYSIS-NEXT: %1 = arith.addi %arg5, %c1 : index
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "true", "none"]} %arg3, %arg4, %1 : tensor<4xf32>, tensor<4xf32>, index
// ANALYSIS-NEXT: } attributes {__inplace_operands_attr__ = ["false", "false", "none"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
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
func.func @while_swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%a = %t, %b = %u, %i = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %b, %a, %i : tensor<4xf32>, tensor<4xf32>, index
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %j: index):
    %k = arith.addi %j, %c1 : index
    scf.yield %x, %y, %k : tensor<4xf32>, tensor<4xf32>, index
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
