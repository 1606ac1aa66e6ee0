// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e conv_sum --args=iota | FileCheck %s --check-prefix=CONV
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e conv_sum --args=iota -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=CONV
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e conv_sum --args=iota --compile-threshold=0 | FileCheck %s --check-prefix=CONV
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e matmul_sum --args=iota | FileCheck %s --check-prefix=MATMUL
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e matmul_sum --args=iota -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=MATMUL
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e matmul_sum --args=iota --compile-threshold=0 | FileCheck %s --check-prefix=MATMUL
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e gemm_sum --args=iota -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=GEMM
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e einsum_sum --args=iota --compile-threshold=0 | FileCheck %s --check-prefix=EINSUM

// f16 and bf16 contractions accumulate in f32, as onnxruntime computes them on x86 (Casts to
// f32 around the node) and torch-mlir lowers them: the named op reads its f16 operands through
// the arith.extf of its body into an f32 accumulator (an f16 bias extended first), and the
// result is rounded to f16 once by an arith.truncf generic.

// CHECK-LABEL: func.func @conv(
// CHECK-SAME:      %[[X:.*]]: tensor<1x2x4x4xf16>, %[[W:.*]]: tensor<3x2x3x3xf16>, %[[B:.*]]: tensor<3xf16>)
// CHECK:         %[[B32:.*]] = linalg.generic {{.*}} ins(%[[B]] : tensor<3xf16>) outs(%{{.*}} : tensor<3xf32>)
// CHECK:           arith.extf %{{.*}} : f16 to f32
// CHECK:         %[[ACC:.*]] = linalg.broadcast ins(%[[B32]] : tensor<3xf32>) outs(%{{.*}} : tensor<1x3x2x2xf32>) dimensions = [0, 2, 3]
// CHECK:         %[[R:.*]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%[[X]], %[[W]] : tensor<1x2x4x4xf16>, tensor<3x2x3x3xf16>) outs(%[[ACC]] : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
// CHECK:         %[[T:.*]] = linalg.generic {{.*}} ins(%[[R]] : tensor<1x3x2x2xf32>) outs(%{{.*}} : tensor<1x3x2x2xf16>)
// CHECK:           arith.truncf %{{.*}} : f32 to f16
// CHECK:         return %[[T]] : tensor<1x3x2x2xf16>
func.func @conv(%x: tensor<1x2x4x4xf16>, %w: tensor<3x2x3x3xf16>, %b: tensor<3xf16>) -> tensor<1x3x2x2xf16> {
  %0 = "onnx.Conv"(%x, %w, %b) {kernel_shape = [3, 3]} : (tensor<1x2x4x4xf16>, tensor<3x2x3x3xf16>, tensor<3xf16>) -> tensor<1x3x2x2xf16>
  onnx.Return %0 : tensor<1x3x2x2xf16>
}

// bf16 likewise; a grouped convolution's accumulator is expanded to its group dims in f32.
// CHECK-LABEL: func.func @grouped(
// CHECK:         %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[ACC:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%{{.*}} : tensor<1x6x6x6xf32>)
// CHECK:         %[[AG:.*]] = tensor.expand_shape %[[ACC]] {{.*}} : tensor<1x6x6x6xf32> into tensor<1x2x3x6x6xf32>
// CHECK:         linalg.conv_2d_ngchw_gfchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x2x6x6xbf16>, tensor<2x3x2x1x1xbf16>) outs(%[[AG]] : tensor<1x2x3x6x6xf32>)
// CHECK:         arith.truncf %{{.*}} : f32 to bf16
func.func @grouped(%x: tensor<1x4x6x6xbf16>, %w: tensor<6x2x1x1xbf16>) -> tensor<1x6x6x6xbf16> {
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Conv"(%x, %w, %none) {group = 2 : si64, kernel_shape = [1, 1]} : (tensor<1x4x6x6xbf16>, tensor<6x2x1x1xbf16>, none) -> tensor<1x6x6x6xbf16>
  onnx.Return %0 : tensor<1x6x6x6xbf16>
}

// CHECK-LABEL: func.func @matmul(
// CHECK:         %[[A:.*]] = tensor.collapse_shape %{{.*}} : tensor<2x3x8xf16> into tensor<6x8xf16>
// CHECK:         %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[ACC:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%{{.*}} : tensor<6x5xf32>)
// CHECK:         %[[R:.*]] = linalg.matmul ins(%[[A]], %{{.*}} : tensor<6x8xf16>, tensor<8x5xf16>) outs(%[[ACC]] : tensor<6x5xf32>) -> tensor<6x5xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[R]] {{.*}} : tensor<6x5xf32> into tensor<2x3x5xf32>
// CHECK:         %[[T:.*]] = linalg.generic {{.*}} ins(%[[E]] : tensor<2x3x5xf32>) outs(%{{.*}} : tensor<2x3x5xf16>)
// CHECK:           arith.truncf %{{.*}} : f32 to f16
// CHECK:         return %[[T]]
func.func @matmul(%a: tensor<2x3x8xf16>, %b: tensor<8x5xf16>) -> tensor<2x3x5xf16> {
  %0 = "onnx.MatMul"(%a, %b) : (tensor<2x3x8xf16>, tensor<8x5xf16>) -> tensor<2x3x5xf16>
  onnx.Return %0 : tensor<2x3x5xf16>
}

