// --expect compares the program's results: the ownership indicators jopt-deallocation-pipeline
// adds to the entry's results (hlo-deallocate's ABI) are not among them.
// RUN: rm -rf %t && jopt-run %s --args=iota --dump-results=%t
// RUN: jopt-run %s --args=iota --expect=%t/result0.npy -p 'builtin.module(jopt-deallocation-pipeline)' 2>&1 | FileCheck %s
// RUN: not jopt-run %s --args=iota --expect=%t/result0.npy,%t/result0.npy -p 'builtin.module(jopt-deallocation-pipeline)' 2>&1 | FileCheck %s --check-prefix=COUNT

// CHECK: result #0: memref<4xf32> [1.0, 3.0, 5.0, 7.0]
// CHECK: result #1: ownership(buffer #{{[0-9]+}})
// CHECK: heap after: {{.*}} live-bytes=16
// CHECK-NOT: error

// COUNT: jopt-run: error: 2 files given with --expect, the entry returns 1 results
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    %o = arith.constant 1.0 : f32
    %v = arith.addf %s, %o : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
