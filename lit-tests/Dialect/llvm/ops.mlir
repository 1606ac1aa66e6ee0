// The LLVM dialect ops jopt models, each round-tripped in the form mlir-opt-22 prints it
// (the expectations are mlir-opt-22's output for this file).
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.func @attrs(!llvm.ptr {llvm.noalias}, i64) -> (!llvm.ptr {llvm.noalias})
// CHECK-NEXT: llvm.func extern_weak @weak(i32)
// CHECK-NEXT: llvm.func internal @internal() attributes {passthrough = ["noinline"], test.x} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func private hidden local_unnamed_addr fastcc @keywords(%arg0: i64 {llvm.noundef}) -> (i64 {llvm.zeroext}) {
// CHECK-NEXT: llvm.return %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @variadic_def(%arg0: i32, ...) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @values(%arg0: !llvm.ptr, %arg1: i64) -> i1 {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.zero {test.x} : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %5 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %6 = llvm.mlir.constant(dense<1> : vector<2xi64>) : vector<2xi64>
// CHECK-NEXT: %7 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.poison : !llvm.struct<packed (i8, i32)>
// CHECK-NEXT: %10 = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK-NEXT: %11 = llvm.inttoptr %arg1 {test.x} : i64 to !llvm.ptr<1>
// CHECK-NEXT: %12 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg1, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %13[3, 0] {test.x} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %9[0] : !llvm.struct<packed (i8, i32)>
// CHECK-NEXT: %17 = llvm.icmp "eq" %10, %2 : i64
// CHECK-NEXT: %18 = llvm.icmp "ne" %14, %0 : !llvm.ptr
// CHECK-NEXT: %19 = llvm.icmp "ult" %6, %6 {test.x} : vector<2xi64>
// CHECK-NEXT: llvm.return %17 : i1
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @memory(%arg0: i64, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %arg0 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %2[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %7 = llvm.getelementptr inbounds %arg1[0, 1, %arg0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>)>
// CHECK-NEXT: %8 = llvm.getelementptr inbounds|nuw %2[-1] {test.x} : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: %9 = llvm.getelementptr nusw|nuw %2[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %arg1, %5 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %6 {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg0, %6 {nontemporal} : i64, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %6 atomic release {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: %10 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %11 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: %12 = llvm.load volatile %6 : !llvm.ptr -> i64
// CHECK-NEXT: %13 = llvm.load %6 atomic syncscope("singlethread") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: %14 = llvm.load %6 invariant : !llvm.ptr -> i64
// CHECK-NEXT: %15 = llvm.load %5 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.load %5 invariant_group dereferenceable<bytes = 16, mayBeNull = true> {alignment = 4 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %17 = llvm.load volatile %6 atomic syncscope("agent") seq_cst invariant invariant_group {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store volatile %17, %6 atomic syncscope("agent") seq_cst invariant_group {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @calls(%arg0: !llvm.ptr, %arg1: i64, %arg2: !llvm.ptr) {
// CHECK-NEXT: llvm.call @free(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT: %0 = llvm.call @malloc(%arg1) : (i64) -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%1, %2, %1, %2) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %3 = llvm.call @printf(%arg0, %arg1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
// CHECK-NEXT: %4 = llvm.call %arg2(%arg1) : !llvm.ptr, (i64) -> i32
// CHECK-NEXT: llvm.call tail @free(%0) {test.x} : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call fastcc @free(%0) : (!llvm.ptr) -> ()
// CHECK-NEXT: %5 = llvm.call @keywords(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (i64) -> i64
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_func(%arg0: memref<2xf32>, %arg1: !llvm.ptr) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
// CHECK-NEXT: %3 = arith.index_cast %2 : i64 to index
// CHECK-NEXT: llvm.call @free(%arg1) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "free", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "retainBuffers", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: %30 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
// GENERIC: %31 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
// GENERIC: %40 = "llvm.insertvalue"(%36, %arg7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC: %41 = "llvm.insertvalue"(%40, %arg8) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC: %45 = "llvm.icmp"(%38, %30) <{predicate = 0 : i64}> : (i64, i64) -> i1
// GENERIC: %46 = "llvm.icmp"(%42, %28) <{predicate = 1 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
// GENERIC: %11 = "llvm.alloca"(%10) <{elem_type = !llvm.ptr}> : (i64) -> !llvm.ptr
// GENERIC: %12 = "llvm.alloca"(%arg5) <{alignment = 8 : i64, elem_type = i64}> : (i64) -> !llvm.ptr
// GENERIC: %14 = "llvm.getelementptr"(%11) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC: %15 = "llvm.getelementptr"(%11) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC: "llvm.store"(%arg6, %15) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// GENERIC: "llvm.store"(%arg5, %16) <{alignment = 8 : i64, ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
// GENERIC: "llvm.store"(%arg5, %16) <{nontemporal, ordering = 0 : i64, volatile_}> : (i64, !llvm.ptr) -> ()
// GENERIC: "llvm.store"(%arg5, %16) <{alignment = 8 : i64, ordering = 5 : i64}> : (i64, !llvm.ptr) -> ()
// GENERIC: %20 = "llvm.load"(%15) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC: %21 = "llvm.load"(%16) <{alignment = 8 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> i64
// GENERIC: %22 = "llvm.load"(%16) <{ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> i64
// GENERIC: %23 = "llvm.load"(%16) <{alignment = 8 : i64, ordering = 4 : i64, syncscope = "singlethread"}> : (!llvm.ptr) -> i64
// GENERIC: %24 = "llvm.load"(%16) <{invariant, ordering = 0 : i64}> : (!llvm.ptr) -> i64
// GENERIC: %25 = "llvm.load"(%15) <{dereferenceable = #llvm.dereferenceable<bytes = 8>, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC: %26 = "llvm.load"(%15) <{alignment = 4 : i64, dereferenceable = #llvm.dereferenceable<bytes = 16, mayBeNull = true>, invariantGroup, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC: %27 = "llvm.load"(%16) <{alignment = 8 : i64, invariant, invariantGroup, ordering = 7 : i64, syncscope = "agent", volatile_}> : (!llvm.ptr) -> i64
// GENERIC: "llvm.store"(%27, %16) <{alignment = 8 : i64, invariantGroup, ordering = 7 : i64, syncscope = "agent", volatile_}> : (i64, !llvm.ptr) -> ()
// GENERIC: "llvm.call"(%arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
// GENERIC: %4 = "llvm.call"(%arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr

// Declarations: no argument names; `...` for variadic functions; the runtime functions of the
// deallocation lowering.
llvm.func @free(!llvm.ptr)
llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @attrs(!llvm.ptr {llvm.noalias}, i64) -> (!llvm.ptr {llvm.noalias})
llvm.func extern_weak @weak(i32)

// Linkage, visibility, unnamed_addr and calling convention keywords; `attributes`.
llvm.func internal @internal() attributes {passthrough = ["noinline"], test.x} {
  llvm.return
}
llvm.func private hidden local_unnamed_addr fastcc @keywords(%a: i64 {llvm.noundef}) -> (i64 {llvm.zeroext}) {
  llvm.return %a : i64
}
llvm.func @variadic_def(%a: i32, ...) {
  llvm.return
}

// Constants, casts and aggregates.
llvm.func @values(%p: !llvm.ptr, %i: i64) -> i1 {
  %zero = llvm.mlir.zero : !llvm.ptr
  %zero_i = llvm.mlir.zero {test.x} : i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c2_untyped = llvm.mlir.constant(2) : i64
  %f = llvm.mlir.constant(1.5 : f32) : f32
  %t = llvm.mlir.constant(true) : i1
  %v = llvm.mlir.constant(dense<1> : vector<2xi64>) : vector<2xi64>
  %s = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %undef = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %poison = llvm.mlir.poison : !llvm.struct<packed (i8, i32)>
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  %ip = llvm.inttoptr %i {test.x} : i64 to !llvm.ptr<1>
  %d0 = llvm.insertvalue %p, %undef[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d1 = llvm.insertvalue %i, %d0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %alloc = llvm.extractvalue %d1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %size = llvm.extractvalue %d1[3, 0] {test.x} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %b = llvm.extractvalue %poison[0] : !llvm.struct<packed (i8, i32)>
  %eq = llvm.icmp "eq" %pi, %c2 : i64
  %ne = llvm.icmp "ne" %alloc, %zero : !llvm.ptr
  %ult = llvm.icmp "ult" %v, %v {test.x} : vector<2xi64>
  llvm.return %eq : i1
}

// Memory: alloca, getelementptr, load, store.
llvm.func @memory(%n: i64, %p: !llvm.ptr) {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.alloca %c2 x !llvm.ptr : (i64) -> !llvm.ptr
  %b = llvm.alloca %n x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %c = llvm.alloca %c2 x f32 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  %g0 = llvm.getelementptr %a[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  %g1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  %gn = llvm.getelementptr %b[%n] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %gs = llvm.getelementptr inbounds %p[0, 1, %n] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>)>
  %gf = llvm.getelementptr inbounds|nuw %b[-1] {test.x} : (!llvm.ptr) -> !llvm.ptr, i64
  %gw = llvm.getelementptr nusw|nuw %b[%n] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %p, %g1 : !llvm.ptr, !llvm.ptr
  llvm.store %n, %gn {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.store volatile %n, %gn {nontemporal} : i64, !llvm.ptr
  llvm.store %n, %gn atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  %l = llvm.load %g1 : !llvm.ptr -> !llvm.ptr
  %li = llvm.load %gn {alignment = 8 : i64} : !llvm.ptr -> i64
  %lv = llvm.load volatile %gn : !llvm.ptr -> i64
  %la = llvm.load %gn atomic syncscope("singlethread") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %lc = llvm.load %gn invariant : !llvm.ptr -> i64
  %ld = llvm.load %g1 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %lg = llvm.load %g1 invariant_group dereferenceable<bytes = 16, mayBeNull = true> {alignment = 4 : i64} : !llvm.ptr -> !llvm.ptr
  %lx = llvm.load volatile %gn atomic syncscope("agent") seq_cst invariant invariant_group {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.store volatile %lx, %gn atomic syncscope("agent") seq_cst invariant_group {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

// Calls: direct, with a result, variadic, indirect, with keywords and attributes.
llvm.func @calls(%p: !llvm.ptr, %n: i64, %f: !llvm.ptr) {
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %m = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %c = llvm.mlir.constant(4 : i64) : i64
  %a = llvm.alloca %c x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.call @retainBuffers(%c, %a, %c, %a) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
  %r = llvm.call @printf(%p, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  %i = llvm.call %f(%n) : !llvm.ptr, (i64) -> i32
  llvm.call tail @free(%m) {test.x} : (!llvm.ptr) -> ()
  llvm.call fastcc @free(%m) : (!llvm.ptr) -> ()
  %k = llvm.call @keywords(%n) {fastmathFlags = #llvm.fastmath<fast>} : (i64) -> i64
  llvm.return
}

// Inside func.func (what the deallocation lowering produces).
func.func @in_func(%m: memref<2xf32>, %o: !llvm.ptr) -> index {
  %d = builtin.unrealized_conversion_cast %m : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %p = llvm.extractvalue %d[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %i = llvm.ptrtoint %p : !llvm.ptr to i64
  %x = arith.index_cast %i : i64 to index
  llvm.call @free(%o) : (!llvm.ptr) -> ()
  return %x : index
}
