// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

// The complex ops' checks, with mlir-opt-22's words.

func.func @bitcast_sizes(%z: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %z : complex<f32> to i32
  return
}

// -----

func.func @bitcast_no_complex(%x: f64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %x : f64 to i64
  return
}

// -----

func.func @bitcast_shaped(%t: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %t : tensor<2xcomplex<f32>> to i64
  return
}

// -----

func.func @constant_size() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32, 3.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_kind() {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant [1.0 : f32, unit] : complex<f32>
  return
}

// -----

func.func @constant_types() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f16') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f32, 2.0 : f16] : complex<f32>
  return
}

// -----

func.func @create_integer(%x: f32) {
  // expected-error @+1 {{custom op 'complex.create' 'complex' must be complex type with floating-point elements, but got 'complex<i16>'}}
  %0 = complex.create %x, %x : complex<i16>
  return
}

// -----

func.func @part_type(%z: complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%z) : (complex<f32>) -> f16
  return
}

// -----

func.func @unary_kind(%x: f32) {
  // expected-error @+1 {{custom op 'complex.sqrt' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.sqrt %x : f32
  return
}

// -----

func.func @powi_exponent(%z: complex<f32>, %n: index) {
  // expected-error @+1 {{custom op 'complex.powi' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  %0 = complex.powi %z, %n : complex<f32>, index
  return
}

// -----

func.func @same_type(%z: complex<f32>) {
  // expected-error @+1 {{'complex.log' op requires the same type for all operands and results}}
  %0 = "complex.log"(%z) : (complex<f32>) -> complex<f64>
  return
}

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
func.func @number_integer() attributes {test.v = #complex.number<:f32 1, 2>} {
  return
}
