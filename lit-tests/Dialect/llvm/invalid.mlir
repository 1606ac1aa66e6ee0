// RUN: jopt %s --split-input-file --verify-diagnostics

// Parser and verifier errors of the LLVM dialect ops, with mlir-opt-22's messages.

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.ptrtoint' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = llvm.ptrtoint %a : i64 to i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.ptrtoint' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got '!llvm.ptr'}}
  %0 = llvm.ptrtoint %p : !llvm.ptr to !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.inttoptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = llvm.inttoptr %a : i64 to i64
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.zero : index
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(2 : i64) : f32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(2.0) : f32
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.struct<(i32)>
  %1 = llvm.extractvalue %0[1] : !llvm.struct<(i32)>
  // mlir-opt reports it at the token after the type.
  // expected-error @+1 {{position out of bounds: 1}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.struct<(i32)>
  %1 = llvm.extractvalue %0[0, 0] : !llvm.struct<(i32)>
  // expected-error @+1 {{expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i64
  llvm.return
}

// -----

llvm.func @g(i64)

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope(%a) : (i64) -> ()
  llvm.return
}

// -----

func.func private @h()

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op 'h' does not reference a valid LLVM function or IFunc}}
  llvm.call @h() : () -> ()
  llvm.return
}

// -----

llvm.func @g(i64)

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  llvm.call @g(%a, %a) : (i64, i64) -> ()
  llvm.return
}

// -----

llvm.func @g(i64)

llvm.func @f(%b: i32) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'}}
  llvm.call @g(%b) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(i64)

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @g(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @k(i64) -> i32

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @k(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @k(i64) -> i32

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @k(%a) : (i64) -> i64
  llvm.return
}

// -----

llvm.func @g(i64)

llvm.func @f(%a: i64) {
  // expected-error @+1 {{expected a non-void result type}}
  llvm.call @g(%a) : (i64) -> !llvm.void
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  // expected-error @+1 {{expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %a x i64 : !llvm.ptr
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i64 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: i32) -> i64 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @decl(i64)

// -----

// expected-error @+1 {{failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(index)

// -----

llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.struct<(i32)>
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32)>' should produce 'i32' but this op returns 'i64'}}
  %1 = "llvm.extractvalue"(%0) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>) -> i64
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  %0 = llvm.mlir.undef : !llvm.struct<(i32)>
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.struct<(i32)>'}}
  %1 = "llvm.insertvalue"(%0, %a) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>, i64) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.struct<(i32)>
  // expected-error @+1 {{'llvm.extractvalue' op position out of bounds: 3}}
  %1 = "llvm.extractvalue"(%0) <{position = array<i64: 3>}> : (!llvm.struct<(i32)>) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  // expected-error @+1 {{'llvm.alloca' op requires attribute 'elem_type'}}
  %0 = llvm.alloca %a x i64 : (i64) -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i64) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported type '!llvm.struct<(i32)>' for atomic access}}
  %0 = llvm.load %p atomic unordered {alignment = 8 : i64} : !llvm.ptr -> !llvm.struct<(i32)>
  llvm.return
}
