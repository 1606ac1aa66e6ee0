// jopt-deallocation-pipeline{merge-alloc=merge-alloc} (and so jopt-memory-pipeline) keeps
// jopt-merge-alloc's arena of a function only where it does not raise the peak
// (jopt-merge-alloc-unless-peak-rises; here functions of dynamic sizes, static ones in
// static-result-beside-arena.mlir). @spec is oww-melspectrogram's shape: two
// projections of the input and their magnitudes (n x 64 each) in the arena, then a projection of
// the magnitudes into the returned result (n x 4), which the arena cannot hold (dynamic size).
// The arena lives until that last projection has read the magnitudes, so the result comes on top
// of all three buffers: at n = 8, 3 x 2,048 + 128 = 6,272 B with the arena, 6,144 B (the three
// buffers at the magnitudes' op) with each buffer freed after its last use. @chain keeps its
// arena: both buffers in it are read by the op that makes the result, so the arena's span adds
// nothing (3 x 2,048 B either way). jopt-memory-pipeline's own steps tile @spec by rows first
// (192 B), its results equal to the input's.
// RUN: jopt %s -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline{merge-alloc=merge-alloc})' | FileCheck %s
// RUN: jopt-run %s -e spec --args=random:8,random,random,random -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-merge-alloc,jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=ARENA
// RUN: jopt-run %s -e spec --args=random:8,random,random,random -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline{merge-alloc=merge-alloc})' | FileCheck %s --check-prefix=GUARDED
// RUN: jopt-run %s -e spec --args=random:8,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PIPELINE
// RUN: jopt-run %s -e chain --args=random:8 -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline{merge-alloc=merge-alloc})' | FileCheck %s --check-prefix=CHAIN

// CHECK-LABEL: func.func @spec
// CHECK-NOT: memref<?xi8>
// CHECK: return
// CHECK-LABEL: func.func @chain
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?xi8>
// CHECK: return

// ARENA: heap after: allocations=2 {{.*}} total-peak-bytes=6272
// GUARDED: heap after: allocations=4 {{.*}} total-peak-bytes=6144
// PIPELINE: heap after: {{.*}} total-peak-bytes=192
// CHAIN: heap after: allocations=2 {{.*}} total-peak-bytes=6144

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @spec(%x: tensor<?x64xf32>, %re: tensor<64x64xf32>, %im: tensor<64x64xf32>,
                %mel: tensor<64x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e0 = tensor.empty(%n) : tensor<?x64xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %a = linalg.matmul ins(%x, %re : tensor<?x64xf32>, tensor<64x64xf32>) outs(%f0 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %e1 = tensor.empty(%n) : tensor<?x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %b = linalg.matmul ins(%x, %im : tensor<?x64xf32>, tensor<64x64xf32>) outs(%f1 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %e2 = tensor.empty(%n) : tensor<?x64xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x64xf32>, tensor<?x64xf32>) outs(%e2 : tensor<?x64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %pp = arith.mulf %p, %p : f32
    %qq = arith.mulf %q, %q : f32
    %s = arith.addf %pp, %qq : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  %e3 = tensor.empty(%n) : tensor<?x4xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<?x4xf32>) -> tensor<?x4xf32>
  %r = linalg.matmul ins(%m, %mel : tensor<?x64xf32>, tensor<64x4xf32>) outs(%f3 : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

func.func @chain(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e0 = tensor.empty(%n) : tensor<?x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x64xf32>) outs(%e0 : tensor<?x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %d = arith.addf %p, %p : f32
    linalg.yield %d : f32
  } -> tensor<?x64xf32>
  %e1 = tensor.empty(%n) : tensor<?x64xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x64xf32>) outs(%e1 : tensor<?x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %d = arith.mulf %p, %p : f32
    linalg.yield %d : f32
  } -> tensor<?x64xf32>
  %e2 = tensor.empty(%n) : tensor<?x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x64xf32>, tensor<?x64xf32>) outs(%e2 : tensor<?x64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %d = arith.subf %p, %q : f32
    linalg.yield %d : f32
  } -> tensor<?x64xf32>
  return %r : tensor<?x64xf32>
}
