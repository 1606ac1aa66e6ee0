// RUN: jopt %s -split-input-file -verify-diagnostics

// The errors of affine.apply, with mlir-opt-22's words.

func.func @operand_count(%a: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}
// -----
func.func @two_results(%a: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index, index) -> index
  return
}
// -----
func.func @missing_symbols(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%a)
  return
}
// -----
func.func @too_many_dims(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a, %a)
  return
}
// -----
func.func @not_a_map(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 3 (%a)
  return
}
// -----
func.func @no_map(%a: index) {
  // expected-error @+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%a) : (index) -> index
  return
}
// -----
func.func @i32_operand(%i: i32) {
  // expected-error @+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}
// -----
func.func @i32_result(%a: index) {
  // expected-error @+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (index) -> i32
  return
}
// -----
func.func @map_twice(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' attribute 'map' occurs more than once in the attribute list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a) {map = 1}
  return
}
