// jopt-split-padded-convolution: the readers of a tensor.pad are split into an interior tile
// that reads the unpadded source through an extract_slice and border tiles, generics over the
// op's loops that load the source at a clamped index and select the padding value outside
// it; the tiles are inserted into the op's init in turn. Results are bit-equal (each output
// element has the same operations in the same order, padding included).
// RUN: jopt %s -p 'builtin.module(func.func(jopt-split-padded-convolution))' | FileCheck %s
// RUN: jopt-run %s -e stem --args=random,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=STEM
// RUN: jopt-run %s -e depthwise --args=random,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=DEPTHWISE
// RUN: jopt-run %s -e pool --args=random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=POOL
// RUN: jopt-run %s -e two_users --args=random,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=TWO
// RUN: jopt-run %s -e nhwc_dilated --args=random,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=NHWC
// RUN: jopt-run %s -e no_interior --args=random,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=NOINT
// RUN: jopt-run %s -e stem --args=random,random -p 'builtin.module(jopt-memory-pipeline{split-padded-convolution=false})' | FileCheck %s --check-prefix=PIPE-OFF
// RUN: jopt-run %s -e stem --args=random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PIPE-ON

// A stride-2 3x3 convolution padded by 1 (MobileNetV3's stem): no window reads the high
// padding, so the borders are the first output row and the first output column.
// CHECK-LABEL: func.func @stem
// CHECK-SAME: (%[[X:.+]]: tensor<1x3x10x10xf32>, %[[W:.+]]: tensor<4x3x3x3xf32>)
// CHECK-NOT: tensor.pad
// CHECK: %[[INIT:.+]] = linalg.fill
// CHECK: %[[O1:.+]] = tensor.extract_slice %[[INIT]][0, 0, 0, 0] [1, 4, 1, 5] [1, 1, 1, 1]
// CHECK: %[[C1:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[W]] : tensor<4x3x3x3xf32>) outs(%[[O1]] : tensor<1x4x1x5xf32>)
// CHECK: ^bb0(%[[IN:.+]]: f32, %[[OUT:.+]]: f32):
// CHECK: %[[OH:.+]] = linalg.index 2 : index
// CHECK: %[[H2:.+]] = arith.muli %[[OH]], %{{.+}} : index
// CHECK: %[[KH:.+]] = linalg.index 5 : index
// CHECK: %[[CM1:.+]] = arith.constant -1 : index
// CHECK: %[[H3:.+]] = arith.addi %[[CM1]], %[[H2]] : index
// CHECK: %[[H:.+]] = arith.addi %[[H3]], %[[KH]] : index
// CHECK: %[[C9:.+]] = arith.constant 9 : index
// CHECK: arith.cmpi sge, %[[H]], %[[C0:.+]] : index
// CHECK: arith.cmpi sle, %[[H]], %[[C9]] : index
// CHECK: %[[HC:.+]] = arith.minsi %[[H]], %[[C9]] : index
// CHECK: arith.maxsi %[[HC]], %[[C0]] : index
// CHECK: arith.andi
// CHECK-NEXT: %[[OK:.+]] = arith.andi
// CHECK-NEXT: arith.minsi
// CHECK-NEXT: arith.maxsi
// CHECK-NEXT: %[[E:.+]] = tensor.extract %[[X]]
// CHECK: %[[V:.+]] = arith.select %[[OK]], %[[E]], %{{.+}} : f32
// CHECK: %[[M:.+]] = arith.mulf %[[V]], %[[IN]] : f32
// CHECK: %[[A:.+]] = arith.addf %[[OUT]], %[[M]] : f32
// CHECK: linalg.yield %[[A]] : f32
// CHECK: %[[I1:.+]] = tensor.insert_slice %[[C1]] into %[[INIT]][0, 0, 0, 0] [1, 4, 1, 5] [1, 1, 1, 1]
// CHECK: %[[O2:.+]] = tensor.extract_slice %[[I1]][0, 0, 1, 0] [1, 4, 4, 1] [1, 1, 1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[W]] : tensor<4x3x3x3xf32>) outs(%[[O2]] : tensor<1x4x4x1xf32>)
// CHECK: %[[I2:.+]] = tensor.insert_slice
// CHECK: %[[IN:.+]] = tensor.extract_slice %[[X]][0, 0, 1, 1] [1, 3, 9, 9] [1, 1, 1, 1] : tensor<1x3x10x10xf32> to tensor<1x3x9x9xf32>
// CHECK: %[[O3:.+]] = tensor.extract_slice %[[I2]][0, 0, 1, 1] [1, 4, 4, 4] [1, 1, 1, 1]
// CHECK: %[[C3:.+]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%[[IN]], %[[W]] : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%[[O3]] : tensor<1x4x4x4xf32>)
// CHECK: %[[I3:.+]] = tensor.insert_slice %[[C3]] into %[[I2]][0, 0, 1, 1] [1, 4, 4, 4] [1, 1, 1, 1]
// CHECK-NOT: linalg.conv_2d_nchw_fchw
// CHECK-NOT: linalg.generic
// CHECK: return %[[I3]]
// The padded copy (1,728 B) goes; only the output is allocated.
// STEM: heap before: {{.*}} total-peak-bytes=2128
// STEM: heap after: {{.*}} total-peak-bytes=400
// PIPE-OFF: heap after: {{.*}} total-peak-bytes=2128
// PIPE-ON: heap after: {{.*}} total-peak-bytes=400
func.func @stem(%x: tensor<1x3x10x10xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x10x10xf32> to tensor<1x3x12x12xf32>
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x3x12x12xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %r : tensor<1x4x5x5xf32>
}

