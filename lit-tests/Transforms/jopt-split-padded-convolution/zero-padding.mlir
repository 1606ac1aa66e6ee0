// jopt-split-padded-convolution on a pad of a pad whose padding is all zero (constants through
// SSA values: a run-time padding that jopt-tile-for-memory's chain left as %c0 in its tiles, as
// in mlsd's depthwise convolutions): the zero pad is its source, so the padded pad under it reads
// the convolution's input directly and splits; neither is copied. Before, the zero pad was taken
// as a whole-op border tile with nothing to select on (arith.select with a null condition: the
// pipeline failed on mlsd-320-tiny, "null operand found"). Results equal before and after.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-split-padded-convolution))' | FileCheck %s
// RUN: jopt-run %s -e padpad --args=random:1x4x9x9,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=SPLIT
// RUN: jopt-run %s -e padpad --args=random:2x4x9x7,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: func.func @padpad
// CHECK-SAME: (%[[X:.+]]: tensor<?x?x?x?xf32>,
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic
// CHECK: arith.cmpi sle
// CHECK: tensor.extract %[[X]]
// CHECK: arith.select
// CHECK-NOT: linalg.depthwise_conv_2d_nchw_chw
// CHECK: return
// Before: both padded copies (4 x 10 x 10 floats each) beside the output; after: the output.
// SPLIT: heap before: {{.*}} total-peak-bytes=3456
// SPLIT: heap after: {{.*}} total-peak-bytes=256
// PIPE: heap before: {{.*}} total-peak-bytes=5504
// PIPE: heap after: {{.*}} total-peak-bytes=384
func.func @padpad(%x: tensor<?x?x?x?xf32>, %w: tensor<4x3x3xf32>) -> tensor<?x4x?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %x, %c0 : tensor<?x?x?x?xf32>
  %h = tensor.dim %x, %c2 : tensor<?x?x?x?xf32>
  %wd = tensor.dim %x, %c3 : tensor<?x?x?x?xf32>
  %p1 = tensor.pad %x low[%c0, %c0, %c0, %c0] high[%c0, %c0, %c1, %c1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %p2 = tensor.pad %p1 low[0, 0, 0, 0] high[0, 0, %c0, %c0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<?x?x?x?xf32> to tensor<?x?x?x?xf32>
  %h1 = arith.subi %h, %c2 : index
  %oh0 = arith.divui %h1, %c2 : index
  %oh = arith.addi %oh0, %c1 : index
  %w1 = arith.subi %wd, %c2 : index
  %ow0 = arith.divui %w1, %c2 : index
  %ow = arith.addi %ow0, %c1 : index
  %e = tensor.empty(%n, %oh, %ow) : tensor<?x4x?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p2, %w : tensor<?x?x?x?xf32>, tensor<4x3x3xf32>) outs(%f : tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  return %r : tensor<?x4x?x?xf32>
}
