// jopt-split-padded-convolution on a strided insertion into a fill read by a convolution: the
// ONNX lowering's ConvTranspose (stride 2, a 2x2 kernel) as a convolution over the input with a
// zero between every two elements (2h + 1 rows, 2w + 1 columns: four times the input; on
// ppocr-v4-det's DB head a 24x321x321 buffer beside its 24x160x160 source). The convolution
// becomes one border tile that reads the source at index / 2 where the index is even and in
// bounds and selects the fill's zero elsewhere: the stuffed buffer is never made. The same
// products and sums in the same order: results equal before and after.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-split-padded-convolution))' | FileCheck %s
// RUN: jopt-run %s -e convt --args=random:1x5x4,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=SPLIT
// RUN: jopt-run %s -e convt --args=random:2x5x4,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: func.func @convt
// CHECK-SAME: (%[[X:.+]]: tensor<?x3x?x?xf32>,
// CHECK-NOT: tensor.insert_slice
// CHECK: linalg.generic
// CHECK: arith.remsi %{{.+}}, %{{.+}} : index
// CHECK: arith.divsi
// CHECK: tensor.extract %[[X]]
// CHECK: arith.select
// CHECK-NOT: linalg.conv_2d_nchw_fchw
// CHECK: return
// Before: the stuffed input (n x 3 x 11 x 9 floats) beside the output; after: the output.
// SPLIT: heap before: {{.*}} total-peak-bytes=1828
// SPLIT: heap after: {{.*}} total-peak-bytes=640
// PIPE: heap before: {{.*}} total-peak-bytes=3656
// PIPE: heap after: {{.*}} total-peak-bytes=1280
func.func @convt(%x: tensor<?x3x?x?xf32>, %w: tensor<2x3x2x2xf32>) -> tensor<?x2x?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %x, %c0 : tensor<?x3x?x?xf32>
  %h = tensor.dim %x, %c2 : tensor<?x3x?x?xf32>
  %wd = tensor.dim %x, %c3 : tensor<?x3x?x?xf32>
  // the zero-stuffed input of a 2x2 ConvTranspose of stride 2: 2h + 1 rows
  %h2 = arith.muli %h, %c2 : index
  %sh = arith.addi %h2, %c1 : index
  %w2 = arith.muli %wd, %c2 : index
  %sw = arith.addi %w2, %c1 : index
  %e = tensor.empty(%n, %sh, %sw) : tensor<?x3x?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32>
  %s = tensor.insert_slice %x into %f[0, 0, 1, 1] [%n, 3, %h, %wd] [1, 1, 2, 2] : tensor<?x3x?x?xf32> into tensor<?x3x?x?xf32>
  %oe = tensor.empty(%n, %h2, %w2) : tensor<?x2x?x?xf32>
  %of = linalg.fill ins(%zero : f32) outs(%oe : tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%s, %w : tensor<?x3x?x?xf32>, tensor<2x3x2x2xf32>) outs(%of : tensor<?x2x?x?xf32>) -> tensor<?x2x?x?xf32>
  return %r : tensor<?x2x?x?xf32>
}
