// RUN: jopt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

func.func @undeclared() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

func.func @redefinition() {
  // expected-note @+1 {{previously defined here}}
  %0 = "test.def"() : () -> i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "test.def"() : () -> i32
  return
}

// -----

func.func @type_mismatch() {
  // expected-note @+1 {{prior use here}}
  %0 = "test.def"() : () -> i32
  // expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  "test.use"(%0) : (i64) -> ()
  return
}

// -----

func.func @result_count() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "test.def"() : () -> (i32, i32)
  return
}

// -----

func.func @undefined_block() {
  // expected-error @+1 {{reference to an undefined block}}
  "test.br"()[^bb3] : () -> ()
}

// -----

func.func @dominance() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "test.use"(%0) : (i32) -> ()
  // expected-note @+1 {{operand defined here}}
  %0 = "test.def"() : () -> i32
  return
}

// -----

func.func @sibling_region() {
  "test.region"() ({
    %0 = "test.def"() : () -> i32
    "test.yield"() : () -> ()
  }) : () -> ()
  // expected-error @+1 {{use of undeclared SSA value name}}
  "test.use"(%0) : (i32) -> ()
  return
}

// -----

func.func @missing_terminator() {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : index}> : () -> index}}
  %c0 = arith.constant 0 : index
}

// -----

func.func @terminator_in_middle() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %c0 = arith.constant 0 : index
  return
}

// -----

func.func @isolated(%arg0: i32) {
  "test.wrap"() ({
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @inner() {
      // expected-error @+1 {{'test.use' op using value defined outside the region}}
      "test.use"(%arg0) : (i32) -> ()
      return
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @unknown_custom() {
  // expected-error @+1 {{custom op 'foo_op' is unknown (tried 'func.foo_op' as well)}}
  foo_op
}

// -----

func.func @bad_type() {
  // expected-error @+1 {{expected 'x' in dimension list}}
  %0 = "test.def"() : () -> memref<4x?
  return
}

// -----

func.func @bad_char() {
  // expected-error @+1 {{unexpected character}}
  %0 = "test.def"() : () -> i32 `
  return
}

// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = "abc

// -----

func.func @named_without_results() {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = "test.op"() : () -> ()
  return
}

// -----

// expected-error @+1 {{unknown attribute `zzz` in dialect `arith`}}
"test.op"() {a = #arith.zzz<x>} : () -> ()

// -----

// expected-error @+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f() attributes {sym_visibility = "private"} {
  return
}

// -----

// A closer of the wrong kind names the innermost open bracket, at the start of the body.
// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
func.func @g(%a: !foo.bar<x y (z]>) {
  return
}

// -----

// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
"test.op"() {a = #foo.bar<x [y)>} : () -> ()

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{expected ')' in location}}
  %0 = arith.addi %a, %a : i32 loc("b.mlir":22:3 too :7)
  return %0 : i32
}

// -----

func.func @resource_alignment() {
  return
}
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'odd' to encode alignment in first 4 bytes, but got non-power-of-2 value: 6}}
      odd: "0x06000000AB"
    }
  }
#-}

// -----

func.func @resource_not_hex() {
  return
}
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'text'}}
      text: "weights"
    }
  }
#-}

// -----

func.func @resource_dialect() {
  return
}
{-#
  dialect_resources: {
    arith: {
      // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
      blob: "0x04000000"
    }
  }
#-}

// -----

func.func @resource_key() {
  return
}
{-#
  // expected-error @+1 {{unknown key 'resources' in file metadata dictionary}}
  resources: {}
#-}

// -----

func.func @resource_handle() -> tensor<2xi8> {
  // expected-error @+1 {{expected identifier key for 'resource' entry}}
  %0 = arith.constant dense_resource<7> : tensor<2xi8>
  return %0 : tensor<2xi8>
}
