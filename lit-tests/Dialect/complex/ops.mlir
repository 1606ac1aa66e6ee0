// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// Every op of the complex dialect in its custom form, with and without fast-math flags, and
// #complex.number; JAX's linalg programs carry complex numbers in tensors and generic bodies.

// CHECK-LABEL: func.func @arith
func.func @arith(%a: complex<f32>, %b: complex<f32>, %w: complex<f64>, %n: i32) -> complex<f32> {
  // CHECK: complex.add %{{.*}}, %{{.*}} : complex<f32>
  %0 = complex.add %a, %b : complex<f32>
  // CHECK: complex.sub %{{.*}}, %{{.*}} fastmath<nnan,contract> : complex<f32>
  %1 = complex.sub %0, %b fastmath<contract, nnan> : complex<f32>
  // CHECK: complex.mul %{{.*}}, %{{.*}} fastmath<fast> : complex<f32>
  %2 = complex.mul %1, %a fastmath<fast> : complex<f32>
  // CHECK: complex.div %{{.*}}, %{{.*}} : complex<f32>
  %3 = complex.div %2, %b : complex<f32>
  // CHECK: complex.pow %{{.*}}, %{{.*}} : complex<f64>
  %4 = complex.pow %w, %w : complex<f64>
  // CHECK: complex.atan2 %{{.*}}, %{{.*}} : complex<f64>
  %5 = complex.atan2 %4, %w : complex<f64>
  // CHECK: complex.powi %{{.*}}, %{{.*}} fastmath<afn> : complex<f32>, i32
  %6 = complex.powi %3, %n fastmath<afn> : complex<f32>, i32
  return %6 : complex<f32>
}

// CHECK-LABEL: func.func @unary
func.func @unary(%z: complex<bf16>) -> complex<bf16> {
  // CHECK: complex.conj %{{.*}} : complex<bf16>
  %0 = complex.conj %z : complex<bf16>
  // CHECK: complex.cos %{{.*}} : complex<bf16>
  %1 = complex.cos %0 : complex<bf16>
  // CHECK: complex.exp %{{.*}} fastmath<ninf> : complex<bf16>
  %2 = complex.exp %1 fastmath<ninf> : complex<bf16>
  // CHECK: complex.expm1 %{{.*}} : complex<bf16>
  %3 = complex.expm1 %2 : complex<bf16>
  // CHECK: complex.log %{{.*}} : complex<bf16>
  %4 = complex.log %3 : complex<bf16>
  // CHECK: complex.log1p %{{.*}} : complex<bf16>
  %5 = complex.log1p %4 : complex<bf16>
  // CHECK: complex.neg %{{.*}} : complex<bf16>
  %6 = complex.neg %5 : complex<bf16>
  // CHECK: complex.rsqrt %{{.*}} : complex<bf16>
  %7 = complex.rsqrt %6 : complex<bf16>
  // CHECK: complex.sign %{{.*}} : complex<bf16>
  %8 = complex.sign %7 : complex<bf16>
  // CHECK: complex.sin %{{.*}} : complex<bf16>
  %9 = complex.sin %8 : complex<bf16>
  // CHECK: complex.sqrt %{{.*}} : complex<bf16>
  %10 = complex.sqrt %9 : complex<bf16>
  // CHECK: complex.tan %{{.*}} : complex<bf16>
  %11 = complex.tan %10 : complex<bf16>
  // CHECK: complex.tanh %{{.*}} fastmath<fast> : complex<bf16>
  %12 = complex.tanh %11 fastmath<fast> : complex<bf16>
  return %12 : complex<bf16>
}

// CHECK-LABEL: func.func @parts
func.func @parts(%x: f16, %y: f16, %i: i32) -> (f16, f16, f16, f16, i1, i1, i32, complex<f16>) {
  // CHECK: %[[Z:.*]] = complex.create %{{.*}}, %{{.*}} : complex<f16>
  %z = complex.create %x, %y : complex<f16>
  // CHECK: %cst = complex.constant [2.500000e-01 : f16, -1.000000e+00 : f16] : complex<f16>
  %c = complex.constant [0.25 : f16, -1.0 : f16] : complex<f16>
  // CHECK: complex.re %[[Z]] : complex<f16>
  %re = complex.re %z : complex<f16>
  // CHECK: complex.im %[[Z]] fastmath<nsz> : complex<f16>
  %im = complex.im %z fastmath<nsz> : complex<f16>
  // CHECK: complex.abs %{{.*}} : complex<f16>
  %abs = complex.abs %c : complex<f16>
  // CHECK: complex.angle %{{.*}} : complex<f16>
  %angle = complex.angle %c : complex<f16>
  // CHECK: complex.eq %[[Z]], %cst : complex<f16>
  %eq = complex.eq %z, %c : complex<f16>
  // CHECK: complex.neq %[[Z]], %cst : complex<f16>
  %ne = complex.neq %z, %c : complex<f16>
  // CHECK: complex.bitcast %[[Z]] : complex<f16> to i32
  %bits = complex.bitcast %z : complex<f16> to i32
  // CHECK: complex.bitcast %{{.*}} : i32 to complex<f16>
  %back = complex.bitcast %i : i32 to complex<f16>
  return %re, %im, %abs, %angle, %eq, %ne, %bits, %back : f16, f16, f16, f16, i1, i1, i32, complex<f16>
}

// CHECK-LABEL: func.func @in_linalg
func.func @in_linalg(%t: tensor<3xcomplex<f32>>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  // CHECK: linalg.generic
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<3xcomplex<f32>>) outs(%e : tensor<3xf32>) {
  ^bb0(%in: complex<f32>, %out: f32):
    // CHECK: complex.abs %{{.*}} : complex<f32>
    %a = complex.abs %in : complex<f32>
    linalg.yield %a : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// A part written as a hex integer gives the bits of a double, rounded to the parts' type, as
// mlir-opt-22 reads it: 0x7FC00000 is a tiny double, 0.0 as an f32.
// CHECK-LABEL: func.func @number
// CHECK-SAME: test.value = #complex.number<:f64 1.500000e+00, -2.000000e+00> : complex<f64>
// CHECK-SAME: test.wide = #complex.number<:f32 0.000000e+00, 0.000000e+00> : complex<f32>
func.func @number() attributes {test.value = #complex.number<:f64 1.5, -2.0>,
    test.wide = #complex.number<:f32 0x7FC00000, 0.0> : complex<f32>} {
  return
}
