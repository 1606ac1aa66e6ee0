// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global @tensor_typed() : tensor<4xf32>

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global @short("abcd") : !llvm.array<3 x i8>

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global @odd(1 : i32) {alignment = 6 : i64} : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global @both(1 : i64) : i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i32' does not match global type 'i64'}}
llvm.mlir.global @mismatch() : i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error@+1 {{type can only be omitted for string globals}}
llvm.mlir.global @untyped(7 : i32)

// -----

// expected-error@+1 {{expected zero or one type}}
llvm.mlir.global @two() : i32, i32

// -----

func.func @dangling() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @missing : !llvm.ptr
  return %0 : !llvm.ptr
}

// -----

llvm.mlir.global @in_three() {addr_space = 3 : i32} : i32

func.func @space() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @in_three : !llvm.ptr
  return %0 : !llvm.ptr
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @token() : !llvm.token

// -----

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @matrix() : vector<2x2xf32>

// -----

// expected-error@+1 {{invalid array element type: '!llvm.void'}}
llvm.mlir.global internal @void_array() : !llvm.array<2 x !llvm.void>

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.label'}}
llvm.mlir.global internal @label_struct() : !llvm.struct<(i32, struct<(label)>)>

// -----

// expected-error@+1 {{invalid function result type: '!llvm.label'}}
llvm.func @f() attributes {t = !llvm.func<label (i32)>}

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.func<void ()>'}}
llvm.func @g() attributes {t = !llvm.func<i32 (func<void ()>)>}
