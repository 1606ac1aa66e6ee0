// llvm.mlir.global and llvm.mlir.addressof round-tripped in the form mlir-opt-22 prints them:
// the linkage keyword always, addr_space in the attribute dictionary, no type after a string.
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// CHECK: llvm.mlir.global private constant @name("layer_0\00") {addr_space = 0 : i32}
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<8 x i8>, linkage = #llvm.linkage<private>, sym_name = "name", unnamed_addr = 0 : i64, value = "layer_0\00", visibility_ = 0 : i64}>
llvm.mlir.global private constant @name("layer_0\00") {addr_space = 0 : i32}

// CHECK: llvm.mlir.global external @counter(0 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global @counter(0 : i64) : i64

// CHECK: llvm.mlir.global internal @scale(2.500000e-01 : f32) {addr_space = 0 : i32, alignment = 16 : i64} : f32
llvm.mlir.global internal @scale(0.25 : f32) {alignment = 16 : i64} : f32

// CHECK: llvm.mlir.global external hidden thread_local local_unnamed_addr @tls() {addr_space = 0 : i32} : i32
llvm.mlir.global external hidden thread_local local_unnamed_addr @tls() : i32

// CHECK: llvm.mlir.global weak_odr unnamed_addr @shared(dense<[1, 2]> : tensor<2xi32>) {addr_space = 3 : i32} : !llvm.array<2 x i32>
llvm.mlir.global weak_odr unnamed_addr @shared(dense<[1, 2]> : tensor<2xi32>) {addr_space = 3 : i32} : !llvm.array<2 x i32>

// CHECK: llvm.mlir.global private @init() {addr_space = 0 : i32} : !llvm.ptr {
// CHECK-NEXT:   %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   llvm.return %[[Z]] : !llvm.ptr
// CHECK-NEXT: }
llvm.mlir.global private @init() : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: llvm.mlir.global external constant @extern_const() {addr_space = 0 : i32} : i32
llvm.mlir.global external constant @extern_const() : i32

llvm.func @callee()

// CHECK-LABEL: func.func @addresses
// CHECK: llvm.mlir.addressof @name : !llvm.ptr
// CHECK: llvm.mlir.addressof @shared : !llvm.ptr<3>
// CHECK: llvm.mlir.addressof @callee : !llvm.ptr
// GENERIC: "llvm.mlir.addressof"() <{global_name = @name}> : () -> !llvm.ptr
func.func @addresses() -> (!llvm.ptr, !llvm.ptr<3>, !llvm.ptr) {
  %0 = llvm.mlir.addressof @name : !llvm.ptr
  %1 = llvm.mlir.addressof @shared : !llvm.ptr<3>
  %2 = llvm.mlir.addressof @callee : !llvm.ptr
  return %0, %1, %2 : !llvm.ptr, !llvm.ptr<3>, !llvm.ptr
}
