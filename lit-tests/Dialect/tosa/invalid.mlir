// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

// The TOSA ops' constraints, trait checks and verifiers, with mlir-opt-22's words.

func.func @operand_not_tensor(%i: index) {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tosa-conformant tensor of number values, but got 'index'}}
  %0 = "tosa.add"(%i, %i) : (index, index) -> index
  return
}

// -----

func.func @zero_sized_dim(%a: tensor<0x3xf32>) {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tosa-conformant tensor of number values, but got 'tensor<0x3xf32>'}}
  %0 = tosa.exp %a : (tensor<0x3xf32>) -> tensor<0x3xf32>
  return
}

// -----

func.func @signed_integers(%a: tensor<4xsi32>) {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tosa-conformant tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = tosa.cast %a : (tensor<4xsi32>) -> tensor<4xf32>
  return
}

// -----

func.func @shift_not_i8(%a: tensor<2xi32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{'tosa.mul' op operand #2 must be tosa-conformant unranked tensor of 8-bit signless integer values or tosa-conformant scalar tensor of 8-bit signless integer values, but got 'tensor<1xi32>'}}
  %0 = tosa.mul %a, %a, %s : (tensor<2xi32>, tensor<2xi32>, tensor<1xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @shape_operand(%a: tensor<2x3xf32>, %i: index) {
  // expected-error @+1 {{'tosa.reshape' op operand #1 must be Shape with static rank and Index element type, but got 'index'}}
  %0 = "tosa.reshape"(%a, %i) : (tensor<2x3xf32>, index) -> tensor<3x2xf32>
  return
}

// -----

func.func @shape_not_constant(%a: tensor<2x3xf32>, %s: !tosa.shape<2>) {
  // expected-error @+1 {{'tosa.reshape' op shape operand is not compile time resolvable}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return
}

// -----

func.func @axis_i64(%a: tensor<2xf32>) {
  // expected-error @+1 {{'tosa.reduce_sum' op attribute 'axis' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tosa.reduce_sum"(%a) {axis = 0 : i64} : (tensor<2xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @kernel_size(%a: tensor<1x2x2x1xf32>) {
  // expected-error @+1 {{'tosa.max_pool2d' op attribute 'kernel' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements}}
  %0 = "tosa.max_pool2d"(%a) {kernel = array<i64: 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @nan_mode_kind(%a: tensor<1x2x2x1xf32>) {
  // expected-error @+1 {{'tosa.max_pool2d' op attribute 'nan_mode' failed to satisfy constraint: Supported NaN propagation strategies}}
  %0 = "tosa.max_pool2d"(%a) {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, nan_mode = 1 : i32} : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @acc_type(%a: tensor<1x2x2x1xf32>, %z: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.avg_pool2d' op attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float}}
  %0 = "tosa.avg_pool2d"(%a, %z, %z) {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, acc_type = i64} : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @clamp_bound(%a: tensor<2xf32>) {
  // expected-error @+1 {{'tosa.clamp' op attribute 'min_val' failed to satisfy constraint: arbitrary integer attribute or arbitrary float attribute}}
  %0 = "tosa.clamp"(%a) {min_val = "a", max_val = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @const_shape_index() {
  // expected-error @+1 {{'tosa.const_shape' op attribute 'values' failed to satisfy constraint: index elements attribute}}
  %0 = "tosa.const_shape"() {values = dense<1> : tensor<2xi32>} : () -> !tosa.shape<2>
  return
}

// -----

func.func @const_shape_rank() {
  // expected-error @+1 {{'tosa.const_shape' op expect number of elements in attribute values (2) to be equal to the rank (3) for the result shape type}}
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<3>
  return
}

// -----

func.func @const_shape() {
  // expected-error @+1 {{'tosa.const' op failed to verify that all of {values, output} have same shape}}
  %0 = "tosa.const"() {values = dense<1.0> : tensor<2xf32>} : () -> tensor<3xf32>
  return
}

// -----

func.func @const_element_type() {
  // expected-error @+1 {{'tosa.const' op expected same attr/result element types}}
  %0 = "tosa.const"() {values = dense<1.0> : tensor<2xf32>} : () -> tensor<2xf16>
  return
}

// -----

func.func @broadcast(%a: tensor<2x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @ranks(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'tosa.add' op operands don't have matching ranks}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @result_broadcast(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) {
  // expected-error @+1 {{'tosa.add' op result type '4x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @element_types(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) {
  // expected-error @+1 {{'tosa.sub' op requires the same element type for all operands and results}}
  %0 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf16>
  return
}

// -----

func.func @compare_types(%a: tensor<2x3xf32>, %b: tensor<1x3xi32>) {
  // expected-error @+1 {{'tosa.greater' op requires the same element type for all operands}}
  %0 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<1x3xi32>) -> tensor<2x3xi1>
  return
}

// -----

func.func @unary_shape(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.exp' op requires the same shape for all operands and results}}
  %0 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @negate_shape(%a: tensor<2x3xf32>, %z: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.negate' op requires the same shape for input1 and output}}
  %0 = tosa.negate %a, %z, %z : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @negate_zero_point(%a: tensor<2x3xf32>, %z: tensor<1xi8>, %f: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.negate' op expect both input1 and its zero point are the same element type, got 'f32' and 'i8'}}
  %0 = tosa.negate %a, %z, %f : (tensor<2x3xf32>, tensor<1xi8>, tensor<1xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @negate_output_zero_point(%a: tensor<2x3xf32>, %z: tensor<1xi8>, %f: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.negate' op expect both output and its zero point are the same element type, got 'f32' and 'i8'}}
  %0 = tosa.negate %a, %f, %z : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return
}

// -----

func.func @mul_ranks(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %s: tensor<1xi8>) {
  // expected-error @+1 {{'tosa.mul' op a and b operands don't have matching ranks, got 2 and 1}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xf32>, tensor<3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return
}

// -----

func.func @mul_broadcast(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %s: tensor<1xi8>) {
  // expected-error @+1 {{'tosa.mul' op a and b operands don't have broadcast-compatible shapes, got 'tensor<2x3xf32>' and 'tensor<4x3xf32>'}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return
}

// -----

func.func @mul_result_rank(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %s: tensor<1xi8>) {
  // expected-error @+1 {{'tosa.mul' op result type has different rank than a, got 3 vs 2}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<1xi8>) -> tensor<2x3x1xf32>
  return
}

// -----

func.func @transpose_element(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.transpose' op failed to verify that all of {input1, output} have same element type}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf16>
  return
}

// -----

func.func @transpose_dims(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.transpose' op expected output tensor dim 0 to match input dim 0 with value of 2}}
  %0 = tosa.transpose %a {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @transpose_perms(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.transpose' op expected perms attribute to have size 2 (input rank) but got size 1}}
  %0 = tosa.transpose %a {perms = array<i32: 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @transpose_repeated(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.transpose' op expected valid permutation indices}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @reshape_count(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[4, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op cannot reshape 6 elements into 8}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x2xf32>
  return
}

// -----

func.func @reshape_inconsistent(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op new shape is inconsistent with result shape}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return
}

// -----

func.func @reshape_element(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf16>
  return
}

// -----

func.func @reshape_rank(%a: tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<[6]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @+1 {{'tosa.reshape' op new shape does not match result rank}}
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<3x2xf32>
  return
}

// -----

func.func @reduce_axis(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.reduce_sum' op expect input tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @reduce_negative_axis(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.reduce_max' op reduce axis must not be negative}}
  %0 = tosa.reduce_max %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @reduce_dim(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.reduce_sum' op expect reduced dimension size to be 1, got 3}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @reduce_rank(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.reduce_sum' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @reduce_element(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{'tosa.reduce_sum' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<2x1xf16>'}}
  // expected-error @+1 {{'tosa.reduce_sum' op failed to infer returned types}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf16>
  return
}

// -----

func.func @matmul_zero_point(%a: tensor<2x3x4xf32>, %b: tensor<2x4x6xf32>, %z: tensor<1xi32>) {
  // expected-error @+1 {{'tosa.matmul' op expect input a and a_zp have the same element type, got 'f32' and 'i32'}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<2x3x4xf32>, tensor<2x4x6xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2x3x6xf32>
  return
}

// -----

func.func @gather_output(%a: tensor<2x3x4xf32>, %i: tensor<2x5xi32>) {
  // expected-error @+1 {{'tosa.gather' op requires output dimension 1 to have size 5, got 6}}
  %0 = tosa.gather %a, %i : (tensor<2x3x4xf32>, tensor<2x5xi32>) -> tensor<2x6x4xf32>
  return
}

// -----

func.func @concat_sum(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+1 {{'tosa.concat' op requires sum of axis dimensions of input1 equal to output axis dimension, got 7 and 8}}
  %0 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
  return
}

// -----

func.func @concat_dims(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+1 {{'tosa.concat' op expect all operand shapes to have the same sizes on non-axis dimensions, but got 4 vs 3 at index 1 on operands 0 and 1}}
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @concat_element(%a: tensor<2x3xf32>, %b: tensor<2x4xf16>) {
  // expected-error @+1 {{'tosa.concat' op expect input and output to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x4xf16>) -> tensor<2x7xf32>
  return
}

// -----

func.func @bare_enum(%a: tensor<2xf32>) {
  // expected-error @+1 {{invalid nan_mode value: FAST}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32, nan_mode = FAST} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @variable_undeclared() {
  // expected-error @+1 {{'tosa.variable_read' op 'missing' has not been declared by 'tosa.variable'}}
  %0 = tosa.variable_read @missing : tensor<2xf32>
  return
}

// -----

func.func @conv_padding(%img: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.conv2d' op expect all padding values to be >= 0, got -1, 1, 1, 1}}
  %0 = tosa.conv2d %img, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: -1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return
}

// -----

func.func @conv_accumulator(%img: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.conv2d %img, %w, %b, %zp, %zp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return
}

// -----

func.func @conv_output_size(%img: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.conv2d' op calculated output height did not match expected: calculated=8, expected=7}}
  %0 = tosa.conv2d %img, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x8x4xf32>
  return
}

// -----

func.func @conv_stride(%img: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.conv2d' op expected input_height - 1 + pad_top + pad_bottom - (kernel_height - 1) * dilation_y to be wholly divisible by stride_y, got (8 - 1 + 1 + 1 - (3 - 1) * 1) / 2}}
  %0 = tosa.conv2d %img, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @conv_bias_channels(%img: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.conv2d' op bias channels expected to be equal to output channels (4) or 1, got 3}}
  %0 = tosa.conv2d %img, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return
}

// -----

func.func @conv_bias_type(%img: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf16>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.conv2d' op expect both bias and result to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.conv2d %img, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return
}

// -----

func.func @conv_weight_type(%img: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv2d %img, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return
}

// -----

func.func @depthwise_bias(%img: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<4xf32>, %zp: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op bias channels expected to be equal to output channels (6) or 1, got 4}}
  %0 = tosa.depthwise_conv2d %img, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @while_results(%x: tensor<i32>) {
  // expected-error @+1 {{'tosa.while_loop' op require same number of values in 'input_list' (0) and 'output_list' (1)}}
  %0 = "tosa.while_loop"() ({
    %c = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "tosa.yield"(%c) : (tensor<i1>) -> ()
  }, {
    "tosa.yield"() : () -> ()
  }) : () -> tensor<i32>
  return
}

// -----

func.func @while_condition(%x: tensor<i32>) {
  // expected-error @+1 {{'tosa.while_loop' op require 'cond_graph' only have one result}}
  %0 = tosa.while_loop (%i = %x) : (tensor<i32>) -> tensor<i32> {
    "tosa.yield"() : () -> ()
  } do {
  ^bb0(%i: tensor<i32>):
    tosa.yield %i : tensor<i32>
  }
  return
}

// -----

func.func @if_results(%c: tensor<i1>, %x: tensor<f32>) {
  // expected-error @+1 {{'tosa.cond_if' op require same number of values in 'then_graph' results (0) and 'output_list' (1)}}
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    "tosa.yield"() : () -> ()
  } else {
    tosa.yield %x : tensor<f32>
  }
  return
}

// -----

func.func @clamp_bound_custom(%a: tensor<2xf32>) {
  // expected-error @+1 {{'tosa.clamp' op attribute 'max_val' failed to satisfy constraint: arbitrary integer attribute or arbitrary float attribute}}
  %0 = tosa.clamp %a {max_val = "s", min_val = 0.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @clamp_bound_type(%a: tensor<4xi8>) {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {max_val = 127 : i32, min_val = -128 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return
}

// -----

func.func @clamp_float_bound(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {max_val = 6 : i32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
