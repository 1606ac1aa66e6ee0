// linalg structured ops bufferize in destination-passing style; an init read later is copied.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only print-conflicts" %s | FileCheck %s --check-prefix=ANALYSIS

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @chain(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK: %1 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK: %2 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: linalg.add ins(%2, %1 : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) outs(%alloc : memref<8xf32>)
// CHECK: linalg.mul ins(%alloc, %0 : memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) outs(%alloc : memref<8xf32>)
// CHECK: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: linalg.exp ins(%alloc : memref<8xf32>) outs(%alloc_0 : memref<8xf32>)
// CHECK: %3 = bufferization.to_tensor %alloc_0 : memref<8xf32> to tensor<8xf32>
// CHECK: return %3 : tensor<8xf32>
// CHECK-LABEL: func.func @fill_matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<4x16xf32> {
// CHECK: %0 = bufferization.to_buffer %arg1 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CHECK: %1 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK: %cst = arith.constant 0.000000e+00 : f32
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
// CHECK: linalg.fill ins(%cst : f32) outs(%alloc : memref<4x16xf32>)
// CHECK: linalg.matmul ins(%1, %0 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x16xf32>)
// CHECK: %2 = bufferization.to_tensor %alloc : memref<4x16xf32> to tensor<4x16xf32>
// CHECK: return %2 : tensor<4x16xf32>
// CHECK-LABEL: func.func @generic(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK: %0 = bufferization.to_buffer %arg1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: %2 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: %3 = bufferization.to_buffer %arg1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %dim = memref.dim %3, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK: memref.copy %3, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : memref<?xf32, strided<[?], offset: ?>>) outs(%alloc : memref<?xf32>) {
// CHECK: ^bb0(%in: f32, %out: f32):
// CHECK: %5 = arith.addf %in, %out : f32
// CHECK: linalg.yield %5 : f32
// CHECK: %c0_0 = arith.constant 0 : index
// CHECK: %dim_1 = memref.dim %1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK: %alloc_2 = memref.alloc(%dim_1) {alignment = 64 : i64} : memref<?xf32>
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%alloc : memref<?xf32>) outs(%alloc_2 : memref<?xf32>) {
// CHECK: ^bb0(%in: f32, %out: f32):
// CHECK: %5 = arith.mulf %in, %in : f32
// CHECK: linalg.yield %5 : f32
// CHECK: linalg.add ins(%alloc_2, %0 : memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>) outs(%alloc_2 : memref<?xf32>)
// CHECK: %4 = bufferization.to_tensor %alloc_2 : memref<?xf32> to tensor<?xf32>
// CHECK: return %4 : tensor<?xf32>
// CHECK-LABEL: func.func @copy_transpose(%arg0: tensor<4x8xf32>) -> tensor<8x4xf32> {
// CHECK: %0 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK: linalg.copy ins(%0 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x8xf32>)
// CHECK: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// CHECK: linalg.transpose ins(%alloc : memref<4x8xf32>) outs(%alloc_0 : memref<8x4xf32>) permutation = [1, 0]
// CHECK: %1 = bufferization.to_tensor %alloc_0 : memref<8x4xf32> to tensor<8x4xf32>
// CHECK: return %1 : tensor<8x4xf32>
// CHECK-LABEL: func.func @reuse_after_read(%arg0: tensor<8xf32>, %arg1: index) -> (tensor<8xf32>, f32) {
// CHECK: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK: %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: linalg.exp ins(%1 : memref<8xf32, strided<[?], offset: ?>>) outs(%alloc : memref<8xf32>)
// CHECK: %2 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK: %3 = memref.load %0[%arg1] : memref<8xf32, strided<[?], offset: ?>>
// CHECK: return %2, %3 : tensor<8xf32>, f32

// FB: #map = affine_map<(d0) -> (d0)>
// FB-LABEL: func.func @chain(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
// FB: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// FB: linalg.add ins(%arg0, %arg1 : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) outs(%alloc : memref<8xf32>)
// FB: linalg.mul ins(%alloc, %arg0 : memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) outs(%alloc : memref<8xf32>)
// FB: linalg.exp ins(%alloc : memref<8xf32>) outs(%arg1 : memref<8xf32, strided<[?], offset: ?>>)
// FB: return %arg1 : memref<8xf32, strided<[?], offset: ?>>
// FB-LABEL: func.func @fill_matmul(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x16xf32, strided<[?, ?], offset: ?>>) -> memref<4x16xf32> {
// FB: %cst = arith.constant 0.000000e+00 : f32
// FB: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
// FB: linalg.fill ins(%cst : f32) outs(%alloc : memref<4x16xf32>)
// FB: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x16xf32>)
// FB: %cast = memref.cast %alloc : memref<4x16xf32> to memref<4x16xf32, strided<[?, ?], offset: ?>>
// FB: return %alloc : memref<4x16xf32>
// FB-LABEL: func.func @generic(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// FB: %c0 = arith.constant 0 : index
// FB: %dim = memref.dim %arg1, %c0 : memref<?xf32, strided<[?], offset: ?>>
// FB: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// FB: memref.copy %arg1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// FB: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<?xf32, strided<[?], offset: ?>>) outs(%alloc : memref<?xf32>) {
// FB: ^bb0(%in: f32, %out: f32):
// FB: %0 = arith.addf %in, %out : f32
// FB: linalg.yield %0 : f32
// FB: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%alloc : memref<?xf32>) outs(%arg0 : memref<?xf32, strided<[?], offset: ?>>) {
// FB: ^bb0(%in: f32, %out: f32):
// FB: %0 = arith.mulf %in, %in : f32
// FB: linalg.yield %0 : f32
// FB: linalg.add ins(%arg0, %arg1 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<?xf32, strided<[?], offset: ?>>)
// FB: return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// FB-LABEL: func.func @copy_transpose(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32> {
// FB: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// FB: linalg.copy ins(%arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x8xf32>)
// FB: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// FB: linalg.transpose ins(%alloc : memref<4x8xf32>) outs(%alloc_0 : memref<8x4xf32>) permutation = [1, 0]
// FB: %cast = memref.cast %alloc_0 : memref<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
// FB: return %alloc_0 : memref<8x4xf32>
// FB-LABEL: func.func @reuse_after_read(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index) -> (memref<8xf32>, f32) {
// FB: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// FB: linalg.exp ins(%arg0 : memref<8xf32, strided<[?], offset: ?>>) outs(%alloc : memref<8xf32>)
// FB: %0 = memref.load %arg0[%arg1] : memref<8xf32, strided<[?], offset: ?>>
// FB: %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// FB: return %alloc, %0 : memref<8xf32>, f32

// ANALYSIS: #map = affine_map<(d0) -> (d0)>
// ANALYSIS-LABEL: func.func @chain(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> attributes {"W_3[NOT-WRITABLE: bbArg 1]"} {
// ANALYSIS: %0 = tensor.empty() : tensor<8xf32>
// ANALYSIS: %1 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS: %2 = linalg.mul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%1, %arg0 : tensor<8xf32>, tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS: %3 = linalg.exp {__inplace_operands_attr__ = ["true", "false"]} ins(%2 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// ANALYSIS-LABEL: func.func @fill_matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<4x16xf32> {
// ANALYSIS: %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS: %0 = tensor.empty() : tensor<4x16xf32>
// ANALYSIS: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
// ANALYSIS: %2 = linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%1 : tensor<4x16xf32>) -> tensor<4x16xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %2 : tensor<4x16xf32>
// ANALYSIS-LABEL: func.func @generic(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> attributes {"W_1[NOT-WRITABLE: bbArg 0]", "W_2[NOT-WRITABLE: bbArg 1]"} {
// ANALYSIS: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// ANALYSIS: ^bb0(%in: f32, %out: f32):
// ANALYSIS: %3 = arith.addf %in, %out : f32
// ANALYSIS: linalg.yield %3 : f32
// ANALYSIS: } -> tensor<?xf32>
// ANALYSIS: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<?xf32>) outs(%arg0 : tensor<?xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// ANALYSIS: ^bb0(%in: f32, %out: f32):
// ANALYSIS: %3 = arith.mulf %in, %in : f32
// ANALYSIS: linalg.yield %3 : f32
// ANALYSIS: } -> tensor<?xf32>
// ANALYSIS: %2 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%1, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%1 : tensor<?xf32>) -> tensor<?xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %2 : tensor<?xf32>
// ANALYSIS-LABEL: func.func @copy_transpose(%arg0: tensor<4x8xf32>) -> tensor<8x4xf32> {
// ANALYSIS: %0 = tensor.empty() : tensor<4x8xf32>
// ANALYSIS: %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// ANALYSIS: %2 = tensor.empty() : tensor<8x4xf32>
// ANALYSIS: %transposed = linalg.transpose ins(%1 : tensor<4x8xf32>) outs(%2 : tensor<8x4xf32>) permutation = [1, 0]  {__inplace_operands_attr__ = ["true", "true"]}
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %transposed : tensor<8x4xf32>
// ANALYSIS-LABEL: func.func @reuse_after_read(%arg0: tensor<8xf32>, %arg1: index) -> (tensor<8xf32>, f32) attributes {"W_0[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS: %0 = linalg.exp {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS: %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<8xf32>, f32

#id = affine_map<(d0) -> (d0)>
func.func @chain(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.mul ins(%0, %a : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.exp ins(%1 : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

func.func @fill_matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %m : tensor<4x16xf32>
}

func.func @generic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%0 : tensor<?xf32>) outs(%a : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %r = linalg.add ins(%1, %b : tensor<?xf32>, tensor<?xf32>) outs(%1 : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @copy_transpose(%a: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %c = linalg.copy ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%c : tensor<4x8xf32>) outs(%e2 : tensor<8x4xf32>) permutation = [1, 0]
  return %t : tensor<8x4xf32>
}

func.func @reuse_after_read(%a: tensor<8xf32>, %i: index) -> (tensor<8xf32>, f32) {
  %0 = linalg.exp ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %a[%i] : tensor<8xf32>
  return %0, %x : tensor<8xf32>, f32
}
