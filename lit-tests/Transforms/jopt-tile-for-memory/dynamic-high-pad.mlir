// jopt-tile-for-memory with a pad whose high padding is computed at run time (paddle2onnx's
// stride-2 stem over an image of dynamic size, ppocr-mobile-v2-cls): the pad joins the chain
// along the batch, which it does not pad, so each tile pads only its images and
// jopt-split-padded-convolution then removes the tile's padded copy too: no tensor.pad is left,
// and neither the padded input nor the convolution's output is ever whole. Results equal.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory,jopt-split-padded-convolution))' | FileCheck %s
// RUN: jopt-run %s -e stem --args=random:4x31x33,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e stem --args=random:4x31x33,random -p 'builtin.module(jopt-memory-pipeline{merge-alloc=none})' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e stem --args=random:4x31x33,random -p 'builtin.module(jopt-memory-pipeline{tile-for-memory=false})' | FileCheck %s --check-prefix=UNTILED

// CHECK-LABEL: func.func @stem
// CHECK-NOT: tensor.pad
// CHECK: scf.for
// CHECK: scf.for
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: arith.select
// CHECK-NOT: tensor.pad
// CHECK: return
// EXEC: heap before: {{.*}} total-peak-bytes=125200
// EXEC: heap after: {{.*}} total-peak-bytes=1216
// UNTILED: heap after: {{.*}} total-peak-bytes=34944
func.func @stem(%x: tensor<?x3x?x?xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<?x8xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %x, %c0 : tensor<?x3x?x?xf32>
  %h = tensor.dim %x, %c2 : tensor<?x3x?x?xf32>
  %wd = tensor.dim %x, %c3 : tensor<?x3x?x?xf32>
  %hh = arith.remsi %h, %c2 : index
  %hw = arith.remsi %wd, %c2 : index
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, %hh, %hw] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<?x3x?x?xf32> to tensor<?x3x?x?xf32>
  %ph = arith.addi %h, %hh : index
  %ph1 = arith.subi %ph, %c2 : index
  %ph2 = arith.divui %ph1, %c2 : index
  %oh = arith.addi %ph2, %c1 : index
  %pw = arith.addi %wd, %hw : index
  %pw1 = arith.subi %pw, %c2 : index
  %pw2 = arith.divui %pw1, %c2 : index
  %ow = arith.addi %pw2, %c1 : index
  %e = tensor.empty(%n, %oh, %ow) : tensor<?x8x?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x8x?x?xf32>) -> tensor<?x8x?x?xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<?x3x?x?xf32>, tensor<8x3x3x3xf32>) outs(%f : tensor<?x8x?x?xf32>) -> tensor<?x8x?x?xf32>
  %e2 = tensor.empty(%n, %oh, %ow) : tensor<?x8x?x?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<?x8x?x?xf32>) outs(%e2 : tensor<?x8x?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<?x8x?x?xf32>
  %e3 = tensor.empty(%n) : tensor<?x8xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%s : tensor<?x8x?x?xf32>) outs(%f3 : tensor<?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<?x8xf32>
  return %g : tensor<?x8xf32>
}
