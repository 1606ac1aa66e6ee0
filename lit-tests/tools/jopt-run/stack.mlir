// Stack memory counts: a memref.alloca lives until the end of its allocation scope (the
// function, an scf.for iteration), and jopt-run reports the stack's peak and the peak of heap
// and stack bytes live at the same moment beside the heap's own figures.
// RUN: jopt-run %s --args=3 | FileCheck %s
// RUN: jopt-run %s --entry=@loop --args=4 | FileCheck %s --check-prefix=LOOP
// RUN: jopt-run %s --entry=@nested --args=2 | FileCheck %s --check-prefix=NESTED
// RUN: not jopt-run %s --entry=@escape 2>&1 | FileCheck %s --check-prefix=ESCAPE
// RUN: not jopt-run %s --entry=@free_stack 2>&1 | FileCheck %s --check-prefix=FREE

// 64 heap bytes freed before the 256 stack bytes are taken: the total peak is the stack's,
// not the sum of both peaks.
// CHECK:      result #0: 3.0 : f32
// CHECK-NEXT: heap: allocations=1 frees=1 peak-bytes=64 live-bytes=0 stack-allocations=1 stack-peak-bytes=256 total-peak-bytes=256 live-bound-bytes=256{{$}}
func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 3.0 : f32
  %h = memref.alloc() : memref<16xf32>
  memref.store %f, %h[%c0] : memref<16xf32>
  %x = memref.load %h[%c0] : memref<16xf32>
  memref.dealloc %h : memref<16xf32>
  %s = memref.alloca() : memref<64xf32>
  memref.store %x, %s[%c0] : memref<64xf32>
  %y = memref.load %s[%c0] : memref<64xf32>
  return %y : f32
}

// An scf.for body is an allocation scope: each iteration's alloca is released when the
// iteration ends, so four iterations peak at one buffer. The heap buffer is live throughout.
// LOOP:      result #0: 6.0 : f32
// LOOP-NEXT: heap: allocations=1 frees=1 peak-bytes=32 live-bytes=0 stack-allocations=4 stack-peak-bytes=128 total-peak-bytes=160 live-bound-bytes=128{{$}}
func.func @loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %h = memref.alloc() : memref<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %t = memref.alloca() : memref<32xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    memref.store %fi, %t[%c0] : memref<32xf32>
    %v = memref.load %t[%c0] : memref<32xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  memref.dealloc %h : memref<8xf32>
  return %r : f32
}

// An scf.if is not an allocation scope: its allocas live until the function returns, and a
// callee's allocas until the callee returns (8 + 4 + 16 bytes at the peak, four allocas).
// NESTED:      result #0: 2 : index
// NESTED-NEXT: heap: allocations=0 frees=0 peak-bytes=0 live-bytes=0 stack-allocations=4 stack-peak-bytes=28 total-peak-bytes=28 live-bound-bytes=0{{$}}
func.func @callee() {
  %t = memref.alloca() : memref<16xi8>
  return
}
func.func @nested(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  scf.if %true {
    %a = memref.alloca() : memref<2xi32>
    scf.yield
  }
  %b = memref.alloca() : memref<1xi32>
  func.call @callee() : () -> ()
  func.call @callee() : () -> ()
  return %n : index
}

// ESCAPE: error: read of buffer #1 (memref<4xf32>, 16 bytes) after it was released when its allocation scope ended
func.func @make() -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  memref.store %f, %s[%c0] : memref<4xf32>
  return %s : memref<4xf32>
}
func.func @escape() -> f32 {
  %c0 = arith.constant 0 : index
  %m = func.call @make() : () -> memref<4xf32>
  %x = memref.load %m[%c0] : memref<4xf32>
  return %x : f32
}

// FREE: error: free of memory the program does not own: buffer #1 (memref<4xf32>, 16 bytes) is stack memory (memref.alloca)
func.func @free_stack() {
  %s = memref.alloca() : memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}