// Gemm: C extended to f32 and broadcast into the accumulator.
// CHECK-LABEL: func.func @gemm(
// CHECK-SAME:      %[[A:.*]]: tensor<2x3xf16>, %[[B:.*]]: tensor<4x3xf16>, %[[C:.*]]: tensor<4xf16>)
// CHECK:         %[[C32:.*]] = linalg.generic {{.*}} ins(%[[C]] : tensor<4xf16>) outs(%{{.*}} : tensor<4xf32>)
// CHECK:           arith.extf
// CHECK:         %[[ACC:.*]] = linalg.broadcast ins(%[[C32]] : tensor<4xf32>) outs(%{{.*}} : tensor<2x4xf32>) dimensions = [0]
// CHECK:         %[[R:.*]] = linalg.matmul indexing_maps = {{.*}} ins(%[[A]], %[[B]] : tensor<2x3xf16>, tensor<4x3xf16>) outs(%[[ACC]] : tensor<2x4xf32>)
// CHECK:         arith.truncf %{{.*}} : f32 to f16
func.func @gemm(%a: tensor<2x3xf16>, %b: tensor<4x3xf16>, %c: tensor<4xf16>) -> tensor<2x4xf16> {
  %0 = "onnx.Gemm"(%a, %b, %c) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64} : (tensor<2x3xf16>, tensor<4x3xf16>, tensor<4xf16>) -> tensor<2x4xf16>
  onnx.Return %0 : tensor<2x4xf16>
}

// Einsum's generic extends each f16 element before the product.
// CHECK-LABEL: func.func @einsum(
// CHECK:         %[[ACC:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK:         %[[R:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x8xf16>, tensor<8x3xf16>) outs(%[[ACC]] : tensor<2x3xf32>)
// CHECK:           %[[A:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK:           %[[B:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK:           %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK:           arith.addf %{{.*}}, %[[P]] : f32
// CHECK:         arith.truncf %{{.*}} : f32 to f16
func.func @einsum(%a: tensor<2x8xf16>, %b: tensor<8x3xf16>) -> tensor<2x3xf16> {
  %0 = "onnx.Einsum"(%a, %b) {equation = "ik,kj->ij"} : (tensor<2x8xf16>, tensor<8x3xf16>) -> tensor<2x3xf16>
  onnx.Return %0 : tensor<2x3xf16>
}

// ConvTranspose's convolution accumulates in f32 too; its spread input stays f16.
// CHECK-LABEL: func.func @conv_transpose(
// CHECK:         tensor.insert_slice %{{.*}} : tensor<1x1x3x3xf16> into tensor<1x1x7x7xf16>
// CHECK:         linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x7x7xf16>, tensor<2x1x3x3xf16>) outs(%{{.*}} : tensor<1x2x5x5xf32>)
// CHECK:         arith.truncf %{{.*}} : f32 to f16
func.func @conv_transpose(%x: tensor<1x1x3x3xf16>, %w: tensor<1x2x3x3xf16>) -> tensor<1x2x5x5xf16> {
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.ConvTranspose"(%x, %w, %none) : (tensor<1x1x3x3xf16>, tensor<1x2x3x3xf16>, none) -> tensor<1x2x5x5xf16>
  onnx.Return %0 : tensor<1x2x5x5xf16>
}

// Sums past 2048, where f16 holds only even integers: a 3x3 window of ones over iota 0..8 plus a
// bias of 2048 is 2084 summed in f32 (an f16), 2080 summed in f16 (2048 + 1 rounds to 2048, ...);
// iota 0..127 times ones is 8128 (8096 in f16; MatMul and Einsum); plus C = 1000, 9128 (9088
// in f16). Run as lowered, through the pipelines (their output checked against the input) and
// with every op compiled (the contraction engine reading the f16 operands as f32).
// CONV: result #0: memref<1x1x1x1xf16> {{\[\[\[\[}}2084.0]]]]
func.func @conv_sum(%x: tensor<1x1x3x3xf16>) -> tensor<1x1x1x1xf16> {
  %w = onnx.Constant dense<1.000000e+00> : tensor<1x1x3x3xf16>
  %b = onnx.Constant dense<2.048000e+03> : tensor<1xf16>
  %0 = "onnx.Conv"(%x, %w, %b) {kernel_shape = [3, 3]} : (tensor<1x1x3x3xf16>, tensor<1x1x3x3xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  onnx.Return %0 : tensor<1x1x1x1xf16>
}

// MATMUL: result #0: memref<1x1xf16> {{\[\[}}8128.0]]
func.func @matmul_sum(%a: tensor<1x128xf16>) -> tensor<1x1xf16> {
  %b = onnx.Constant dense<1.000000e+00> : tensor<128x1xf16>
  %0 = "onnx.MatMul"(%a, %b) : (tensor<1x128xf16>, tensor<128x1xf16>) -> tensor<1x1xf16>
  onnx.Return %0 : tensor<1x1xf16>
}

// GEMM: result #0: memref<1x1xf16> {{\[\[}}9128.0]]
func.func @gemm_sum(%a: tensor<1x128xf16>) -> tensor<1x1xf16> {
  %b = onnx.Constant dense<1.000000e+00> : tensor<1x128xf16>
  %c = onnx.Constant dense<1.000000e+03> : tensor<1xf16>
  %0 = "onnx.Gemm"(%a, %b, %c) {transB = 1 : si64} : (tensor<1x128xf16>, tensor<1x128xf16>, tensor<1xf16>) -> tensor<1x1xf16>
  onnx.Return %0 : tensor<1x1xf16>
}

// EINSUM: result #0: memref<1x1xf16> {{\[\[}}8128.0]]
func.func @einsum_sum(%a: tensor<1x128xf16>) -> tensor<1x1xf16> {
  %b = onnx.Constant dense<1.000000e+00> : tensor<128x1xf16>
  %0 = "onnx.Einsum"(%a, %b) {equation = "ik,kj->ij"} : (tensor<1x128xf16>, tensor<128x1xf16>) -> tensor<1x1xf16>
  onnx.Return %0 : tensor<1x1xf16>
}
