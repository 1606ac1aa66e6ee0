// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s

// The named ops bufferize in destination-passing style: the op is rebuilt on the buffers of
// its operands, the init's buffer is the result (each family, linalg.softmax, a chain).

// CHECK-LABEL: func.func @copy_unsigned_tensor(
// CHECK-NEXT: linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : memref<3x5xi8, strided<[?, ?], offset: ?>>) outs(%arg1 : memref<3x5xi32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg1 : memref<3x5xi32, strided<[?, ?], offset: ?>>
func.func @copy_unsigned_tensor(%arg0: tensor<3x5xi8>, %arg1: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : tensor<3x5xi8>) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @exp_f32_tensor(
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<3x5xf32, strided<[?, ?], offset: ?>>) outs(%arg1 : memref<3x5xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg1 : memref<3x5xf32, strided<[?, ?], offset: ?>>
func.func @exp_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.exp ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @add_f32_tensor(
// CHECK-NEXT: linalg.add ins(%arg0, %arg1 : memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<3x5xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<3x5xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<3x5xf32, strided<[?, ?], offset: ?>>
func.func @add_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.add ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @select_f32_tensor(
// CHECK-NEXT: linalg.select ins(%arg0, %arg1, %arg2 : memref<3x5xi1, strided<[?, ?], offset: ?>>, memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<3x5xf32, strided<[?, ?], offset: ?>>) outs(%arg3 : memref<3x5xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg3 : memref<3x5xf32, strided<[?, ?], offset: ?>>
func.func @select_f32_tensor(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.select ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @fill_int_tensor(
// CHECK-NEXT: linalg.fill ins(%arg0 : i32) outs(%arg1 : memref<3x5xi32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg1 : memref<3x5xi32, strided<[?, ?], offset: ?>>
func.func @fill_int_tensor(%arg0: i32, %arg1: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.fill ins(%arg0 : i32) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @fill_rng_2d_f32_tensor(
// CHECK-NEXT: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg3 : memref<2x3xf32, strided<[?, ?], offset: ?>>
func.func @fill_rng_2d_f32_tensor(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @elementwise_transposed_tensor(
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map, #map1, #map1] ins(%arg0, %arg1 : memref<5x3xf32, strided<[?, ?], offset: ?>>, memref<3x5xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<3x5xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<3x5xf32, strided<[?, ?], offset: ?>>
func.func @elementwise_transposed_tensor(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%arg0, %arg1 : tensor<5x3xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @matmul_transposed_tensor(
// CHECK-NEXT: linalg.matmul indexing_maps = [#map2, #map3, #map4] ins(%arg0, %arg1 : memref<4x2xf32, strided<[?, ?], offset: ?>>, memref<4x3xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2x3xf32, strided<[?, ?], offset: ?>>
func.func @matmul_transposed_tensor(%arg0: tensor<4x2xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : tensor<4x2xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @batch_matmul_int_tensor(
// CHECK-NEXT: linalg.batch_matmul ins(%arg0, %arg1 : memref<2x3x2xi8, strided<[?, ?, ?], offset: ?>>, memref<2x2x4xi8, strided<[?, ?, ?], offset: ?>>) outs(%arg2 : memref<2x3x4xi32, strided<[?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2x3x4xi32, strided<[?, ?, ?], offset: ?>>
func.func @batch_matmul_int_tensor(%arg0: tensor<2x3x2xi8>, %arg1: tensor<2x2x4xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @batch_reduce_matmul_f32_tensor(
// CHECK-NEXT: linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x3x2xf32, strided<[?, ?, ?], offset: ?>>, memref<2x2x4xf32, strided<[?, ?, ?], offset: ?>>) outs(%arg2 : memref<3x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<3x4xf32, strided<[?, ?], offset: ?>>
func.func @batch_reduce_matmul_f32_tensor(%arg0: tensor<2x3x2xf32>, %arg1: tensor<2x2x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// CHECK-LABEL: func.func @contract_batch_tensor(
// CHECK-NEXT: linalg.contract indexing_maps = [#map5, #map6, #map7] ins(%arg0, %arg1 : memref<2x3x2xf32, strided<[?, ?, ?], offset: ?>>, memref<2x4xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
func.func @contract_batch_tensor(%arg0: tensor<2x3x2xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @quantized_matmul_int_tensor(
// CHECK-NEXT: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xi8, strided<[?, ?], offset: ?>>, memref<4x3xi8, strided<[?, ?], offset: ?>>, i32, i32) outs(%arg4 : memref<2x3xi32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg4 : memref<2x3xi32, strided<[?, ?], offset: ?>>
func.func @quantized_matmul_int_tensor(%arg0: tensor<2x4xi8>, %arg1: tensor<4x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%arg4 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @mmt4d_f32_tensor(
// CHECK-NEXT: linalg.mmt4d ins(%arg0, %arg1 : memref<2x4x2x4xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x4x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%arg2 : memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
func.func @mmt4d_f32_tensor(%arg0: tensor<2x4x2x4xf32>, %arg1: tensor<3x4x3x4xf32>, %arg2: tensor<2x3x2x3xf32>) -> tensor<2x3x2x3xf32> {
  %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<2x4x2x4xf32>, tensor<3x4x3x4xf32>) outs(%arg2 : tensor<2x3x2x3xf32>) -> tensor<2x3x2x3xf32>
  return %0 : tensor<2x3x2x3xf32>
}

// CHECK-LABEL: func.func @matvec_f32_tensor(
// CHECK-NEXT: linalg.matvec ins(%arg0, %arg1 : memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) outs(%arg2 : memref<2xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2xf32, strided<[?], offset: ?>>
func.func @matvec_f32_tensor(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.matvec ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @dot_f32_tensor(
// CHECK-NEXT: linalg.dot ins(%arg0, %arg1 : memref<2xf32, strided<[?], offset: ?>>, memref<2xf32, strided<[?], offset: ?>>) outs(%arg2 : memref<f32, strided<[], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<f32, strided<[], offset: ?>>
func.func @dot_f32_tensor(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%arg0, %arg1 : tensor<2xf32>, tensor<2xf32>) outs(%arg2 : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_strided_tensor(
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x4x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%arg2 : memref<2x3x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2x3x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>
func.func @conv_2d_nhwc_hwcf_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4x2x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4x2x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q_int_tensor(
// CHECK-NEXT: linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x4x4xi8, strided<[?, ?, ?, ?, ?], offset: ?>>, memref<4x2x3x4x3xi8, strided<[?, ?, ?, ?, ?], offset: ?>>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32, strided<[?, ?, ?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg4 : memref<2x3x4x2x3xi32, strided<[?, ?, ?, ?, ?], offset: ?>>
func.func @conv_3d_ndhwc_dhwcf_q_int_tensor(%arg0: tensor<2x6x5x4x4xi8>, %arg1: tensor<4x2x3x4x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x4x4xi8>, tensor<4x2x3x4x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw_strided_tensor(
// CHECK-NEXT: linalg.depthwise_conv_2d_nchw_chw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x2x11x16xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>) outs(%arg2 : memref<2x2x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2x2x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>
func.func @depthwise_conv_2d_nchw_chw_strided_tensor(%arg0: tensor<2x2x11x16xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x2x3x4xf32>) -> tensor<2x2x3x4xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x2x11x16xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x2x3x4xf32>) -> tensor<2x2x3x4xf32>
  return %0 : tensor<2x2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned_int_tensor(
// CHECK-NEXT: linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi8, strided<[?, ?, ?, ?], offset: ?>>, memref<3x4xi8, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<2x3x4x2xi32, strided<[?, ?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2x3x4x2xi32, strided<[?, ?, ?, ?], offset: ?>>
func.func @pooling_nhwc_max_unsigned_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_ncw_sum_f32_tensor(
// CHECK-NEXT: linalg.pooling_ncw_sum ins(%arg0, %arg1 : memref<2x3x5xf32, strided<[?, ?, ?], offset: ?>>, memref<2xf32, strided<[?], offset: ?>>) outs(%arg2 : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
func.func @pooling_ncw_sum_f32_tensor(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_ncw_sum ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @softmax(
// CHECK-NEXT: linalg.softmax dimension(2) ins(%arg0 : memref<2x16x32xf32, strided<[?, ?, ?], offset: ?>>) outs(%arg1 : memref<2x16x32xf32, strided<[?, ?, ?], offset: ?>>)
// CHECK-NEXT: return %arg1 : memref<2x16x32xf32, strided<[?, ?, ?], offset: ?>>
func.func @softmax(%x: tensor<2x16x32xf32>, %y: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%y : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}

// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: linalg.fill ins(%arg3 : f32) outs(%arg2 : memref<4x6xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x5xf32, strided<[?, ?], offset: ?>>, memref<5x6xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<4x6xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: linalg.exp ins(%arg2 : memref<4x6xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<4x6xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<4x6xf32, strided<[?, ?], offset: ?>>
// The output of a chain is written in place; the input of the second op is read before.
func.func @chain(%a: tensor<4x5xf32>, %b: tensor<5x6xf32>, %c: tensor<4x6xf32>, %f: f32) -> tensor<4x6xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x5xf32>, tensor<5x6xf32>) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %2 = linalg.exp ins(%1 : tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %2 : tensor<4x6xf32>
}
