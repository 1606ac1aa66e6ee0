// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// memref.assume_alignment and memref.distinct_objects: what their formats reject.

func.func @alignment_not_integer(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.assume_alignment' invalid kind of attribute specified}}
  %0 = memref.assume_alignment %m, "x" : memref<4xf32>
  return
}

// -----

func.func @alignment_not_positive(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @alignment_dict_i64(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.assume_alignment' 'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 8 {alignment = 4} : memref<4xf32>
  return
}

// -----

func.func @alignment_not_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.assume_alignment' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.assume_alignment %m, 8 : tensor<4xf32>
  return
}

// -----

func.func @alignment_two_results(%m: memref<4xf32>) {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = memref.assume_alignment %m, 8 : memref<4xf32>
  return
}

// -----

func.func @alignment_missing(%m: memref<4xf32>) {
  // expected-error@+1 {{expected ','}}
  %0 = memref.assume_alignment %m : memref<4xf32>
  return
}

// -----

func.func @distinct_more_types(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.distinct_objects' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = memref.distinct_objects %m : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @distinct_no_operands(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.distinct_objects' number of operands and types do not match: got 0 operands and 1 types}}
  %0 = memref.distinct_objects : memref<4xf32>
  return
}

// -----

func.func @distinct_no_type(%m: memref<4xf32>) {
  // expected-error@+1 {{expected non-function type}}
  %0 = memref.distinct_objects %m :
  return
}

// -----

func.func @distinct_wrong_type(%m: memref<4xf32>) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%m' expects different type than prior uses: 'f32' vs 'memref<4xf32>'}}
  %0 = memref.distinct_objects %m : f32
  return
}

// -----

func.func @distinct_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'memref<*xf32>'}}
  %0 = memref.distinct_objects %m : memref<*xf32>
  return
}

// -----

func.func @distinct_result_count(%m: memref<4xf32>) {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = memref.distinct_objects %m : memref<4xf32>
  return
}
