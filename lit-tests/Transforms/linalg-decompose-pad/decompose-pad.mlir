// RUN: jopt %s --test-linalg-transform-patterns=test-decompose-pad-tensor | FileCheck %s
// RUN: jopt %s --linalg-decompose-pad | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(linalg-decompose-pad), eliminate-empty-tensors)' | FileCheck %s --check-prefix=EET
// RUN: jopt %s --test-linalg-transform-patterns=test-decompose-pad-tensor --eliminate-empty-tensors | FileCheck %s --check-prefix=EET
// RUN: jopt-run %s -e @pad_of_producer --args=random | FileCheck %s --check-prefix=PROD
// RUN: jopt %s --test-linalg-transform-patterns=test-decompose-pad-tensor | jopt-run - -e @pad_of_producer --args=random | FileCheck %s --check-prefix=PROD
// RUN: jopt %s --linalg-decompose-pad --eliminate-empty-tensors | jopt-run - -e @pad_of_producer --args=random | FileCheck %s --check-prefix=PROD
// RUN: jopt-run %s -e @pad_by_index --args=iota | FileCheck %s --check-prefix=IDX
// RUN: jopt %s --test-linalg-transform-patterns=test-decompose-pad-tensor | jopt-run - -e @pad_by_index --args=iota | FileCheck %s --check-prefix=IDX
// RUN: jopt %s --linalg-decompose-pad --eliminate-empty-tensors | jopt-run - -e @pad_by_index --args=iota | FileCheck %s --check-prefix=IDX

// linalg-decompose-pad (jopt's own; mlir-opt-22's -test-linalg-transform-patterns=
// test-decompose-pad-tensor applies the same pattern, checked here against the same lines):
// a pad becomes an empty tensor, a fill (or a generate for an index-dependent value) and an
// insert_slice; with eliminate-empty-tensors the producer then writes into the padded tensor.
// Each function computes the same before and after.

func.func @pad_of_producer(%x: tensor<4x8xf32>) -> tensor<6x10xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %t = math.absf %p : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %p = tensor.pad %r low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x8xf32> to tensor<6x10xf32>
  return %p : tensor<6x10xf32>
}

func.func @pad_by_index(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %p = tensor.pad %x low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<4x3xf32>
  return %p : tensor<4x3xf32>
}

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @pad_of_producer(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %4 = math.absf %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<6x10xf32>
// CHECK-NEXT: %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<6x10xf32>) -> tensor<6x10xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %3[1, 1] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<6x10xf32>
// CHECK-NEXT: return %inserted_slice : tensor<6x10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_by_index(
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %1 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT: tensor.yield %1 : f32
// CHECK-NEXT: } : tensor<4x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %generated[1, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x3xf32>
// CHECK-NEXT: return %inserted_slice : tensor<4x3xf32>
// CHECK-NEXT: }

// EET-DAG: #map = affine_map<(d0, d1) -> (d0, d1)>
// EET-LABEL: func.func @pad_of_producer(
// EET-NEXT: %cst = arith.constant 0.000000e+00 : f32
// EET-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// EET-NEXT: %1 = tensor.empty() : tensor<6x10xf32>
// EET-NEXT: %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<6x10xf32>) -> tensor<6x10xf32>
// EET-NEXT: %extracted_slice = tensor.extract_slice %2[1, 1] [4, 8] [1, 1] : tensor<6x10xf32> to tensor<4x8xf32>
// EET-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%extracted_slice : tensor<4x8xf32>) {
// EET-NEXT: ^bb0(%in: f32, %out: f32):
// EET-NEXT: %4 = math.absf %in : f32
// EET-NEXT: linalg.yield %4 : f32
// EET-NEXT: } -> tensor<4x8xf32>
// EET-NEXT: %inserted_slice = tensor.insert_slice %3 into %2[1, 1] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<6x10xf32>
// EET-NEXT: return %inserted_slice : tensor<6x10xf32>
// EET-NEXT: }
// EET-LABEL: func.func @pad_by_index(
// EET-NEXT: %generated = tensor.generate  {
// EET-NEXT: ^bb0(%arg1: index, %arg2: index):
// EET-NEXT: %0 = arith.index_cast %arg1 : index to i32
// EET-NEXT: %1 = arith.sitofp %0 : i32 to f32
// EET-NEXT: tensor.yield %1 : f32
// EET-NEXT: } : tensor<4x3xf32>
// EET-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %generated[1, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x3xf32>
// EET-NEXT: return %inserted_slice : tensor<4x3xf32>
// EET-NEXT: }

// PROD: result #0: memref<6x10xf32> {{\[\[}}0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.7666216, 0.13694401, 0.94713247, 0.94176394, 0.7873066, 0.34534848, 0.6522643, 0.5430931, 0.0], [0.0, 0.5086221, 0.9040614, 0.20706405, 0.52206886, 0.047901183, 0.11033503, 0.41644466, 0.036964368, 0.0], [0.0, 0.02217074, 0.5297574, 0.5906094, 0.68831027, 0.71097946, 0.32042056, 0.85906816, 0.3415095, 0.0], [0.0, 0.7303469, 0.15132177, 0.1740667, 0.49357238, 0.27296802, 0.86188096, 0.88602674, 0.56649137, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0{{\]\]}}

// IDX: result #0: memref<4x3xf32> {{\[\[}}0.0, 0.0, 0.0], [0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [3.0, 3.0, 3.0{{\]\]}}
