// RUN: jopt %s --split-input-file --verify-diagnostics

// The bufferization dialect checks its attributes on function arguments and on ops.

// expected-error @+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_not_bool(%t: tensor<4xf32> {bufferization.writable = 3}) {
  return
}

// -----

// expected-error @+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_on_declaration(%t: tensor<4xf32> {bufferization.writable = false})

// -----

// expected-error @+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @layout_not_layout(%t: tensor<4xf32> {bufferization.buffer_layout = 3}) {
  return
}

// -----

// expected-error @+1 {{'bufferization.access' is expected to be a string attribute}}
func.func @access_not_string(%t: tensor<4xf32> {bufferization.access = 1}) {
  return
}

// -----

// expected-error @+1 {{invalid value for 'bufferization.access'}}
func.func @access_unknown(%t: tensor<4xf32> {bufferization.access = "sometimes"}) {
  return
}

// -----

// MLIR names the layout attribute in this message whatever the attribute is.
// expected-error @+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @unknown_arg_attr(%t: tensor<4xf32> {bufferization.other = 1}) {
  return
}

// -----

// expected-error @+1 {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
func.func @op_attr(%t: tensor<4xf32>) attributes {bufferization.writable = true} {
  return
}

// -----

func.func @manual_on_pure_op() {
  // expected-error @+1 {{'arith.constant' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %c = arith.constant {bufferization.manual_deallocation} 0 : index
  return
}

// -----

func.func @manual_on_alloc() {
  %m = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %m {bufferization.manual_deallocation} : memref<2xf32>
  return
}

// -----

// The dialect's attributes are checked before the op's own invariants, as in MLIR; an op too
// malformed to say its effects is left to its own verifier.
func.func @malformed_dealloc() {
  // expected-error @+1 {{'memref.dealloc' op requires a single operand}}
  "memref.dealloc"() {bufferization.manual_deallocation} : () -> ()
  return
}

// -----

func.func @before_invariants() {
  // expected-error @+1 {{attribute '"bufferization.foo"' not supported as an op attribute by the bufferization dialect}}
  "memref.dealloc"() {bufferization.foo} : () -> ()
  return
}
