// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// The LLVM attributes of function arguments and results have their kind, and on a value of an
// LLVM type the kind of value they apply to (MLIR's LLVMDialect::verifyParameterAttribute).

// expected-error@+1 {{"llvm.noalias" should be a unit attribute}}
llvm.func @noalias_not_unit(%p: !llvm.ptr {llvm.noalias = i32})

// -----

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_on_integer(%p: i32 {llvm.noalias})

// -----

// expected-error@+1 {{"llvm.byval" should be a type attribute}}
llvm.func @byval_not_type(%p: !llvm.ptr {llvm.byval = 1 : i32})

// -----

// expected-error@+1 {{"llvm.align" should be an integer attribute}}
llvm.func @align_unit(%p: !llvm.ptr {llvm.align})

// -----

// expected-error@+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @zeroext_on_float(%p: f32 {llvm.zeroext})

// -----

// expected-error@+1 {{"llvm.noalias" should be a unit attribute}}
llvm.func @result_attr(%p: !llvm.ptr) -> (!llvm.ptr {llvm.noalias = 1 : i32})

// -----

// On a func.func too; a value not of an LLVM type is checked for the attribute's kind only.
func.func private @tensor_arg(%p: tensor<2xf32> {llvm.noalias}, %q: !llvm.ptr {llvm.align = 16 : i64})
