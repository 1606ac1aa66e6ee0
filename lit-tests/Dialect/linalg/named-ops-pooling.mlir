// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// Every pooling_* op: default and explicit strides and dilations, f32 and i8 into i32

// CHECK-LABEL: func.func @pooling_nchw_max_f32_tensor(
// CHECK: %0 = linalg.pooling_nchw_max ins(%arg0, %arg1 : tensor<2x3x6x5xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nchw_max_f32_tensor(%arg0: tensor<2x3x6x5xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nchw_max ins(%arg0, %arg1 : tensor<2x3x6x5xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nchw_max_f32_memref(
// CHECK: linalg.pooling_nchw_max ins(%arg0, %arg1 : memref<2x3x6x5xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nchw_max_f32_memref(%arg0: memref<2x3x6x5xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nchw_max ins(%arg0, %arg1 : memref<2x3x6x5xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nchw_max_int_tensor(
// CHECK: %0 = linalg.pooling_nchw_max ins(%arg0, %arg1 : tensor<2x3x6x5xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nchw_max_int_tensor(%arg0: tensor<2x3x6x5xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nchw_max ins(%arg0, %arg1 : tensor<2x3x6x5xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nchw_max_int_memref(
// CHECK: linalg.pooling_nchw_max ins(%arg0, %arg1 : memref<2x3x6x5xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nchw_max_int_memref(%arg0: memref<2x3x6x5xi8>, %arg1: memref<3x4xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nchw_max ins(%arg0, %arg1 : memref<2x3x6x5xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nchw_max_strided_tensor(
// CHECK: %0 = linalg.pooling_nchw_max {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x13x12xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nchw_max_strided_tensor(%arg0: tensor<2x3x13x12xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nchw_max {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x13x12xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nchw_max_strided_memref(
// CHECK: linalg.pooling_nchw_max {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x13x12xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nchw_max_strided_memref(%arg0: memref<2x3x13x12xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nchw_max {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x13x12xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nchw_sum_f32_tensor(
// CHECK: %0 = linalg.pooling_nchw_sum ins(%arg0, %arg1 : tensor<2x3x6x5xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nchw_sum_f32_tensor(%arg0: tensor<2x3x6x5xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nchw_sum ins(%arg0, %arg1 : tensor<2x3x6x5xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nchw_sum_f32_memref(
// CHECK: linalg.pooling_nchw_sum ins(%arg0, %arg1 : memref<2x3x6x5xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nchw_sum_f32_memref(%arg0: memref<2x3x6x5xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nchw_sum ins(%arg0, %arg1 : memref<2x3x6x5xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nchw_sum_int_tensor(
// CHECK: %0 = linalg.pooling_nchw_sum ins(%arg0, %arg1 : tensor<2x3x6x5xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nchw_sum_int_tensor(%arg0: tensor<2x3x6x5xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nchw_sum ins(%arg0, %arg1 : tensor<2x3x6x5xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nchw_sum_int_memref(
// CHECK: linalg.pooling_nchw_sum ins(%arg0, %arg1 : memref<2x3x6x5xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nchw_sum_int_memref(%arg0: memref<2x3x6x5xi8>, %arg1: memref<3x4xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nchw_sum ins(%arg0, %arg1 : memref<2x3x6x5xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nchw_sum_strided_tensor(
// CHECK: %0 = linalg.pooling_nchw_sum {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x13x12xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nchw_sum_strided_tensor(%arg0: tensor<2x3x13x12xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nchw_sum {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x13x12xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nchw_sum_strided_memref(
// CHECK: linalg.pooling_nchw_sum {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x13x12xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nchw_sum_strided_memref(%arg0: memref<2x3x13x12xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nchw_sum {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x13x12xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ncw_max_f32_tensor(
// CHECK: %0 = linalg.pooling_ncw_max ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_ncw_max_f32_tensor(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_ncw_max ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_ncw_max_f32_memref(
// CHECK: linalg.pooling_ncw_max ins(%arg0, %arg1 : memref<2x3x5xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_ncw_max_f32_memref(%arg0: memref<2x3x5xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_ncw_max ins(%arg0, %arg1 : memref<2x3x5xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ncw_max_int_tensor(
// CHECK: %0 = linalg.pooling_ncw_max ins(%arg0, %arg1 : tensor<2x3x5xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_ncw_max_int_tensor(%arg0: tensor<2x3x5xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_ncw_max ins(%arg0, %arg1 : tensor<2x3x5xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_ncw_max_int_memref(
// CHECK: linalg.pooling_ncw_max ins(%arg0, %arg1 : memref<2x3x5xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_ncw_max_int_memref(%arg0: memref<2x3x5xi8>, %arg1: memref<2xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_ncw_max ins(%arg0, %arg1 : memref<2x3x5xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_ncw_max_strided_tensor(
// CHECK: %0 = linalg.pooling_ncw_max {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x3x10xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_ncw_max_strided_tensor(%arg0: tensor<2x3x10xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_ncw_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x3x10xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_ncw_max_strided_memref(
// CHECK: linalg.pooling_ncw_max {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x3x10xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_ncw_max_strided_memref(%arg0: memref<2x3x10xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_ncw_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x3x10xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ncw_sum_f32_tensor(
// CHECK: %0 = linalg.pooling_ncw_sum ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_ncw_sum_f32_tensor(%arg0: tensor<2x3x5xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_ncw_sum ins(%arg0, %arg1 : tensor<2x3x5xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_ncw_sum_f32_memref(
// CHECK: linalg.pooling_ncw_sum ins(%arg0, %arg1 : memref<2x3x5xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_ncw_sum_f32_memref(%arg0: memref<2x3x5xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_ncw_sum ins(%arg0, %arg1 : memref<2x3x5xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ncw_sum_int_tensor(
// CHECK: %0 = linalg.pooling_ncw_sum ins(%arg0, %arg1 : tensor<2x3x5xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_ncw_sum_int_tensor(%arg0: tensor<2x3x5xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_ncw_sum ins(%arg0, %arg1 : tensor<2x3x5xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_ncw_sum_int_memref(
// CHECK: linalg.pooling_ncw_sum ins(%arg0, %arg1 : memref<2x3x5xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_ncw_sum_int_memref(%arg0: memref<2x3x5xi8>, %arg1: memref<2xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_ncw_sum ins(%arg0, %arg1 : memref<2x3x5xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_ncw_sum_strided_tensor(
// CHECK: %0 = linalg.pooling_ncw_sum {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x3x10xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_ncw_sum_strided_tensor(%arg0: tensor<2x3x10xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_ncw_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x3x10xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_ncw_sum_strided_memref(
// CHECK: linalg.pooling_ncw_sum {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x3x10xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_ncw_sum_strided_memref(%arg0: memref<2x3x10xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_ncw_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x3x10xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_max_f32_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_max ins(%arg0, %arg1 : tensor<2x6x5x4x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @pooling_ndhwc_max_f32_tensor(%arg0: tensor<2x6x5x4x3xf32>, %arg1: tensor<4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.pooling_ndhwc_max ins(%arg0, %arg1 : tensor<2x6x5x4x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_max_f32_memref(
// CHECK: linalg.pooling_ndhwc_max ins(%arg0, %arg1 : memref<2x6x5x4x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @pooling_ndhwc_max_f32_memref(%arg0: memref<2x6x5x4x3xf32>, %arg1: memref<4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.pooling_ndhwc_max ins(%arg0, %arg1 : memref<2x6x5x4x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_max_int_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_max ins(%arg0, %arg1 : tensor<2x6x5x4x3xi8>, tensor<4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @pooling_ndhwc_max_int_tensor(%arg0: tensor<2x6x5x4x3xi8>, %arg1: tensor<4x2x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.pooling_ndhwc_max ins(%arg0, %arg1 : tensor<2x6x5x4x3xi8>, tensor<4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_max_int_memref(
// CHECK: linalg.pooling_ndhwc_max ins(%arg0, %arg1 : memref<2x6x5x4x3xi8>, memref<4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @pooling_ndhwc_max_int_memref(%arg0: memref<2x6x5x4x3xi8>, %arg1: memref<4x2x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.pooling_ndhwc_max ins(%arg0, %arg1 : memref<2x6x5x4x3xi8>, memref<4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_max_strided_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_max {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @pooling_ndhwc_max_strided_tensor(%arg0: tensor<2x14x10x9x3xf32>, %arg1: tensor<4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.pooling_ndhwc_max {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_max_strided_memref(
// CHECK: linalg.pooling_ndhwc_max {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @pooling_ndhwc_max_strided_memref(%arg0: memref<2x14x10x9x3xf32>, %arg1: memref<4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.pooling_ndhwc_max {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_min_f32_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_min ins(%arg0, %arg1 : tensor<2x6x5x4x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @pooling_ndhwc_min_f32_tensor(%arg0: tensor<2x6x5x4x3xf32>, %arg1: tensor<4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.pooling_ndhwc_min ins(%arg0, %arg1 : tensor<2x6x5x4x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_min_f32_memref(
// CHECK: linalg.pooling_ndhwc_min ins(%arg0, %arg1 : memref<2x6x5x4x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @pooling_ndhwc_min_f32_memref(%arg0: memref<2x6x5x4x3xf32>, %arg1: memref<4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.pooling_ndhwc_min ins(%arg0, %arg1 : memref<2x6x5x4x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_min_int_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_min ins(%arg0, %arg1 : tensor<2x6x5x4x3xi8>, tensor<4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @pooling_ndhwc_min_int_tensor(%arg0: tensor<2x6x5x4x3xi8>, %arg1: tensor<4x2x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.pooling_ndhwc_min ins(%arg0, %arg1 : tensor<2x6x5x4x3xi8>, tensor<4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_min_int_memref(
// CHECK: linalg.pooling_ndhwc_min ins(%arg0, %arg1 : memref<2x6x5x4x3xi8>, memref<4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @pooling_ndhwc_min_int_memref(%arg0: memref<2x6x5x4x3xi8>, %arg1: memref<4x2x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.pooling_ndhwc_min ins(%arg0, %arg1 : memref<2x6x5x4x3xi8>, memref<4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_min_strided_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_min {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @pooling_ndhwc_min_strided_tensor(%arg0: tensor<2x14x10x9x3xf32>, %arg1: tensor<4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.pooling_ndhwc_min {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_min_strided_memref(
// CHECK: linalg.pooling_ndhwc_min {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @pooling_ndhwc_min_strided_memref(%arg0: memref<2x14x10x9x3xf32>, %arg1: memref<4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.pooling_ndhwc_min {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_sum_f32_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : tensor<2x6x5x4x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @pooling_ndhwc_sum_f32_tensor(%arg0: tensor<2x6x5x4x3xf32>, %arg1: tensor<4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : tensor<2x6x5x4x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_sum_f32_memref(
// CHECK: linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : memref<2x6x5x4x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @pooling_ndhwc_sum_f32_memref(%arg0: memref<2x6x5x4x3xf32>, %arg1: memref<4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : memref<2x6x5x4x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_sum_int_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : tensor<2x6x5x4x3xi8>, tensor<4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @pooling_ndhwc_sum_int_tensor(%arg0: tensor<2x6x5x4x3xi8>, %arg1: tensor<4x2x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : tensor<2x6x5x4x3xi8>, tensor<4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_sum_int_memref(
// CHECK: linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : memref<2x6x5x4x3xi8>, memref<4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @pooling_ndhwc_sum_int_memref(%arg0: memref<2x6x5x4x3xi8>, %arg1: memref<4x2x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : memref<2x6x5x4x3xi8>, memref<4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_sum_strided_tensor(
// CHECK: %0 = linalg.pooling_ndhwc_sum {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @pooling_ndhwc_sum_strided_tensor(%arg0: tensor<2x14x10x9x3xf32>, %arg1: tensor<4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.pooling_ndhwc_sum {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x3xf32>, tensor<4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @pooling_ndhwc_sum_strided_memref(
// CHECK: linalg.pooling_ndhwc_sum {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @pooling_ndhwc_sum_strided_memref(%arg0: memref<2x14x10x9x3xf32>, %arg1: memref<4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.pooling_ndhwc_sum {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_max_f32_tensor(
// CHECK: %0 = linalg.pooling_nhwc_max ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nhwc_max_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nhwc_max ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nhwc_max_f32_memref(
// CHECK: linalg.pooling_nhwc_max ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nhwc_max_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nhwc_max ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_max_int_tensor(
// CHECK: %0 = linalg.pooling_nhwc_max ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_max_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_max ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_max_int_memref(
// CHECK: linalg.pooling_nhwc_max ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_max_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_max ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_max_strided_tensor(
// CHECK: %0 = linalg.pooling_nhwc_max {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nhwc_max_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nhwc_max {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nhwc_max_strided_memref(
// CHECK: linalg.pooling_nhwc_max {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nhwc_max_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nhwc_max {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned_f32_tensor(
// CHECK: %0 = linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_max_unsigned_f32_tensor(%arg0: tensor<2x5x7x2xi32>, %arg1: tensor<3x4xi32>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned_f32_memref(
// CHECK: linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi32>, memref<3x4xi32>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_max_unsigned_f32_memref(%arg0: memref<2x5x7x2xi32>, %arg1: memref<3x4xi32>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi32>, memref<3x4xi32>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned_int_tensor(
// CHECK: %0 = linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_max_unsigned_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned_int_memref(
// CHECK: linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_max_unsigned_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned_strided_tensor(
// CHECK: %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_max_unsigned_strided_tensor(%arg0: tensor<2x11x16x2xi32>, %arg1: tensor<3x4xi32>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned_strided_memref(
// CHECK: linalg.pooling_nhwc_max_unsigned {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xi32>, memref<3x4xi32>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_max_unsigned_strided_memref(%arg0: memref<2x11x16x2xi32>, %arg1: memref<3x4xi32>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_max_unsigned {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xi32>, memref<3x4xi32>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_min_f32_tensor(
// CHECK: %0 = linalg.pooling_nhwc_min ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nhwc_min_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nhwc_min ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nhwc_min_f32_memref(
// CHECK: linalg.pooling_nhwc_min ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nhwc_min_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nhwc_min ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_min_int_tensor(
// CHECK: %0 = linalg.pooling_nhwc_min ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_min_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_min ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_min_int_memref(
// CHECK: linalg.pooling_nhwc_min ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_min_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_min ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_min_strided_tensor(
// CHECK: %0 = linalg.pooling_nhwc_min {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nhwc_min_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nhwc_min {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nhwc_min_strided_memref(
// CHECK: linalg.pooling_nhwc_min {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nhwc_min_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nhwc_min {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned_f32_tensor(
// CHECK: %0 = linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_min_unsigned_f32_tensor(%arg0: tensor<2x5x7x2xi32>, %arg1: tensor<3x4xi32>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned_f32_memref(
// CHECK: linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi32>, memref<3x4xi32>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_min_unsigned_f32_memref(%arg0: memref<2x5x7x2xi32>, %arg1: memref<3x4xi32>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi32>, memref<3x4xi32>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned_int_tensor(
// CHECK: %0 = linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_min_unsigned_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned_int_memref(
// CHECK: linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_min_unsigned_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned_strided_tensor(
// CHECK: %0 = linalg.pooling_nhwc_min_unsigned {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_min_unsigned_strided_tensor(%arg0: tensor<2x11x16x2xi32>, %arg1: tensor<3x4xi32>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned_strided_memref(
// CHECK: linalg.pooling_nhwc_min_unsigned {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xi32>, memref<3x4xi32>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_min_unsigned_strided_memref(%arg0: memref<2x11x16x2xi32>, %arg1: memref<3x4xi32>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_min_unsigned {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xi32>, memref<3x4xi32>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_sum_f32_tensor(
// CHECK: %0 = linalg.pooling_nhwc_sum ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nhwc_sum_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nhwc_sum ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nhwc_sum_f32_memref(
// CHECK: linalg.pooling_nhwc_sum ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nhwc_sum_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nhwc_sum ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_sum_int_tensor(
// CHECK: %0 = linalg.pooling_nhwc_sum ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @pooling_nhwc_sum_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.pooling_nhwc_sum ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @pooling_nhwc_sum_int_memref(
// CHECK: linalg.pooling_nhwc_sum ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @pooling_nhwc_sum_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nhwc_sum ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_sum_strided_tensor(
// CHECK: %0 = linalg.pooling_nhwc_sum {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @pooling_nhwc_sum_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nhwc_sum {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nhwc_sum_strided_memref(
// CHECK: linalg.pooling_nhwc_sum {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @pooling_nhwc_sum_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.pooling_nhwc_sum {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_max_f32_tensor(
// CHECK: %0 = linalg.pooling_nwc_max ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_nwc_max_f32_tensor(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_nwc_max ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_nwc_max_f32_memref(
// CHECK: linalg.pooling_nwc_max ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_nwc_max_f32_memref(%arg0: memref<2x4x4xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_max ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_max_int_tensor(
// CHECK: %0 = linalg.pooling_nwc_max ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_max_int_tensor(%arg0: tensor<2x4x4xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_max ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_max_int_memref(
// CHECK: linalg.pooling_nwc_max ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_max_int_memref(%arg0: memref<2x4x4xi8>, %arg1: memref<2xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_max ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_max_strided_tensor(
// CHECK: %0 = linalg.pooling_nwc_max {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_nwc_max_strided_tensor(%arg0: tensor<2x8x4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_nwc_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_nwc_max_strided_memref(
// CHECK: linalg.pooling_nwc_max {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_nwc_max_strided_memref(%arg0: memref<2x8x4xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_max_unsigned_f32_tensor(
// CHECK: %0 = linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : tensor<2x4x4xi32>, tensor<2xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_max_unsigned_f32_tensor(%arg0: tensor<2x4x4xi32>, %arg1: tensor<2xi32>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : tensor<2x4x4xi32>, tensor<2xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_max_unsigned_f32_memref(
// CHECK: linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : memref<2x4x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_max_unsigned_f32_memref(%arg0: memref<2x4x4xi32>, %arg1: memref<2xi32>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : memref<2x4x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_max_unsigned_int_tensor(
// CHECK: %0 = linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_max_unsigned_int_tensor(%arg0: tensor<2x4x4xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_max_unsigned_int_memref(
// CHECK: linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_max_unsigned_int_memref(%arg0: memref<2x4x4xi8>, %arg1: memref<2xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_max_unsigned_strided_tensor(
// CHECK: %0 = linalg.pooling_nwc_max_unsigned {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xi32>, tensor<2xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_max_unsigned_strided_tensor(%arg0: tensor<2x8x4xi32>, %arg1: tensor<2xi32>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_max_unsigned {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xi32>, tensor<2xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_max_unsigned_strided_memref(
// CHECK: linalg.pooling_nwc_max_unsigned {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_max_unsigned_strided_memref(%arg0: memref<2x8x4xi32>, %arg1: memref<2xi32>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_max_unsigned {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_min_f32_tensor(
// CHECK: %0 = linalg.pooling_nwc_min ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_nwc_min_f32_tensor(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_nwc_min ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_nwc_min_f32_memref(
// CHECK: linalg.pooling_nwc_min ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_nwc_min_f32_memref(%arg0: memref<2x4x4xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_min ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_min_int_tensor(
// CHECK: %0 = linalg.pooling_nwc_min ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_min_int_tensor(%arg0: tensor<2x4x4xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_min ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_min_int_memref(
// CHECK: linalg.pooling_nwc_min ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_min_int_memref(%arg0: memref<2x4x4xi8>, %arg1: memref<2xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_min ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_min_strided_tensor(
// CHECK: %0 = linalg.pooling_nwc_min {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_nwc_min_strided_tensor(%arg0: tensor<2x8x4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_nwc_min {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_nwc_min_strided_memref(
// CHECK: linalg.pooling_nwc_min {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_nwc_min_strided_memref(%arg0: memref<2x8x4xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_min {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned_f32_tensor(
// CHECK: %0 = linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : tensor<2x4x4xi32>, tensor<2xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_min_unsigned_f32_tensor(%arg0: tensor<2x4x4xi32>, %arg1: tensor<2xi32>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : tensor<2x4x4xi32>, tensor<2xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned_f32_memref(
// CHECK: linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : memref<2x4x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_min_unsigned_f32_memref(%arg0: memref<2x4x4xi32>, %arg1: memref<2xi32>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : memref<2x4x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned_int_tensor(
// CHECK: %0 = linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_min_unsigned_int_tensor(%arg0: tensor<2x4x4xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned_int_memref(
// CHECK: linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_min_unsigned_int_memref(%arg0: memref<2x4x4xi8>, %arg1: memref<2xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned_strided_tensor(
// CHECK: %0 = linalg.pooling_nwc_min_unsigned {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xi32>, tensor<2xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_min_unsigned_strided_tensor(%arg0: tensor<2x8x4xi32>, %arg1: tensor<2xi32>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_min_unsigned {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xi32>, tensor<2xi32>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned_strided_memref(
// CHECK: linalg.pooling_nwc_min_unsigned {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_min_unsigned_strided_memref(%arg0: memref<2x8x4xi32>, %arg1: memref<2xi32>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_min_unsigned {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_sum_f32_tensor(
// CHECK: %0 = linalg.pooling_nwc_sum ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_nwc_sum_f32_tensor(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_nwc_sum ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_nwc_sum_f32_memref(
// CHECK: linalg.pooling_nwc_sum ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_nwc_sum_f32_memref(%arg0: memref<2x4x4xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_sum ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_sum_int_tensor(
// CHECK: %0 = linalg.pooling_nwc_sum ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @pooling_nwc_sum_int_tensor(%arg0: tensor<2x4x4xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.pooling_nwc_sum ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @pooling_nwc_sum_int_memref(
// CHECK: linalg.pooling_nwc_sum ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @pooling_nwc_sum_int_memref(%arg0: memref<2x4x4xi8>, %arg1: memref<2xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_sum ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_sum_strided_tensor(
// CHECK: %0 = linalg.pooling_nwc_sum {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @pooling_nwc_sum_strided_tensor(%arg0: tensor<2x8x4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.pooling_nwc_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xf32>, tensor<2xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @pooling_nwc_sum_strided_memref(
// CHECK: linalg.pooling_nwc_sum {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @pooling_nwc_sum_strided_memref(%arg0: memref<2x8x4xf32>, %arg1: memref<2xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.pooling_nwc_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}
