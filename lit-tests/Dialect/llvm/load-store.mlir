// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// llvm.load and llvm.store by MLIR's declarative formats: the optional keyword groups (volatile,
// atomic with an optional syncscope and the ordering, invariant, invariant_group,
// dereferenceable), the ordering as a keyword or a string, inherent attributes of the attribute
// dictionary over the keywords.

// CHECK-LABEL: llvm.func @loads
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %1 = llvm.load volatile %arg0 atomic syncscope("agent") acquire invariant invariant_group {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %2 = llvm.load %arg0 atomic monotonic {alignment = 8 : i64, nontemporal} : !llvm.ptr -> i64
// CHECK-NEXT: %3 = llvm.load %arg0 atomic seq_cst {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %4 = llvm.load %arg0 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %arg0 dereferenceable<bytes = 16, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.load %arg0 dereferenceable<bytes = 4> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.load %arg0 atomic unordered {alignment = 2 : i64} : !llvm.ptr -> i16
// CHECK-NEXT: %8 = llvm.load %arg0 : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %9 = llvm.load %arg0 atomic syncscope("") unordered {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %10 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %11 = llvm.load %arg0 {alignment = 4 : i64, tag = "t"} : !llvm.ptr -> i32
// CHECK-NEXT: %12 = llvm.load %arg0 : !llvm.ptr -> i32
// GENERIC: "llvm.load"(%{{.*}}) <{alignment = 4 : i64, invariant, invariantGroup, ordering = 4 : i64, syncscope = "agent", volatile_}> : (!llvm.ptr) -> i32
llvm.func @loads(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p atomic syncscope("agent") acquire invariant invariant_group {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load %p atomic "monotonic" {alignment = 8 : i64, nontemporal} : !llvm.ptr -> i64
  %3 = llvm.load %p {ordering = 7 : i64, alignment = 4 : i64} : !llvm.ptr -> f32
  %4 = llvm.load %p dereferenceable<bytes = 8, mayBeNull = false> : !llvm.ptr -> !llvm.ptr
  %5 = llvm.load %p dereferenceable <mayBeNull = 1, bytes = 16> : !llvm.ptr -> !llvm.ptr
  %6 = llvm.load %p {dereferenceable = #llvm.dereferenceable<bytes = 4>} : !llvm.ptr -> !llvm.ptr
  %7 = llvm.load %p atomic unordered {alignment = 2 : i64} : !llvm.ptr -> i16
  %8 = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %9 = llvm.load %p atomic syncscope("") unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %10 = llvm.load %p atomic not_atomic : !llvm.ptr -> i32
  %11 = llvm.load %p {alignment = 4 : i64, tag = "t"} : !llvm.ptr -> i32
  %12 = llvm.load %p atomic "" : !llvm.ptr -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @stores
// CHECK-NEXT: llvm.store %arg1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg1, %arg0 atomic syncscope("x") release invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %arg0 atomic unordered {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %arg0 atomic seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %arg0 {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
// GENERIC: "llvm.store"(%{{.*}}, %{{.*}}) <{alignment = 4 : i64, invariantGroup, ordering = 5 : i64, syncscope = "x", volatile_}> : (i32, !llvm.ptr) -> ()
llvm.func @stores(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.store volatile %v, %p atomic syncscope("x") release invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %v, %p {ordering = 1 : i64, alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %p, %p atomic "seq_cst" {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.store %v, %p {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
  llvm.return
}
