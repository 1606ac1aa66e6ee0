// RUN: jopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Verifier and parser errors of the deallocation dialect. The messages are those of the ODS
// traits and type constraints MLIR-HLO's ops are declared with (the dialect is not upstream,
// so they are not checked against mlir-opt).

func.func @retain_results(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op expected 1 results, one per retained memref, but found 0}}
  deallocation.retain(%m) of(%o) : (memref<2xf32>, !deallocation.ownership) -> ()
  return
}

// -----

func.func @retain_too_many_results(%o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op expected 0 results, one per retained memref, but found 1}}
  %r = deallocation.retain() of(%o) : (!deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @retain_alloc_type(%m: memref<2xf32>, %i: index) {
  // expected-error @+1 {{'deallocation.retain' op operand #1 must be variadic of an ownership indicator or ranked or unranked memref of any type values, but got 'index'}}
  %r = deallocation.retain(%m) of(%i) : (memref<2xf32>, index) -> !deallocation.ownership
  return
}

// -----

func.func @retain_retained_type(%o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op operand #0 must be variadic of ranked or unranked memref of any type values, but got '!deallocation.ownership'}}
  %r = deallocation.retain(%o) of(%o) : (!deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @retain_result_type(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op result #0 must be variadic of an ownership indicator, but got 'memref<*xi8>'}}
  %r = deallocation.retain(%m) of(%o) : (memref<2xf32>, !deallocation.ownership) -> memref<*xi8>
  return
}

// -----

func.func @retain_type_count(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{custom op 'deallocation.retain' number of operands and types do not match: got 2 operands and 1 types}}
  %r = deallocation.retain(%m) of(%o) : (memref<2xf32>) -> !deallocation.ownership
  return
}

// -----

func.func @retain_not_functional(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{custom op 'deallocation.retain' invalid kind of type specified: expected builtin.function, but found 'memref<2xf32>'}}
  %r = deallocation.retain(%m) of(%o) : memref<2xf32>
  return
}

// -----

func.func @retain_missing_of(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{expected 'of'}}
  %r = deallocation.retain(%m) (%o) : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @retain_segments_missing(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %r = "deallocation.retain"(%m, %o) : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @retain_segments_sum(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %r = "deallocation.retain"(%m, %o) <{operandSegmentSizes = array<i32: 1, 2>}> : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @retain_segments_negative(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op 'operandSegmentSizes' attribute cannot have negative elements}}
  %r = "deallocation.retain"(%m, %o) <{operandSegmentSizes = array<i32: -1, 3>}> : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @retain_segments_size(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 2>} for op deallocation.retain: size mismatch in attribute conversion: 1 vs 2}}
  %r = "deallocation.retain"(%m, %o) <{operandSegmentSizes = array<i32: 2>}> : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @retain_segments_i64(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i64: 1, 1>} for op deallocation.retain: expected DenseI32ArrayAttr for key `value`}}
  %r = "deallocation.retain"(%m, %o) <{operandSegmentSizes = array<i64: 1, 1>}> : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @own_of_scalar(%i: index) {
  // The format reads type($memref) as a BaseMemRefType (the constraint's C++ class).
  // expected-error @+1 {{custom op 'deallocation.own' invalid kind of type specified}}
  %o = deallocation.own %i : index
  return
}

// -----

func.func @own_of_scalar_generic(%i: index) {
  // expected-error @+1 {{'deallocation.own' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  %o = "deallocation.own"(%i) : (index) -> !deallocation.ownership
  return
}

// -----

func.func @own_attr_dict_first(%m: memref<2xf32>) {
  // MLIR-HLO's format is `attr-dict $memref : type($memref)`.
  // expected-error @+1 {{expected ':'}}
  %o = deallocation.own %m {bar} : memref<2xf32>
  return
}

// -----

func.func @null_with_operand(%o: !deallocation.ownership) {
  // expected-error @+1 {{expected '=' after SSA name}}
  %n = deallocation.null %o
  return
}

// -----

func.func @free_two_results(%o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.free' op requires zero results}}
  %a, %b = "deallocation.free"(%o) : (!deallocation.ownership) -> (index, index)
  return
}

// -----

func.func @get_buffer_no_result(%o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.get_buffer' op requires one result}}
  "deallocation.get_buffer"(%o) : (!deallocation.ownership) -> ()
  return
}

// -----

func.func @retain_region(%o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op requires zero regions}}
  "deallocation.retain"(%o) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  }) : (!deallocation.ownership) -> ()
  return
}

// -----

func.func @own_result(%m: memref<2xf32>) {
  // expected-error @+1 {{'deallocation.own' op result #0 must be an ownership indicator, but got 'memref<2xf32>'}}
  %o = "deallocation.own"(%m) : (memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @own_two_operands(%m: memref<2xf32>) {
  // expected-error @+1 {{'deallocation.own' op requires a single operand}}
  %o = "deallocation.own"(%m, %m) : (memref<2xf32>, memref<2xf32>) -> !deallocation.ownership
  return
}

// -----

func.func @null_operand(%o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.null' op requires zero operands}}
  %n = "deallocation.null"(%o) : (!deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @null_result() {
  // expected-error @+1 {{'deallocation.null' op result #0 must be an ownership indicator, but got 'index'}}
  %n = "deallocation.null"() : () -> index
  return
}

// -----

func.func @null_no_result() {
  // expected-error @+1 {{'deallocation.null' op requires one result}}
  "deallocation.null"() : () -> ()
  return
}

// -----

func.func @get_buffer_operand(%i: i64) {
  // expected-error @+1 {{'deallocation.get_buffer' op operand #0 must be ranked or unranked memref of any type values or an ownership indicator, but got 'i64'}}
  %p = deallocation.get_buffer %i : i64
  return
}

// -----

func.func @get_buffer_result(%o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.get_buffer' op result #0 must be index, but got 'i64'}}
  %p = "deallocation.get_buffer"(%o) : (!deallocation.ownership) -> i64
  return
}

// -----

func.func @free_memref(%m: memref<2xf32>) {
  // expected-error @+1 {{'deallocation.free' op operand #0 must be an ownership indicator, but got 'memref<2xf32>'}}
  "deallocation.free"(%m) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @free_result(%o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.free' op requires zero results}}
  %x = "deallocation.free"(%o) : (!deallocation.ownership) -> index
  return
}

// -----

func.func @free_no_operand() {
  // expected-error @+1 {{'deallocation.free' op requires a single operand}}
  "deallocation.free"() : () -> ()
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @free_operand_is_ownership(%m: memref<2xf32>) {
  // The custom form has no type: the operand must be an ownership indicator.
  // expected-error @+1 {{use of value '%m' expects different type than prior uses: '!deallocation.ownership' vs 'memref<2xf32>'}}
  deallocation.free %m
  return
}

// -----

func.func @unknown_type() {
  // expected-error @+1 {{unknown type `foo` in dialect `deallocation`}}
  %0 = "test.op"() : () -> !deallocation.foo
  return
}
