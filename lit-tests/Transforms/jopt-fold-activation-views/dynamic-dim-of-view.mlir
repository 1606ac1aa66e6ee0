// jopt-fold-activation-views on a dynamic transpose whose size is asked by a tensor.dim (as the
// reshapes fusion propagates through an attention's split heads ask them): the transpose is
// folded into its reader and the tensor.dim answered from the transpose's init, so that the
// transpose is not computed into a whole buffer for its size only (20 B at n = 5; 160 before).
// RUN: jopt %s -p 'builtin.module(func.func(jopt-fold-activation-views))' | FileCheck %s
// RUN: jopt-run %s -e sums --args=random:5 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PEAK

// CHECK-LABEL: func.func @sums
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf32>)
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %c0
// CHECK-NOT: linalg.transpose
// CHECK: tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<?x8xf32>)
// PEAK: heap after: allocations=1 frees=0 {{.*}} total-peak-bytes=20 live
#t = affine_map<(j, i) -> (i, j)>
#o = affine_map<(j, i) -> (j)>
func.func @sums(%x: tensor<?x8xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<8x?xf32>
  %t = linalg.transpose ins(%x : tensor<?x8xf32>) outs(%e : tensor<8x?xf32>) permutation = [1, 0]
  %d = tensor.dim %t, %c1 : tensor<8x?xf32>
  %init = tensor.empty(%d) : tensor<?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%init : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.generic {indexing_maps = [#t, #o], iterator_types = ["parallel", "reduction"]} ins(%t : tensor<8x?xf32>) outs(%f : tensor<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  return %s : tensor<?xf32>
}
