// jopt-decompose-concat on a concat an input of which is also read elsewhere (a U-Net's skip
// tensor, DenseNet's block input): the joined buffer goes before the allocation of the first
// input used only here that is computed after (and from) every input read elsewhere; that input
// is inserted first and computed in place, the others are copied in after it, as the concat
// copied them. A concat with no such input stays.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-decompose-concat))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors)' | FileCheck %s --check-prefix=ELIM
// RUN: jopt-run %s -e skip --args=random -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=SKIP-BEFORE
// RUN: jopt-run %s -e skip --args=random -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=SKIP-AFTER
// RUN: jopt-run %s -e dense_block --args=random -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=DENSE-BEFORE
// RUN: jopt-run %s -e dense_block --args=random -p 'builtin.module(func.func(jopt-decompose-concat),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=DENSE-AFTER

#id = affine_map<(d0, d1) -> (d0, d1)>

// The skip tensor %s is read by the upsampling %u and by the concat: %u is computed into the
// joined buffer, %s copied in after it.
// CHECK-LABEL: func.func @skip
// CHECK: %[[S:.+]] = linalg.generic
// CHECK: %[[J:.+]] = tensor.empty() : tensor<8x16xf32>
// CHECK-NEXT: %[[E1:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT: %[[U:.+]] = linalg.generic {{.*}} ins(%[[S]] : tensor<8x8xf32>) outs(%[[E1]] : tensor<8x8xf32>)
// CHECK: %[[I0:.+]] = tensor.insert_slice %[[U]] into %[[J]][0, 0] [8, 8] [1, 1]
// CHECK-NEXT: %[[I1:.+]] = tensor.insert_slice %[[S]] into %[[I0]][0, 8] [8, 8] [1, 1]
// CHECK-NEXT: return %[[I1]]
// ELIM-LABEL: func.func @skip
// ELIM: %[[S:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<8x8xf32>)
// ELIM: %[[J:.+]] = tensor.empty() : tensor<8x16xf32>
// ELIM-NEXT: %[[U0:.+]] = tensor.extract_slice %[[J]][0, 0] [8, 8] [1, 1]
// ELIM: linalg.generic {{.*}} ins(%[[S]] : tensor<8x8xf32>) outs(%[[U0]] : tensor<8x8xf32>)
// SKIP-BEFORE: heap after: allocations=3 {{.*}} total-peak-bytes=1024
// SKIP-AFTER: heap after: allocations=2 {{.*}} total-peak-bytes=768
func.func @skip(%x: tensor<8x8xf32>) -> tensor<8x16xf32> {
  %e0 = tensor.empty() : tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %c = tensor.concat dim(1) %u, %s : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  return %c : tensor<8x16xf32>
}

// DenseNet's block: the first concat's inputs are both read elsewhere (the block input %x, the
// new features %a): it stays. The second's last input %b is read by it alone and computed from
// the others: it is computed into the joined buffer, %x and %a copied.
// CHECK-LABEL: func.func @dense_block
// CHECK: tensor.concat dim(1) %{{.+}}, %{{.+}} :
// CHECK: %[[J:.+]] = tensor.empty() : tensor<8x24xf32>
// CHECK-NEXT: %[[E1:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT: %[[B:.+]] = linalg.generic {{.*}} outs(%[[E1]] : tensor<8x8xf32>)
// CHECK: %[[I0:.+]] = tensor.insert_slice %[[B]] into %[[J]][0, 16] [8, 8] [1, 1]
// CHECK-NEXT: %[[I1:.+]] = tensor.insert_slice %arg0 into %[[I0]][0, 0] [8, 8] [1, 1]
// CHECK-NEXT: %[[I2:.+]] = tensor.insert_slice %{{.+}} into %[[I1]][0, 8] [8, 8] [1, 1]
// CHECK-NOT: tensor.concat
// CHECK: return
// ELIM-LABEL: func.func @dense_block
// ELIM: %[[A:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<8x8xf32>)
// ELIM: tensor.concat
// ELIM: %[[J:.+]] = tensor.empty() : tensor<8x24xf32>
// ELIM-NEXT: %[[B0:.+]] = tensor.extract_slice %[[J]][0, 16] [8, 8] [1, 1]
// ELIM: linalg.generic {{.*}} ins(%[[A]] : tensor<8x8xf32>) outs(%[[B0]] : tensor<8x8xf32>)
// DENSE-BEFORE: heap after: allocations=4 {{.*}} total-peak-bytes=1792
// DENSE-AFTER: heap after: allocations=3 {{.*}} total-peak-bytes=1536
func.func @dense_block(%x: tensor<8x8xf32>) -> (tensor<8x16xf32>, tensor<8x24xf32>) {
  %e0 = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %c1 = tensor.concat dim(1) %x, %a : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %c2 = tensor.concat dim(1) %x, %a, %b : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x24xf32>
  return %c1, %c2 : tensor<8x16xf32>, tensor<8x24xf32>
}

// %u is computed after the shared %s but not from it: eliminate-empty-tensors would move %u's
// producers and the joined buffer above %s's producer and compute %s into it too, the joined
// buffer live from there on. The concat stays.
// CHECK-LABEL: func.func @independent
// CHECK: tensor.concat dim(1)
func.func @independent(%x: tensor<8x8xf32>) -> (tensor<8x16xf32>, tensor<8x8xf32>) {
  %e0 = tensor.empty() : tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %c = tensor.concat dim(1) %u, %s : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %c, %t : tensor<8x16xf32>, tensor<8x8xf32>
}

// The input read by the concat alone (%a) is computed before the shared one (%s): in place it
// would make the joined buffer live while %s is computed. The concat stays.
// CHECK-LABEL: func.func @early
// CHECK: tensor.concat dim(1)
func.func @early(%x: tensor<8x8xf32>) -> (tensor<8x16xf32>, tensor<8x8xf32>) {
  %e0 = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %e1 = tensor.empty() : tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %c = tensor.concat dim(1) %a, %s : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %c, %t : tensor<8x16xf32>, tensor<8x8xf32>
}

// DenseNet's last concat of a block: the new features %u are computed from a larger tensor %w
// (the block's bottleneck input) that dies there. The joined buffer live beside %w would raise
// the most bytes live at once (as ConcatWindow counts them: 3,072 at %u against 2,816 without
// it, 1,024 at the concat): the concat stays.
// CHECK-LABEL: func.func @bottleneck
// CHECK: tensor.concat dim(1)
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#sum3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @bottleneck(%x: tensor<8x8xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %e1 = tensor.empty() : tensor<8x8x8xf32>
  %w = linalg.generic {indexing_maps = [#sum3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<8x8xf32>) outs(%e1 : tensor<8x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#id3, #sum3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%w : tensor<8x8x8xf32>) outs(%f : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %c = tensor.concat dim(1) %u, %s : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  return %c : tensor<8x16xf32>
}
