// RUN: jopt %s -split-input-file -verify-diagnostics
// COMPARE: mlir-opt-22

// The function signature has one home (jopt.ir.ods.format.FunctionSignature): func.func and
// llvm.func report a malformed argument list alike, as MLIR's function_interface_impl does.

// expected-error @+1 {{variadic arguments must be in the end of the argument list}}
llvm.func @variadic_not_last(i32, ..., i32)

// -----

// expected-error @+1 {{expected SSA identifier}}
llvm.func @names_for_some(%a: i32, i32) {
  llvm.return
}

// -----

// expected-error @+1 {{expected type instead of SSA identifier}}
llvm.func @names_after_types(i32, %b: i32) {
  llvm.return
}

// -----

// expected-error @+1 {{expected SSA identifier}}
func.func @func_names_for_some(%a: i32, i32) {
  return
}

// -----

// expected-error @+1 {{expected non-function type}}
func.func @func_no_variadic(i32, ...)
