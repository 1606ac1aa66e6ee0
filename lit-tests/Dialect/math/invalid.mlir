// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @a(%x: i32) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %x : i32
  return
}

// -----

func.func @b(%x: f32) {
  // expected-error @+1 {{'math.sqrt' op requires the same type for all operands and results}}
  %0 = "math.sqrt"(%x) : (f32) -> f64
  return
}

// -----

func.func @c(%x: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %x : f32
  return
}

// -----

func.func @d(%x: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i8'}}
  %0 = "math.isnan"(%x) : (f32) -> i8
  return
}

// -----

func.func @e(%x: vector<4xf32>) {
  // expected-error @+1 {{'math.sqrt' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.sqrt"(%x) : (vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+2 {{custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'math.sqrt' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.sqrt %x fastmath<bogus> : f32
  return
}

// -----

func.func @g(%x: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

func.func @h(%x: vector<2xf32>, %n: vector<3xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%x, %n) : (vector<2xf32>, vector<3xi32>) -> vector<2xf32>
  return
}

// -----

func.func @i(%x: f32) {
  // expected-error @+1 {{'math.sqrt' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = math.sqrt %x {fastmath = 1 : i32} : f32
  return
}

// -----

func.func @j(%x: tensor<4xf32>) {
  // expected-error @+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%x) : (tensor<4xf32>) -> tensor<4xi1, "enc">
  return
}

// -----

func.func @k(%x: f32, %v: vector<2xf32>) {
  // expected-error @+1 {{'math.copysign' op requires the same type for all operands and results}}
  %0 = "math.copysign"(%x, %v) : (f32, vector<2xf32>) -> f32
  return
}

// -----

func.func @l(%x: f32, %v: vector<2xf32>) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'vector<2xf32>'}}
  %0 = "math.fpowi"(%x, %v) : (f32, vector<2xf32>) -> f32
  return
}

// -----

func.func @m(%x: tensor<4xf32>) {
  // expected-error @+1 {{'math.absf' op requires the same encoding for all operands and results}}
  %0 = "math.absf"(%x) : (tensor<4xf32>) -> tensor<4xf32, "enc">
  return
}

// -----

// The type a TypesMatchWith rule derives the result's from is checked first, at the op's name.
func.func @isnan_of_integer(%x: i32) {
  // expected-error @+1 {{custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isnan %x : i32
  return
}
