// jopt-memory-pipeline on a small network as torch-mlir emits it: a convolution block (pad,
// shared zero accumulator, batch-norm and ReLU as separate elementwise ops, a residual add) and a
// Linear (transposed, broadcast weight). jopt-run checks the output against the input's run;
// the peak falls below what jopt-deallocation-pipeline leaves (the input's live bound).
// RUN: jopt-run %s -e net --args=random -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=DEALLOC
// RUN: jopt-run %s -e net --args=random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=MEMORY
// RUN: jopt-run %s -e net --args=random -p 'builtin.module(jopt-memory-pipeline{merge-alloc=none})' | FileCheck %s --check-prefix=MEMORY-PLAIN
// RUN: jopt-run %s -e net --args=random -p 'builtin.module(jopt-memory-pipeline{split-shared-inits=false decompose-softmax=false fuse=false fold-weights=false fold-activation-views=false fuse-shared=false drop-unread-padding=false split-padded-convolution=false decompose-pad=false decompose-concat=false rematerialize=false schedule=false reuse-destination=false tile-for-memory=false hoist-insert-destinations=false eliminate-empty-tensors=false merge-alloc=none})' | FileCheck %s --check-prefix=NOTHING
// RUN: jopt %s -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s

// No copy is left: the tiles computed in place in a view of their destination are inserted by a
// copy between two equal subviews, which cse and canonicalize remove at the end.
// CHECK-LABEL: func.func @net
// CHECK-NOT: linalg.transpose
// CHECK-NOT: tensor.pad
// CHECK-NOT: linalg.transpose
// CHECK-NOT: memref.copy
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<9216xi8>
// CHECK-NOT: memref.copy
// CHECK: return
// RUN: jopt %s -p 'builtin.module(jopt-memory-pipeline{cleanup=false})' | FileCheck %s --check-prefix=NO-CLEANUP
// NO-CLEANUP: memref.copy %[[V:subview[_0-9]*]], %[[V2:subview[_0-9]*]]

// DEALLOC: heap before: allocations=9 {{.*}} total-peak-bytes=186624 live-bound-bytes=139264
// DEALLOC: heap after: allocations=9 frees=8 {{.*}} total-peak-bytes=139264
// The second convolution, its batch norm and ReLU, the residual add and the Linear run by
// channels (the Linear's rows): one channel of each is live at a time beside the first
// convolution's output and the result.
// MEMORY: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=11264
// MEMORY-PLAIN: heap after: allocations=10 frees=9 {{.*}} total-peak-bytes=11264
// Every step off: One-Shot Bufferize and the deallocation pipeline alone.
// NOTHING: heap after: allocations=9 frees=8 {{.*}} total-peak-bytes=139264

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#u4 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#c4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#b3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#i3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @net(%x: tensor<1x8x16x16xf32>) -> tensor<1x8x64xf32> {
  %w = arith.constant dense_resource<__elided__> : tensor<8x8x3x3xf32>
  %s = arith.constant dense_resource<__elided__> : tensor<8xf32>
  %lw = arith.constant dense_resource<__elided__> : tensor<64x256xf32>
  %z = arith.constant 0.0 : f32
  %acc0 = tensor.empty() : tensor<1x8x16x16xf32>
  %acc = linalg.fill ins(%z : f32) outs(%acc0 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%acc : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %bn = linalg.generic {indexing_maps = [#u4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %s : tensor<1x8x16x16xf32>, tensor<8xf32>) outs(%acc0 : tensor<1x8x16x16xf32>) {
  ^bb0(%in: f32, %sc: f32, %out: f32):
    %m = arith.mulf %in, %sc : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x16xf32>
  %r = linalg.generic {indexing_maps = [#u4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn : tensor<1x8x16x16xf32>) outs(%acc0 : tensor<1x8x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x16xf32>
  %p2 = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p2, %w : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%acc : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %add = linalg.generic {indexing_maps = [#u4, #u4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c2, %x : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%acc0 : tensor<1x8x16x16xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %a = arith.addf %in, %in2 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x16xf32>
  %flat = tensor.collapse_shape %add [[0], [1], [2, 3]] : tensor<1x8x16x16xf32> into tensor<1x8x256xf32>
  %e0 = tensor.empty() : tensor<256x64xf32>
  %t = linalg.transpose ins(%lw : tensor<64x256xf32>) outs(%e0 : tensor<256x64xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<1x256x64xf32>
  %tb = linalg.generic {indexing_maps = [#b3, #i3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t : tensor<256x64xf32>) outs(%e1 : tensor<1x256x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x256x64xf32>
  %e2 = tensor.empty() : tensor<1x8x64xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
  %mm = linalg.batch_matmul ins(%flat, %tb : tensor<1x8x256xf32>, tensor<1x256x64xf32>) outs(%f2 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
  return %mm : tensor<1x8x64xf32>
}
