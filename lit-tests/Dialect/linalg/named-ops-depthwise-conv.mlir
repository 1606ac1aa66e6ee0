// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// Every depthwise_conv_* op: default and explicit strides and dilations, f32 and i8 into i32

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<4x2xf32>) outs(%arg2 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
func.func @depthwise_conv_1d_ncw_cw_f32_tensor(%arg0: tensor<2x4x4xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<4x2xf32>) outs(%arg2 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw_f32_memref(
// CHECK: linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<4x2xf32>) outs(%arg2 : memref<2x4x3xf32>)
func.func @depthwise_conv_1d_ncw_cw_f32_memref(%arg0: memref<2x4x4xf32>, %arg1: memref<4x2xf32>, %arg2: memref<2x4x3xf32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<4x2xf32>) outs(%arg2 : memref<2x4x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<4x2xi8>) outs(%arg2 : tensor<2x4x3xi32>) -> tensor<2x4x3xi32>
func.func @depthwise_conv_1d_ncw_cw_int_tensor(%arg0: tensor<2x4x4xi8>, %arg1: tensor<4x2xi8>, %arg2: tensor<2x4x3xi32>) -> tensor<2x4x3xi32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<4x2xi8>) outs(%arg2 : tensor<2x4x3xi32>) -> tensor<2x4x3xi32>
  return %0 : tensor<2x4x3xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw_int_memref(
// CHECK: linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<4x2xi8>) outs(%arg2 : memref<2x4x3xi32>)
func.func @depthwise_conv_1d_ncw_cw_int_memref(%arg0: memref<2x4x4xi8>, %arg1: memref<4x2xi8>, %arg2: memref<2x4x3xi32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<4x2xi8>) outs(%arg2 : memref<2x4x3xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<4x2xf32>) outs(%arg2 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
func.func @depthwise_conv_1d_ncw_cw_strided_tensor(%arg0: tensor<2x4x8xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<4x2xf32>) outs(%arg2 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw_strided_memref(
// CHECK: linalg.depthwise_conv_1d_ncw_cw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<4x2xf32>) outs(%arg2 : memref<2x4x3xf32>)
func.func @depthwise_conv_1d_ncw_cw_strided_memref(%arg0: memref<2x4x8xf32>, %arg1: memref<4x2xf32>, %arg2: memref<2x4x3xf32>) {
  linalg.depthwise_conv_1d_ncw_cw {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<4x2xf32>) outs(%arg2 : memref<2x4x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @depthwise_conv_1d_nwc_wc_f32_tensor(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : tensor<2x4x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc_f32_memref(
// CHECK: linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @depthwise_conv_1d_nwc_wc_f32_memref(%arg0: memref<2x4x4xf32>, %arg1: memref<2x4xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : memref<2x4x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @depthwise_conv_1d_nwc_wc_int_tensor(%arg0: tensor<2x4x4xi8>, %arg1: tensor<2x4xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : tensor<2x4x4xi8>, tensor<2x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc_int_memref(
// CHECK: linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @depthwise_conv_1d_nwc_wc_int_memref(%arg0: memref<2x4x4xi8>, %arg1: memref<2x4xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : memref<2x4x4xi8>, memref<2x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @depthwise_conv_1d_nwc_wc_strided_tensor(%arg0: tensor<2x8x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc_strided_memref(
// CHECK: linalg.depthwise_conv_1d_nwc_wc {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @depthwise_conv_1d_nwc_wc_strided_memref(%arg0: memref<2x8x4xf32>, %arg1: memref<2x4xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.depthwise_conv_1d_nwc_wc {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : tensor<2x5x4xf32>, tensor<3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @depthwise_conv_1d_nwc_wcm_f32_tensor(%arg0: tensor<2x5x4xf32>, %arg1: tensor<3x4x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : tensor<2x5x4xf32>, tensor<3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm_f32_memref(
// CHECK: linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : memref<2x5x4xf32>, memref<3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @depthwise_conv_1d_nwc_wcm_f32_memref(%arg0: memref<2x5x4xf32>, %arg1: memref<3x4x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : memref<2x5x4xf32>, memref<3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : tensor<2x5x4xi8>, tensor<3x4x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @depthwise_conv_1d_nwc_wcm_int_tensor(%arg0: tensor<2x5x4xi8>, %arg1: tensor<3x4x2xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : tensor<2x5x4xi8>, tensor<3x4x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm_int_memref(
// CHECK: linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : memref<2x5x4xi8>, memref<3x4x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @depthwise_conv_1d_nwc_wcm_int_memref(%arg0: memref<2x5x4xi8>, %arg1: memref<3x4x2xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : memref<2x5x4xi8>, memref<3x4x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x11x4xf32>, tensor<3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @depthwise_conv_1d_nwc_wcm_strided_tensor(%arg0: tensor<2x11x4xf32>, %arg1: tensor<3x4x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x11x4xf32>, tensor<3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm_strided_memref(
// CHECK: linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x11x4xf32>, memref<3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @depthwise_conv_1d_nwc_wcm_strided_memref(%arg0: memref<2x11x4xf32>, %arg1: memref<3x4x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x11x4xf32>, memref<3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : tensor<2x2x5x7xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x2x3x4xf32>) -> tensor<2x2x3x4xf32>
func.func @depthwise_conv_2d_nchw_chw_f32_tensor(%arg0: tensor<2x2x5x7xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x2x3x4xf32>) -> tensor<2x2x3x4xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : tensor<2x2x5x7xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x2x3x4xf32>) -> tensor<2x2x3x4xf32>
  return %0 : tensor<2x2x3x4xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw_f32_memref(
// CHECK: linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : memref<2x2x5x7xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x2x3x4xf32>)
func.func @depthwise_conv_2d_nchw_chw_f32_memref(%arg0: memref<2x2x5x7xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<2x2x3x4xf32>) {
  linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : memref<2x2x5x7xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : tensor<2x2x5x7xi8>, tensor<2x3x4xi8>) outs(%arg2 : tensor<2x2x3x4xi32>) -> tensor<2x2x3x4xi32>
func.func @depthwise_conv_2d_nchw_chw_int_tensor(%arg0: tensor<2x2x5x7xi8>, %arg1: tensor<2x3x4xi8>, %arg2: tensor<2x2x3x4xi32>) -> tensor<2x2x3x4xi32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : tensor<2x2x5x7xi8>, tensor<2x3x4xi8>) outs(%arg2 : tensor<2x2x3x4xi32>) -> tensor<2x2x3x4xi32>
  return %0 : tensor<2x2x3x4xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw_int_memref(
// CHECK: linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : memref<2x2x5x7xi8>, memref<2x3x4xi8>) outs(%arg2 : memref<2x2x3x4xi32>)
func.func @depthwise_conv_2d_nchw_chw_int_memref(%arg0: memref<2x2x5x7xi8>, %arg1: memref<2x3x4xi8>, %arg2: memref<2x2x3x4xi32>) {
  linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : memref<2x2x5x7xi8>, memref<2x3x4xi8>) outs(%arg2 : memref<2x2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x2x11x16xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x2x3x4xf32>) -> tensor<2x2x3x4xf32>
func.func @depthwise_conv_2d_nchw_chw_strided_tensor(%arg0: tensor<2x2x11x16xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x2x3x4xf32>) -> tensor<2x2x3x4xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x2x11x16xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x2x3x4xf32>) -> tensor<2x2x3x4xf32>
  return %0 : tensor<2x2x3x4xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw_strided_memref(
// CHECK: linalg.depthwise_conv_2d_nchw_chw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x2x11x16xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x2x3x4xf32>)
func.func @depthwise_conv_2d_nchw_chw_strided_memref(%arg0: memref<2x2x11x16xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<2x2x3x4xf32>) {
  linalg.depthwise_conv_2d_nchw_chw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x2x11x16xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @depthwise_conv_2d_nhwc_hwc_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<3x4x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_f32_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @depthwise_conv_2d_nhwc_hwc_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<3x4x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @depthwise_conv_2d_nhwc_hwc_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4x2xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_int_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @depthwise_conv_2d_nhwc_hwc_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4x2xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @depthwise_conv_2d_nhwc_hwc_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_strided_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @depthwise_conv_2d_nhwc_hwc_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<3x4x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xf32>, tensor<3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @depthwise_conv_2d_nhwc_hwc_q_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xf32>, tensor<3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q_f32_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xf32>, memref<3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
func.func @depthwise_conv_2d_nhwc_hwc_q_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xf32>, memref<3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xi8>, tensor<3x4x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @depthwise_conv_2d_nhwc_hwc_q_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xi8>, tensor<3x4x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q_int_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xi8>, memref<3x4x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
func.func @depthwise_conv_2d_nhwc_hwc_q_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xi8>, memref<3x4x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x11x16x2xf32>, tensor<3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @depthwise_conv_2d_nhwc_hwc_q_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x11x16x2xf32>, tensor<3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q_strided_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x11x16x2xf32>, memref<3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
func.func @depthwise_conv_2d_nhwc_hwc_q_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x11x16x2xf32>, memref<3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : tensor<2x6x5x2xf32>, tensor<4x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @depthwise_conv_2d_nhwc_hwcm_f32_tensor(%arg0: tensor<2x6x5x2xf32>, %arg1: tensor<4x2x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : tensor<2x6x5x2xf32>, tensor<4x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_f32_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : memref<2x6x5x2xf32>, memref<4x2x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @depthwise_conv_2d_nhwc_hwcm_f32_memref(%arg0: memref<2x6x5x2xf32>, %arg1: memref<4x2x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : memref<2x6x5x2xf32>, memref<4x2x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : tensor<2x6x5x2xi8>, tensor<4x2x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @depthwise_conv_2d_nhwc_hwcm_int_tensor(%arg0: tensor<2x6x5x2xi8>, %arg1: tensor<4x2x2x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : tensor<2x6x5x2xi8>, tensor<4x2x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_int_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : memref<2x6x5x2xi8>, memref<4x2x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @depthwise_conv_2d_nhwc_hwcm_int_memref(%arg0: memref<2x6x5x2xi8>, %arg1: memref<4x2x2x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : memref<2x6x5x2xi8>, memref<4x2x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x14x10x2xf32>, tensor<4x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @depthwise_conv_2d_nhwc_hwcm_strided_tensor(%arg0: tensor<2x14x10x2xf32>, %arg1: tensor<4x2x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x14x10x2xf32>, tensor<4x2x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_strided_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x14x10x2xf32>, memref<4x2x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @depthwise_conv_2d_nhwc_hwcm_strided_memref(%arg0: memref<2x14x10x2xf32>, %arg1: memref<4x2x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x14x10x2xf32>, memref<4x2x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2xf32>, tensor<4x2x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @depthwise_conv_2d_nhwc_hwcm_q_f32_tensor(%arg0: tensor<2x6x5x2xf32>, %arg1: tensor<4x2x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2xf32>, tensor<4x2x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q_f32_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x2xf32>, memref<4x2x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
func.func @depthwise_conv_2d_nhwc_hwcm_q_f32_memref(%arg0: memref<2x6x5x2xf32>, %arg1: memref<4x2x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x2xf32>, memref<4x2x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2xi8>, tensor<4x2x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @depthwise_conv_2d_nhwc_hwcm_q_int_tensor(%arg0: tensor<2x6x5x2xi8>, %arg1: tensor<4x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2xi8>, tensor<4x2x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q_int_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x2xi8>, memref<4x2x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32>)
func.func @depthwise_conv_2d_nhwc_hwcm_q_int_memref(%arg0: memref<2x6x5x2xi8>, %arg1: memref<4x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x2xi8>, memref<4x2x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x14x10x2xf32>, tensor<4x2x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @depthwise_conv_2d_nhwc_hwcm_q_strided_tensor(%arg0: tensor<2x14x10x2xf32>, %arg1: tensor<4x2x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x14x10x2xf32>, tensor<4x2x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q_strided_memref(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x14x10x2xf32>, memref<4x2x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
func.func @depthwise_conv_2d_nhwc_hwcm_q_strided_memref(%arg0: memref<2x14x10x2xf32>, %arg1: memref<4x2x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x14x10x2xf32>, memref<4x2x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : tensor<2x3x5x7x3xf32>, tensor<3x3x4x2xf32>) outs(%arg2 : tensor<2x3x3x4x2xf32>) -> tensor<2x3x3x4x2xf32>
func.func @depthwise_conv_3d_ncdhw_cdhw_f32_tensor(%arg0: tensor<2x3x5x7x3xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: tensor<2x3x3x4x2xf32>) -> tensor<2x3x3x4x2xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : tensor<2x3x5x7x3xf32>, tensor<3x3x4x2xf32>) outs(%arg2 : tensor<2x3x3x4x2xf32>) -> tensor<2x3x3x4x2xf32>
  return %0 : tensor<2x3x3x4x2xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw_f32_memref(
// CHECK: linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : memref<2x3x5x7x3xf32>, memref<3x3x4x2xf32>) outs(%arg2 : memref<2x3x3x4x2xf32>)
func.func @depthwise_conv_3d_ncdhw_cdhw_f32_memref(%arg0: memref<2x3x5x7x3xf32>, %arg1: memref<3x3x4x2xf32>, %arg2: memref<2x3x3x4x2xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : memref<2x3x5x7x3xf32>, memref<3x3x4x2xf32>) outs(%arg2 : memref<2x3x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : tensor<2x3x5x7x3xi8>, tensor<3x3x4x2xi8>) outs(%arg2 : tensor<2x3x3x4x2xi32>) -> tensor<2x3x3x4x2xi32>
func.func @depthwise_conv_3d_ncdhw_cdhw_int_tensor(%arg0: tensor<2x3x5x7x3xi8>, %arg1: tensor<3x3x4x2xi8>, %arg2: tensor<2x3x3x4x2xi32>) -> tensor<2x3x3x4x2xi32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : tensor<2x3x5x7x3xi8>, tensor<3x3x4x2xi8>) outs(%arg2 : tensor<2x3x3x4x2xi32>) -> tensor<2x3x3x4x2xi32>
  return %0 : tensor<2x3x3x4x2xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw_int_memref(
// CHECK: linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : memref<2x3x5x7x3xi8>, memref<3x3x4x2xi8>) outs(%arg2 : memref<2x3x3x4x2xi32>)
func.func @depthwise_conv_3d_ncdhw_cdhw_int_memref(%arg0: memref<2x3x5x7x3xi8>, %arg1: memref<3x3x4x2xi8>, %arg2: memref<2x3x3x4x2xi32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : memref<2x3x5x7x3xi8>, memref<3x3x4x2xi8>) outs(%arg2 : memref<2x3x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x3x11x16x6xf32>, tensor<3x3x4x2xf32>) outs(%arg2 : tensor<2x3x3x4x2xf32>) -> tensor<2x3x3x4x2xf32>
func.func @depthwise_conv_3d_ncdhw_cdhw_strided_tensor(%arg0: tensor<2x3x11x16x6xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: tensor<2x3x3x4x2xf32>) -> tensor<2x3x3x4x2xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x3x11x16x6xf32>, tensor<3x3x4x2xf32>) outs(%arg2 : tensor<2x3x3x4x2xf32>) -> tensor<2x3x3x4x2xf32>
  return %0 : tensor<2x3x3x4x2xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw_strided_memref(
// CHECK: linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x3x11x16x6xf32>, memref<3x3x4x2xf32>) outs(%arg2 : memref<2x3x3x4x2xf32>)
func.func @depthwise_conv_3d_ncdhw_cdhw_strided_memref(%arg0: memref<2x3x11x16x6xf32>, %arg1: memref<3x3x4x2xf32>, %arg2: memref<2x3x3x4x2xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x3x11x16x6xf32>, memref<3x3x4x2xf32>) outs(%arg2 : memref<2x3x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : tensor<2x5x7x3x3xf32>, tensor<3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @depthwise_conv_3d_ndhwc_dhwc_f32_tensor(%arg0: tensor<2x5x7x3x3xf32>, %arg1: tensor<3x4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : tensor<2x5x7x3x3xf32>, tensor<3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc_f32_memref(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : memref<2x5x7x3x3xf32>, memref<3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @depthwise_conv_3d_ndhwc_dhwc_f32_memref(%arg0: memref<2x5x7x3x3xf32>, %arg1: memref<3x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : memref<2x5x7x3x3xf32>, memref<3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : tensor<2x5x7x3x3xi8>, tensor<3x4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @depthwise_conv_3d_ndhwc_dhwc_int_tensor(%arg0: tensor<2x5x7x3x3xi8>, %arg1: tensor<3x4x2x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : tensor<2x5x7x3x3xi8>, tensor<3x4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc_int_memref(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : memref<2x5x7x3x3xi8>, memref<3x4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @depthwise_conv_3d_ndhwc_dhwc_int_memref(%arg0: memref<2x5x7x3x3xi8>, %arg1: memref<3x4x2x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : memref<2x5x7x3x3xi8>, memref<3x4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x11x16x6x3xf32>, tensor<3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @depthwise_conv_3d_ndhwc_dhwc_strided_tensor(%arg0: tensor<2x11x16x6x3xf32>, %arg1: tensor<3x4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x11x16x6x3xf32>, tensor<3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc_strided_memref(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x11x16x6x3xf32>, memref<3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @depthwise_conv_3d_ndhwc_dhwc_strided_memref(%arg0: memref<2x11x16x6x3xf32>, %arg1: memref<3x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x11x16x6x3xf32>, memref<3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm_f32_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : tensor<2x6x5x4x4xf32>, tensor<4x2x3x4x3xf32>) outs(%arg2 : tensor<2x3x4x2x4x3xf32>) -> tensor<2x3x4x2x4x3xf32>
func.func @depthwise_conv_3d_ndhwc_dhwcm_f32_tensor(%arg0: tensor<2x6x5x4x4xf32>, %arg1: tensor<4x2x3x4x3xf32>, %arg2: tensor<2x3x4x2x4x3xf32>) -> tensor<2x3x4x2x4x3xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : tensor<2x6x5x4x4xf32>, tensor<4x2x3x4x3xf32>) outs(%arg2 : tensor<2x3x4x2x4x3xf32>) -> tensor<2x3x4x2x4x3xf32>
  return %0 : tensor<2x3x4x2x4x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm_f32_memref(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : memref<2x6x5x4x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x4x3xf32>)
func.func @depthwise_conv_3d_ndhwc_dhwcm_f32_memref(%arg0: memref<2x6x5x4x4xf32>, %arg1: memref<4x2x3x4x3xf32>, %arg2: memref<2x3x4x2x4x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : memref<2x6x5x4x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x4x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm_int_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : tensor<2x6x5x4x4xi8>, tensor<4x2x3x4x3xi8>) outs(%arg2 : tensor<2x3x4x2x4x3xi32>) -> tensor<2x3x4x2x4x3xi32>
func.func @depthwise_conv_3d_ndhwc_dhwcm_int_tensor(%arg0: tensor<2x6x5x4x4xi8>, %arg1: tensor<4x2x3x4x3xi8>, %arg2: tensor<2x3x4x2x4x3xi32>) -> tensor<2x3x4x2x4x3xi32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : tensor<2x6x5x4x4xi8>, tensor<4x2x3x4x3xi8>) outs(%arg2 : tensor<2x3x4x2x4x3xi32>) -> tensor<2x3x4x2x4x3xi32>
  return %0 : tensor<2x3x4x2x4x3xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm_int_memref(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : memref<2x6x5x4x4xi8>, memref<4x2x3x4x3xi8>) outs(%arg2 : memref<2x3x4x2x4x3xi32>)
func.func @depthwise_conv_3d_ndhwc_dhwcm_int_memref(%arg0: memref<2x6x5x4x4xi8>, %arg1: memref<4x2x3x4x3xi8>, %arg2: memref<2x3x4x2x4x3xi32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : memref<2x6x5x4x4xi8>, memref<4x2x3x4x3xi8>) outs(%arg2 : memref<2x3x4x2x4x3xi32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm_strided_tensor(
// CHECK: %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x4xf32>, tensor<4x2x3x4x3xf32>) outs(%arg2 : tensor<2x3x4x2x4x3xf32>) -> tensor<2x3x4x2x4x3xf32>
func.func @depthwise_conv_3d_ndhwc_dhwcm_strided_tensor(%arg0: tensor<2x14x10x9x4xf32>, %arg1: tensor<4x2x3x4x3xf32>, %arg2: tensor<2x3x4x2x4x3xf32>) -> tensor<2x3x4x2x4x3xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x4xf32>, tensor<4x2x3x4x3xf32>) outs(%arg2 : tensor<2x3x4x2x4x3xf32>) -> tensor<2x3x4x2x4x3xf32>
  return %0 : tensor<2x3x4x2x4x3xf32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm_strided_memref(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x4x3xf32>)
func.func @depthwise_conv_3d_ndhwc_dhwcm_strided_memref(%arg0: memref<2x14x10x9x4xf32>, %arg1: memref<4x2x3x4x3xf32>, %arg2: memref<2x3x4x2x4x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x4x3xf32>)
  return
}
