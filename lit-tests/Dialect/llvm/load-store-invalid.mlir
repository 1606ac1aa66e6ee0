// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// llvm.load and llvm.store: what their formats and verifiers reject, with mlir-opt-22's messages.

llvm.func @atomic_no_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.load %p atomic : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @atomic_unknown_keyword(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.load %p atomic consume : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @atomic_unknown_string(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' invalid ordering attribute specification: "foo"}}
  %0 = llvm.load %p atomic "foo" : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @syncscope_integer(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = llvm.load %p atomic syncscope(1) acquire : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @syncscope_missing_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.load %p atomic syncscope("a") : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @ordering_dict(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  %0 = llvm.load %p {ordering = 3 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @volatile_dict(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'volatile_' failed to satisfy constraint: unit attribute}}
  %0 = llvm.load %p {volatile_ = 1} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @syncscope_not_atomic(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = llvm.load %p {syncscope = "s"} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @store_syncscope_not_atomic(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.store' op expected syncscope to be null for non-atomic access}}
  llvm.store %v, %p {syncscope = "s"} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @dereferenceable_not_pointer(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.load' op expected op to return a single LLVM pointer type}}
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @dereferenceable_missing_bytes(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' struct is missing required parameter: bytes}}
  %0 = llvm.load %p dereferenceable<mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @dereferenceable_unknown(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' duplicate or unknown struct parameter name: foo}}
  %0 = llvm.load %p dereferenceable<foo = 8> : !llvm.ptr -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @dereferenceable_twice(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' duplicate or unknown struct parameter name: bytes}}
  %0 = llvm.load %p dereferenceable<bytes = 8, bytes = 9> : !llvm.ptr -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @dereferenceable_no_angle(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{expected '<'}}
  %0 = llvm.load %p dereferenceable : !llvm.ptr -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @dereferenceable_dict(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'dereferenceable' failed to satisfy constraint: LLVM dereferenceable attribute}}
  %0 = llvm.load %p {dereferenceable = 1} : !llvm.ptr -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_release(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @store_acquire(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @atomic_struct(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.load' op unsupported type '!llvm.struct<(i32)>' for atomic access}}
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @atomic_i7(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.load' op unsupported type 'i7' for atomic access}}
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i7
  llvm.return
}

// -----

llvm.func @atomic_no_alignment(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @load_not_pointer(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.load %v : i32 -> i32
  llvm.return
}

// -----

llvm.func @store_one_type(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{expected ','}}
  llvm.store %v, %p : i32
  llvm.return
}

// -----

llvm.func @store_invariant(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{expected ':'}}
  llvm.store %v, %p invariant : i32, !llvm.ptr
  llvm.return
}
