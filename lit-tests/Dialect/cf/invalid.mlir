// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @assert_operand(%a: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) {msg = "x"} : (i32) -> ()
  return
}

// -----

func.func @assert_missing_msg(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @assert_msg_property(%c: i1) {
  // expected-error @+1 {{invalid properties {msg = 1 : i64} for op cf.assert: Invalid attribute `msg` in property conversion: 1 : i64}}
  "cf.assert"(%c) <{msg = 1}> : (i1) -> ()
  return
}

// -----

func.func @assert_msg_literal(%c: i1) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  cf.assert %c, 1
  return
}

// -----

func.func @br_no_successor() {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @br_operand_count() {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @br_operand_type(%b: i64) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%b : i64)
^bb1(%x: i32):
  return
}

// -----

func.func @cond_br_condition(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_segments(%c: i1) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3}}
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_weights_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_weights_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_weights_kind(%c: i1) {
  // expected-error @+1 {{invalid properties {branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.cond_br: Invalid attribute `branch_weights` in property conversion: array<i64: 1, 2>}}
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i64: 1, 2>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @switch_flag_type(%x: f32) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %x : f32, [default: ^bb1]
^bb1:
  return
}

// -----

func.func @switch_missing_default(%a: i32) {
  // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
  cf.switch %a : i32, [1: ^bb1]
^bb1:
  return
}

// -----

func.func @switch_case_value(%a: i32) {
  // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
  cf.switch %a : i32, [default: ^bb1, x: ^bb1]
^bb1:
  return
}

// -----

func.func @switch_case_segments(%c: i32, %a: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (2) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>, case_operand_segments = array<i32: 2>, case_values = dense<1> : vector<1xi32>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @switch_case_value_type(%c: i32, %a: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>, case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi64>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @switch_case_count(%c: i32, %a: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>, case_operand_segments = array<i32: 1>, case_values = dense<[1, 2]> : vector<2xi32>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @switch_case_operands(%a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.switch %a : i32, [default: ^bb1, 1: ^bb2]
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @switch_values_kind(%c: i32) {
  // expected-error @+1 {{Invalid attribute `case_values` in property conversion: dense<1.000000e+00> : vector<1xf32>}}
  "cf.switch"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>, case_operand_segments = array<i32: 0>, case_values = dense<1.0> : vector<1xf32>}> : (i32) -> ()
^bb1:
  return
}
