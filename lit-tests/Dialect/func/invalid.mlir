// RUN: jopt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{invalid properties {function_type = (i32) -> (), sym_name = 14 : i64} for op func.func: Invalid attribute `sym_name` in property conversion: 14 : i64}}
"func.func"() <{sym_name = 14 : i64, function_type = (i32) -> ()}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({}) {sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{sym_name = "f", function_type = i32}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{sym_name = "f", function_type = () -> ()}> : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
func.func @f(%a: i32) attributes {arg_attrs = [{}, {}]} {
  return
}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @f(%a: i32 {foo}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @f() -> (i32 {foo})

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
"func.func"() <{sym_name = "f", function_type = () -> (), sym_visibility = "foo"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{sym_name = "f", function_type = (i32) -> ()}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func @f(%a: i32, i32) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @f(i32, %a: i32) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func bogus @f() {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @f() {}

// -----

// expected-error @+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f(%a: i32) attributes {sym_name = "g"} {
  return
}

// -----

func.func @f() -> i32 {
  %c = arith.constant 1 : i64
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %c : i64
}

// -----

func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

"test.op"() ({
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @f() {
  %c = arith.constant 1 : i64
  // expected-error @+1 {{custom op 'func.return' number of operands and types do not match: got 1 operands and 2 types}}
  return %c : i64, i64
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  call @nope() : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @g(%a) : (i64) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = "g"} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  call @f() : i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  %0 = "func.call_indirect"() : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: (i32) -> i32, %b: i64) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%a, %b) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func.func @f(%a: (i32) -> i32, %b: i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%a, %b) : ((i32) -> i32, i32) -> i64
  return
}

// -----

func.func @f(%a: (i32) -> i32, %b: i32) {
  // expected-error @+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  %1 = func.call_indirect %a(%b, %b) : (i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : (i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @g : (i32) -> i64
  return
}

// -----

func.func private @g(i32) -> i32
func.func @nested_callee(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
  %r = call @g::@h(%a) : (i32) -> i32
  return %r : i32
}

// -----

func.func private @g(i32) -> i32
func.func @string_constant() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %f = constant "g" : (i32) -> i32
  return
}
