// jopt-split-padded-convolution where the padded dimensions have run-time sizes (an image of
// dynamic height and width, a signal of dynamic length; ppocr-mobile-v2-cls's 5x5 depthwise
// convolution with padding 2 on an activation 2 pixels high, silero-vad's 1-D convolutions):
// no interior is computed at compile time, the whole op is one border tile that loads the
// unpadded source at clamped indices (bounds from tensor.dim) and selects the padding value.
// No padded copy of the activation at any size, results equal before and after.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-split-padded-convolution))' | FileCheck %s
// RUN: jopt-run %s -e depthwise --args=random:1x2x6,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=DW2
// RUN: jopt-run %s -e depthwise --args=random:2x9x7,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=DW9
// RUN: jopt-run %s -e depthwise --args=random:2x9x7,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=DW9
// RUN: jopt-run %s -e conv1d --args=random:1x5,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=C1D
// RUN: jopt-run %s -e conv1d --args=random:1x5,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=C1D

// CHECK-LABEL: func.func @depthwise
// CHECK-SAME: (%[[X:.+]]: tensor<?x4x?x?xf32>, %[[W:.+]]: tensor<4x5x5xf32>)
// CHECK-NOT: tensor.pad
// CHECK: linalg.fill
// CHECK: %[[H:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x4x?x?xf32>
// CHECK: %[[LASTH:.+]] = arith.subi %[[H]], %{{.+}} : index
// CHECK: linalg.generic
// CHECK: arith.cmpi sle, %{{.+}}, %[[LASTH]] : index
// CHECK: tensor.extract %[[X]]
// CHECK: arith.select
// CHECK-NOT: linalg.depthwise_conv_2d_nchw_chw
// CHECK: return
// Before: the padded copy (n x 4 x (h+4) x (w+4) floats) beside the output; after: the output.
// DW2: heap before: {{.*}} total-peak-bytes=1056
// DW2: heap after: {{.*}} total-peak-bytes=96
// DW9: heap before: {{.*}} total-peak-bytes=5696
// DW9: heap after: {{.*}} total-peak-bytes=1120
func.func @depthwise(%x: tensor<?x4x?x?xf32>, %w: tensor<4x5x5xf32>) -> tensor<?x4x?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %x, %c0 : tensor<?x4x?x?xf32>
  %h = tensor.dim %x, %c2 : tensor<?x4x?x?xf32>
  %wd = tensor.dim %x, %c3 : tensor<?x4x?x?xf32>
  %p = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<?x4x?x?xf32> to tensor<?x4x?x?xf32>
  // stride 2 along the height: (h + 4 - 5) / 2 + 1 rows
  %h3 = arith.subi %h, %c1 : index
  %h2 = arith.divui %h3, %c2 : index
  %oh = arith.addi %h2, %c1 : index
  %e = tensor.empty(%n, %oh, %wd) : tensor<?x4x?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%p, %w : tensor<?x4x?x?xf32>, tensor<4x5x5xf32>) outs(%f : tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  return %r : tensor<?x4x?x?xf32>
}

// CHECK-LABEL: func.func @conv1d
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: return
// C1D: heap before: {{.*}} total-peak-bytes=164
// C1D: heap after: {{.*}} total-peak-bytes=80
func.func @conv1d(%x: tensor<?x3x?xf32>, %w: tensor<4x3x3xf32>) -> tensor<?x4x?xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %x, %c0 : tensor<?x3x?xf32>
  %l = tensor.dim %x, %c2 : tensor<?x3x?xf32>
  %p = tensor.pad %x low[0, 0, 1] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %zero : f32
  } : tensor<?x3x?xf32> to tensor<?x3x?xf32>
  %e = tensor.empty(%n, %l) : tensor<?x4x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%p, %w : tensor<?x3x?xf32>, tensor<4x3x3xf32>) outs(%f : tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
  return %r : tensor<?x4x?xf32>
}

// A stride-2 convolution whose high padding is computed at run time (paddle2onnx's "same" over a
// dynamic size: the lowering pads by what the last window needs): the source index alone says
// what is padding.
// CHECK-LABEL: func.func @strided
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: return
// STR7: heap before: {{.*}} total-peak-bytes=1032
// STR7: heap after: {{.*}} total-peak-bytes=384
// STR6: heap after: {{.*}} total-peak-bytes=288
// RUN: jopt-run %s -e strided --args=random:7x7,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=STR7
// RUN: jopt-run %s -e strided --args=random:6x7,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STR6
func.func @strided(%x: tensor<1x2x?x?xf32>, %w: tensor<6x2x3x3xf32>) -> tensor<1x6x?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %h = tensor.dim %x, %c2 : tensor<1x2x?x?xf32>
  %wd = tensor.dim %x, %c3 : tensor<1x2x?x?xf32>
  %hh = arith.remsi %h, %c2 : index
  %hw = arith.remsi %wd, %c2 : index
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, %hh, %hw] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x?x?xf32> to tensor<1x2x?x?xf32>
  // (h + 1 + hh - 3) / 2 + 1 rows, the same for columns
  %ph = arith.addi %h, %hh : index
  %ph1 = arith.subi %ph, %c2 : index
  %ph2 = arith.divui %ph1, %c2 : index
  %oh = arith.addi %ph2, %c1 : index
  %pw = arith.addi %wd, %hw : index
  %pw1 = arith.subi %pw, %c2 : index
  %pw2 = arith.divui %pw1, %c2 : index
  %ow = arith.addi %pw2, %c1 : index
  %e = tensor.empty(%oh, %ow) : tensor<1x6x?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x?x?xf32>) -> tensor<1x6x?x?xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x2x?x?xf32>, tensor<6x2x3x3xf32>) outs(%f : tensor<1x6x?x?xf32>) -> tensor<1x6x?x?xf32>
  return %r : tensor<1x6x?x?xf32>
}
