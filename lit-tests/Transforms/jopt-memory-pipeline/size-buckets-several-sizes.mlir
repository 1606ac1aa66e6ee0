// Versions of a function of two dynamic sizes (jopt-version-for-sizes): a batch `b` and a width
// `w` of three 3x3 convolutions. The leading size, the batch (dimension 0 of %arg0), is versioned:
// its buckets are decided with the batch counted as each bucket's start and the width as 64 (the
// default), so the version for b = 1 does not tile along the batch (one tile there), and the guard
// reads the batch only. The bucket attribute names the versioned argument dimension
// (array<i64: lo, hi, arg, dim>): the plans of a version are compared, and the arena guarded, with
// the batch in its bucket and the width at every sampled size. Every version keeps the function's
// types, so any size runs correctly in any of them: jopt-run with the versions at b = 1 and 3,
// clean and with the input's results, and the pipeline's own choice at the same sizes.
// RUN: jopt %s -p 'builtin.module(jopt-version-for-sizes)' | FileCheck %s --check-prefix=VERSIONS
// RUN: jopt-run %s -e convs --args=random:1x20,random,random,random -p 'builtin.module(jopt-version-for-sizes,jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s -e convs --args=random:3x20,random,random,random -p 'builtin.module(jopt-version-for-sizes,jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN3
// RUN: jopt-run %s -e convs --args=random:1x20,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s -e convs --args=random:3x20,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN3

// VERSIONS-LABEL: func.func @convs(
// VERSIONS:         %[[B:.+]] = tensor.dim %arg0, %c0
// VERSIONS:         %[[LE1:.+]] = arith.cmpi ule, %[[B]], %c1
// VERSIONS:         scf.if %[[LE1]]
// VERSIONS:           func.call @convs__n1_1(%arg0, %arg1, %arg2, %arg3)
// VERSIONS:         } else {
// VERSIONS:           func.call @convs__n2_up(%arg0, %arg1, %arg2, %arg3)
// VERSIONS:       func.func private @convs__n1_1({{.*}} attributes {jopt.size_bucket = array<i64: 1, 1, 0, 0>, jopt.size_hint = 1 : i64}
// VERSIONS:       func.func private @convs__n2_up({{.*}} attributes {jopt.size_hint = 64 : i64}

// RUN1: heap after: {{.*}} total-peak-bytes=23552 live
// RUN3: heap after: {{.*}} total-peak-bytes=30720 live
func.func @convs(%x: tensor<?x4x10x?xf32>, %w1: tensor<32x4x3x3xf32>, %w2: tensor<32x32x3x3xf32>, %w3: tensor<16x32x3x3xf32>) -> tensor<?x16x4x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %b = tensor.dim %x, %c0 : tensor<?x4x10x?xf32>
  %w = tensor.dim %x, %c3 : tensor<?x4x10x?xf32>
  %w1o = arith.subi %w, %c2 : index
  %w2o = arith.subi %w1o, %c2 : index
  %w3o = arith.subi %w2o, %c2 : index
  %e1 = tensor.empty(%b, %w1o) : tensor<?x32x8x?xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x32x8x?xf32>) -> tensor<?x32x8x?xf32>
  %p = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w1 : tensor<?x4x10x?xf32>, tensor<32x4x3x3xf32>) outs(%f1 : tensor<?x32x8x?xf32>) -> tensor<?x32x8x?xf32>
  %e2 = tensor.empty(%b, %w2o) : tensor<?x32x6x?xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x32x6x?xf32>) -> tensor<?x32x6x?xf32>
  %q = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w2 : tensor<?x32x8x?xf32>, tensor<32x32x3x3xf32>) outs(%f2 : tensor<?x32x6x?xf32>) -> tensor<?x32x6x?xf32>
  %e3 = tensor.empty(%b, %w3o) : tensor<?x16x4x?xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<?x16x4x?xf32>) -> tensor<?x16x4x?xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%q, %w3 : tensor<?x32x6x?xf32>, tensor<16x32x3x3xf32>) outs(%f3 : tensor<?x16x4x?xf32>) -> tensor<?x16x4x?xf32>
  return %r : tensor<?x16x4x?xf32>
}
