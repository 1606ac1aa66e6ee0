// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -split-input-file -verify-diagnostics

// An op without a lowering is an error at the op, as MLIR's dialect conversion words it, with
// a note saying why; the pass fails and leaves the function as it was.
func.func @no_lowering(%x: tensor<2x3xf32>) -> tensor<2x?xi64> {
  %r = "onnx.Relu"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // expected-error @+2 {{failed to legalize operation 'onnx.NonZero' that was explicitly marked illegal}}
  // expected-note @+1 {{result #0 has a dynamic shape (tensor<2x?xi64>)}}
  %0 = "onnx.NonZero"(%r) : (tensor<2x3xf32>) -> tensor<2x?xi64>
  onnx.Return %0 : tensor<2x?xi64>
}

// -----

// A lowering that cannot handle its op's operands says which.
func.func @dynamic_conv(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x?x?xf32>) -> tensor<?x4x?x?xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  // expected-error @+2 {{failed to legalize operation 'onnx.Conv' that was explicitly marked illegal}}
  // expected-note @+1 {{operand #1 has a dynamic shape (tensor<4x3x?x?xf32>)}}
  %0 = "onnx.Conv"(%x, %w, %none) : (tensor<?x3x8x8xf32>, tensor<4x3x?x?xf32>, none) -> tensor<?x4x?x?xf32>
  onnx.Return %0 : tensor<?x4x?x?xf32>
}

// -----

// Every op that fails is reported, not only the first (dead ones are dropped unreported).
func.func @two_failures(%x: tensor<4xf32>, %shape: tensor<2xi64>, %y: tensor<?xf32>, %k: tensor<1xi64>) -> (tensor<?xf32>, tensor<2xf32>) {
  // expected-error @+2 {{failed to legalize operation 'onnx.Unique' that was explicitly marked illegal}}
  // expected-note @+1 {{result #0 has a dynamic shape (tensor<?xf32>)}}
  %0, %u1, %u2, %u3 = "onnx.Unique"(%x) {sorted = 1 : si64} : (tensor<4xf32>) -> (tensor<?xf32>, none, none, none)
  // expected-error @+2 {{failed to legalize operation 'onnx.TopK' that was explicitly marked illegal}}
  // expected-note @+1 {{operand #0 has a dynamic shape (tensor<?xf32>)}}
  %1:2 = "onnx.TopK"(%y, %k) {axis = -1 : si64, largest = 1 : si64, sorted = 1 : si64} : (tensor<?xf32>, tensor<1xi64>) -> (tensor<2xf32>, tensor<2xi64>)
  onnx.Return %0, %1#0 : tensor<?xf32>, tensor<2xf32>
}

// -----

// A sequence is unrolled where its elements are known: a sequence given as an argument is the
// located error saying so.
func.func @sequence_argument(%s: !onnx.Seq<tensor<3xf32>>) -> tensor<3xf32> {
  %p = onnx.Constant dense<0> : tensor<i64>
  // expected-error @+2 {{failed to legalize operation 'onnx.SequenceAt' that was explicitly marked illegal}}
  // expected-note @+1 {{the sequence's elements are not known where the model is lowered (an argument)}}
  %a = "onnx.SequenceAt"(%s, %p) : (!onnx.Seq<tensor<3xf32>>, tensor<i64>) -> tensor<3xf32>
  onnx.Return %a : tensor<3xf32>
}
