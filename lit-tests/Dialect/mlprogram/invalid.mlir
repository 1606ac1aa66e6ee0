// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

// The verifiers of ml_program: an immutable global needs a value; loads and stores name an
// existing global of their type, stores a mutable one, global_load_const an immutable one;
// return and output match the enclosing function's results; the custom forms' own errors.

// expected-error @+1 {{'ml_program.global' op immutable global must have an initial value}}
ml_program.global private @imm : tensor<i64>

// -----

ml_program.global private @c(dense<0> : tensor<i64>) : tensor<i64>
func.func @undefined() {
  // expected-error @+1 {{'ml_program.global_load' op undefined global: @nope}}
  %0 = ml_program.global_load @nope : tensor<i64>
  return
}

// -----

ml_program.global private @c(dense<0> : tensor<i64>) : tensor<i64>
func.func @load_type() {
  // expected-error @+1 {{'ml_program.global_load' op cannot load from global typed 'tensor<i64>' as 'tensor<i32>'}}
  %0 = ml_program.global_load @c : tensor<i32>
  return
}

// -----

ml_program.global private mutable @m(dense<0> : tensor<i64>) : tensor<i64>
func.func @load_const_of_mutable() {
  // expected-error @+1 {{'ml_program.global_load_const' op cannot load as const from mutable global @m}}
  %0 = ml_program.global_load_const @m : tensor<i64>
  return
}

// -----

ml_program.global private @c(dense<0> : tensor<i64>) : tensor<i64>
func.func @store_immutable(%a: tensor<i64>) {
  // expected-error @+1 {{'ml_program.global_store' op cannot store to an immutable global @c}}
  ml_program.global_store @c = %a : tensor<i64>
  return
}

// -----

ml_program.global private mutable @m(dense<0> : tensor<i64>) : tensor<i64>
func.func @store_type(%a: tensor<i32>) {
  // expected-error @+1 {{'ml_program.global_store' op cannot store to a global typed 'tensor<i64>' from 'tensor<i32>'}}
  ml_program.global_store @m = %a : tensor<i32>
  return
}

// -----

ml_program.global private @c(dense<0> : tensor<i64>) : tensor<i64>
ml_program.subgraph @store_graph_immutable(%a: tensor<i64>) -> !ml_program.token {
  // expected-error @+1 {{'ml_program.global_store_graph' op cannot store to an immutable global @c}}
  %t = ml_program.global_store_graph @c = %a ordering(() -> !ml_program.token) : tensor<i64>
  ml_program.output %t : !ml_program.token
}

// -----

ml_program.func @return_type(%a: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @return_type}}
  ml_program.return %a : i32
}

// -----

ml_program.func @return_count(%a: i32) -> i64 {
  // expected-error @+1 {{'ml_program.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  ml_program.return
}

// -----

ml_program.subgraph @output_type(%a: i32) -> i64 {
  // expected-error @+1 {{type of output operand 0 ('i32') doesn't match function result type ('i64') in function @output_type}}
  ml_program.output %a : i32
}

// -----

func.func @return_outside(%a: i32) {
  // expected-error @+1 {{'ml_program.return' op expects parent op 'ml_program.func'}}
  ml_program.return
}

// -----

// expected-error @+1 {{custom op 'ml_program.global' expected 'public', 'private', or 'nested'}}
ml_program.global @no_visibility(dense<0> : tensor<i64>) : tensor<i64>

// -----

// expected-error @+1 {{'ml_program.func' op symbol declaration cannot have public visibility}}
ml_program.func @public_decl(i32)

// -----

// expected-note @+1 {{prior use here}}
func.func @token_operand(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: '!ml_program.token' vs 'i32'}}
  %v, %t = ml_program.global_load_graph @x ordering(%a -> !ml_program.token) : tensor<i32>
  return
}
