// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// Every op of MLIR 22's TOSA dialect in its custom form (tosa.const in its generic form, the
// only one it has), with the enum attributes written bare and qualified, the default nan_mode
// left out, !tosa.shape values from tosa.const_shape, and control flow with tosa.yield.

// CHECK-LABEL: func.func @data_engine
func.func @data_engine(%img: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %dw: tensor<3x3x3x2xf32>,
    %bias: tensor<4xf32>, %zp: tensor<1xf32>, %vol: tensor<1x4x8x8x3xf32>, %w3: tensor<4x1x3x3x3xf32>,
    %a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>, %re: tensor<1x8x8xf32>, %bias6: tensor<6xf32>) {
  // CHECK: tosa.argmax %{{.*}} {axis = 3 : i32} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8xi32>
  %0 = tosa.argmax %img {axis = 3 : i32} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8xi32>
  // CHECK: tosa.argmax %{{.*}} {axis = 1 : i32, nan_mode = IGNORE} : (tensor<1x8x8x3xf32>) -> tensor<1x8x3xi32>
  %1 = tosa.argmax %img {nan_mode = IGNORE, axis = 1 : i32} : (tensor<1x8x8x3xf32>) -> tensor<1x8x3xi32>
  // CHECK: tosa.avg_pool2d %{{.*}}, %{{.*}}, %{{.*}} {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  %2 = tosa.avg_pool2d %img, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
  // CHECK: tosa.conv2d {{.*}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  %3 = tosa.conv2d %img, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, local_bound = false} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  // CHECK: tosa.conv3d {{.*}} local_bound = true
  %4 = tosa.conv3d %vol, %w3, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>, local_bound = true} : (tensor<1x4x8x8x3xf32>, tensor<4x1x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8x4xf32>
  // CHECK: tosa.depthwise_conv2d
  %5 = tosa.depthwise_conv2d %img, %dw, %bias6, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  // CHECK: %output_real, %output_imag = tosa.fft2d %{{.*}}, %{{.*}} {inverse = true} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
  %6:2 = tosa.fft2d %re, %re {inverse = true} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
  // CHECK: tosa.matmul %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x4x5xf32>, tensor<2x5x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x6xf32>
  %7 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x4x5xf32>, tensor<2x5x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x6xf32>
  // CHECK: tosa.max_pool2d %{{.*}} {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32>
  %8 = tosa.max_pool2d %img {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>, nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32>
  // CHECK: %output_real_0, %output_imag_1 = tosa.rfft2d %{{.*}} : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<1x8x5xf32>)
  %9:2 = tosa.rfft2d %re : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<1x8x5xf32>)
  // CHECK: tosa.transpose_conv2d {{.*}} {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
  %10 = tosa.transpose_conv2d %img, %w, %bias, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x4xf32>
  return
}

