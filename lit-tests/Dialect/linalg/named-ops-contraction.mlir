// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// The contractions: matmul, batch_matmul and batch_reduce_matmul with default and user maps,
// contract, the quantized and mmt4d ops, matvec, vecmat, dot; f32, i8 into i32, cast_unsigned

// CHECK-LABEL: func.func @matmul_f32_tensor(
// CHECK: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @matmul_f32_tensor(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @matmul_f32_memref(
// CHECK: linalg.matmul ins(%arg0, %arg1 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
func.func @matmul_f32_memref(%arg0: memref<2x4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<2x3xf32>) {
  linalg.matmul ins(%arg0, %arg1 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @matmul_int_tensor(
// CHECK: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @matmul_int_tensor(%arg0: tensor<2x4xi8>, %arg1: tensor<4x3xi8>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @matmul_int_memref(
// CHECK: linalg.matmul ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
func.func @matmul_int_memref(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: memref<2x3xi32>) {
  linalg.matmul ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @matmul_unsigned_tensor(
// CHECK: %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @matmul_unsigned_tensor(%arg0: tensor<2x4xi8>, %arg1: tensor<4x3xi8>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @matmul_unsigned_memref(
// CHECK: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
func.func @matmul_unsigned_memref(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: memref<2x3xi32>) {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @matmul_transposed_tensor(
// CHECK: %0 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<4x2xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @matmul_transposed_tensor(%arg0: tensor<4x2xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : tensor<4x2xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @matmul_transposed_memref(
// CHECK: linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<4x2xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
func.func @matmul_transposed_memref(%arg0: memref<4x2xf32>, %arg1: memref<4x3xf32>, %arg2: memref<2x3xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : memref<4x2xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @matmul_broadcast_tensor(
// CHECK: %0 = linalg.matmul indexing_maps = [#map3, #map1, #map2] ins(%arg0, %arg1 : tensor<4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @matmul_broadcast_tensor(%arg0: tensor<4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : tensor<4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @matmul_broadcast_memref(
// CHECK: linalg.matmul indexing_maps = [#map3, #map1, #map2] ins(%arg0, %arg1 : memref<4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
func.func @matmul_broadcast_memref(%arg0: memref<4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<2x3xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : memref<4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @batch_matmul_f32_tensor(
// CHECK: %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @batch_matmul_f32_tensor(%arg0: tensor<2x3x2xf32>, %arg1: tensor<2x2x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @batch_matmul_f32_memref(
// CHECK: linalg.batch_matmul ins(%arg0, %arg1 : memref<2x3x2xf32>, memref<2x2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @batch_matmul_f32_memref(%arg0: memref<2x3x2xf32>, %arg1: memref<2x2x4xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.batch_matmul ins(%arg0, %arg1 : memref<2x3x2xf32>, memref<2x2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @batch_matmul_int_tensor(
// CHECK: %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @batch_matmul_int_tensor(%arg0: tensor<2x3x2xi8>, %arg1: tensor<2x2x4xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @batch_matmul_int_memref(
// CHECK: linalg.batch_matmul ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @batch_matmul_int_memref(%arg0: memref<2x3x2xi8>, %arg1: memref<2x2x4xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.batch_matmul ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @batch_matmul_unsigned_tensor(
// CHECK: %0 = linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @batch_matmul_unsigned_tensor(%arg0: tensor<2x3x2xi8>, %arg1: tensor<2x2x4xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @batch_matmul_unsigned_memref(
// CHECK: linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @batch_matmul_unsigned_memref(%arg0: memref<2x3x2xi8>, %arg1: memref<2x2x4xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @batch_matmul_transposed_tensor(
// CHECK: %0 = linalg.batch_matmul indexing_maps = [#map4, #map5, #map6] ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @batch_matmul_transposed_tensor(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x2x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @batch_matmul_transposed_memref(
// CHECK: linalg.batch_matmul indexing_maps = [#map4, #map5, #map6] ins(%arg0, %arg1 : memref<2x2x3xf32>, memref<2x2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @batch_matmul_transposed_memref(%arg0: memref<2x2x3xf32>, %arg1: memref<2x2x4xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%arg0, %arg1 : memref<2x2x3xf32>, memref<2x2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @batch_reduce_matmul_f32_tensor(
// CHECK: %0 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<3x4xf32>) -> tensor<3x4xf32>
func.func @batch_reduce_matmul_f32_tensor(%arg0: tensor<2x3x2xf32>, %arg1: tensor<2x2x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// CHECK-LABEL: func.func @batch_reduce_matmul_f32_memref(
// CHECK: linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x3x2xf32>, memref<2x2x4xf32>) outs(%arg2 : memref<3x4xf32>)
func.func @batch_reduce_matmul_f32_memref(%arg0: memref<2x3x2xf32>, %arg1: memref<2x2x4xf32>, %arg2: memref<3x4xf32>) {
  linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x3x2xf32>, memref<2x2x4xf32>) outs(%arg2 : memref<3x4xf32>)
  return
}

// CHECK-LABEL: func.func @batch_reduce_matmul_int_tensor(
// CHECK: %0 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<3x4xi32>) -> tensor<3x4xi32>
func.func @batch_reduce_matmul_int_tensor(%arg0: tensor<2x3x2xi8>, %arg1: tensor<2x2x4xi8>, %arg2: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// CHECK-LABEL: func.func @batch_reduce_matmul_int_memref(
// CHECK: linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<3x4xi32>)
func.func @batch_reduce_matmul_int_memref(%arg0: memref<2x3x2xi8>, %arg1: memref<2x2x4xi8>, %arg2: memref<3x4xi32>) {
  linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<3x4xi32>)
  return
}

// CHECK-LABEL: func.func @batch_reduce_matmul_unsigned_tensor(
// CHECK: %0 = linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<3x4xi32>) -> tensor<3x4xi32>
func.func @batch_reduce_matmul_unsigned_tensor(%arg0: tensor<2x3x2xi8>, %arg1: tensor<2x2x4xi8>, %arg2: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x3x2xi8>, tensor<2x2x4xi8>) outs(%arg2 : tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// CHECK-LABEL: func.func @batch_reduce_matmul_unsigned_memref(
// CHECK: linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<3x4xi32>)
func.func @batch_reduce_matmul_unsigned_memref(%arg0: memref<2x3x2xi8>, %arg1: memref<2x2x4xi8>, %arg2: memref<3x4xi32>) {
  linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<3x4xi32>)
  return
}

// CHECK-LABEL: func.func @batch_reduce_matmul_transposed_tensor(
// CHECK: %0 = linalg.batch_reduce_matmul indexing_maps = [#map4, #map5, #map7] ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<3x4xf32>) -> tensor<3x4xf32>
func.func @batch_reduce_matmul_transposed_tensor(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x2x4xf32>, %arg2: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// CHECK-LABEL: func.func @batch_reduce_matmul_transposed_memref(
// CHECK: linalg.batch_reduce_matmul indexing_maps = [#map4, #map5, #map7] ins(%arg0, %arg1 : memref<2x2x3xf32>, memref<2x2x4xf32>) outs(%arg2 : memref<3x4xf32>)
func.func @batch_reduce_matmul_transposed_memref(%arg0: memref<2x2x3xf32>, %arg1: memref<2x2x4xf32>, %arg2: memref<3x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%arg0, %arg1 : memref<2x2x3xf32>, memref<2x2x4xf32>) outs(%arg2 : memref<3x4xf32>)
  return
}

// CHECK-LABEL: func.func @contract_f32_tensor(
// CHECK: %0 = linalg.contract indexing_maps = [#map8, #map1, #map2] ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @contract_f32_tensor(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @contract_f32_memref(
// CHECK: linalg.contract indexing_maps = [#map8, #map1, #map2] ins(%arg0, %arg1 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
func.func @contract_f32_memref(%arg0: memref<2x4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<2x3xf32>) {
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @contract_int_tensor(
// CHECK: %0 = linalg.contract indexing_maps = [#map8, #map1, #map2] ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @contract_int_tensor(%arg0: tensor<2x4xi8>, %arg1: tensor<4x3xi8>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @contract_int_memref(
// CHECK: linalg.contract indexing_maps = [#map8, #map1, #map2] ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
func.func @contract_int_memref(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: memref<2x3xi32>) {
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @contract_unsigned_tensor(
// CHECK: %0 = linalg.contract indexing_maps = [#map8, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @contract_unsigned_tensor(%arg0: tensor<2x4xi8>, %arg1: tensor<4x3xi8>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @contract_unsigned_memref(
// CHECK: linalg.contract indexing_maps = [#map8, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
func.func @contract_unsigned_memref(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: memref<2x3xi32>) {
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @contract_batch_tensor(
// CHECK: %0 = linalg.contract indexing_maps = [#map9, #map10, #map6] ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @contract_batch_tensor(%arg0: tensor<2x3x2xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @contract_batch_memref(
// CHECK: linalg.contract indexing_maps = [#map9, #map10, #map6] ins(%arg0, %arg1 : memref<2x3x2xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @contract_batch_memref(%arg0: memref<2x3x2xf32>, %arg1: memref<2x4xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%arg0, %arg1 : memref<2x3x2xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @quantized_matmul_f32_tensor(
// CHECK: %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x4xf32>, tensor<4x3xf32>, i32, i32) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @quantized_matmul_f32_tensor(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x4xf32>, tensor<4x3xf32>, i32, i32) outs(%arg4 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @quantized_matmul_f32_memref(
// CHECK: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xf32>, memref<4x3xf32>, i32, i32) outs(%arg4 : memref<2x3xf32>)
func.func @quantized_matmul_f32_memref(%arg0: memref<2x4xf32>, %arg1: memref<4x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3xf32>) {
  linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xf32>, memref<4x3xf32>, i32, i32) outs(%arg4 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @quantized_matmul_int_tensor(
// CHECK: %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%arg4 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @quantized_matmul_int_tensor(%arg0: tensor<2x4xi8>, %arg1: tensor<4x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%arg4 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @quantized_matmul_int_memref(
// CHECK: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xi8>, memref<4x3xi8>, i32, i32) outs(%arg4 : memref<2x3xi32>)
func.func @quantized_matmul_int_memref(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3xi32>) {
  linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xi8>, memref<4x3xi8>, i32, i32) outs(%arg4 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @quantized_batch_matmul_f32_tensor(
// CHECK: %0 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x2xf32>, tensor<2x2x4xf32>, i32, i32) outs(%arg4 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @quantized_batch_matmul_f32_tensor(%arg0: tensor<2x3x2xf32>, %arg1: tensor<2x2x4xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x2xf32>, tensor<2x2x4xf32>, i32, i32) outs(%arg4 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @quantized_batch_matmul_f32_memref(
// CHECK: linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x2xf32>, memref<2x2x4xf32>, i32, i32) outs(%arg4 : memref<2x3x4xf32>)
func.func @quantized_batch_matmul_f32_memref(%arg0: memref<2x3x2xf32>, %arg1: memref<2x2x4xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4xf32>) {
  linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x2xf32>, memref<2x2x4xf32>, i32, i32) outs(%arg4 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @quantized_batch_matmul_int_tensor(
// CHECK: %0 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x2xi8>, tensor<2x2x4xi8>, i32, i32) outs(%arg4 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @quantized_batch_matmul_int_tensor(%arg0: tensor<2x3x2xi8>, %arg1: tensor<2x2x4xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x2xi8>, tensor<2x2x4xi8>, i32, i32) outs(%arg4 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @quantized_batch_matmul_int_memref(
// CHECK: linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x2xi8>, memref<2x2x4xi8>, i32, i32) outs(%arg4 : memref<2x3x4xi32>)
func.func @quantized_batch_matmul_int_memref(%arg0: memref<2x3x2xi8>, %arg1: memref<2x2x4xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4xi32>) {
  linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x2xi8>, memref<2x2x4xi8>, i32, i32) outs(%arg4 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @mmt4d_f32_tensor(
// CHECK: %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<2x4x2x4xf32>, tensor<3x4x3x4xf32>) outs(%arg2 : tensor<2x3x2x3xf32>) -> tensor<2x3x2x3xf32>
func.func @mmt4d_f32_tensor(%arg0: tensor<2x4x2x4xf32>, %arg1: tensor<3x4x3x4xf32>, %arg2: tensor<2x3x2x3xf32>) -> tensor<2x3x2x3xf32> {
  %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<2x4x2x4xf32>, tensor<3x4x3x4xf32>) outs(%arg2 : tensor<2x3x2x3xf32>) -> tensor<2x3x2x3xf32>
  return %0 : tensor<2x3x2x3xf32>
}

// CHECK-LABEL: func.func @mmt4d_f32_memref(
// CHECK: linalg.mmt4d ins(%arg0, %arg1 : memref<2x4x2x4xf32>, memref<3x4x3x4xf32>) outs(%arg2 : memref<2x3x2x3xf32>)
func.func @mmt4d_f32_memref(%arg0: memref<2x4x2x4xf32>, %arg1: memref<3x4x3x4xf32>, %arg2: memref<2x3x2x3xf32>) {
  linalg.mmt4d ins(%arg0, %arg1 : memref<2x4x2x4xf32>, memref<3x4x3x4xf32>) outs(%arg2 : memref<2x3x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @mmt4d_int_tensor(
// CHECK: %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<2x4x2x4xi8>, tensor<3x4x3x4xi8>) outs(%arg2 : tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32>
func.func @mmt4d_int_tensor(%arg0: tensor<2x4x2x4xi8>, %arg1: tensor<3x4x3x4xi8>, %arg2: tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32> {
  %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<2x4x2x4xi8>, tensor<3x4x3x4xi8>) outs(%arg2 : tensor<2x3x2x3xi32>) -> tensor<2x3x2x3xi32>
  return %0 : tensor<2x3x2x3xi32>
}

// CHECK-LABEL: func.func @mmt4d_int_memref(
// CHECK: linalg.mmt4d ins(%arg0, %arg1 : memref<2x4x2x4xi8>, memref<3x4x3x4xi8>) outs(%arg2 : memref<2x3x2x3xi32>)
func.func @mmt4d_int_memref(%arg0: memref<2x4x2x4xi8>, %arg1: memref<3x4x3x4xi8>, %arg2: memref<2x3x2x3xi32>) {
  linalg.mmt4d ins(%arg0, %arg1 : memref<2x4x2x4xi8>, memref<3x4x3x4xi8>) outs(%arg2 : memref<2x3x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @batch_mmt4d_f32_tensor(
// CHECK: %0 = linalg.batch_mmt4d ins(%arg0, %arg1 : tensor<2x3x2x3x2xf32>, tensor<2x4x2x4x2xf32>) outs(%arg2 : tensor<2x3x4x3x4xf32>) -> tensor<2x3x4x3x4xf32>
func.func @batch_mmt4d_f32_tensor(%arg0: tensor<2x3x2x3x2xf32>, %arg1: tensor<2x4x2x4x2xf32>, %arg2: tensor<2x3x4x3x4xf32>) -> tensor<2x3x4x3x4xf32> {
  %0 = linalg.batch_mmt4d ins(%arg0, %arg1 : tensor<2x3x2x3x2xf32>, tensor<2x4x2x4x2xf32>) outs(%arg2 : tensor<2x3x4x3x4xf32>) -> tensor<2x3x4x3x4xf32>
  return %0 : tensor<2x3x4x3x4xf32>
}

// CHECK-LABEL: func.func @batch_mmt4d_f32_memref(
// CHECK: linalg.batch_mmt4d ins(%arg0, %arg1 : memref<2x3x2x3x2xf32>, memref<2x4x2x4x2xf32>) outs(%arg2 : memref<2x3x4x3x4xf32>)
func.func @batch_mmt4d_f32_memref(%arg0: memref<2x3x2x3x2xf32>, %arg1: memref<2x4x2x4x2xf32>, %arg2: memref<2x3x4x3x4xf32>) {
  linalg.batch_mmt4d ins(%arg0, %arg1 : memref<2x3x2x3x2xf32>, memref<2x4x2x4x2xf32>) outs(%arg2 : memref<2x3x4x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @batch_mmt4d_int_tensor(
// CHECK: %0 = linalg.batch_mmt4d ins(%arg0, %arg1 : tensor<2x3x2x3x2xi8>, tensor<2x4x2x4x2xi8>) outs(%arg2 : tensor<2x3x4x3x4xi32>) -> tensor<2x3x4x3x4xi32>
func.func @batch_mmt4d_int_tensor(%arg0: tensor<2x3x2x3x2xi8>, %arg1: tensor<2x4x2x4x2xi8>, %arg2: tensor<2x3x4x3x4xi32>) -> tensor<2x3x4x3x4xi32> {
  %0 = linalg.batch_mmt4d ins(%arg0, %arg1 : tensor<2x3x2x3x2xi8>, tensor<2x4x2x4x2xi8>) outs(%arg2 : tensor<2x3x4x3x4xi32>) -> tensor<2x3x4x3x4xi32>
  return %0 : tensor<2x3x4x3x4xi32>
}

// CHECK-LABEL: func.func @batch_mmt4d_int_memref(
// CHECK: linalg.batch_mmt4d ins(%arg0, %arg1 : memref<2x3x2x3x2xi8>, memref<2x4x2x4x2xi8>) outs(%arg2 : memref<2x3x4x3x4xi32>)
func.func @batch_mmt4d_int_memref(%arg0: memref<2x3x2x3x2xi8>, %arg1: memref<2x4x2x4x2xi8>, %arg2: memref<2x3x4x3x4xi32>) {
  linalg.batch_mmt4d ins(%arg0, %arg1 : memref<2x3x2x3x2xi8>, memref<2x4x2x4x2xi8>) outs(%arg2 : memref<2x3x4x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @matvec_f32_tensor(
// CHECK: %0 = linalg.matvec ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
func.func @matvec_f32_tensor(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.matvec ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @matvec_f32_memref(
// CHECK: linalg.matvec ins(%arg0, %arg1 : memref<2x3xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>)
func.func @matvec_f32_memref(%arg0: memref<2x3xf32>, %arg1: memref<3xf32>, %arg2: memref<2xf32>) {
  linalg.matvec ins(%arg0, %arg1 : memref<2x3xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>)
  return
}

// CHECK-LABEL: func.func @matvec_int_tensor(
// CHECK: %0 = linalg.matvec ins(%arg0, %arg1 : tensor<2x3xi8>, tensor<3xi8>) outs(%arg2 : tensor<2xi32>) -> tensor<2xi32>
func.func @matvec_int_tensor(%arg0: tensor<2x3xi8>, %arg1: tensor<3xi8>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
  %0 = linalg.matvec ins(%arg0, %arg1 : tensor<2x3xi8>, tensor<3xi8>) outs(%arg2 : tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @matvec_int_memref(
// CHECK: linalg.matvec ins(%arg0, %arg1 : memref<2x3xi8>, memref<3xi8>) outs(%arg2 : memref<2xi32>)
func.func @matvec_int_memref(%arg0: memref<2x3xi8>, %arg1: memref<3xi8>, %arg2: memref<2xi32>) {
  linalg.matvec ins(%arg0, %arg1 : memref<2x3xi8>, memref<3xi8>) outs(%arg2 : memref<2xi32>)
  return
}

// CHECK-LABEL: func.func @vecmat_f32_tensor(
// CHECK: %0 = linalg.vecmat ins(%arg0, %arg1 : tensor<3xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
func.func @vecmat_f32_tensor(%arg0: tensor<3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.vecmat ins(%arg0, %arg1 : tensor<3xf32>, tensor<3x2xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @vecmat_f32_memref(
// CHECK: linalg.vecmat ins(%arg0, %arg1 : memref<3xf32>, memref<3x2xf32>) outs(%arg2 : memref<2xf32>)
func.func @vecmat_f32_memref(%arg0: memref<3xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2xf32>) {
  linalg.vecmat ins(%arg0, %arg1 : memref<3xf32>, memref<3x2xf32>) outs(%arg2 : memref<2xf32>)
  return
}

// CHECK-LABEL: func.func @vecmat_int_tensor(
// CHECK: %0 = linalg.vecmat ins(%arg0, %arg1 : tensor<3xi8>, tensor<3x2xi8>) outs(%arg2 : tensor<2xi32>) -> tensor<2xi32>
func.func @vecmat_int_tensor(%arg0: tensor<3xi8>, %arg1: tensor<3x2xi8>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
  %0 = linalg.vecmat ins(%arg0, %arg1 : tensor<3xi8>, tensor<3x2xi8>) outs(%arg2 : tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @vecmat_int_memref(
// CHECK: linalg.vecmat ins(%arg0, %arg1 : memref<3xi8>, memref<3x2xi8>) outs(%arg2 : memref<2xi32>)
func.func @vecmat_int_memref(%arg0: memref<3xi8>, %arg1: memref<3x2xi8>, %arg2: memref<2xi32>) {
  linalg.vecmat ins(%arg0, %arg1 : memref<3xi8>, memref<3x2xi8>) outs(%arg2 : memref<2xi32>)
  return
}

// CHECK-LABEL: func.func @batch_matvec_f32_tensor(
// CHECK: %0 = linalg.batch_matvec ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @batch_matvec_f32_tensor(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.batch_matvec ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @batch_matvec_f32_memref(
// CHECK: linalg.batch_matvec ins(%arg0, %arg1 : memref<2x3x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3xf32>)
func.func @batch_matvec_f32_memref(%arg0: memref<2x3x4xf32>, %arg1: memref<2x4xf32>, %arg2: memref<2x3xf32>) {
  linalg.batch_matvec ins(%arg0, %arg1 : memref<2x3x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @batch_matvec_int_tensor(
// CHECK: %0 = linalg.batch_matvec ins(%arg0, %arg1 : tensor<2x3x4xi8>, tensor<2x4xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @batch_matvec_int_tensor(%arg0: tensor<2x3x4xi8>, %arg1: tensor<2x4xi8>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.batch_matvec ins(%arg0, %arg1 : tensor<2x3x4xi8>, tensor<2x4xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @batch_matvec_int_memref(
// CHECK: linalg.batch_matvec ins(%arg0, %arg1 : memref<2x3x4xi8>, memref<2x4xi8>) outs(%arg2 : memref<2x3xi32>)
func.func @batch_matvec_int_memref(%arg0: memref<2x3x4xi8>, %arg1: memref<2x4xi8>, %arg2: memref<2x3xi32>) {
  linalg.batch_matvec ins(%arg0, %arg1 : memref<2x3x4xi8>, memref<2x4xi8>) outs(%arg2 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @batch_vecmat_f32_tensor(
// CHECK: %0 = linalg.batch_vecmat ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<2x4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @batch_vecmat_f32_tensor(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.batch_vecmat ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<2x4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @batch_vecmat_f32_memref(
// CHECK: linalg.batch_vecmat ins(%arg0, %arg1 : memref<2x4xf32>, memref<2x4x3xf32>) outs(%arg2 : memref<2x3xf32>)
func.func @batch_vecmat_f32_memref(%arg0: memref<2x4xf32>, %arg1: memref<2x4x3xf32>, %arg2: memref<2x3xf32>) {
  linalg.batch_vecmat ins(%arg0, %arg1 : memref<2x4xf32>, memref<2x4x3xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @batch_vecmat_int_tensor(
// CHECK: %0 = linalg.batch_vecmat ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<2x4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @batch_vecmat_int_tensor(%arg0: tensor<2x4xi8>, %arg1: tensor<2x4x3xi8>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.batch_vecmat ins(%arg0, %arg1 : tensor<2x4xi8>, tensor<2x4x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @batch_vecmat_int_memref(
// CHECK: linalg.batch_vecmat ins(%arg0, %arg1 : memref<2x4xi8>, memref<2x4x3xi8>) outs(%arg2 : memref<2x3xi32>)
func.func @batch_vecmat_int_memref(%arg0: memref<2x4xi8>, %arg1: memref<2x4x3xi8>, %arg2: memref<2x3xi32>) {
  linalg.batch_vecmat ins(%arg0, %arg1 : memref<2x4xi8>, memref<2x4x3xi8>) outs(%arg2 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @dot_f32_tensor(
// CHECK: %0 = linalg.dot ins(%arg0, %arg1 : tensor<2xf32>, tensor<2xf32>) outs(%arg2 : tensor<f32>) -> tensor<f32>
func.func @dot_f32_tensor(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%arg0, %arg1 : tensor<2xf32>, tensor<2xf32>) outs(%arg2 : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @dot_f32_memref(
// CHECK: linalg.dot ins(%arg0, %arg1 : memref<2xf32>, memref<2xf32>) outs(%arg2 : memref<f32>)
func.func @dot_f32_memref(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<f32>) {
  linalg.dot ins(%arg0, %arg1 : memref<2xf32>, memref<2xf32>) outs(%arg2 : memref<f32>)
  return
}

// CHECK-LABEL: func.func @dot_int_tensor(
// CHECK: %0 = linalg.dot ins(%arg0, %arg1 : tensor<2xi8>, tensor<2xi8>) outs(%arg2 : tensor<i32>) -> tensor<i32>
func.func @dot_int_tensor(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = linalg.dot ins(%arg0, %arg1 : tensor<2xi8>, tensor<2xi8>) outs(%arg2 : tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @dot_int_memref(
// CHECK: linalg.dot ins(%arg0, %arg1 : memref<2xi8>, memref<2xi8>) outs(%arg2 : memref<i32>)
func.func @dot_int_memref(%arg0: memref<2xi8>, %arg1: memref<2xi8>, %arg2: memref<i32>) {
  linalg.dot ins(%arg0, %arg1 : memref<2xi8>, memref<2xi8>) outs(%arg2 : memref<i32>)
  return
}
