// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// cf.switch: what its format and verifier reject, with mlir-opt-22's messages (operand and type
// counts are checked where the cases begin).

func.func @default_more_types(%flag: i32, %a: i32) {
  // expected-error@+1 {{custom op 'cf.switch' number of operands and types do not match: got 1 operands and 2 types}}
  cf.switch %flag : i32, [ default: ^bb1(%a : i32, i32) ]
^bb1(%x: i32):
  return
}

// -----

func.func @case_more_types(%flag: i32, %a: i32) {
  // expected-error@+1 {{custom op 'cf.switch' number of operands and types do not match: got 1 operands and 2 types}}
  cf.switch %flag : i32, [ default: ^bb1, 4: ^bb1(%a : i32, i32) ]
^bb1:
  return
}

// -----

func.func @index_flag(%flag: index) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %flag : index, [ default: ^bb1 ]
^bb1:
  return
}

// -----

func.func @case_not_integer(%flag: i32) {
  // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
  cf.switch %flag : i32, [ default: ^bb1, x: ^bb1 ]
^bb1:
  return
}

// -----

func.func @no_default(%flag: i32) {
  // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
  cf.switch %flag : i32, [ 1: ^bb1 ]
^bb1:
  return
}

// -----

func.func @too_many_operands(%flag: i32, %a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.switch %flag : i32, [ default: ^bb1(%a : i32) ]
^bb1:
  return
}

// -----

func.func @values_of_the_dictionary(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (0)}}
  cf.switch %flag : i32, [ default: ^bb1 ] {case_values = dense<[1, 2]> : vector<2xi32>}
^bb1:
  return
}

// -----

func.func @value_type(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  cf.switch %flag : i32, [ default: ^bb1, 1: ^bb1 ] {case_values = dense<[1]> : vector<1xi64>}
^bb1:
  return
}

// -----

func.func @operands_without_types(%flag: i32, %a: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.switch %flag : i32, [ default: ^bb1(%a) ]
^bb1(%x: i32):
  return
}

// -----

func.func @unclosed(%flag: i32) {
  // expected-error@+1 {{expected ']'}}
  cf.switch %flag : i32, [ default: ^bb1
^bb1:
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @operand_type(%flag: i32, %a: i64) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'i64'}}
  cf.switch %flag : i32, [ default: ^bb1(%a : i32) ]
^bb1(%x: i32):
  return
}

// -----

func.func @no_flag_type(%flag: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.switch %flag, [ default: ^bb1 ]
^bb1:
  return
}

// -----

func.func @value_too_large(%flag: i64) {
  // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
  cf.switch %flag : i64, [ default: ^bb1, 18446744073709551616: ^bb1 ]
^bb1:
  return
}
