// jopt-merge-alloc-unless-peak-rises guards a function of static sizes as well (one sample).
// @maps is the end of IS-Net (isnet-uint8), which returns several maps: the arena of a, b and c
// (2,048 B each, live at once at c's op) also holds the returned r1, so it lives until the
// return, and r2, returned too but made outside the arena, comes on top of it: 6,144 + 2,048 =
// 8,192 B. Each buffer freed after its last use: 6,144 B (a, b, c at c's op; then c, r1, and
// r1, r2). The arena is undone.
// RUN: jopt %s -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline{merge-alloc=merge-alloc})' | FileCheck %s
// RUN: jopt-run %s -e maps --args=random -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-merge-alloc,jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=ARENA
// RUN: jopt-run %s -e maps --args=random -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline{merge-alloc=merge-alloc})' | FileCheck %s --check-prefix=GUARDED

// CHECK-LABEL: func.func @maps
// CHECK-NOT: xi8>
// CHECK: return

// ARENA: heap after: {{.*}} total-peak-bytes=8192
// GUARDED: heap after: {{.*}} total-peak-bytes=6144

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @maps(%x: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %e0 = tensor.empty() : tensor<8x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e0 : tensor<8x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %d = arith.addf %p, %p : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  %e1 = tensor.empty() : tensor<8x64xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e1 : tensor<8x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %d = arith.mulf %p, %p : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x64xf32>, tensor<8x64xf32>) outs(%e2 : tensor<8x64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %d = arith.subf %p, %q : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  %e3 = tensor.empty() : tensor<8x64xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<8x64xf32>) outs(%e3 : tensor<8x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %d = arith.mulf %p, %p : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  %e4 = tensor.empty() : tensor<8x64xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r1 : tensor<8x64xf32>) outs(%e4 : tensor<8x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %d = arith.addf %p, %p : f32
    linalg.yield %d : f32
  } -> tensor<8x64xf32>
  return %r1, %r2 : tensor<8x64xf32>, tensor<8x64xf32>
}
