// RUN: jopt %s --canonicalize | FileCheck %s
// RUN: jopt-run %s --entry=@in_loop --args=1 -p canonicalize | FileCheck %s --check-prefix=LOOP
// RUN: jopt-run %s --entry=@in_callee -p canonicalize | FileCheck %s --check-prefix=CALL
// RUN: jopt-run %s --entry=@used_after_loop_free --args=2 -p canonicalize | FileCheck %s --check-prefix=UAF
// RUN: jopt-run %s --entry=@used_through_cast --args=2 -p canonicalize | FileCheck %s --check-prefix=CAST

// jopt's guards on SimplifyClones (not mlir-opt-22's behaviour), when the free that would go is
// the source's (the clone would take over the source's buffer):
// - the source is a view: the clone's own free, in a nested block or a callee where the pattern
//   does not look, would free the view (@in_loop, @in_callee; jopt-run on mlir-opt-22's output:
//   "free of a view");
// - an op between the clone and the source's free frees inside its regions (here the clone,
//   through a loop's iteration argument) and the source is used there or later: the source
//   would be used after that free (@used_after_loop_free; jopt-run on mlir-opt-22's output:
//   "clone of buffer #1 (...) after it was freed"), also when the use is through a view of the
//   source such as a memref.cast (@used_through_cast; found by DifferentialFuzzTest).
// jopt keeps the clones; run before and after, the functions are clean.

// CHECK-LABEL: func.func @in_loop
// CHECK: %[[V:.*]] = memref.subview
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %[[V]]
// CHECK-NEXT: memref.dealloc %alloc
// CHECK: scf.for
// CHECK-NEXT: memref.dealloc %[[C]]
func.func @in_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.5 : f32
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = bufferization.clone %v : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %a : memref<8xf32>
  %x = memref.load %c[%c1] : memref<4xf32, strided<[1], offset: 2>>
  scf.for %i = %c0 to %n step %c1 {
    memref.dealloc %c : memref<4xf32, strided<[1], offset: 2>>
  }
  return %x : f32
}
// LOOP: result #0: 2.5 : f32
// LOOP-NEXT: heap before: allocations=2 frees=2
// LOOP-NEXT: heap after: allocations=2 frees=2 {{.*}} live-bytes=0

// CHECK-LABEL: func.func @in_callee
// CHECK: %[[V:.*]] = memref.subview
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %[[V]]
// CHECK-NEXT: memref.dealloc %alloc
// CHECK: call @release(%[[C]])
func.func @in_callee() -> f32 {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = bufferization.clone %v : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %a : memref<8xf32>
  %x = memref.load %c[%c1] : memref<4xf32, strided<[1], offset: 2>>
  func.call @release(%c) : (memref<4xf32, strided<[1], offset: 2>>) -> ()
  return %x : f32
}
// CALL: result #0: 1.5 : f32
// CALL-NEXT: heap before: allocations=2 frees=2
// CALL-NEXT: heap after: allocations=2 frees=2 {{.*}} live-bytes=0

func.func private @release(%m: memref<4xf32, strided<[1], offset: 2>>) {
  memref.dealloc %m : memref<4xf32, strided<[1], offset: 2>>
  return
}

// CHECK-LABEL: func.func @used_after_loop_free
// CHECK: %[[C:.*]] = bufferization.clone %[[A:.*]] :
// CHECK: scf.for {{.*}} iter_args(%[[IT:.*]] = %[[C]])
// CHECK-NEXT: memref.dealloc %[[IT]]
// CHECK-NEXT: bufferization.clone %[[A]]
// CHECK: memref.dealloc %[[A]]
func.func @used_after_loop_free(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 3.5 : f32
  %a = memref.alloc() : memref<1xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<1xf32>)
  %c = bufferization.clone %a : memref<1xf32> to memref<1xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %c) -> (memref<1xf32>) {
    memref.dealloc %it : memref<1xf32>
    %next = bufferization.clone %a : memref<1xf32> to memref<1xf32>
    scf.yield %next : memref<1xf32>
  }
  memref.dealloc %a : memref<1xf32>
  %x = memref.load %r[%c0] : memref<1xf32>
  memref.dealloc %r : memref<1xf32>
  return %x : f32
}
// UAF: result #0: 3.5 : f32
// UAF-NEXT: heap before: allocations=4 frees=4
// UAF-NEXT: heap after: allocations=4 frees=4 {{.*}} live-bytes=0

// CHECK-LABEL: func.func @used_through_cast
// CHECK: %[[C:.*]] = bufferization.clone %[[A:.*]] :
// CHECK: scf.for {{.*}} iter_args(%[[IT:.*]] = %[[C]])
// CHECK-NEXT: memref.dealloc %[[IT]]
// CHECK: memref.dealloc %[[A]]
func.func @used_through_cast(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 4.5 : f32
  %a = memref.alloc() : memref<1xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<1xf32>)
  %v = memref.cast %a : memref<1xf32> to memref<?xf32>
  %c = bufferization.clone %a : memref<1xf32> to memref<1xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %c) -> (memref<1xf32>) {
    memref.dealloc %it : memref<1xf32>
    %next = bufferization.clone %v : memref<?xf32> to memref<?xf32>
    %back = memref.cast %next : memref<?xf32> to memref<1xf32>
    scf.yield %back : memref<1xf32>
  }
  memref.dealloc %a : memref<1xf32>
  %x = memref.load %r[%c0] : memref<1xf32>
  memref.dealloc %r : memref<1xf32>
  return %x : f32
}
// CAST: result #0: 4.5 : f32
// CAST-NEXT: heap before: allocations=4 frees=4
// CAST-NEXT: heap after: allocations=4 frees=4 {{.*}} live-bytes=0
