// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// llvm.extractvalue and llvm.insertvalue: what their formats and verifiers reject, with
// mlir-opt-22's messages.

llvm.func @position_out_of_range(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @position_too_deep(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'f32'}}
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @position_dict_kind(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.extractvalue' 'llvm.extractvalue' op attribute 'position' failed to satisfy constraint: i64 dense array attribute}}
  %0 = llvm.extractvalue %s[0] {position = 1} : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @position_not_integer(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' expected integer value}}
  // expected-error@+1 {{expected ']'}}
  %0 = llvm.extractvalue %s[x] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @container_not_aggregate(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  %0 = llvm.extractvalue %v[0] : i32
  llvm.return
}

// -----

llvm.func @insert_out_of_range(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+2 {{custom op 'llvm.insertvalue' position out of bounds: -1}}
  %0 = llvm.insertvalue %v, %s[-1] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @insert_no_comma(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+1 {{expected ','}}
  %0 = llvm.insertvalue %v %s[0] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extract_no_type(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = llvm.extractvalue %s[0]
  llvm.return
}

// -----

llvm.func @extract_no_position(%s: !llvm.struct<(i32, f32)>, %v: i32) {
  // expected-error@+1 {{expected '['}}
  %0 = llvm.extractvalue %s : !llvm.struct<(i32, f32)>
  llvm.return
}
