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

// -----

llvm.func @return_two(%a: i64) -> i64 {
  // expected-error @+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%a, %a) : (i64, i64) -> ()
}

// -----

llvm.func @zero_operand() {
  %c = llvm.mlir.constant(1 : i32) : i32
  // expected-error @+1 {{'llvm.mlir.zero' op requires zero operands}}
  %0 = "llvm.mlir.zero"(%c) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @undef_no_result() {
  // expected-error @+1 {{'llvm.mlir.undef' op requires one result}}
  "llvm.mlir.undef"() : () -> ()
  llvm.return
}

// -----

llvm.func @poison_type() {
  // expected-error @+1 {{'llvm.mlir.poison' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.poison : index
  llvm.return
}

// -----

llvm.func @constant_no_value() {
  // expected-error @+1 {{'llvm.mlir.constant' op requires attribute 'value'}}
  %0 = "llvm.mlir.constant"() : () -> i32
  llvm.return
}

// -----

llvm.func @inttoptr_two_operands(%i: i64) {
  // expected-error @+1 {{'llvm.inttoptr' op requires a single operand}}
  %0 = "llvm.inttoptr"(%i, %i) : (i64, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @extract_no_position(%s: !llvm.struct<(i32, i64)>) {
  // expected-error @+1 {{'llvm.extractvalue' op requires attribute 'position'}}
  %0 = "llvm.extractvalue"(%s) : (!llvm.struct<(i32, i64)>) -> i32
  llvm.return
}

// -----

llvm.func @extract_scalar(%s: i32) {
  // expected-error @+1 {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @extract_position_kind(%s: !llvm.struct<(i32, i64)>) {
  // expected-error @+1 {{invalid properties {position = 0 : i64} for op llvm.extractvalue: Invalid attribute `position` in property conversion: 0 : i64}}
  %0 = "llvm.extractvalue"(%s) <{position = 0 : i64}> : (!llvm.struct<(i32, i64)>) -> i32
  llvm.return
}

// -----

llvm.func @insert_result_type(%s: !llvm.struct<(i32, i64)>, %v: i32) {
  // expected-error @+1 {{'llvm.insertvalue' op failed to verify that all of {container, res} have same type}}
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i64)>, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @insert_one_operand(%s: !llvm.struct<(i32, i64)>) {
  // expected-error @+1 {{'llvm.insertvalue' op expected 2 operands, but found 1}}
  %0 = "llvm.insertvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i64)>) -> !llvm.struct<(i32, i64)>
  llvm.return
}

// -----

llvm.func @icmp_no_predicate(%x: i64) {
  // expected-error @+1 {{'llvm.icmp' op requires attribute 'predicate'}}
  %0 = "llvm.icmp"(%x, %x) : (i64, i64) -> i1
  llvm.return
}

// -----

llvm.func @icmp_predicate_range(%x: i64) {
  // expected-error @+1 {{invalid properties {predicate = 12 : i64} for op llvm.icmp: Invalid attribute `predicate` in property conversion: 12 : i64}}
  %0 = "llvm.icmp"(%x, %x) <{predicate = 12 : i64}> : (i64, i64) -> i1
  llvm.return
}

// -----

llvm.func @icmp_operand_types(%x: i64, %y: i32) {
  // expected-error @+1 {{'llvm.icmp' op requires all operands to have the same type}}
  %0 = "llvm.icmp"(%x, %y) <{predicate = 0 : i64}> : (i64, i32) -> i1
  llvm.return
}

// -----

llvm.func @icmp_float(%x: f32) {
  // expected-error @+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = "llvm.icmp"(%x, %x) <{predicate = 0 : i64}> : (f32, f32) -> i1
  llvm.return
}

// -----

llvm.func @icmp_result(%x: i64) {
  // expected-error @+1 {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i8'}}
  %0 = "llvm.icmp"(%x, %x) <{predicate = 0 : i64}> : (i64, i64) -> i8
  llvm.return
}

// -----

llvm.func @icmp_one_operand(%x: i64) {
  // expected-error @+1 {{'llvm.icmp' op expected 2 operands, but found 1}}
  %0 = "llvm.icmp"(%x) <{predicate = 0 : i64}> : (i64) -> i1
  llvm.return
}

// -----

llvm.func @alloca_size_type(%f: f32) {
  // expected-error @+1 {{'llvm.alloca' op operand #0 must be signless integer, but got 'f32'}}
  %0 = "llvm.alloca"(%f) <{elem_type = i64}> : (f32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_result(%n: i64) {
  // expected-error @+1 {{'llvm.alloca' op result #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.alloca"(%n) <{elem_type = i64}> : (i64) -> i64
  llvm.return
}

// -----

llvm.func @alloca_alignment_kind(%n: i64) {
  // expected-error @+1 {{invalid properties {alignment = "x", elem_type = i64} for op llvm.alloca: Invalid attribute `alignment` in property conversion: "x"}}
  %0 = "llvm.alloca"(%n) <{alignment = "x", elem_type = i64}> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_dynamic_struct_index(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i64)>
  llvm.return
}

// -----

llvm.func @gep_struct_index_bounds(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64)>
  llvm.return
}

// -----

llvm.func @gep_scalar_indexed(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'i8' cannot be indexed (index #3)}}
  %0 = llvm.getelementptr %p[0, 1, 0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>)>
  llvm.return
}

// -----

llvm.func @gep_no_elem_type(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op requires attribute 'elem_type'}}
  %0 = "llvm.getelementptr"(%p) <{rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_flags_range(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op property 'noWrapFlags' failed to satisfy constraint: ::mlir::LLVM::GEPNoWrapFlags}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 9 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_result(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @load_ordering_value(%p: !llvm.ptr) {
  // expected-error @+1 {{invalid properties {ordering = 3 : i64} for op llvm.load: Invalid attribute `ordering` in property conversion: 3 : i64}}
  %0 = "llvm.load"(%p) <{ordering = 3 : i64}> : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @load_ordering_in_dictionary(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  %0 = "llvm.load"(%p) {ordering = 9 : i64} : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @load_alignment_kind(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "llvm.load"(%p) {alignment = "x"} : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @load_void(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = "llvm.load"(%p) : (!llvm.ptr) -> !llvm.void
  llvm.return
}

// -----

llvm.func @load_dereferenceable_kind(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'dereferenceable' failed to satisfy constraint: LLVM dereferenceable attribute}}
  %0 = "llvm.load"(%p) {dereferenceable = 1 : i64} : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @store_one_operand(%v: i64) {
  // expected-error @+1 {{'llvm.store' op expected 2 operands, but found 1}}
  "llvm.store"(%v) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @store_volatile_kind(%p: !llvm.ptr, %v: i64) {
  // expected-error @+1 {{invalid properties {volatile_ = 1 : i64} for op llvm.store: Invalid attribute `volatile_` in property conversion: 1 : i64}}
  "llvm.store"(%v, %p) <{volatile_ = 1 : i64}> : (i64, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @load_tbaa_kind(%p: !llvm.ptr) {
  // expected-error @+1 {{invalid properties {tbaa = 1 : i64} for op llvm.load: Invalid attribute `tbaa` in property conversion: 1 : i64}}
  %0 = "llvm.load"(%p) <{tbaa = 1}> : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @f(i64) -> i64
llvm.func @call_two_results(%x: i64) {
  // expected-error @+1 {{'llvm.call' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "llvm.call"(%x) <{callee = @f, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> (i64, i64)
  llvm.return
}

// -----

llvm.func @f(i64) -> i64
llvm.func @call_no_bundle_sizes(%x: i64) {
  // expected-error @+1 {{'llvm.call' op requires attribute 'op_bundle_sizes'}}
  %0 = "llvm.call"(%x) <{callee = @f, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
  llvm.return
}

// -----

llvm.func @f(i64) -> i64
llvm.func @call_string_callee(%x: i64) {
  // expected-error @+1 {{invalid properties {callee = "f", op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>} for op llvm.call: Invalid attribute `callee` in property conversion: "f"}}
  %0 = "llvm.call"(%x) <{callee = "f", op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
  llvm.return
}

// -----

llvm.func @f(i64) -> i64
llvm.func @call_cconv_kind(%x: i64) {
  // expected-error @+1 {{'llvm.call' op attribute 'CConv' failed to satisfy constraint: LLVM Calling Convention specification}}
  %0 = "llvm.call"(%x) {callee = @f, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, CConv = 1} : (i64) -> i64
  llvm.return
}

// -----

llvm.func @f(i64) -> i64
llvm.func @call_var_callee_type(%x: i64) {
  // expected-error @+1 {{'llvm.call' op attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type}}
  %0 = "llvm.call"(%x) {callee = @f, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = i64} : (i64) -> i64
  llvm.return
}

// -----

llvm.func @f(i64) -> i64
llvm.func @call_segments(%x: i64) {
  // expected-error @+1 {{'llvm.call' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "llvm.call"(%x) <{callee = @f, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64) -> i64
  llvm.return
}

// -----

llvm.func @f(i64) -> i64
llvm.func @call_arg_attrs_kind(%x: i64) {
  // expected-error @+1 {{'llvm.call' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  %0 = "llvm.call"(%x) {callee = @f, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, arg_attrs = 1} : (i64) -> i64
  llvm.return
}
