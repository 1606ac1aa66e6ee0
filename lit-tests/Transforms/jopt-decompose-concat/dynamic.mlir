// jopt-decompose-concat on a concat of a dynamic batch (static along the concatenated channels):
// the joined buffer takes the batch size of the empty tensor the first input is computed into
// (or a tensor.dim of the first input where there is none before it), each insertion the same
// size; eliminate-empty-tensors then makes both branches write into it, at every batch size.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-decompose-concat))' | FileCheck %s
// RUN: jopt-run %s -e fire --args=random:1 -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s -e fire --args=random:5 -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN5
// RUN: jopt-run %s -e fire --args=random:8 -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN8
// RUN: jopt-run %s -e fire --args=random:5 -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=BEFORE5
// RUN: jopt-run %s -e tiled --args=random:5 -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=TILED5

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @fire
// CHECK: %[[N:.+]] = tensor.dim %arg0, %c0
// CHECK: %[[J:.+]] = tensor.empty(%[[N]]) : tensor<?x16xf32>
// CHECK-NEXT: %[[E0:.+]] = tensor.empty(%[[N]]) : tensor<?x8xf32>
// CHECK: %[[A:.+]] = linalg.generic {{.*}} outs(%[[E0]] : tensor<?x8xf32>)
// CHECK: %[[I0:.+]] = tensor.insert_slice %[[A]] into %[[J]][0, 0] [%[[N]], 8] [1, 1] : tensor<?x8xf32> into tensor<?x16xf32>
// CHECK: %[[B:.+]] = linalg.generic
// CHECK: %[[I1:.+]] = tensor.insert_slice %[[B]] into %[[I0]][0, 8] [%[[N]], 8] [1, 1] : tensor<?x8xf32> into tensor<?x16xf32>
// CHECK-NOT: tensor.concat
// CHECK: return %[[I1]]
// RUN1: heap after: allocations=1 frees=0 {{.*}} total-peak-bytes=64 live
// RUN5: heap after: allocations=1 frees=0 {{.*}} total-peak-bytes=320 live
// RUN8: heap after: allocations=1 frees=0 {{.*}} total-peak-bytes=512 live
// BEFORE5: heap after: allocations=3 {{.*}} total-peak-bytes=640 live
func.func @fire(%x: tensor<?x8xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e0 = tensor.empty(%n) : tensor<?x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x8xf32>) outs(%e0 : tensor<?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<?x8xf32>
  %e1 = tensor.empty(%n) : tensor<?x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x8xf32>) outs(%e1 : tensor<?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<?x8xf32>
  %c = tensor.concat dim(1) %a, %b : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x16xf32>
  return %c : tensor<?x16xf32>
}

// No empty tensor before the first input (it is an argument): the joined buffer is made at the
// concat, sized by a tensor.dim of the first input.
// CHECK-LABEL: func.func @from_argument
// CHECK: %[[D:.+]] = tensor.dim %arg0, %c0
// CHECK: %[[J:.+]] = tensor.empty(%[[D]]) : tensor<?x16xf32>
// CHECK: tensor.insert_slice %arg0 into %[[J]][0, 0] [%[[D]], 8] [1, 1]
// CHECK-NOT: tensor.concat
func.func @from_argument(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>) -> tensor<?x16xf32> {
  %c = tensor.concat dim(1) %x, %y : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x16xf32>
  return %c : tensor<?x16xf32>
}

// Inputs less static than the result (an exporter's ?x?: the result's 4 rows known from the
// other input): each insertion is sized as its input's type is, by the input's own tensor.dim
// where only the result is static, by a constant where the input is static and the result not.
// CHECK-LABEL: func.func @refined
// CHECK: %[[J:.+]] = tensor.empty() : tensor<4x16xf32>
// CHECK: %[[R:.+]] = tensor.dim %arg0, %c0
// CHECK: %[[I0:.+]] = tensor.insert_slice %arg0 into %[[J]][0, 0] [%[[R]], 8] [1, 1] : tensor<?x8xf32> into tensor<4x16xf32>
// CHECK: tensor.insert_slice %arg1 into %[[I0]][0, 8] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x16xf32>
// CHECK-LABEL: func.func @static_input
// CHECK: %[[D:.+]] = tensor.dim %arg0, %c0
// CHECK: %[[J:.+]] = tensor.empty(%[[D]]) : tensor<?x16xf32>
// CHECK: tensor.insert_slice %arg0 into %[[J]][0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x16xf32>
// CHECK: tensor.insert_slice %arg1 into {{.*}}[0, 8] [%[[D]], 8] [1, 1] : tensor<?x8xf32> into tensor<?x16xf32>
// RUN: jopt-run %s -e refined --args=random:4,random -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=REFINED
// REFINED: heap after: allocations=1 frees=0 {{.*}} total-peak-bytes=256 live
func.func @refined(%x: tensor<?x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x16xf32> {
  %c = tensor.concat dim(1) %x, %y : (tensor<?x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

func.func @static_input(%x: tensor<4x8xf32>, %y: tensor<?x8xf32>) -> tensor<?x16xf32> {
  %c = tensor.concat dim(1) %x, %y : (tensor<4x8xf32>, tensor<?x8xf32>) -> tensor<?x16xf32>
  return %c : tensor<?x16xf32>
}

// The first input computed by a loop over tiles of the batch (as jopt-tile-for-memory makes
// them) into the empty tensor before it: the joined buffer goes before that empty tensor, and
// the loop writes its tiles straight into the joined buffer.
// CHECK-LABEL: func.func @tiled
// CHECK: %[[N:.+]] = tensor.dim %arg0, %c0
// CHECK: %[[J:.+]] = tensor.empty(%[[N]]) : tensor<?x16xf32>
// CHECK-NEXT: %[[E0:.+]] = tensor.empty(%[[N]]) : tensor<?x8xf32>
// CHECK-NEXT: %[[A:.+]] = scf.for {{.*}} iter_args(%{{.+}} = %[[E0]])
// CHECK: %[[I0:.+]] = tensor.insert_slice %[[A]] into %[[J]][0, 0] [%[[N]], 8] [1, 1] : tensor<?x8xf32> into tensor<?x16xf32>
// CHECK-NOT: tensor.concat
// TILED5: heap after: allocations=1 frees=0 {{.*}} total-peak-bytes=320 live
func.func @tiled(%x: tensor<?x8xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e0 = tensor.empty(%n) : tensor<?x8xf32>
  %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e0) -> (tensor<?x8xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [1, 8] [1, 1] : tensor<?x8xf32> to tensor<1x8xf32>
    %as = tensor.extract_slice %acc[%i, 0] [1, 8] [1, 1] : tensor<?x8xf32> to tensor<1x8xf32>
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xs : tensor<1x8xf32>) outs(%as : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %r = arith.mulf %in, %in : f32
      linalg.yield %r : f32
    } -> tensor<1x8xf32>
    %u = tensor.insert_slice %t into %acc[%i, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<?x8xf32>
    scf.yield %u : tensor<?x8xf32>
  }
  %e1 = tensor.empty(%n) : tensor<?x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x8xf32>) outs(%e1 : tensor<?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<?x8xf32>
  %c = tensor.concat dim(1) %a, %b : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x16xf32>
  return %c : tensor<?x16xf32>
}