// A 5x5 depthwise convolution padded by 2 (EfficientNet's): two border rows and columns on
// each side.
// CHECK-LABEL: func.func @depthwise
// CHECK-SAME: (%[[X:.+]]: tensor<1x2x7x7xf32>, %[[W:.+]]: tensor<2x5x5xf32>)
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic {{.*}} ins(%[[W]] : tensor<2x5x5xf32>) outs(%{{.+}} : tensor<1x2x2x7xf32>)
// CHECK: tensor.extract %[[X]]
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x2x3x2xf32>)
// CHECK: %[[IN:.+]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 2, 7, 7] [1, 1, 1, 1]
// CHECK: linalg.depthwise_conv_2d_nchw_chw {{.*}} ins(%[[IN]], %[[W]] : tensor<1x2x7x7xf32>, tensor<2x5x5xf32>) outs(%{{.+}} : tensor<1x2x3x3xf32>)
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x2x3x2xf32>)
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x2x2x7xf32>)
// CHECK-NOT: linalg.depthwise_conv_2d_nchw_chw
// DEPTHWISE: heap before: {{.*}} total-peak-bytes=1360
// DEPTHWISE: heap after: {{.*}} total-peak-bytes=392
func.func @depthwise(%x: tensor<1x2x7x7xf32>, %w: tensor<2x5x5xf32>) -> tensor<1x2x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x7x7xf32> to tensor<1x2x11x11xf32>
  %e = tensor.empty() : tensor<1x2x7x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x2x11x11xf32>, tensor<2x5x5xf32>) outs(%f : tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  return %r : tensor<1x2x7x7xf32>
}

// ResNet's max pooling (3x3, stride 2, padded by 1 with -inf, the constant in the pad's body):
// the padding value is made again before the tiles and selected outside the source.
// CHECK-LABEL: func.func @pool
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x8x8xf32>)
// CHECK: linalg.fill
// CHECK-NEXT: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x4x1x4xf32>)
// CHECK: %[[E:.+]] = tensor.extract %[[X]]
// CHECK: arith.select %{{.+}}, %[[E]], %[[NINF]] : f32
// CHECK: arith.maximumf
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x4x3x1xf32>)
// CHECK: linalg.pooling_nchw_max {{.*}} ins(%{{.+}}, %{{.+}} : tensor<1x4x7x7xf32>, tensor<3x3xf32>) outs(%{{.+}} : tensor<1x4x3x3xf32>)
// CHECK-NOT: linalg.pooling_nchw_max
// POOL: heap before: {{.*}} total-peak-bytes=1892
// POOL: heap after: {{.*}} total-peak-bytes=292
func.func @pool(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32> {
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    %ninf = arith.constant 0xFF800000 : f32
    tensor.yield %ninf : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %ninf0 = arith.constant 0xFF800000 : f32
  %w = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%ninf0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<1x4x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// Two convolutions read the pad: both are split, the pad goes.
// CHECK-LABEL: func.func @two_users
// CHECK-NOT: tensor<1x1x8x8xf32>
// CHECK-COUNT-2: linalg.conv_2d_nchw_fchw
// CHECK-NOT: linalg.conv_2d_nchw_fchw
// CHECK: return
// TWO: heap before: {{.*}} total-peak-bytes=436
// TWO: heap after: {{.*}} total-peak-bytes=180
func.func @two_users(%x: tensor<1x1x6x6xf32>, %w: tensor<1x1x3x3xf32>) -> (tensor<1x1x6x6xf32>, tensor<1x1x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x1x6x6xf32> to tensor<1x1x8x8xf32>
  %e = tensor.empty() : tensor<1x1x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x1x8x8xf32>, tensor<1x1x3x3xf32>) outs(%f : tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
  %e2 = tensor.empty() : tensor<1x1x3x3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %s = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x1x8x8xf32>, tensor<1x1x3x3xf32>) outs(%f2 : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  return %r, %s : tensor<1x1x6x6xf32>, tensor<1x1x3x3xf32>
}

// NHWC, dilation 2, asymmetric padding (2 low, 1 high; a padding value of 1.5): the high
// padding is read too, so each padded dimension has two borders.
// CHECK-LABEL: func.func @nhwc_dilated
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x2x6x2xf32>)
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x4x2x2xf32>)
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.+}}, %{{.+}} : tensor<1x8x7x3xf32>, tensor<3x3x3x2xf32>) outs(%{{.+}} : tensor<1x4x3x2xf32>)
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x4x1x2xf32>)
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<1x1x6x2xf32>)
// NHWC: heap before: {{.*}} total-peak-bytes=1656
// NHWC: heap after: {{.*}} total-peak-bytes=336
func.func @nhwc_dilated(%x: tensor<1x8x7x3xf32>, %w: tensor<3x3x3x2xf32>) -> tensor<1x7x6x2xf32> {
  %v = arith.constant 1.5 : f32
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 2, 2, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %v : f32
  } : tensor<1x8x7x3xf32> to tensor<1x11x10x3xf32>
  %e = tensor.empty() : tensor<1x7x6x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x7x6x2xf32>) -> tensor<1x7x6x2xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x11x10x3xf32>, tensor<3x3x3x2xf32>) outs(%f : tensor<1x7x6x2xf32>) -> tensor<1x7x6x2xf32>
  return %r : tensor<1x7x6x2xf32>
}

