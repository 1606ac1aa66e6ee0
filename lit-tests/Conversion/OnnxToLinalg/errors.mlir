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

// -----

// An optional is folded where its presence is known: the value of an empty one is an error, and
// so is an optional given as an argument.
func.func @optional_empty() -> tensor<2xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  %e = "onnx.Optional"(%none) {type = tensor<2xf32>} : (none) -> !onnx.Opt<tensor<2xf32>>
  // expected-error @+2 {{failed to legalize operation 'onnx.OptionalGetElement' that was explicitly marked illegal}}
  // expected-note @+1 {{the optional is empty}}
  %g = "onnx.OptionalGetElement"(%e) : (!onnx.Opt<tensor<2xf32>>) -> tensor<2xf32>
  onnx.Return %g : tensor<2xf32>
}

// -----

func.func @optional_argument(%o: !onnx.Opt<tensor<2xf32>>) -> tensor<i1> {
  // expected-error @+2 {{failed to legalize operation 'onnx.OptionalHasElement' that was explicitly marked illegal}}
  // expected-note @+1 {{whether the optional has a value is not known where the model is lowered (an argument)}}
  %h = "onnx.OptionalHasElement"(%o) : (!onnx.Opt<tensor<2xf32>>) -> tensor<i1>
  onnx.Return %h : tensor<i1>
}

// -----

// A Loop that carries a sequence is unrolled where its trip count is known; with a trip count
// known only at run time, its sequence has no length where it is lowered.
func.func @loop_sequence_runtime_trips(%n: tensor<i64>, %x: tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>> {
  %true = onnx.Constant dense<true> : tensor<i1>
  %s0 = "onnx.SequenceEmpty"() {dtype = 1 : si64} : () -> !onnx.Seq<tensor<2xf32>>
  // expected-error @+2 {{failed to legalize operation 'onnx.Loop' that was explicitly marked illegal}}
  // expected-note @+1 {{loop-carried value #0 has no known rank (!onnx.Seq<tensor<2xf32>>)}}
  %r = "onnx.Loop"(%n, %true, %s0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %s: !onnx.Seq<tensor<2xf32>>):
    %none = "onnx.NoValue"() {value} : () -> none
    // expected-error @+2 {{failed to legalize operation 'onnx.SequenceInsert' that was explicitly marked illegal}}
    // expected-note @+1 {{the sequence's elements are not known where the model is lowered (an argument)}}
    %s1 = "onnx.SequenceInsert"(%s, %x, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
    // expected-error @+2 {{failed to legalize operation 'onnx.Yield' that was explicitly marked illegal}}
    // expected-note @+1 {{it ends the body of 'onnx.Loop', which is not lowered}}
    onnx.Yield %c, %s1 : tensor<i1>, !onnx.Seq<tensor<2xf32>>
  }) : (tensor<i64>, tensor<i1>, !onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>>
  onnx.Return %r : !onnx.Seq<tensor<2xf32>>
}

// -----

// A result declared of another element type than its op computes (a model's value_info against
// its inputs; found by the lowering fuzzer): refused at the op, never a cast the verifier rejects.
func.func @declared_against_inputs(%c: tensor<i1>) -> tensor<?x1xf32> {
  // expected-error @+2 {{failed to legalize operation 'onnx.Identity' that was explicitly marked illegal}}
  // expected-note @+1 {{it computes tensor<i1> where its result is declared tensor<?x1xf32>}}
  %0 = "onnx.Identity"(%c) : (tensor<i1>) -> tensor<?x1xf32>
  onnx.Return %0 : tensor<?x1xf32>
}
