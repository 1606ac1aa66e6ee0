// TOSA programs in the shape ML frontends lower to: an attention block (reshape through
// tosa.const_shape, matmul, transpose, softmax from reduce_max/exp/reduce_sum/reciprocal), a
// normalization (reduce_sum, rsqrt, mul with its shift), a convolution stage with pooling and
// clamp, gathers, integer rescaling, and tosa control flow and variables.

func.func @attention(%q: tensor<1x4x8xf32>, %k: tensor<1x4x8xf32>, %v: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<1x4x8xf32>) -> tensor<1x8x4xf32>
  %scores = tosa.matmul %q, %kt, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4xf32>
  %scale = "tosa.const"() <{values = dense<0.353553385> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %scaled = tosa.mul %scores, %scale, %shift : (tensor<1x4x4xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x4xf32>
  %max = tosa.reduce_max %scaled {axis = 2 : i32} : (tensor<1x4x4xf32>) -> tensor<1x4x1xf32>
  %centered = tosa.sub %scaled, %max : (tensor<1x4x4xf32>, tensor<1x4x1xf32>) -> tensor<1x4x4xf32>
  %e = tosa.exp %centered : (tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  %sum = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<1x4x4xf32>) -> tensor<1x4x1xf32>
  %inv = tosa.reciprocal %sum : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %probs = tosa.mul %e, %inv, %shift : (tensor<1x4x4xf32>, tensor<1x4x1xf32>, tensor<1xi8>) -> tensor<1x4x4xf32>
  %out = tosa.matmul %probs, %v, %zp, %zp : (tensor<1x4x4xf32>, tensor<1x4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8xf32>
  %s = tosa.const_shape {values = dense<[4, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %flat = tosa.reshape %out, %s : (tensor<1x4x8xf32>, !tosa.shape<2>) -> tensor<4x8xf32>
  %s3 = tosa.const_shape {values = dense<[1, 4, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %back = tosa.reshape %flat, %s3 : (tensor<4x8xf32>, !tosa.shape<3>) -> tensor<1x4x8xf32>
  return %back : tensor<1x4x8xf32>
}

// -----

func.func @rms_norm(%x: tensor<1x6x16xf32>, %w: tensor<16xf32>) -> tensor<1x6x16xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %sq = tosa.mul %x, %x, %shift : (tensor<1x6x16xf32>, tensor<1x6x16xf32>, tensor<1xi8>) -> tensor<1x6x16xf32>
  %sum = tosa.reduce_sum %sq {axis = 2 : i32} : (tensor<1x6x16xf32>) -> tensor<1x6x1xf32>
  %n = "tosa.const"() <{values = dense<6.250000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %mean = tosa.mul %sum, %n, %shift : (tensor<1x6x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x6x1xf32>
  %eps = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %var = tosa.add %mean, %eps : (tensor<1x6x1xf32>, tensor<1x1x1xf32>) -> tensor<1x6x1xf32>
  %r = tosa.rsqrt %var : (tensor<1x6x1xf32>) -> tensor<1x6x1xf32>
  %normed = tosa.mul %x, %r, %shift : (tensor<1x6x16xf32>, tensor<1x6x1xf32>, tensor<1xi8>) -> tensor<1x6x16xf32>
  %ws = tosa.const_shape {values = dense<[1, 1, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %w3 = tosa.reshape %w, %ws : (tensor<16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
  %y = tosa.mul %normed, %w3, %shift : (tensor<1x6x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x6x16xf32>
  %g = tosa.sigmoid %y : (tensor<1x6x16xf32>) -> tensor<1x6x16xf32>
  %silu = tosa.mul %y, %g, %shift : (tensor<1x6x16xf32>, tensor<1x6x16xf32>, tensor<1xi8>) -> tensor<1x6x16xf32>
  %t = tosa.tanh %silu : (tensor<1x6x16xf32>) -> tensor<1x6x16xf32>
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %neg = tosa.negate %t, %zp, %zp : (tensor<1x6x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x16xf32>
  return %neg : tensor<1x6x16xf32>
}

// -----

func.func @conv_stage(%img: tensor<1x16x16x3xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<1x8x8x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.conv2d %img, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x3xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x8xf32>
  %r = tosa.clamp %c {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %p = tosa.max_pool2d %r {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x8xf32>) -> tensor<1x8x8x8xf32>
  %a = tosa.avg_pool2d %p, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  %m = tosa.maximum %a, %p {nan_mode = IGNORE} : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %m : tensor<1x8x8x8xf32>
}

// -----

func.func @embedding(%table: tensor<1x32x16xf32>, %ids: tensor<1x5xi32>) -> tensor<1x5x16xf16> {
  %rows = tosa.gather %table, %ids : (tensor<1x32x16xf32>, tensor<1x5xi32>) -> tensor<1x5x16xf32>
  %h = tosa.cast %rows : (tensor<1x5x16xf32>) -> tensor<1x5x16xf16>
  %id = tosa.identity %h : (tensor<1x5x16xf16>) -> tensor<1x5x16xf16>
  %start = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %size = tosa.const_shape {values = dense<[1, 5, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %lo = tosa.slice %id, %start, %size : (tensor<1x5x16xf16>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x5x8xf16>
  %both = tosa.concat %lo, %lo {axis = 2 : i32} : (tensor<1x5x8xf16>, tensor<1x5x8xf16>) -> tensor<1x5x16xf16>
  return %both : tensor<1x5x16xf16>
}

// -----

func.func @quantized(%x: tensor<4x8xi8>, %t: tensor<256xi8>) -> tensor<4x8xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x8xi8>
  %l = tosa.table %r, %t : (tensor<4x8xi8>, tensor<256xi8>) -> tensor<4x8xi8>
  %c = tosa.clamp %l {max_val = 127 : i8, min_val = -128 : i8} : (tensor<4x8xi8>) -> tensor<4x8xi8>
  return %c : tensor<4x8xi8>
}

// -----

tosa.variable @counter = dense<0> : tensor<1xi32>

func.func @control(%x: tensor<1xi32>, %limit: tensor<1xi32>, %flag: tensor<1xi1>) -> tensor<1xi32> {
  %0 = tosa.variable_read @counter : tensor<1xi32>
  %1 = tosa.while_loop (%i = %0) : (tensor<1xi32>) -> tensor<1xi32> {
    %c = tosa.greater %limit, %i : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    tosa.yield %c : tensor<1xi1>
  } do {
  ^bb0(%i: tensor<1xi32>):
    %n = tosa.add %i, %x : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    tosa.yield %n : tensor<1xi32>
  }
  %2 = tosa.cond_if %flag : tensor<1xi1> -> tensor<1xi32> {
    tosa.yield %1 : tensor<1xi32>
  } else {
    %z = tosa.sub %1, %1 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    tosa.yield %z : tensor<1xi32>
  }
  tosa.variable_write @counter, %2 : tensor<1xi32>
  return %2 : tensor<1xi32>
}