// A 5x5 depthwise convolution padded by 2 on an activation 2 pixels high (a paddle2onnx text
// classifier's): no window lies inside the rows, so the whole op is one border tile; and a 3x3
// convolution of a 2x2 input padded by 1, whose every window reads padding. No padded copy.
// CHECK-LABEL: func.func @no_interior
// CHECK-SAME: (%[[X:.+]]: tensor<1x3x2x9xf32>, %[[W:.+]]: tensor<3x5x5xf32>)
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic {{.*}} ins(%[[W]] : tensor<3x5x5xf32>) outs(%{{.+}} : tensor<1x3x2x9xf32>)
// CHECK: tensor.extract %[[X]]
// CHECK-NOT: linalg.depthwise_conv_2d_nchw_chw
// CHECK: tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 1, 2, 2]
// CHECK: linalg.generic
// CHECK-NOT: tensor.pad
// CHECK-NOT: linalg.conv_2d_nchw_fchw
// CHECK: return
// NOINT: heap before: {{.*}} total-peak-bytes=1232
// NOINT: heap after: {{.*}} total-peak-bytes=232
func.func @no_interior(%x: tensor<1x3x2x9xf32>, %w: tensor<3x5x5xf32>) -> (tensor<1x3x2x9xf32>, tensor<1x1x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x2x9xf32> to tensor<1x3x6x13xf32>
  %e = tensor.empty() : tensor<1x3x2x9xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x2x9xf32>) -> tensor<1x3x2x9xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x3x6x13xf32>, tensor<3x5x5xf32>) outs(%f : tensor<1x3x2x9xf32>) -> tensor<1x3x2x9xf32>
  %y = tensor.extract_slice %x[0, 0, 0, 0] [1, 1, 2, 2] [1, 1, 1, 1] : tensor<1x3x2x9xf32> to tensor<1x1x2x2xf32>
  %t = tensor.pad %y low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x1x2x2xf32> to tensor<1x1x4x4xf32>
  %w1 = tensor.extract_slice %w[0, 0, 0] [1, 3, 3] [1, 1, 1] : tensor<3x5x5xf32> to tensor<1x3x3xf32>
  %w2 = tensor.expand_shape %w1 [[0, 1], [2], [3]] output_shape [1, 1, 3, 3] : tensor<1x3x3xf32> into tensor<1x1x3x3xf32>
  %e3 = tensor.empty() : tensor<1x1x2x2xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %u = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%t, %w2 : tensor<1x1x4x4xf32>, tensor<1x1x3x3xf32>) outs(%f3 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r, %u : tensor<1x3x2x9xf32>, tensor<1x1x2x2xf32>
}

// Left as they were: a pad also returned, a padding value that depends on the indices and a
// nofold pad.
// CHECK-LABEL: func.func @unchanged
// CHECK-NOT: tensor.extract_slice
// CHECK: tensor.pad %arg0
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: tensor.pad %arg0
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: tensor.pad %arg0 nofold
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-NOT: tensor.extract_slice
func.func @unchanged(%x: tensor<1x1x6x6xf32>, %w: tensor<1x1x3x3xf32>) -> (tensor<1x1x8x8xf32>, tensor<1x1x6x6xf32>, tensor<1x1x6x6xf32>, tensor<1x1x6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x1x6x6xf32> to tensor<1x1x8x8xf32>
  %e = tensor.empty() : tensor<1x1x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x1x8x8xf32>, tensor<1x1x3x3xf32>) outs(%f : tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
  %q = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    %c = arith.index_cast %k : index to i32
    %v = arith.sitofp %c : i32 to f32
    tensor.yield %v : f32
  } : tensor<1x1x6x6xf32> to tensor<1x1x8x8xf32>
  %s = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%q, %w : tensor<1x1x8x8xf32>, tensor<1x1x3x3xf32>) outs(%f : tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
  %n = tensor.pad %x nofold low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x1x6x6xf32> to tensor<1x1x8x8xf32>
  %v = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n, %w : tensor<1x1x8x8xf32>, tensor<1x1x3x3xf32>) outs(%f : tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
  return %p, %r, %s, %v : tensor<1x1x8x8xf32>, tensor<1x1x6x6xf32>, tensor<1x1x6x6xf32>, tensor<1x1x6x6xf32>
}
