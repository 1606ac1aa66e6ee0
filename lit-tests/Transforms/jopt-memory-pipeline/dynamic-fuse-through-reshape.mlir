// jopt-memory-pipeline's fusion on a dynamic batch: an elementwise producer (a layer norm's scaling)
// read through a collapse of its batch and tokens by a projection (the exported Linear of a
// transformer). Folding the collapse into the projection asks the producer's batch size
// (tensor.dim), which is answered by its init in the same greedy run, so that the producer keeps
// one use and is fused into the projection as on static shapes: no buffer of the producer's
// result, the peak the result's alone (256 B at batch 1, 768 at 3; 384 and 1,152 when the size
// was a second use). Each run checked against the input's.
// RUN: jopt %s -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s
// RUN: jopt-run %s -e norm_proj --args=random:1,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s -e norm_proj --args=random:3,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN3

// CHECK-LABEL: func.func @norm_proj
// CHECK-NOT: memref<?x4x8xf32>) outs
// CHECK: memref.alloc(%{{.*}}) {{.*}} : memref<?x16xf32>
// CHECK-NOT: memref.alloc
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x4x8xf32>, memref<8x16xf32>)
// CHECK: arith.mulf %{{.*}}, %cst_0
// CHECK: return

// RUN1: heap after: allocations=1 {{.*}}total-peak-bytes=256
// RUN3: heap after: allocations=1 {{.*}}total-peak-bytes=768

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @norm_proj(%x: tensor<?x4x8xf32>, %w: tensor<8x16xf32>) -> tensor<?x4x16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x4x8xf32>
  %e = tensor.empty(%n) : tensor<?x4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<?x4x8xf32>) outs(%e : tensor<?x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %two : f32
    linalg.yield %s : f32
  } -> tensor<?x4x8xf32>
  %c = tensor.collapse_shape %y [[0, 1], [2]] : tensor<?x4x8xf32> into tensor<?x8xf32>
  %m = arith.muli %n, %c4 : index
  %i = tensor.empty(%m) : tensor<?x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%i : tensor<?x16xf32>) -> tensor<?x16xf32>
  %mm = linalg.matmul ins(%c, %w : tensor<?x8xf32>, tensor<8x16xf32>) outs(%f : tensor<?x16xf32>) -> tensor<?x16xf32>
  %r = tensor.expand_shape %mm [[0, 1], [2]] output_shape [%n, 4, 16] : tensor<?x16xf32> into tensor<?x4x16xf32>
  return %r : tensor<?x4x16xf32>
}
