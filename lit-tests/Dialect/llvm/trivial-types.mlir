// The parameterless LLVM types besides void: label, metadata, token, ppc_fp128, x86_amx.
// mlir-opt-22 prints them bare when nested in an LLVM type, except ppc_fp128, which keeps its
// prefix. A global may hold any array or struct (a memref inside one too) and any vector of
// rank 1; found by the front-door fuzzer.
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// COMPARE: mlir-opt-22

// CHECK: llvm.mlir.global internal @array_of_memrefs() {addr_space = 0 : i32} : !llvm.array<2 x memref<2x3xi32>>
llvm.mlir.global internal @array_of_memrefs() : !llvm.array<2 x memref<2x3xi32>>
// CHECK: llvm.mlir.global internal @struct_of_indices() {addr_space = 0 : i32} : !llvm.struct<(index, index)>
llvm.mlir.global internal @struct_of_indices() : !llvm.struct<(index, index)>
// CHECK: llvm.mlir.global internal @index_vector() {addr_space = 0 : i32} : vector<2xindex>
llvm.mlir.global internal @index_vector() : vector<2xindex>
// CHECK: llvm.mlir.global internal @ppc() {addr_space = 0 : i32} : !llvm.array<2 x !llvm.ppc_fp128>
llvm.mlir.global internal @ppc() : !llvm.array<2 x ppc_fp128>
// CHECK: llvm.mlir.global internal @amx() {addr_space = 0 : i32} : !llvm.x86_amx
llvm.mlir.global internal @amx() : !llvm.x86_amx
// CHECK: llvm.func @nested(!llvm.token, !llvm.struct<(!llvm.ppc_fp128, x86_amx)>, !llvm.metadata) attributes {t = !llvm.func<token (label, metadata, x86_amx, !llvm.ppc_fp128)>}
llvm.func @nested(%a: !llvm.token, %b: !llvm.struct<(ppc_fp128, x86_amx)>, %c: !llvm.metadata) attributes {t = !llvm.func<token (label, metadata, x86_amx, ppc_fp128)>}
