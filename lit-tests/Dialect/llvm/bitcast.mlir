// RUN: jopt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: jopt %s --split-input-file --verify-diagnostics --canonicalize | FileCheck %s --check-prefix=FOLD
// COMPARE: mlir-opt-22

// llvm.bitcast: between non-aggregate types; pointers only to pointers of one address space.
// Folded as MLIR's chainable casts: to its own type it is its operand, back to where a previous
// bitcast started it is that operand, else it casts the previous operand.

// CHECK-LABEL: llvm.func @casts
// CHECK: llvm.bitcast %arg0 : i32 to f32
// FOLD-LABEL: llvm.func @casts
// FOLD-NEXT: %[[V:.*]] = llvm.bitcast %arg0 : i32 to vector<4xi8>
// FOLD-NEXT: llvm.call @use(%[[V]])
// FOLD-NEXT: llvm.return %arg0 : i32
llvm.func @casts(%a: i32) -> i32 {
  %0 = llvm.bitcast %a : i32 to f32
  %1 = llvm.bitcast %0 : f32 to i32
  %2 = llvm.bitcast %1 : i32 to i32
  %3 = llvm.bitcast %a : i32 to vector<2xi16>
  %4 = llvm.bitcast %3 : vector<2xi16> to vector<4xi8>
  llvm.call @use(%4) : (vector<4xi8>) -> ()
  llvm.return %2 : i32
}
llvm.func @use(vector<4xi8>)

// -----

llvm.func @address_spaces(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @pointer_to_int(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return
}

// -----

llvm.func @two_operands(%a: i32) {
  // expected-error@+1 {{'llvm.bitcast' op requires a single operand}}
  %0 = "llvm.bitcast"(%a, %a) : (i32, i32) -> f32
  llvm.return
}

// -----

llvm.func @aggregate(%a: i32) {
  // expected-error@+1 {{'llvm.bitcast' op result #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.bitcast %a : i32 to !llvm.struct<(i32)>
  llvm.return
}
