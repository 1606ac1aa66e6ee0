// Each fault is an error at the op that makes it, with notes on the buffer's history; exit 1.
// RUN: not jopt-run %s --entry=@use_after_free --args=1 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not jopt-run %s --entry=@double_free 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not jopt-run %s --entry=@free_of_view 2>&1 | FileCheck %s --check-prefix=VIEW
// RUN: not jopt-run %s --entry=@free_of_argument --args=iota 2>&1 | FileCheck %s --check-prefix=ARG
// RUN: not jopt-run %s --entry=@leak 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: jopt-run %s --entry=@leak --no-leak-check | FileCheck %s --check-prefix=NOLEAK
// RUN: not jopt-run %s --entry=@out_of_bounds --args=4 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not jopt-run %s --entry=@uninitialized 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not jopt-run %s --entry=@overlap 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not jopt-run %s --entry=@stack_scope 2>&1 | FileCheck %s --check-prefix=SCOPE

// UAF: heap-errors.mlir:[[# @LINE + 6]]:8: error: read of buffer #1 (memref<4xf32>, 16 bytes) after it was freed
// UAF: heap-errors.mlir:[[# @LINE + 3]]:8: note: buffer #1 allocated here
// UAF: heap-errors.mlir:[[# @LINE + 3]]:3: note: freed here
func.func @use_after_free(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  return %x : f32
}

// DOUBLE: heap-errors.mlir:[[# @LINE + 6]]:3: error: double free of buffer #1 (memref<4xf32>, 16 bytes)
// DOUBLE: note: first freed here
func.func @double_free() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// VIEW: heap-errors.mlir:[[# @LINE + 4]]:3: error: free of a view: the operand points into buffer #1
func.func @free_of_view() {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %v : memref<4xf32, strided<[1], offset: 2>>
  return
}

// ARG: heap-errors.mlir:[[# @LINE + 2]]:3: error: free of memory the program does not own: buffer #1 (memref<4xf32>, 16 bytes) is an argument of the entry function, owned by the caller
func.func @free_of_argument(%a: memref<4xf32>) {
  memref.dealloc %a : memref<4xf32>
  return
}

// What the entry returns is the caller's: only %a leaks.
// LEAK: heap-errors.mlir:[[# @LINE + 4]]:8: error: leak: buffer #1 (memref<4xf32>, 16 bytes) is never freed
// LEAK-NOT: error
// NOLEAK: result #0: memref<2xf32> [?, ?]
func.func @leak() -> memref<2xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf32>
  return %b : memref<2xf32>
}

// OOB: heap-errors.mlir:[[# @LINE + 6]]:3: error: index 4 out of bounds for dimension 0 of size 4
// OOB-NEXT: memref.store %f, %a[%i] : memref<4xf32>
// OOB-NEXT: ^
func.func @out_of_bounds(%i: index) {
  %a = memref.alloca() : memref<4xf32>
  %f = arith.constant 0.0 : f32
  memref.store %f, %a[%i] : memref<4xf32>
  return
}

// UNINIT: heap-errors.mlir:[[# @LINE + 4]]:8: error: read of uninitialized memory: byte 0 of buffer #1
func.func @uninitialized() -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  return %x : i32
}

// Two views of one arena that share bytes while both are live.
// OVERLAP: heap-errors.mlir:[[# @LINE + 13]]:8: error: read of bytes last written through another buffer: byte 4 of buffer #1 (memref<32xi8>, 32 bytes) belongs to two live buffers
// OVERLAP: heap-errors.mlir:[[# @LINE + 9]]:9: note: the bytes were written through the buffer made here
// OVERLAP: heap-errors.mlir:[[# @LINE + 7]]:9: note: and are read through the buffer made here
func.func @overlap() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %arena = memref.alloc() : memref<32xi8>
  %v0 = memref.view %arena[%c0][] : memref<32xi8> to memref<4xf32>
  %v1 = memref.view %arena[%c4][] : memref<32xi8> to memref<4xf32>
  memref.store %f, %v0[%c1] : memref<4xf32>
  memref.store %f, %v1[%c0] : memref<4xf32>
  %x = memref.load %v0[%c1] : memref<4xf32>
  memref.dealloc %arena : memref<32xi8>
  return %x : f32
}

// An alloca dies when its allocation scope (here the callee) returns.
// SCOPE: heap-errors.mlir:[[# @LINE + 8]]:8: error: read of buffer #1 (memref<4xf32>, 16 bytes) after it was released when its allocation scope ended
func.func @callee() -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @stack_scope() -> f32 {
  %c0 = arith.constant 0 : index
  %a = call @callee() : () -> memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}
