// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// The rank-polymorphic named ops (copy, the unary and binary elementwise ones, select, fill),
// fill_rng_2d and linalg.elementwise (every kind, default and transposed maps)

// CHECK-LABEL: func.func @copy_f32_tensor(
// CHECK: %0 = linalg.copy ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @copy_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.copy ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @copy_f32_memref(
// CHECK: linalg.copy ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @copy_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.copy ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @copy_int_tensor(
// CHECK: %0 = linalg.copy ins(%arg0 : tensor<3x5xi8>) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
func.func @copy_int_tensor(%arg0: tensor<3x5xi8>, %arg1: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.copy ins(%arg0 : tensor<3x5xi8>) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @copy_int_memref(
// CHECK: linalg.copy ins(%arg0 : memref<3x5xi8>) outs(%arg1 : memref<3x5xi32>)
func.func @copy_int_memref(%arg0: memref<3x5xi8>, %arg1: memref<3x5xi32>) {
  linalg.copy ins(%arg0 : memref<3x5xi8>) outs(%arg1 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @copy_unsigned_tensor(
// CHECK: %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : tensor<3x5xi8>) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
func.func @copy_unsigned_tensor(%arg0: tensor<3x5xi8>, %arg1: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : tensor<3x5xi8>) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @copy_unsigned_memref(
// CHECK: linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : memref<3x5xi8>) outs(%arg1 : memref<3x5xi32>)
func.func @copy_unsigned_memref(%arg0: memref<3x5xi8>, %arg1: memref<3x5xi32>) {
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : memref<3x5xi8>) outs(%arg1 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @exp_f32_tensor(
// CHECK: %0 = linalg.exp ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @exp_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.exp ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @exp_f32_memref(
// CHECK: linalg.exp ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @exp_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.exp ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @log_f32_tensor(
// CHECK: %0 = linalg.log ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @log_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.log ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @log_f32_memref(
// CHECK: linalg.log ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @log_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.log ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @abs_f32_tensor(
// CHECK: %0 = linalg.abs ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @abs_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.abs ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @abs_f32_memref(
// CHECK: linalg.abs ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @abs_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.abs ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @ceil_f32_tensor(
// CHECK: %0 = linalg.ceil ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @ceil_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.ceil ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @ceil_f32_memref(
// CHECK: linalg.ceil ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @ceil_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.ceil ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @floor_f32_tensor(
// CHECK: %0 = linalg.floor ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @floor_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.floor ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @floor_f32_memref(
// CHECK: linalg.floor ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @floor_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.floor ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @negf_f32_tensor(
// CHECK: %0 = linalg.negf ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @negf_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.negf ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @negf_f32_memref(
// CHECK: linalg.negf ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @negf_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.negf ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @reciprocal_f32_tensor(
// CHECK: %0 = linalg.reciprocal ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @reciprocal_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.reciprocal ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @reciprocal_f32_memref(
// CHECK: linalg.reciprocal ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @reciprocal_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.reciprocal ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @round_f32_tensor(
// CHECK: %0 = linalg.round ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @round_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.round ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @round_f32_memref(
// CHECK: linalg.round ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @round_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.round ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @sqrt_f32_tensor(
// CHECK: %0 = linalg.sqrt ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @sqrt_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.sqrt ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @sqrt_f32_memref(
// CHECK: linalg.sqrt ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @sqrt_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.sqrt ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @rsqrt_f32_tensor(
// CHECK: %0 = linalg.rsqrt ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @rsqrt_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.rsqrt ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @rsqrt_f32_memref(
// CHECK: linalg.rsqrt ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @rsqrt_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.rsqrt ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @square_f32_tensor(
// CHECK: %0 = linalg.square ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @square_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.square ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @square_f32_memref(
// CHECK: linalg.square ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @square_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.square ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @tanh_f32_tensor(
// CHECK: %0 = linalg.tanh ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @tanh_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.tanh ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @tanh_f32_memref(
// CHECK: linalg.tanh ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @tanh_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.tanh ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @erf_f32_tensor(
// CHECK: %0 = linalg.erf ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @erf_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.erf ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @erf_f32_memref(
// CHECK: linalg.erf ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @erf_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.erf ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @add_f32_tensor(
// CHECK: %0 = linalg.add ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @add_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.add ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @add_f32_memref(
// CHECK: linalg.add ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @add_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.add ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @sub_f32_tensor(
// CHECK: %0 = linalg.sub ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @sub_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.sub ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @sub_f32_memref(
// CHECK: linalg.sub ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @sub_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.sub ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @mul_f32_tensor(
// CHECK: %0 = linalg.mul ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @mul_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.mul ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @mul_f32_memref(
// CHECK: linalg.mul ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @mul_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.mul ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @div_f32_tensor(
// CHECK: %0 = linalg.div ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @div_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.div ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @div_f32_memref(
// CHECK: linalg.div ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @div_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.div ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @div_unsigned_f32_tensor(
// CHECK: %0 = linalg.div_unsigned ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
func.func @div_unsigned_f32_tensor(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.div_unsigned ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @div_unsigned_f32_memref(
// CHECK: linalg.div_unsigned ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
func.func @div_unsigned_f32_memref(%arg0: memref<3x5xi32>, %arg1: memref<3x5xi32>, %arg2: memref<3x5xi32>) {
  linalg.div_unsigned ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @max_f32_tensor(
// CHECK: %0 = linalg.max ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @max_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.max ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @max_f32_memref(
// CHECK: linalg.max ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @max_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.max ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @min_f32_tensor(
// CHECK: %0 = linalg.min ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @min_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.min ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @min_f32_memref(
// CHECK: linalg.min ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @min_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.min ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @powf_f32_tensor(
// CHECK: %0 = linalg.powf ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @powf_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.powf ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @powf_f32_memref(
// CHECK: linalg.powf ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @powf_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.powf ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @select_f32_tensor(
// CHECK: %0 = linalg.select ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @select_f32_tensor(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.select ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @select_f32_memref(
// CHECK: linalg.select ins(%arg0, %arg1, %arg2 : memref<3x5xi1>, memref<3x5xf32>, memref<3x5xf32>) outs(%arg3 : memref<3x5xf32>)
func.func @select_f32_memref(%arg0: memref<3x5xi1>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>, %arg3: memref<3x5xf32>) {
  linalg.select ins(%arg0, %arg1, %arg2 : memref<3x5xi1>, memref<3x5xf32>, memref<3x5xf32>) outs(%arg3 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @fill_f32_tensor(
// CHECK: %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @fill_f32_tensor(%arg0: f32, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @fill_f32_memref(
// CHECK: linalg.fill ins(%arg0 : f32) outs(%arg1 : memref<3x5xf32>)
func.func @fill_f32_memref(%arg0: f32, %arg1: memref<3x5xf32>) {
  linalg.fill ins(%arg0 : f32) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @fill_int_tensor(
// CHECK: %0 = linalg.fill ins(%arg0 : i32) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
func.func @fill_int_tensor(%arg0: i32, %arg1: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.fill ins(%arg0 : i32) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @fill_int_memref(
// CHECK: linalg.fill ins(%arg0 : i32) outs(%arg1 : memref<3x5xi32>)
func.func @fill_int_memref(%arg0: i32, %arg1: memref<3x5xi32>) {
  linalg.fill ins(%arg0 : i32) outs(%arg1 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @fill_rng_2d_f32_tensor(
// CHECK: %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @fill_rng_2d_f32_tensor(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @fill_rng_2d_f32_memref(
// CHECK: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xf32>)
func.func @fill_rng_2d_f32_memref(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<2x3xf32>) {
  linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @fill_rng_2d_int_tensor(
// CHECK: %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xi32>) -> tensor<2x3xi32>
func.func @fill_rng_2d_int_tensor(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @fill_rng_2d_int_memref(
// CHECK: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xi32>)
func.func @fill_rng_2d_int_memref(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<2x3xi32>) {
  linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @elementwise_exp_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_exp_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_exp_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_exp_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_log_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_log_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_log_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_log_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_abs_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_abs_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_abs_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_abs_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_ceil_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_ceil_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_ceil_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_ceil_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_floor_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_floor_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_floor_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_floor_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_negf_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_negf_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_negf_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_negf_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_reciprocal_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_reciprocal_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_reciprocal_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_reciprocal_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_round_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_round_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_round_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_round_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_sqrt_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_sqrt_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_sqrt_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_sqrt_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_rsqrt_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_rsqrt_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_rsqrt_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_rsqrt_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_square_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_square_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_square_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_square_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_tanh_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_tanh_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_tanh_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_tanh_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_erf_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_erf_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_erf_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
func.func @elementwise_erf_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_add_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_add_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_add_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @elementwise_add_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_sub_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_sub_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_sub_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @elementwise_sub_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_mul_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_mul_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_mul_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @elementwise_mul_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_div_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_div_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_div_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @elementwise_div_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_div_unsigned_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
func.func @elementwise_div_unsigned_tensor(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @elementwise_div_unsigned_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
func.func @elementwise_div_unsigned_memref(%arg0: memref<3x5xi32>, %arg1: memref<3x5xi32>, %arg2: memref<3x5xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @elementwise_max_signed_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_max_signed_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_max_signed_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @elementwise_max_signed_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_min_signed_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_min_signed_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_min_signed_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @elementwise_min_signed_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_max_unsigned_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
func.func @elementwise_max_unsigned_tensor(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @elementwise_max_unsigned_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
func.func @elementwise_max_unsigned_memref(%arg0: memref<3x5xi32>, %arg1: memref<3x5xi32>, %arg2: memref<3x5xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @elementwise_min_unsigned_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
func.func @elementwise_min_unsigned_tensor(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @elementwise_min_unsigned_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
func.func @elementwise_min_unsigned_memref(%arg0: memref<3x5xi32>, %arg1: memref<3x5xi32>, %arg2: memref<3x5xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @elementwise_powf_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_powf_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_powf_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @elementwise_powf_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_select_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_select_tensor(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_select_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg2 : memref<3x5xi1>, memref<3x5xf32>, memref<3x5xf32>) outs(%arg3 : memref<3x5xf32>)
func.func @elementwise_select_memref(%arg0: memref<3x5xi1>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>, %arg3: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg2 : memref<3x5xi1>, memref<3x5xf32>, memref<3x5xf32>) outs(%arg3 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_transposed_tensor(
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map, #map1, #map1] ins(%arg0, %arg1 : tensor<5x3xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @elementwise_transposed_tensor(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%arg0, %arg1 : tensor<5x3xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_transposed_memref(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map, #map1, #map1] ins(%arg0, %arg1 : memref<5x3xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
func.func @elementwise_transposed_memref(%arg0: memref<5x3xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%arg0, %arg1 : memref<5x3xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}
// The default cast written out is kept.
// CHECK-LABEL: func.func @explicit_default_cast(
// CHECK: linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%arg0 : memref<4xi8>) outs(%arg1 : memref<4xi32>)
func.func @explicit_default_cast(%a: memref<4xi8>, %b: memref<4xi32>) {
  linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%a : memref<4xi8>) outs(%b : memref<4xi32>)
  return
}
