// jopt-split-padded-convolution on a dynamic batch (the spatial sizes static): the batch is never
// padded, so its loop is never split; every tile reads and writes the whole batch, sized by one
// tensor.dim made before the op and shared by each tile's extract_slice and insert_slice (so
// that One-Shot Bufferize computes each tile in place in the one output buffer). Runs at batch
// 1 and 3 before and after, results equal; the padded copy (batch x 3x10x10 floats) goes.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-split-padded-convolution))' | FileCheck %s
// RUN: jopt-run %s -e same --args=random:1,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s -e same --args=random:3,random -p 'builtin.module(func.func(jopt-split-padded-convolution),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN3
// RUN: jopt-run %s -e same --args=random:3,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PIPE3
// RUN: jopt %s -p 'builtin.module(func.func(jopt-split-padded-convolution))' | FileCheck %s --check-prefix=PADDED

// A 3x3 convolution padded by 1 ("same"), a dynamic batch of 8x8 images.
// CHECK-LABEL: func.func @same
// CHECK-SAME: (%[[X:.+]]: tensor<?x3x8x8xf32>, %[[W:.+]]: tensor<4x3x3x3xf32>)
// CHECK-NOT: tensor.pad
// CHECK: %[[INIT:.+]] = linalg.fill
// CHECK: %[[N:.+]] = tensor.dim %[[INIT]], %{{.+}} : tensor<?x4x8x8xf32>
// CHECK: %[[O1:.+]] = tensor.extract_slice %[[INIT]][0, 0, 0, 0] [%[[N]], 4, 1, 8] [1, 1, 1, 1] : tensor<?x4x8x8xf32> to tensor<?x4x1x8xf32>
// CHECK: %[[C1:.+]] = linalg.generic {{.*}} outs(%[[O1]] : tensor<?x4x1x8xf32>)
// CHECK: tensor.extract %[[X]]
// CHECK: %[[I1:.+]] = tensor.insert_slice %[[C1]] into %[[INIT]][0, 0, 0, 0] [%[[N]], 4, 1, 8] [1, 1, 1, 1]
// CHECK: %[[IN:.+]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [%[[N]], 3, 8, 8] [1, 1, 1, 1] : tensor<?x3x8x8xf32> to tensor<?x3x8x8xf32>
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%[[IN]], %[[W]] : tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%{{.+}} : tensor<?x4x6x6xf32>)
// CHECK: return
// PADDED-NOT: tensor.pad
// Before: the padded copy (n x 3x10x10 floats) beside the output (n x 4x8x8); after: the output.
// RUN1: heap before: {{.*}} total-peak-bytes=2224
// RUN1: heap after: {{.*}} total-peak-bytes=1024
// RUN3: heap before: {{.*}} total-peak-bytes=6672
// RUN3: heap after: {{.*}} total-peak-bytes=3072
// PIPE3: heap after: {{.*}} total-peak-bytes=3072
func.func @same(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<?x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x3x8x8xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<?x3x8x8xf32> to tensor<?x3x10x10xf32>
  %e = tensor.empty(%n) : tensor<?x4x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<?x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32>
  return %r : tensor<?x4x8x8xf32>
}
