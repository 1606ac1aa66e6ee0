// jopt-memory-pipeline after a user's cse: cse merges the zero accumulators of an attention's Q,
// K and V projections (equal fills of equal tensor.empty's) into one fill read by all three.
// Fusion's reshape propagation then leaves that fill whole before the heads' expand_shape, and
// the tiling by tokens reads each tile of it from the whole tensor: three accumulators of all
// tokens live at once. The pipeline's first step (split-shared-inits:
// jopt-rematerialize{broadcasts=false}) makes each tensor.empty and fill again right before each
// user, as the lowering made them, and the peak after cse is the pipeline's alone.
// RUN: jopt %s -p 'builtin.module(cse,func.func(jopt-rematerialize{broadcasts=false}))' | FileCheck %s
// RUN: jopt-run %s -e qkv --args=random:64,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=ALONE
// RUN: jopt-run %s -e qkv --args=random:64,random,random,random -p 'builtin.module(cse,jopt-memory-pipeline)' | FileCheck %s --check-prefix=AFTER-CSE
// RUN: jopt-run %s -e qkv --args=random:64,random,random,random -p 'builtin.module(cse,jopt-memory-pipeline{split-shared-inits=false})' | FileCheck %s --check-prefix=NO-SPLIT
// ALONE: heap after: allocations=2 {{.*}} total-peak-bytes=21760
// AFTER-CSE: heap after: allocations=2 {{.*}} total-peak-bytes=21760
// NO-SPLIT: heap after: allocations=2 {{.*}} total-peak-bytes=70912

// CHECK-LABEL: func.func @qkv
// CHECK: %[[E0:.+]] = tensor.empty(%[[N:.+]]) : tensor<?x64xf32>
// CHECK-NEXT: %[[F0:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E0]] : tensor<?x64xf32>)
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[F0]] : tensor<?x64xf32>)
// CHECK: %[[E1:.+]] = tensor.empty(%[[N]]) : tensor<?x64xf32>
// CHECK-NEXT: %[[F1:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E1]] : tensor<?x64xf32>)
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[F1]] : tensor<?x64xf32>)
// CHECK: %[[E2:.+]] = tensor.empty(%[[N]]) : tensor<?x64xf32>
// CHECK-NEXT: %[[F2:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E2]] : tensor<?x64xf32>)
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[F2]] : tensor<?x64xf32>)
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d2, d1)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @qkv(%x: tensor<?x64xf32>, %wq: tensor<64x64xf32>, %wk: tensor<64x64xf32>, %wv: tensor<64x64xf32>) -> tensor<?x4x16xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %z = arith.constant 0.0 : f32
  %eq = tensor.empty(%n) : tensor<?x64xf32>
  %fq = linalg.fill ins(%z : f32) outs(%eq : tensor<?x64xf32>) -> tensor<?x64xf32>
  %q = linalg.generic {indexing_maps = [#a, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %wq : tensor<?x64xf32>, tensor<64x64xf32>) outs(%fq : tensor<?x64xf32>) {
  ^bb0(%p: f32, %r: f32, %acc: f32):
    %m = arith.mulf %p, %r : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  %ek = tensor.empty(%n) : tensor<?x64xf32>
  %fk = linalg.fill ins(%z : f32) outs(%ek : tensor<?x64xf32>) -> tensor<?x64xf32>
  %k = linalg.generic {indexing_maps = [#a, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %wk : tensor<?x64xf32>, tensor<64x64xf32>) outs(%fk : tensor<?x64xf32>) {
  ^bb0(%p: f32, %r: f32, %acc: f32):
    %m = arith.mulf %p, %r : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  %ev = tensor.empty(%n) : tensor<?x64xf32>
  %fv = linalg.fill ins(%z : f32) outs(%ev : tensor<?x64xf32>) -> tensor<?x64xf32>
  %v = linalg.generic {indexing_maps = [#a, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %wv : tensor<?x64xf32>, tensor<64x64xf32>) outs(%fv : tensor<?x64xf32>) {
  ^bb0(%p: f32, %r: f32, %acc: f32):
    %m = arith.mulf %p, %r : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  %q3 = tensor.expand_shape %q [[0], [1, 2]] output_shape [%n, 4, 16] : tensor<?x64xf32> into tensor<?x4x16xf32>
  %k3 = tensor.expand_shape %k [[0], [1, 2]] output_shape [%n, 4, 16] : tensor<?x64xf32> into tensor<?x4x16xf32>
  %v3 = tensor.expand_shape %v [[0], [1, 2]] output_shape [%n, 4, 16] : tensor<?x64xf32> into tensor<?x4x16xf32>
  %es = tensor.empty(%n, %n) : tensor<?x4x?xf32>
  %fs = linalg.fill ins(%z : f32) outs(%es : tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, h, j, d) -> (i, h, d)>, affine_map<(i, h, j, d) -> (j, h, d)>, affine_map<(i, h, j, d) -> (i, h, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q3, %k3 : tensor<?x4x16xf32>, tensor<?x4x16xf32>) outs(%fs : tensor<?x4x?xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %m = arith.mulf %a0, %a1 : f32
    %t = arith.addf %acc, %m : f32
    linalg.yield %t : f32
  } -> tensor<?x4x?xf32>
  %eo = tensor.empty(%n) : tensor<?x4x16xf32>
  %fo = linalg.fill ins(%z : f32) outs(%eo : tensor<?x4x16xf32>) -> tensor<?x4x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, h, d, j) -> (i, h, j)>, affine_map<(i, h, d, j) -> (j, h, d)>, affine_map<(i, h, d, j) -> (i, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%s, %v3 : tensor<?x4x?xf32>, tensor<?x4x16xf32>) outs(%fo : tensor<?x4x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %m = arith.mulf %a0, %a1 : f32
    %t = arith.addf %acc, %m : f32
    linalg.yield %t : f32
  } -> tensor<?x4x16xf32>
  return %r : tensor<?x4x16xf32>
}
