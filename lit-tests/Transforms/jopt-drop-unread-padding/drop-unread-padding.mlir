// jopt-drop-unread-padding: a ceil-mode max pooling's input padded on the high side that no
// window reaches (11 -> 13, 3x3 stride 2 to 5 outputs: the last window ends at 10) is read
// unpadded; a pad a window does reach stays, as does one with low padding.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-drop-unread-padding))' | FileCheck %s
// RUN: jopt-run %s -e pool --args=random -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-BEFORE
// RUN: jopt-run %s -e pool --args=random -p 'builtin.module(func.func(jopt-drop-unread-padding),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-AFTER

// CHECK-LABEL: func.func @pool
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x11x11xf32>)
// CHECK-NOT: tensor.pad
// CHECK: linalg.pooling_nchw_max {{.*}} ins(%[[X]], %{{.+}} : tensor<1x4x11x11xf32>, tensor<3x3xf32>)
// RUN-BEFORE: heap after: allocations=3 {{.*}} total-peak-bytes=3140
// RUN-AFTER: heap after: allocations=2 {{.*}} total-peak-bytes=436
func.func @pool(%x: tensor<1x4x11x11xf32>) -> tensor<1x4x5x5xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 2, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x4x11x11xf32> to tensor<1x4x13x13xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<1x4x13x13xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %r : tensor<1x4x5x5xf32>
}

// CHECK-LABEL: func.func @reached
// CHECK: tensor.pad
// CHECK: tensor.pad
func.func @reached(%x: tensor<1x4x12x12xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x4x5x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x4x12x12xf32> to tensor<1x4x13x13xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<1x4x13x13xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %q = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x4x12x12xf32> to tensor<1x4x13x13xf32>
  %e2 = tensor.empty() : tensor<1x4x5x5xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %s = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%q, %w : tensor<1x4x13x13xf32>, tensor<3x3xf32>) outs(%f2 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %r, %s : tensor<1x4x6x6xf32>, tensor<1x4x5x5xf32>
}
