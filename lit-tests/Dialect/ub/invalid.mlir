// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @poison_property_of_other_kind() {
  // expected-error @+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @poison_value_in_dictionary() {
  // expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = ub.poison {value = 1 : i32} : i32
  return
}

// -----

func.func @poison_value_of_other_kind() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @poison_two_results() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "ub.poison"() : () -> (i32, i32)
  return
}

// -----

func.func @poison_no_type() {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison
  return
}

// -----

func.func @unreachable_not_last() {
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @unreachable_operand(%x: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%x) : (i32) -> ()
}

// -----

// expected-error @+1 {{unknown attribute `poisoned` in dialect `ub`}}
func.func @unknown_attr() attributes {a = #ub.poisoned} {
  return
}
