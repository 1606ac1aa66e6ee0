// scf.index_switch: each result may be any case's yielded buffer; differing layouts meet at a fully
// dynamic one.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only print-conflicts" %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: jopt --one-shot-bufferize="copy-before-write" %s | FileCheck %s --check-prefix=CBW

// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %3 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %2, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store %arg3, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = bufferization.to_tensor %3 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %5 = memref.load %0[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %4, %5 : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_layouts(%arg0: index, %arg1: tensor<8xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>, index
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %subview = memref.subview %0[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.yield %subview, %c1 : memref<4xf32, strided<[?], offset: ?>>, index
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast, %arg0 : memref<4xf32, strided<[?], offset: ?>>, index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// FB-LABEL: func.func @switch(%arg0: index, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>, %arg3: f32) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// FB-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: case 0 {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FB-NEXT: memref.store %arg3, %alloc[%c0] : memref<4xf32>
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: case 5 {
// FB-NEXT: scf.yield %arg2 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: default {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %1 = memref.load %arg1[%c1] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// FB-NEXT: }
// FB-LABEL: func.func @switch_layouts(%arg0: index, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// FB-NEXT: %0:2 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>, index
// FB-NEXT: case 1 {
// FB-NEXT: %subview = memref.subview %arg1[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: scf.yield %subview, %c1 : memref<4xf32, strided<[?], offset: ?>>, index
// FB-NEXT: }
// FB-NEXT: default {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %cast, %arg0 : memref<4xf32, strided<[?], offset: ?>>, index
// FB-NEXT: }
// FB-NEXT: return %0#0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: }

// ANALYSIS-LABEL: func.func @switch(%arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: f32) -> (tensor<4xf32>, f32) attributes {"W_0[NOT-WRITABLE: bbArg 1]"} {
// ANALYSIS-NEXT: %0 = scf.index_switch %arg0 -> tensor<4xf32>
// ANALYSIS-NEXT: case 0 {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %inserted = tensor.insert %arg3 into %arg1[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: case 5 {
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: default {
// ANALYSIS-NEXT: %1 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %extracted = tensor.extract %arg1[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @switch_layouts(%arg0: index, %arg1: tensor<8xf32>) -> tensor<4xf32> {
// ANALYSIS-NEXT: %0:2 = scf.index_switch %arg0 -> tensor<4xf32>, index
// ANALYSIS-NEXT: case 1 {
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg1[0] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %extracted_slice, %c1 : tensor<4xf32>, index
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: default {
// ANALYSIS-NEXT: %1 = bufferization.alloc_tensor() : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %1, %arg0 : tensor<4xf32>, index
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0#0 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: }

// CBW-LABEL: func.func @switch(%arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: f32) -> (tensor<4xf32>, f32) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %3 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: case 0 {
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %2, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT: memref.store %arg3, %alloc[%c0] : memref<4xf32>
// CBW-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: }
// CBW-NEXT: case 5 {
// CBW-NEXT: scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: }
// CBW-NEXT: default {
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: }
// CBW-NEXT: %4 = bufferization.to_tensor %3 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CBW-NEXT: %c1 = arith.constant 1 : index
// CBW-NEXT: %5 = memref.load %0[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: return %4, %5 : tensor<4xf32>, f32
// CBW-NEXT: }
// CBW-LABEL: func.func @switch_layouts(%arg0: index, %arg1: tensor<8xf32>) -> tensor<4xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1:2 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>, index
// CBW-NEXT: case 1 {
// CBW-NEXT: %subview = memref.subview %0[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %c1 = arith.constant 1 : index
// CBW-NEXT: scf.yield %subview, %c1 : memref<4xf32, strided<[?], offset: ?>>, index
// CBW-NEXT: }
// CBW-NEXT: default {
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: scf.yield %cast, %arg0 : memref<4xf32, strided<[?], offset: ?>>, index
// CBW-NEXT: }
// CBW-NEXT: %2 = bufferization.to_tensor %1#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CBW-NEXT: return %2 : tensor<4xf32>
// CBW-NEXT: }
// CBW-NEXT: }

func.func @switch(%i: index, %t: tensor<4xf32>, %u: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    %c0 = arith.constant 0 : index
    %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  case 5 {
    scf.yield %u : tensor<4xf32>
  }
  default {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
func.func @switch_layouts(%i: index, %t: tensor<8xf32>) -> tensor<4xf32> {
  %r:2 = scf.index_switch %i -> tensor<4xf32>, index
  case 1 {
    %s = tensor.extract_slice %t[0][4][1] : tensor<8xf32> to tensor<4xf32>
    %c = arith.constant 1 : index
    scf.yield %s, %c : tensor<4xf32>, index
  }
  default {
    %e = bufferization.alloc_tensor() : tensor<4xf32>
    scf.yield %e, %i : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}
