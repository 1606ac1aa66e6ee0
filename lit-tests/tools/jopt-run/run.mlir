// RUN: jopt-run %s --args=3,true | FileCheck %s
// RUN: jopt-run %s --args=3,true --compile-threshold=0 | FileCheck %s
// RUN: jopt-run %s --entry=@views --args=iota:2 | FileCheck %s --check-prefix=VIEWS
// RUN: jopt-run %s --entry=@trace | FileCheck %s --check-prefix=TRACE

// The results, then the memory statistics: what a pass changes shows up here. Heap first
// (allocations, frees, peak and final live bytes), then the stack (memref.alloca) and the peak
// of heap and stack bytes live at once.
// CHECK:      result #0: 5.5 : f32
// CHECK-NEXT: result #1: memref<4xf32> [1.0, 2.5, 4.0, 1.0]
// CHECK-NEXT: result #2: 42 : i32
// CHECK-NEXT: heap: allocations=3 frees=2 peak-bytes=40 live-bytes=16 stack-allocations=0 stack-peak-bytes=0 total-peak-bytes=40 live-bound-bytes=32{{$}}
func.func @main(%n: index, %c: i1) -> (f32, memref<4xf32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    %idx = arith.index_cast %i : index to i32
    %fi = arith.sitofp %idx : i32 to f32
    %y = arith.mulf %fi, %half : f32
    %z = arith.addf %x, %y : f32
    memref.store %z, %a[%i] : memref<4xf32>
    %acc2 = arith.addf %acc, %y : f32
    scf.yield %acc2 : f32
  }
  %b = scf.if %c -> memref<4xf32> {
    %t = memref.alloc() : memref<4xf32>
    memref.copy %a, %t : memref<4xf32> to memref<4xf32>
    scf.yield %t : memref<4xf32>
  } else {
    %t = memref.alloc() : memref<4xf32>
    scf.yield %t : memref<4xf32>
  }
  %tmp = memref.alloc() : memref<2xi32>
  %k = arith.constant 42 : i32
  memref.store %k, %tmp[%c1] : memref<2xi32>
  %r = memref.load %tmp[%c1] : memref<2xi32>
  memref.dealloc %tmp : memref<2xi32>
  memref.dealloc %a : memref<4xf32>
  return %s, %b, %r : f32, memref<4xf32>, i32
}

// Arguments are the caller's; a dynamic size comes after the colon of iota:.
// VIEWS:      result #0: memref<?xf32, strided<[2]>> [0.0, 2.0]
// VIEWS-NEXT: result #1: 2 : index
// VIEWS-NEXT: heap: allocations=0 frees=0 peak-bytes=0 live-bytes=0 stack-allocations=0 stack-peak-bytes=0 total-peak-bytes=0 live-bound-bytes=0{{$}}
func.func @views(%m: memref<?x2xf32>) -> (memref<?xf32, strided<[2]>>, index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x2xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x2xf32> to memref<2x?xf32, strided<[1, 2]>>
  %v = memref.subview %t[0, 0] [1, %d] [1, 1] : memref<2x?xf32, strided<[1, 2]>> to memref<?xf32, strided<[2]>>
  return %v, %d : memref<?xf32, strided<[2]>>, index
}

// test.source buffers belong to the environment; test.read puts contents in the trace.
// TRACE:      test.read [1000, 1001, 1002]
// TRACE-NEXT: test.read [2000, 2001, 2002]
// TRACE-NEXT: test.use 7
func.func @trace() {
  %m = "test.source"() : () -> memref<3xi64>
  "test.read"(%m) : (memref<3xi64>) -> ()
  "test.write"(%m) : (memref<3xi64>) -> ()
  "test.read"(%m) : (memref<3xi64>) -> ()
  %c7 = arith.constant 7 : i32
  "test.use"(%m, %c7) : (memref<3xi64>, i32) -> ()
  return
}
