// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @add_of_integers(%x: i64) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i64'}}
  %0 = "index.add"(%x, %x) : (i64, i64) -> i64
  return
}

// -----

func.func @mul_result(%x: index) {
  // expected-error @+1 {{'index.mul' op result #0 must be index, but got 'i32'}}
  %0 = "index.mul"(%x, %x) : (index, index) -> i32
  return
}

// -----

func.func @casts_between_integers(%x: i32) {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %x : i32 to i64
  return
}

// -----

func.func @castu_index_to_index(%x: index) {
  // expected-error @+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %x : index to index
  return
}

// -----

func.func @castu_float(%x: f32) {
  // expected-error @+1 {{'index.castu' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.castu %x : f32 to index
  return
}

// -----

func.func @cmp_unknown_predicate(%x: index) {
  // expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp foo(%x, %x)
  return
}

// -----

func.func @cmp_no_predicate(%x: index) {
  // expected-error @+2 {{expected valid keyword or string}}
  // expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp(%x, %x)
  return
}

// -----

func.func @cmp_missing_predicate(%x: index) {
  // expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%x, %x) : (index, index) -> i1
  return
}

// -----

func.func @cmp_integer_predicate(%x: index) {
  // expected-error @+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%x, %x) {pred = 3 : i64} : (index, index) -> i1
  return
}

// -----

func.func @constant_of_i64() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 1 : i64} : () -> index
  return
}

// -----

func.func @constant_missing_value() {
  // expected-error @+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @bool_constant_result() {
  // expected-error @+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i8'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> i8
  return
}

// -----

func.func @sizeof_result() {
  // expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}
