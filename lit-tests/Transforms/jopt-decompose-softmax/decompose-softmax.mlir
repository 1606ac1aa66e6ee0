// jopt-decompose-softmax: linalg.softmax becomes the four generics of MLIR's
// SoftmaxOp::decomposeOperation (mlir-opt-22's transform.structured.decompose_interface gives the
// same ops; the greedy driver hoists the two constants). Then jopt-reuse-destination runs the
// exponentials over the dead scores and the quotients over the exponentials: the softmax needs
// no buffer of its own. Results bit-equal to linalg.softmax's (jopt-run compares them).
// RUN: jopt %s -p 'builtin.module(func.func(jopt-decompose-softmax))' | FileCheck %s
// RUN: jopt-run %s -e scores --args=random | FileCheck %s --check-prefix=RUN-BEFORE
// RUN: jopt-run %s -e scores --args=random -p 'builtin.module(func.func(jopt-decompose-softmax,jopt-reuse-destination),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-AFTER

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$R:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @scores
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[NAN:.+]] = arith.constant 0xFFC00000 : f32
// CHECK: %[[S:.+]] = linalg.generic
// CHECK: %[[INIT:.+]] = tensor.empty() : tensor<2x4x8xf32>
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2x8xf32>
// CHECK: %[[MF:.+]] = linalg.fill ins(%[[NAN]] : f32) outs(%[[E]] : tensor<2x8xf32>)
// CHECK: %[[MAX:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$R]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[S]] : tensor<2x4x8xf32>) outs(%[[MF]] : tensor<2x8xf32>)
// CHECK: arith.maxnumf %in, %out
// CHECK: %[[EXP:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$R]], #[[$ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[S]], %[[MAX]] : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%[[INIT]] : tensor<2x4x8xf32>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SF:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<2x8xf32>)
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$R]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[EXP]] : tensor<2x4x8xf32>) outs(%[[SF]] : tensor<2x8xf32>)
// CHECK: arith.addf %in, %out
// CHECK: %[[Q:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$R]], #[[$ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[EXP]], %[[SUM]] : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%[[INIT]] : tensor<2x4x8xf32>)
// CHECK: arith.divf
// CHECK-NOT: linalg.softmax
// CHECK: return %[[Q]]

// RUN-BEFORE: heap: allocations=2 {{.*}} total-peak-bytes=512
// RUN-AFTER: heap before: allocations=2 {{.*}} total-peak-bytes=512
// RUN-AFTER: heap after: allocations=2 {{.*}} total-peak-bytes=320
func.func @scores(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %e = tensor.empty() : tensor<2x4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x4x8xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.mulf %in, %in : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8xf32>
  %init = tensor.empty() : tensor<2x4x8xf32>
  %r = linalg.softmax dimension(1) ins(%s : tensor<2x4x8xf32>) outs(%init : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// A dynamic size of the reduced tensors is the input's tensor.dim (MLIR's mixed sizes): the
// recognizer's CTC head (ppocr-v4-rec, batch and width dynamic) held its logits beside the
// softmax's result; decomposed, the softmax runs in place at every size.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[S:.+]] = linalg.generic
// CHECK: %[[N:.+]] = tensor.dim %[[S]], %{{.+}} : tensor<?x8xf32>
// CHECK: %[[E:.+]] = tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK: linalg.fill {{.*}} outs(%[[E]] : tensor<?xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<?x8xf32>) outs(%{{.+}} : tensor<?xf32>)
// CHECK: math.exp
// CHECK: arith.divf
// CHECK-NOT: linalg.softmax
// RUN: jopt-run %s -e dynamic --args=random:5 | FileCheck %s --check-prefix=DYN-BEFORE
// RUN: jopt-run %s -e dynamic --args=random:5 -p 'builtin.module(func.func(jopt-decompose-softmax,jopt-reuse-destination),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=DYN-AFTER
// DYN-BEFORE: heap: allocations=2 {{.*}} total-peak-bytes=320
// DYN-AFTER: heap before: allocations=2 {{.*}} total-peak-bytes=320
// DYN-AFTER: heap after: allocations=2 {{.*}} total-peak-bytes=180
func.func @dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.mulf %in, %in : f32
    linalg.yield %a : f32
  } -> tensor<?x8xf32>
  %init = tensor.empty(%n) : tensor<?x8xf32>
  %r = linalg.softmax dimension(1) ins(%s : tensor<?x8xf32>) outs(%init : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
