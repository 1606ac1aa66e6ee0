// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// llvm.getelementptr: what its format and verifier reject, with mlir-opt-22's messages.

llvm.func @no_indices(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @unknown_flag(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: foo}}
  %0 = llvm.getelementptr foo %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @flag_after_bar(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' expected keyword for ::mlir::LLVM::GEPNoWrapFlags after '|'}}
  %0 = llvm.getelementptr inbounds| %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @unknown_flag_after_bar(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: foo}}
  %0 = llvm.getelementptr inbounds|foo %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @more_types(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @not_function_type(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' invalid kind of type specified: expected builtin.function, but found '!llvm.ptr'}}
  %0 = llvm.getelementptr %p[1] : !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @no_element_type(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{expected ','}}
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @element_type_integer(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, 5
  llvm.return
}

// -----

llvm.func @index_not_integer(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[x] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @index_too_large(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' integer value too large}}
  %0 = llvm.getelementptr %p[3000000000] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @marker_constant(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = llvm.getelementptr %p[-2147483648] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @inbounds_flag(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[0] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @struct_index_out_of_bounds(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @struct_index_dynamic(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @elem_type_dict_kind(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' 'llvm.getelementptr' op attribute 'elem_type' failed to satisfy constraint: any type attribute}}
  %0 = llvm.getelementptr %p[1] {elem_type = 1} : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