// CHECK-LABEL: func.func @block_scaled
func.func @block_scaled(%d: tensor<4x8x32xf8E4M3FN>, %s: tensor<4x8x1xf8E8M0FNU>, %x: tensor<4x8x32xf32>) {
  // CHECK: tosa.matmul_t_block_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>, tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>) -> tensor<4x8x8xf32>
  %0 = tosa.matmul_t_block_scaled %d, %s, %d, %s {block_size = BLOCK_SIZE_32} : (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>, tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>) -> tensor<4x8x8xf32>
  // CHECK: tosa.cast_from_block_scaled %{{.*}}, %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>) -> tensor<4x8x32xf32>
  %1 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>) -> tensor<4x8x32xf32>
  // CHECK: %output_data, %output_scale = tosa.cast_to_block_scaled %{{.*}} {block_size = BLOCK_SIZE_32} : (tensor<4x8x32xf32>) -> (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>)
  %2:2 = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<4x8x32xf32>) -> (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>)
  return
}

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%x: tensor<2x3xf32>, %y: tensor<1x3xf32>, %i: tensor<2x3xi32>, %j: tensor<1x3xi32>,
    %p: tensor<2x3xi1>, %q: tensor<2x3xi1>, %s: tensor<1xi8>, %t: tensor<16xi8>, %k: tensor<2x3xi8>,
    %zp: tensor<1xf32>) {
  // CHECK: tosa.clamp %{{.*}} {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.clamp %x {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.clamp %{{.*}} {max_val = 6 : i32, min_val = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %1 = tosa.clamp %i {min_val = 0 : i32, max_val = 6 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.erf
  %2 = tosa.erf %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.sigmoid
  %3 = tosa.sigmoid %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.tanh
  %4 = tosa.tanh %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.add %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.add %x, %y : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.arithmetic_right_shift %{{.*}}, %{{.*}} {round = true}
  %6 = tosa.arithmetic_right_shift %i, %j {round = true} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.bitwise_and
  %7 = tosa.bitwise_and %i, %j : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.bitwise_or
  %8 = tosa.bitwise_or %i, %j : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.bitwise_xor
  %9 = tosa.bitwise_xor %i, %j : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.intdiv
  %10 = tosa.intdiv %i, %j : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.logical_and
  %11 = tosa.logical_and %p, %q : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  // CHECK: tosa.logical_left_shift
  %12 = tosa.logical_left_shift %i, %j : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.logical_right_shift
  %13 = tosa.logical_right_shift %i, %j : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.logical_or
  %14 = tosa.logical_or %p, %q : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  // CHECK: tosa.logical_xor
  %15 = tosa.logical_xor %p, %q : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  // CHECK: tosa.maximum %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %16 = tosa.maximum %x, %y : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.minimum %{{.*}}, %{{.*}} {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %17 = tosa.minimum %x, %y {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.mul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  %18 = tosa.mul %i, %j, %s : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  // CHECK: tosa.pow
  %19 = tosa.pow %x, %y : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.sub
  %20 = tosa.sub %x, %y : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.table %{{.*}}, %{{.*}} : (tensor<2x3xi8>, tensor<16xi8>) -> tensor<2x3xi8>
  %21 = tosa.table %k, %t : (tensor<2x3xi8>, tensor<16xi8>) -> tensor<2x3xi8>
  // CHECK: tosa.abs
  %22 = tosa.abs %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.bitwise_not
  %23 = tosa.bitwise_not %i : (tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.ceil
  %24 = tosa.ceil %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.clz
  %25 = tosa.clz %i : (tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.cos
  %26 = tosa.cos %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.exp
  %27 = tosa.exp %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.floor
  %28 = tosa.floor %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.log
  %29 = tosa.log %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.logical_not
  %30 = tosa.logical_not %p : (tensor<2x3xi1>) -> tensor<2x3xi1>
  // CHECK: tosa.negate %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %31 = tosa.negate %x, %zp, %zp : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.reciprocal
  %32 = tosa.reciprocal %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.rsqrt
  %33 = tosa.rsqrt %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.sin
  %34 = tosa.sin %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %35 = tosa.select %p, %x, %y : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.equal
  %36 = tosa.equal %x, %y : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  // CHECK: tosa.greater
  %37 = tosa.greater %x, %y : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  // CHECK: tosa.greater_equal
  %38 = tosa.greater_equal %i, %j : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi1>
  return
}

// CHECK-LABEL: func.func @reductions
func.func @reductions(%x: tensor<2x3xf32>, %p: tensor<2x3xi1>, %u: tensor<*xf32>) {
  // CHECK: tosa.reduce_all %{{.*}} {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  %0 = tosa.reduce_all %p {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  // CHECK: tosa.reduce_any
  %1 = tosa.reduce_any %p {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  // CHECK: tosa.reduce_max %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %2 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  // CHECK: tosa.reduce_min %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %3 = tosa.reduce_min %x {axis = 1 : i32, nan_mode = "IGNORE"} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  // CHECK: tosa.reduce_product
  %4 = tosa.reduce_product %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  // CHECK: tosa.reduce_sum %{{.*}} {axis = 0 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  %5 = tosa.reduce_sum %u {axis = 0 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  return
}

// CHECK-LABEL: func.func @data_layout
func.func @data_layout(%x: tensor<2x3xf32>, %y: tensor<2x5xf32>, %v: tensor<2x3x4xf32>, %idx: tensor<2x6xi32>,
    %in: tensor<2x6x4xf32>, %img: tensor<1x4x4x2xf32>, %idx3: tensor<2x3xi32>) {
  // CHECK: tosa.concat %{{.*}}, %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  %0 = tosa.concat %x, %y {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  // CHECK: tosa.const_shape  {values = dense<[1, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %padding = tosa.const_shape {values = dense<[1, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  // CHECK: "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %pad_const = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // CHECK: tosa.pad %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
  %1 = tosa.pad %x, %padding, %pad_const : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
  %shape = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.reshape %{{.*}}, %{{.*}} : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %2 = tosa.reshape %x, %shape : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  // CHECK: tosa.reverse %{{.*}} {axis = 0 : i32}
  %3 = tosa.reverse %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %start = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.slice %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  %4 = tosa.slice %x, %start, %size : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  // CHECK: tosa.tile %{{.*}}, %{{.*}} : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
  %5 = tosa.tile %x, %size : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
  // CHECK: tosa.transpose %{{.*}} {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %6 = tosa.transpose %x {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK: tosa.gather %{{.*}}, %{{.*}} : (tensor<2x3x4xf32>, tensor<2x6xi32>) -> tensor<2x6x4xf32>
  %7 = tosa.gather %v, %idx : (tensor<2x3x4xf32>, tensor<2x6xi32>) -> tensor<2x6x4xf32>
  // CHECK: tosa.scatter %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x6x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
  %8 = tosa.scatter %in, %idx3, %v : (tensor<2x6x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  // CHECK: tosa.resize %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  %9 = tosa.resize %img, %scale, %offset, %offset {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  // CHECK: tosa.resize {{.*}} {mode = NEAREST_NEIGHBOR}
  %10 = tosa.resize %img, %scale, %offset, %offset {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  return
}

// CHECK-LABEL: func.func @conversion
func.func @conversion(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>, %m: tensor<1xi32>, %s: tensor<1xi8>,
    %zp: tensor<1xi32>, %a: i32, %b: i32, %c: i8) {
  // CHECK: tosa.cast %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %0 = tosa.cast %x : (tensor<2x3xf32>) -> tensor<2x3xi32>
  // CHECK: tosa.rescale %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true}
  %1 = tosa.rescale %i, %m, %s, %zp, %zp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<2x3xi32>
  // CHECK: tosa.apply_scale %{{.*}}, %{{.*}}, %{{.*}} {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  %2 = tosa.apply_scale %a, %b, %c {rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>} : (i32, i32, i8) -> i32
  // CHECK: tosa.identity %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.identity %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: tosa.custom %{{.*}} {domain_name = "jopt", implementation_attrs = "", operator_name = "twice"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.custom %x {operator_name = "twice", domain_name = "jopt", implementation_attrs = ""} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// CHECK-LABEL: func.func @control_flow
func.func @control_flow(%x: tensor<f32>, %y: tensor<f32>, %cond: tensor<i1>, %n: tensor<i32>) -> tensor<f32> {
  // CHECK: tosa.cond_if %{{.*}} : tensor<i1> -> tensor<f32> {
  // CHECK: tosa.yield %{{.*}} : tensor<f32>
  // CHECK: } else {
  %0 = tosa.cond_if %cond : tensor<i1> -> tensor<f32> {
    %1 = tosa.add %x, %y : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %1 : tensor<f32>
  } else {
    tosa.yield %y : tensor<f32>
  }
  // CHECK: tosa.cond_if %{{.*}} (%{{.*}} = %{{.*}}) : tensor<i1> (tensor<f32>) -> tensor<f32> {
  %2 = tosa.cond_if %cond (%in = %x) : tensor<i1> (tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>):
    tosa.yield %a : tensor<f32>
  } else {
  ^bb0(%a: tensor<f32>):
    %3 = tosa.sub %a, %a : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %3 : tensor<f32>
  }
  // CHECK: tosa.while_loop (%{{.*}} = %{{.*}}) : (tensor<i32>) -> tensor<i32> {
  // CHECK: } do {
  %4 = tosa.while_loop (%i = %n) : (tensor<i32>) -> tensor<i32> {
    %5 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %5 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    tosa.yield %i : tensor<i32>
  }
  return %0 : tensor<f32>
}

// CHECK: tosa.variable @state : tensor<2x?xf32>
tosa.variable @state : tensor<2x?xf32>
// CHECK: tosa.variable @bias = dense<1.000000e+00> : tensor<4xf32>
tosa.variable @bias = dense<1.0> : tensor<4xf32>

// CHECK-LABEL: func.func @variables
func.func @variables() {
  // CHECK: tosa.variable_read @state : tensor<2x?xf32>
  %0 = tosa.variable_read @state : tensor<2x?xf32>
  // CHECK: tosa.variable_write @state, %{{.*}} : tensor<2x?xf32>
  tosa.variable_write @state, %0 : tensor<2x?xf32>
  return
}

// CHECK-LABEL: func.func @shapes
func.func @shapes(%x: tensor<2x3xf32>) -> !tosa.shape<3> {
  %a = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %one = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
  // CHECK: tosa.add_shape %{{.*}}, %{{.*}} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %0 = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.concat_shape %{{.*}}, %{{.*}} : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<3>
  %1 = tosa.concat_shape %a, %one : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<3>
  // CHECK: tosa.dim %{{.*}} {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  %2 = tosa.dim %x {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  // CHECK: tosa.div_ceil_shape
  %3 = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.div_floor_shape
  %4 = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.exp2_shape %{{.*}} : (!tosa.shape<2>) -> !tosa.shape<2>
  %5 = tosa.exp2_shape %b : (!tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.log2_ceil_shape
  %6 = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.log2_floor_shape
  %7 = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.max_shape
  %8 = tosa.max_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.min_shape
  %9 = tosa.min_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.mod_shape
  %10 = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  // CHECK: tosa.mul_shape
  %11 = tosa.mul_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %start = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %size = "tosa.const"() {values = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  // CHECK: tosa.slice_shape %{{.*}}, %{{.*}}, %{{.*}} : (!tosa.shape<2>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  %12 = tosa.slice_shape %a, %start, %size : (!tosa.shape<2>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  // CHECK: tosa.sub_shape
  %13 = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  return %1 : !tosa.shape<3>
}
