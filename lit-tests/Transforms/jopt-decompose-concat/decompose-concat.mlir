// jopt-decompose-concat: a Fire module's concatenation becomes an empty tensor placed before
// the allocation its first input is computed from, and an insertion right after each input;
// eliminate-empty-tensors then makes both branches write into the joined buffer.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-decompose-concat))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors)' | FileCheck %s --check-prefix=ELIM
// RUN: jopt-run %s -e fire --args=random -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-BEFORE
// RUN: jopt-run %s -e fire --args=random -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-AFTER

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @fire
// CHECK: %[[J:.+]] = tensor.empty() : tensor<8x16xf32>
// CHECK-NEXT: %[[E0:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK: %[[A:.+]] = linalg.generic {{.*}} outs(%[[E0]] : tensor<8x8xf32>)
// CHECK: %[[I0:.+]] = tensor.insert_slice %[[A]] into %[[J]][0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x16xf32>
// CHECK: %[[B:.+]] = linalg.generic
// CHECK: %[[I1:.+]] = tensor.insert_slice %[[B]] into %[[I0]][0, 8] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x16xf32>
// CHECK-NOT: tensor.concat
// CHECK: return %[[I1]]

// ELIM-LABEL: func.func @fire
// ELIM: %[[J:.+]] = tensor.empty() : tensor<8x16xf32>
// ELIM: %[[S0:.+]] = tensor.extract_slice %[[J]][0, 0] [8, 8] [1, 1]
// ELIM: linalg.generic {{.*}} outs(%[[S0]] : tensor<8x8xf32>)
// ELIM: tensor.extract_slice %{{.+}}[0, 8] [8, 8] [1, 1]

// RUN-BEFORE: heap after: allocations=3 {{.*}} total-peak-bytes=1024
// RUN-AFTER: heap after: allocations=1 frees=0 {{.*}} total-peak-bytes=512
func.func @fire(%x: tensor<8x8xf32>) -> tensor<8x16xf32> {
  %e0 = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %c = tensor.concat dim(1) %a, %b : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  return %c : tensor<8x16xf32>
}

// Concats an input of which is also read elsewhere (DenseNet's blocks): shared-input.mlir.
