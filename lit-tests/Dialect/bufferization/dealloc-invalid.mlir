// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// bufferization.dealloc: what its format and verifier reject, with mlir-opt-22's messages.

func.func @more_types(%m: memref<?xf32>, %c: i1) {
  // expected-error@+1 {{custom op 'bufferization.dealloc' number of operands and types do not match: got 1 operands and 2 types}}
  bufferization.dealloc (%m : memref<?xf32>, memref<?xf32>) if (%c)
  return
}

// -----

func.func @more_conditions(%m: memref<?xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<?xf32>) if (%c, %c)
  return
}

// -----

func.func @no_if(%m: memref<?xf32>, %c: i1) {
  // expected-error@+1 {{custom op 'bufferization.dealloc' expected 'if'}}
  bufferization.dealloc (%m : memref<?xf32>) (%c)
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @memref_condition(%m: memref<?xf32>, %c: i1) {
  // expected-error@+1 {{use of value '%m' expects different type than prior uses: 'i1' vs 'memref<?xf32>'}}
  bufferization.dealloc (%m : memref<?xf32>) if (%m)
  return
}

// -----

func.func @not_a_memref(%m: memref<?xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'i1'}}
  bufferization.dealloc (%c : i1) if (%c)
  return
}

// -----

func.func @retain_more_types(%m: memref<?xf32>) {
  // expected-error@+1 {{custom op 'bufferization.dealloc' number of operands and types do not match: got 1 operands and 2 types}}
  bufferization.dealloc retain (%m : memref<?xf32>, memref<?xf32>)
  return
}

// -----

func.func @retain_no_paren(%m: memref<?xf32>) {
  // expected-error@+1 {{expected '('}}
  bufferization.dealloc retain %m : memref<?xf32>
  return
}

// -----

func.func @two_results(%m: memref<?xf32>) {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = bufferization.dealloc retain (%m : memref<?xf32>)
  return
}

// -----

func.func @segments_of_the_dictionary(%m: memref<?xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  bufferization.dealloc (%m : memref<?xf32>) if (%c) {operandSegmentSizes = array<i32: 1, 1, 1>}
  return
}

// -----

func.func @empty_groups() {
  // expected-error@+1 {{expected ':'}}
  bufferization.dealloc () if ()
  return
}
