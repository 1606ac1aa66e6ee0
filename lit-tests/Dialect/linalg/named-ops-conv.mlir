// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// Every conv_* op: default and explicit strides and dilations, f32 and i8 into i32

// CHECK-LABEL: func.func @conv_1d_f32_tensor(
// CHECK: %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<4xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
func.func @conv_1d_f32_tensor(%arg0: tensor<4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<4xf32>, tensor<3xf32>) outs(%arg2 : tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @conv_1d_f32_memref(
// CHECK: linalg.conv_1d ins(%arg0, %arg1 : memref<4xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>)
func.func @conv_1d_f32_memref(%arg0: memref<4xf32>, %arg1: memref<3xf32>, %arg2: memref<2xf32>) {
  linalg.conv_1d ins(%arg0, %arg1 : memref<4xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_1d_int_tensor(
// CHECK: %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<4xi8>, tensor<3xi8>) outs(%arg2 : tensor<2xi32>) -> tensor<2xi32>
func.func @conv_1d_int_tensor(%arg0: tensor<4xi8>, %arg1: tensor<3xi8>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
  %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<4xi8>, tensor<3xi8>) outs(%arg2 : tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @conv_1d_int_memref(
// CHECK: linalg.conv_1d ins(%arg0, %arg1 : memref<4xi8>, memref<3xi8>) outs(%arg2 : memref<2xi32>)
func.func @conv_1d_int_memref(%arg0: memref<4xi8>, %arg1: memref<3xi8>, %arg2: memref<2xi32>) {
  linalg.conv_1d ins(%arg0, %arg1 : memref<4xi8>, memref<3xi8>) outs(%arg2 : memref<2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_1d_ncw_fcw_f32_tensor(
// CHECK: %0 = linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : tensor<2x2x6xf32>, tensor<3x2x3xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @conv_1d_ncw_fcw_f32_tensor(%arg0: tensor<2x2x6xf32>, %arg1: tensor<3x2x3xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : tensor<2x2x6xf32>, tensor<3x2x3xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @conv_1d_ncw_fcw_f32_memref(
// CHECK: linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : memref<2x2x6xf32>, memref<3x2x3xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @conv_1d_ncw_fcw_f32_memref(%arg0: memref<2x2x6xf32>, %arg1: memref<3x2x3xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : memref<2x2x6xf32>, memref<3x2x3xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @conv_1d_ncw_fcw_int_tensor(
// CHECK: %0 = linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : tensor<2x2x6xi8>, tensor<3x2x3xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @conv_1d_ncw_fcw_int_tensor(%arg0: tensor<2x2x6xi8>, %arg1: tensor<3x2x3xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : tensor<2x2x6xi8>, tensor<3x2x3xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @conv_1d_ncw_fcw_int_memref(
// CHECK: linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : memref<2x2x6xi8>, memref<3x2x3xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @conv_1d_ncw_fcw_int_memref(%arg0: memref<2x2x6xi8>, %arg1: memref<3x2x3xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.conv_1d_ncw_fcw ins(%arg0, %arg1 : memref<2x2x6xi8>, memref<3x2x3xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @conv_1d_ncw_fcw_strided_tensor(
// CHECK: %0 = linalg.conv_1d_ncw_fcw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x2x13xf32>, tensor<3x2x3xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @conv_1d_ncw_fcw_strided_tensor(%arg0: tensor<2x2x13xf32>, %arg1: tensor<3x2x3xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.conv_1d_ncw_fcw {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x2x13xf32>, tensor<3x2x3xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @conv_1d_ncw_fcw_strided_memref(
// CHECK: linalg.conv_1d_ncw_fcw {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x2x13xf32>, memref<3x2x3xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @conv_1d_ncw_fcw_strided_memref(%arg0: memref<2x2x13xf32>, %arg1: memref<3x2x3xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.conv_1d_ncw_fcw {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x2x13xf32>, memref<3x2x3xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @conv_1d_nwc_wcf_f32_tensor(
// CHECK: %0 = linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : tensor<2x4x3xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @conv_1d_nwc_wcf_f32_tensor(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : tensor<2x4x3xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @conv_1d_nwc_wcf_f32_memref(
// CHECK: linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : memref<2x4x3xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @conv_1d_nwc_wcf_f32_memref(%arg0: memref<2x4x3xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : memref<2x4x3xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @conv_1d_nwc_wcf_int_tensor(
// CHECK: %0 = linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : tensor<2x4x3xi8>, tensor<2x3x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @conv_1d_nwc_wcf_int_tensor(%arg0: tensor<2x4x3xi8>, %arg1: tensor<2x3x4xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : tensor<2x4x3xi8>, tensor<2x3x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @conv_1d_nwc_wcf_int_memref(
// CHECK: linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : memref<2x4x3xi8>, memref<2x3x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @conv_1d_nwc_wcf_int_memref(%arg0: memref<2x4x3xi8>, %arg1: memref<2x3x4xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : memref<2x4x3xi8>, memref<2x3x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @conv_1d_nwc_wcf_strided_tensor(
// CHECK: %0 = linalg.conv_1d_nwc_wcf {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x3xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @conv_1d_nwc_wcf_strided_tensor(%arg0: tensor<2x8x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<2x8x3xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @conv_1d_nwc_wcf_strided_memref(
// CHECK: linalg.conv_1d_nwc_wcf {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x3xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @conv_1d_nwc_wcf_strided_memref(%arg0: memref<2x8x3xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.conv_1d_nwc_wcf {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x8x3xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_f32_tensor(
// CHECK: %0 = linalg.conv_2d ins(%arg0, %arg1 : tensor<5x4xf32>, tensor<4x2xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @conv_2d_f32_tensor(%arg0: tensor<5x4xf32>, %arg1: tensor<4x2xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.conv_2d ins(%arg0, %arg1 : tensor<5x4xf32>, tensor<4x2xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_f32_memref(
// CHECK: linalg.conv_2d ins(%arg0, %arg1 : memref<5x4xf32>, memref<4x2xf32>) outs(%arg2 : memref<2x3xf32>)
func.func @conv_2d_f32_memref(%arg0: memref<5x4xf32>, %arg1: memref<4x2xf32>, %arg2: memref<2x3xf32>) {
  linalg.conv_2d ins(%arg0, %arg1 : memref<5x4xf32>, memref<4x2xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_int_tensor(
// CHECK: %0 = linalg.conv_2d ins(%arg0, %arg1 : tensor<5x4xi8>, tensor<4x2xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @conv_2d_int_tensor(%arg0: tensor<5x4xi8>, %arg1: tensor<4x2xi8>, %arg2: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.conv_2d ins(%arg0, %arg1 : tensor<5x4xi8>, tensor<4x2xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @conv_2d_int_memref(
// CHECK: linalg.conv_2d ins(%arg0, %arg1 : memref<5x4xi8>, memref<4x2xi8>) outs(%arg2 : memref<2x3xi32>)
func.func @conv_2d_int_memref(%arg0: memref<5x4xi8>, %arg1: memref<4x2xi8>, %arg2: memref<2x3xi32>) {
  linalg.conv_2d ins(%arg0, %arg1 : memref<5x4xi8>, memref<4x2xi8>) outs(%arg2 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_f32_tensor(
// CHECK: %0 = linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<2x3x7x3xf32>, tensor<3x3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nchw_fchw_f32_tensor(%arg0: tensor<2x3x7x3xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<2x3x7x3xf32>, tensor<3x3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_f32_memref(
// CHECK: linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : memref<2x3x7x3xf32>, memref<3x3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @conv_2d_nchw_fchw_f32_memref(%arg0: memref<2x3x7x3xf32>, %arg1: memref<3x3x4x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : memref<2x3x7x3xf32>, memref<3x3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_int_tensor(
// CHECK: %0 = linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<2x3x7x3xi8>, tensor<3x3x4x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @conv_2d_nchw_fchw_int_tensor(%arg0: tensor<2x3x7x3xi8>, %arg1: tensor<3x3x4x2xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<2x3x7x3xi8>, tensor<3x3x4x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_int_memref(
// CHECK: linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : memref<2x3x7x3xi8>, memref<3x3x4x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @conv_2d_nchw_fchw_int_memref(%arg0: memref<2x3x7x3xi8>, %arg1: memref<3x3x4x2xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : memref<2x3x7x3xi8>, memref<3x3x4x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_strided_tensor(
// CHECK: %0 = linalg.conv_2d_nchw_fchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x16x6xf32>, tensor<3x3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nchw_fchw_strided_tensor(%arg0: tensor<2x3x16x6xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nchw_fchw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x16x6xf32>, tensor<3x3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_strided_memref(
// CHECK: linalg.conv_2d_nchw_fchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x16x6xf32>, memref<3x3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @conv_2d_nchw_fchw_strided_memref(%arg0: memref<2x3x16x6xf32>, %arg1: memref<3x3x4x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nchw_fchw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x16x6xf32>, memref<3x3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q_f32_tensor(
// CHECK: %0 = linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x7x3xf32>, tensor<3x3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nchw_fchw_q_f32_tensor(%arg0: tensor<2x3x7x3xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x7x3xf32>, tensor<3x3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q_f32_memref(
// CHECK: linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x7x3xf32>, memref<3x3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
func.func @conv_2d_nchw_fchw_q_f32_memref(%arg0: memref<2x3x7x3xf32>, %arg1: memref<3x3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x7x3xf32>, memref<3x3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q_int_tensor(
// CHECK: %0 = linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x7x3xi8>, tensor<3x3x4x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @conv_2d_nchw_fchw_q_int_tensor(%arg0: tensor<2x3x7x3xi8>, %arg1: tensor<3x3x4x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x7x3xi8>, tensor<3x3x4x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q_int_memref(
// CHECK: linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x7x3xi8>, memref<3x3x4x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
func.func @conv_2d_nchw_fchw_q_int_memref(%arg0: memref<2x3x7x3xi8>, %arg1: memref<3x3x4x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xi32>) {
  linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x7x3xi8>, memref<3x3x4x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q_strided_tensor(
// CHECK: %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x16x6xf32>, tensor<3x3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nchw_fchw_q_strided_tensor(%arg0: tensor<2x3x16x6xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nchw_fchw_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x16x6xf32>, tensor<3x3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q_strided_memref(
// CHECK: linalg.conv_2d_nchw_fchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x16x6xf32>, memref<3x3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
func.func @conv_2d_nchw_fchw_q_strided_memref(%arg0: memref<2x3x16x6xf32>, %arg1: memref<3x3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nchw_fchw_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x16x6xf32>, memref<3x3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw_f32_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : tensor<2x3x4x3x5xf32>, tensor<4x3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_ngchw_fgchw_f32_tensor(%arg0: tensor<2x3x4x3x5xf32>, %arg1: tensor<4x3x4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : tensor<2x3x4x3x5xf32>, tensor<4x3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw_f32_memref(
// CHECK: linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : memref<2x3x4x3x5xf32>, memref<4x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_ngchw_fgchw_f32_memref(%arg0: memref<2x3x4x3x5xf32>, %arg1: memref<4x3x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : memref<2x3x4x3x5xf32>, memref<4x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw_int_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : tensor<2x3x4x3x5xi8>, tensor<4x3x4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @conv_2d_ngchw_fgchw_int_tensor(%arg0: tensor<2x3x4x3x5xi8>, %arg1: tensor<4x3x4x2x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : tensor<2x3x4x3x5xi8>, tensor<4x3x4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw_int_memref(
// CHECK: linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : memref<2x3x4x3x5xi8>, memref<4x3x4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @conv_2d_ngchw_fgchw_int_memref(%arg0: memref<2x3x4x3x5xi8>, %arg1: memref<4x3x4x2x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.conv_2d_ngchw_fgchw ins(%arg0, %arg1 : memref<2x3x4x3x5xi8>, memref<4x3x4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw_strided_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x4x6x11xf32>, tensor<4x3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_ngchw_fgchw_strided_tensor(%arg0: tensor<2x3x4x6x11xf32>, %arg1: tensor<4x3x4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x4x6x11xf32>, tensor<4x3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw_strided_memref(
// CHECK: linalg.conv_2d_ngchw_fgchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x4x6x11xf32>, memref<4x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_ngchw_fgchw_strided_memref(%arg0: memref<2x3x4x6x11xf32>, %arg1: memref<4x3x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_ngchw_fgchw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x4x6x11xf32>, memref<4x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_f32_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : tensor<2x3x4x3x5xf32>, tensor<3x4x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_ngchw_gfchw_f32_tensor(%arg0: tensor<2x3x4x3x5xf32>, %arg1: tensor<3x4x4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : tensor<2x3x4x3x5xf32>, tensor<3x4x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_f32_memref(
// CHECK: linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : memref<2x3x4x3x5xf32>, memref<3x4x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_ngchw_gfchw_f32_memref(%arg0: memref<2x3x4x3x5xf32>, %arg1: memref<3x4x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : memref<2x3x4x3x5xf32>, memref<3x4x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_int_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : tensor<2x3x4x3x5xi8>, tensor<3x4x4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @conv_2d_ngchw_gfchw_int_tensor(%arg0: tensor<2x3x4x3x5xi8>, %arg1: tensor<3x4x4x2x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : tensor<2x3x4x3x5xi8>, tensor<3x4x4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_int_memref(
// CHECK: linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : memref<2x3x4x3x5xi8>, memref<3x4x4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @conv_2d_ngchw_gfchw_int_memref(%arg0: memref<2x3x4x3x5xi8>, %arg1: memref<3x4x4x2x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : memref<2x3x4x3x5xi8>, memref<3x4x4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_strided_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x4x6x11xf32>, tensor<3x4x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_ngchw_gfchw_strided_tensor(%arg0: tensor<2x3x4x6x11xf32>, %arg1: tensor<3x4x4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x3x4x6x11xf32>, tensor<3x4x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_strided_memref(
// CHECK: linalg.conv_2d_ngchw_gfchw {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x4x6x11xf32>, memref<3x4x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_ngchw_gfchw_strided_memref(%arg0: memref<2x3x4x6x11xf32>, %arg1: memref<3x4x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_ngchw_gfchw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x4x6x11xf32>, memref<3x4x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q_f32_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x4x3x5xf32>, tensor<3x4x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_ngchw_gfchw_q_f32_tensor(%arg0: tensor<2x3x4x3x5xf32>, %arg1: tensor<3x4x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x4x3x5xf32>, tensor<3x4x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q_f32_memref(
// CHECK: linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x4x3x5xf32>, memref<3x4x4x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_ngchw_gfchw_q_f32_memref(%arg0: memref<2x3x4x3x5xf32>, %arg1: memref<3x4x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x4x3x5xf32>, memref<3x4x4x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q_int_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x4x3x5xi8>, tensor<3x4x4x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @conv_2d_ngchw_gfchw_q_int_tensor(%arg0: tensor<2x3x4x3x5xi8>, %arg1: tensor<3x4x4x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x4x3x5xi8>, tensor<3x4x4x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q_int_memref(
// CHECK: linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x4x3x5xi8>, memref<3x4x4x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32>)
func.func @conv_2d_ngchw_gfchw_q_int_memref(%arg0: memref<2x3x4x3x5xi8>, %arg1: memref<3x4x4x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xi32>) {
  linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x4x3x5xi8>, memref<3x4x4x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q_strided_tensor(
// CHECK: %0 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x4x6x11xf32>, tensor<3x4x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_ngchw_gfchw_q_strided_tensor(%arg0: tensor<2x3x4x6x11xf32>, %arg1: tensor<3x4x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x4x6x11xf32>, tensor<3x4x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q_strided_memref(
// CHECK: linalg.conv_2d_ngchw_gfchw_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x4x6x11xf32>, memref<3x4x4x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_ngchw_gfchw_q_strided_memref(%arg0: memref<2x3x4x6x11xf32>, %arg1: memref<3x4x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_ngchw_gfchw_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x4x6x11xf32>, memref<3x4x4x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_f32_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<2x3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_fhwc_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<2x3x4x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<2x3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_f32_memref(
// CHECK: linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<2x3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @conv_2d_nhwc_fhwc_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<2x3x4x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<2x3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_int_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<2x3x4x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @conv_2d_nhwc_fhwc_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<2x3x4x2xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<2x3x4x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_int_memref(
// CHECK: linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<2x3x4x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @conv_2d_nhwc_fhwc_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<2x3x4x2xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<2x3x4x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_strided_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<2x3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_fhwc_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<2x3x4x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<2x3x4x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_strided_memref(
// CHECK: linalg.conv_2d_nhwc_fhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<2x3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @conv_2d_nhwc_fhwc_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<2x3x4x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nhwc_fhwc {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<2x3x4x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q_f32_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xf32>, tensor<2x3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_fhwc_q_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<2x3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xf32>, tensor<2x3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q_f32_memref(
// CHECK: linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xf32>, memref<2x3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
func.func @conv_2d_nhwc_fhwc_q_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<2x3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xf32>, memref<2x3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q_int_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xi8>, tensor<2x3x4x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @conv_2d_nhwc_fhwc_q_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<2x3x4x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xi8>, tensor<2x3x4x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q_int_memref(
// CHECK: linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xi8>, memref<2x3x4x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
func.func @conv_2d_nhwc_fhwc_q_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<2x3x4x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xi32>) {
  linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xi8>, memref<2x3x4x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q_strided_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x11x16x2xf32>, tensor<2x3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_fhwc_q_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<2x3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x11x16x2xf32>, tensor<2x3x4x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q_strided_memref(
// CHECK: linalg.conv_2d_nhwc_fhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x11x16x2xf32>, memref<2x3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
func.func @conv_2d_nhwc_fhwc_q_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<2x3x4x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nhwc_fhwc_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x11x16x2xf32>, memref<2x3x4x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_f32_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4x2x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_hwcf_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<3x4x2x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : tensor<2x5x7x2xf32>, tensor<3x4x2x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_f32_memref(
// CHECK: linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4x2x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @conv_2d_nhwc_hwcf_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<3x4x2x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : memref<2x5x7x2xf32>, memref<3x4x2x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_int_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4x2x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @conv_2d_nhwc_hwcf_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4x2x2xi8>, %arg2: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : tensor<2x5x7x2xi8>, tensor<3x4x2x2xi8>) outs(%arg2 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_int_memref(
// CHECK: linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4x2x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
func.func @conv_2d_nhwc_hwcf_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4x2x2xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4x2x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_strided_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4x2x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_hwcf_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4x2x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4x2x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_strided_memref(
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4x2x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
func.func @conv_2d_nhwc_hwcf_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<3x4x2x2xf32>, %arg2: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x11x16x2xf32>, memref<3x4x2x2xf32>) outs(%arg2 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q_f32_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xf32>, tensor<3x4x2x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_hwcf_q_f32_tensor(%arg0: tensor<2x5x7x2xf32>, %arg1: tensor<3x4x2x2xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xf32>, tensor<3x4x2x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q_f32_memref(
// CHECK: linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xf32>, memref<3x4x2x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
func.func @conv_2d_nhwc_hwcf_q_f32_memref(%arg0: memref<2x5x7x2xf32>, %arg1: memref<3x4x2x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xf32>, memref<3x4x2x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q_int_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xi8>, tensor<3x4x2x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
func.func @conv_2d_nhwc_hwcf_q_int_tensor(%arg0: tensor<2x5x7x2xi8>, %arg1: tensor<3x4x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x5x7x2xi8>, tensor<3x4x2x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2xi32>) -> tensor<2x3x4x2xi32>
  return %0 : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q_int_memref(
// CHECK: linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xi8>, memref<3x4x2x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
func.func @conv_2d_nhwc_hwcf_q_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4x2x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xi32>) {
  linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x5x7x2xi8>, memref<3x4x2x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q_strided_tensor(
// CHECK: %0 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x11x16x2xf32>, tensor<3x4x2x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_hwcf_q_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4x2x2xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x11x16x2xf32>, tensor<3x4x2x2xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q_strided_memref(
// CHECK: linalg.conv_2d_nhwc_hwcf_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x11x16x2xf32>, memref<3x4x2x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
func.func @conv_2d_nhwc_hwcf_q_strided_memref(%arg0: memref<2x11x16x2xf32>, %arg1: memref<3x4x2x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xf32>) {
  linalg.conv_2d_nhwc_hwcf_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x11x16x2xf32>, memref<3x4x2x2xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_f32_tensor(
// CHECK: %0 = linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : tensor<2x6x5x2x3xf32>, tensor<2x3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_nhwgc_gfhwc_f32_tensor(%arg0: tensor<2x6x5x2x3xf32>, %arg1: tensor<2x3x4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : tensor<2x6x5x2x3xf32>, tensor<2x3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_f32_memref(
// CHECK: linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : memref<2x6x5x2x3xf32>, memref<2x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_nhwgc_gfhwc_f32_memref(%arg0: memref<2x6x5x2x3xf32>, %arg1: memref<2x3x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : memref<2x6x5x2x3xf32>, memref<2x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_int_tensor(
// CHECK: %0 = linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : tensor<2x6x5x2x3xi8>, tensor<2x3x4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @conv_2d_nhwgc_gfhwc_int_tensor(%arg0: tensor<2x6x5x2x3xi8>, %arg1: tensor<2x3x4x2x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : tensor<2x6x5x2x3xi8>, tensor<2x3x4x2x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_int_memref(
// CHECK: linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : memref<2x6x5x2x3xi8>, memref<2x3x4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @conv_2d_nhwgc_gfhwc_int_memref(%arg0: memref<2x6x5x2x3xi8>, %arg1: memref<2x3x4x2x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : memref<2x6x5x2x3xi8>, memref<2x3x4x2x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_strided_tensor(
// CHECK: %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x14x10x2x3xf32>, tensor<2x3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_nhwgc_gfhwc_strided_tensor(%arg0: tensor<2x14x10x2x3xf32>, %arg1: tensor<2x3x4x2x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x14x10x2x3xf32>, tensor<2x3x4x2x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_strided_memref(
// CHECK: linalg.conv_2d_nhwgc_gfhwc {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x14x10x2x3xf32>, memref<2x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_nhwgc_gfhwc_strided_memref(%arg0: memref<2x14x10x2x3xf32>, %arg1: memref<2x3x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_nhwgc_gfhwc {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x14x10x2x3xf32>, memref<2x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q_f32_tensor(
// CHECK: %0 = linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2x3xf32>, tensor<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_nhwgc_gfhwc_q_f32_tensor(%arg0: tensor<2x6x5x2x3xf32>, %arg1: tensor<2x3x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2x3xf32>, tensor<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q_f32_memref(
// CHECK: linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x2x3xf32>, memref<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_nhwgc_gfhwc_q_f32_memref(%arg0: memref<2x6x5x2x3xf32>, %arg1: memref<2x3x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x2x3xf32>, memref<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q_int_tensor(
// CHECK: %0 = linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2x3xi8>, tensor<2x3x4x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @conv_2d_nhwgc_gfhwc_q_int_tensor(%arg0: tensor<2x6x5x2x3xi8>, %arg1: tensor<2x3x4x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2x3xi8>, tensor<2x3x4x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q_int_memref(
// CHECK: linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x2x3xi8>, memref<2x3x4x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32>)
func.func @conv_2d_nhwgc_gfhwc_q_int_memref(%arg0: memref<2x6x5x2x3xi8>, %arg1: memref<2x3x4x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xi32>) {
  linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x2x3xi8>, memref<2x3x4x2x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q_strided_tensor(
// CHECK: %0 = linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x14x10x2x3xf32>, tensor<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_2d_nhwgc_gfhwc_q_strided_tensor(%arg0: tensor<2x14x10x2x3xf32>, %arg1: tensor<2x3x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x14x10x2x3xf32>, tensor<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q_strided_memref(
// CHECK: linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x14x10x2x3xf32>, memref<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
func.func @conv_2d_nhwgc_gfhwc_q_strided_memref(%arg0: memref<2x14x10x2x3xf32>, %arg1: memref<2x3x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_nhwgc_gfhwc_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x14x10x2x3xf32>, memref<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_f32_tensor(
// CHECK: %0 = linalg.conv_3d ins(%arg0, %arg1 : tensor<3x5x7xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func @conv_3d_f32_tensor(%arg0: tensor<3x5x7xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.conv_3d ins(%arg0, %arg1 : tensor<3x5x7xf32>, tensor<2x3x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @conv_3d_f32_memref(
// CHECK: linalg.conv_3d ins(%arg0, %arg1 : memref<3x5x7xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
func.func @conv_3d_f32_memref(%arg0: memref<3x5x7xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<2x3x4xf32>) {
  linalg.conv_3d ins(%arg0, %arg1 : memref<3x5x7xf32>, memref<2x3x4xf32>) outs(%arg2 : memref<2x3x4xf32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_int_tensor(
// CHECK: %0 = linalg.conv_3d ins(%arg0, %arg1 : tensor<3x5x7xi8>, tensor<2x3x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @conv_3d_int_tensor(%arg0: tensor<3x5x7xi8>, %arg1: tensor<2x3x4xi8>, %arg2: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.conv_3d ins(%arg0, %arg1 : tensor<3x5x7xi8>, tensor<2x3x4xi8>) outs(%arg2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @conv_3d_int_memref(
// CHECK: linalg.conv_3d ins(%arg0, %arg1 : memref<3x5x7xi8>, memref<2x3x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
func.func @conv_3d_int_memref(%arg0: memref<3x5x7xi8>, %arg1: memref<2x3x4xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.conv_3d ins(%arg0, %arg1 : memref<3x5x7xi8>, memref<2x3x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw_f32_tensor(
// CHECK: %0 = linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : tensor<2x4x5x4x6xf32>, tensor<3x4x2x3x4xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_3d_ncdhw_fcdhw_f32_tensor(%arg0: tensor<2x4x5x4x6xf32>, %arg1: tensor<3x4x2x3x4xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : tensor<2x4x5x4x6xf32>, tensor<3x4x2x3x4xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw_f32_memref(
// CHECK: linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : memref<2x4x5x4x6xf32>, memref<3x4x2x3x4xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_3d_ncdhw_fcdhw_f32_memref(%arg0: memref<2x4x5x4x6xf32>, %arg1: memref<3x4x2x3x4xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : memref<2x4x5x4x6xf32>, memref<3x4x2x3x4xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw_int_tensor(
// CHECK: %0 = linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : tensor<2x4x5x4x6xi8>, tensor<3x4x2x3x4xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @conv_3d_ncdhw_fcdhw_int_tensor(%arg0: tensor<2x4x5x4x6xi8>, %arg1: tensor<3x4x2x3x4xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : tensor<2x4x5x4x6xi8>, tensor<3x4x2x3x4xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw_int_memref(
// CHECK: linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : memref<2x4x5x4x6xi8>, memref<3x4x2x3x4xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @conv_3d_ncdhw_fcdhw_int_memref(%arg0: memref<2x4x5x4x6xi8>, %arg1: memref<3x4x2x3x4xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : memref<2x4x5x4x6xi8>, memref<3x4x2x3x4xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw_strided_tensor(
// CHECK: %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x4x10x9x14xf32>, tensor<3x4x2x3x4xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_3d_ncdhw_fcdhw_strided_tensor(%arg0: tensor<2x4x10x9x14xf32>, %arg1: tensor<3x4x2x3x4xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x4x10x9x14xf32>, tensor<3x4x2x3x4xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw_strided_memref(
// CHECK: linalg.conv_3d_ncdhw_fcdhw {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x4x10x9x14xf32>, memref<3x4x2x3x4xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_3d_ncdhw_fcdhw_strided_memref(%arg0: memref<2x4x10x9x14xf32>, %arg1: memref<3x4x2x3x4xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_3d_ncdhw_fcdhw {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x4x10x9x14xf32>, memref<3x4x2x3x4xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_f32_tensor(
// CHECK: %0 = linalg.conv_3d_ndhwc_dhwcf ins(%arg0, %arg1 : tensor<2x6x5x4x4xf32>, tensor<4x2x3x4x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_3d_ndhwc_dhwcf_f32_tensor(%arg0: tensor<2x6x5x4x4xf32>, %arg1: tensor<4x2x3x4x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf ins(%arg0, %arg1 : tensor<2x6x5x4x4xf32>, tensor<4x2x3x4x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_f32_memref(
// CHECK: linalg.conv_3d_ndhwc_dhwcf ins(%arg0, %arg1 : memref<2x6x5x4x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_3d_ndhwc_dhwcf_f32_memref(%arg0: memref<2x6x5x4x4xf32>, %arg1: memref<4x2x3x4x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_3d_ndhwc_dhwcf ins(%arg0, %arg1 : memref<2x6x5x4x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_int_tensor(
// CHECK: %0 = linalg.conv_3d_ndhwc_dhwcf ins(%arg0, %arg1 : tensor<2x6x5x4x4xi8>, tensor<4x2x3x4x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @conv_3d_ndhwc_dhwcf_int_tensor(%arg0: tensor<2x6x5x4x4xi8>, %arg1: tensor<4x2x3x4x3xi8>, %arg2: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf ins(%arg0, %arg1 : tensor<2x6x5x4x4xi8>, tensor<4x2x3x4x3xi8>) outs(%arg2 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_int_memref(
// CHECK: linalg.conv_3d_ndhwc_dhwcf ins(%arg0, %arg1 : memref<2x6x5x4x4xi8>, memref<4x2x3x4x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
func.func @conv_3d_ndhwc_dhwcf_int_memref(%arg0: memref<2x6x5x4x4xi8>, %arg1: memref<4x2x3x4x3xi8>, %arg2: memref<2x3x4x2x3xi32>) {
  linalg.conv_3d_ndhwc_dhwcf ins(%arg0, %arg1 : memref<2x6x5x4x4xi8>, memref<4x2x3x4x3xi8>) outs(%arg2 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_strided_tensor(
// CHECK: %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x4xf32>, tensor<4x2x3x4x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_3d_ndhwc_dhwcf_strided_tensor(%arg0: tensor<2x14x10x9x4xf32>, %arg1: tensor<4x2x3x4x3xf32>, %arg2: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<2x14x10x9x4xf32>, tensor<4x2x3x4x3xf32>) outs(%arg2 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_strided_memref(
// CHECK: linalg.conv_3d_ndhwc_dhwcf {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
func.func @conv_3d_ndhwc_dhwcf_strided_memref(%arg0: memref<2x14x10x9x4xf32>, %arg1: memref<4x2x3x4x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_3d_ndhwc_dhwcf {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q_f32_tensor(
// CHECK: %0 = linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x4x4xf32>, tensor<4x2x3x4x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_3d_ndhwc_dhwcf_q_f32_tensor(%arg0: tensor<2x6x5x4x4xf32>, %arg1: tensor<4x2x3x4x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x4x4xf32>, tensor<4x2x3x4x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q_f32_memref(
// CHECK: linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x4x4xf32>, memref<4x2x3x4x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
func.func @conv_3d_ndhwc_dhwcf_q_f32_memref(%arg0: memref<2x6x5x4x4xf32>, %arg1: memref<4x2x3x4x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xf32>) {
  linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x4x4xf32>, memref<4x2x3x4x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q_int_tensor(
// CHECK: %0 = linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x4x4xi8>, tensor<4x2x3x4x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
func.func @conv_3d_ndhwc_dhwcf_q_int_tensor(%arg0: tensor<2x6x5x4x4xi8>, %arg1: tensor<4x2x3x4x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x4x4xi8>, tensor<4x2x3x4x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q_int_memref(
// CHECK: linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x4x4xi8>, memref<4x2x3x4x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32>)
func.func @conv_3d_ndhwc_dhwcf_q_int_memref(%arg0: memref<2x6x5x4x4xi8>, %arg1: memref<4x2x3x4x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xi32>) {
  linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x6x5x4x4xi8>, memref<4x2x3x4x3xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xi32>)
  return
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q_strided_tensor(
// CHECK: %0 = linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x14x10x9x4xf32>, tensor<4x2x3x4x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
func.func @conv_3d_ndhwc_dhwcf_q_strided_tensor(%arg0: tensor<2x14x10x9x4xf32>, %arg1: tensor<4x2x3x4x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x14x10x9x4xf32>, tensor<4x2x3x4x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q_strided_memref(
// CHECK: linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x14x10x9x4xf32>, memref<4x2x3x4x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
func.func @conv_3d_ndhwc_dhwcf_q_strided_memref(%arg0: memref<2x14x10x9x4xf32>, %arg1: memref<4x2x3x4x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2x3xf32>) {
  linalg.conv_3d_ndhwc_dhwcf_q {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x14x10x9x4xf32>, memref<4x2x3x4x3xf32>, i32, i32) outs(%arg4 : memref<2x3x4x2x3xf32>)
  return
}
// Defaults written out are kept; attributes print sorted by name, discardable ones too.
// CHECK-LABEL: func.func @explicit_defaults(
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, my.tag, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x4x5x2xf32>, memref<3x3x2x4xf32>) outs(%arg2 : memref<1x2x3x4xf32>)
// CHECK: linalg.conv_1d_nwc_wcf {strides = dense<3> : tensor<1xi64>} ins(%arg3, %arg4 : memref<1x7x2xf32>, memref<2x2x3xf32>) outs(%arg5 : memref<1x2x3xf32>)
func.func @explicit_defaults(%i: memref<1x4x5x2xf32>, %k: memref<3x3x2x4xf32>, %o: memref<1x2x3x4xf32>,
                             %i1: memref<1x7x2xf32>, %k1: memref<2x2x3xf32>, %o1: memref<1x2x3xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>, my.tag, dilations = dense<[1, 1]> : tensor<2xi64>}
    ins(%i, %k : memref<1x4x5x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x2x3x4xf32>)
  linalg.conv_1d_nwc_wcf {strides = dense<3> : tensor<1xi64>}
    ins(%i1, %k1 : memref<1x7x2xf32>, memref<2x2x3xf32>) outs(%o1 : memref<1x2x3xf32>)
  return
}
