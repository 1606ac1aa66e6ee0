// COMPARE: mlir-opt-22
// RUN: jopt %s -buffer-deallocation-pipeline | FileCheck %s
// RUN: jopt %s -buffer-deallocation-pipeline=private-function-dynamic-ownership=true | FileCheck %s --check-prefix=DYN
// RUN: jopt %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' | FileCheck %s
// RUN: jopt-run %s --args=1,3 -p 'builtin.module(buffer-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --args=0,3 -p 'builtin.module(buffer-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --args=0,1 -p 'builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true})' --input-may-leak | FileCheck %s --check-prefix=EXEC

// buffer-deallocation-pipeline as upstream composes it: expand-realloc{emit-deallocs=false},
// canonicalize, ownership-based-buffer-deallocation, canonicalize,
// buffer-deallocation-simplification, bufferization-lower-deallocations, cse, canonicalize.
// The output frees every buffer once (jopt-run) and has no bufferization.dealloc left.

// The realloc is expanded (a new buffer and a copy when it grows, else a reinterpret_cast);
// the old buffer and the result's base are freed through @dealloc_helper.
// CHECK-LABEL: func @grow
// CHECK: %[[GROWS:.*]] = arith.cmpi ult, %arg0, %arg1 : index
// CHECK: scf.if %[[GROWS]] -> (memref<?xf32>)
// CHECK: memref.reinterpret_cast
// CHECK: call @dealloc_helper
// CHECK-NOT: bufferization.dealloc

// A public function returns a buffer the caller owns: a bufferization.clone where the function
// may not own it (the pipeline leaves clones to convert-bufferization-to-memref).
// CHECK-LABEL: func @branchy
// CHECK-NOT: bufferization.dealloc
// CHECK: bufferization.clone
// CHECK-NOT: bufferization.dealloc
// CHECK: return
// DYN-LABEL: func @branchy(%arg0: i1, %arg1: index) -> memref<?xf32>

// CHECK-LABEL: func @main
// CHECK-NOT: bufferization.dealloc
// CHECK-LABEL: func private @dealloc_helper

// EXEC: result #0: 1.0 : f32
// EXEC-NEXT: result #1: 2.0 : f32
// EXEC: heap after: {{.*}} live-bytes=0

func.func @grow(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %r = memref.realloc %a(%m) : memref<?xf32> to memref<?xf32>
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}

func.func @branchy(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%a : memref<?xf32>)
  linalg.fill ins(%z : f32) outs(%b : memref<?xf32>)
  %s = arith.select %c, %a, %b : memref<?xf32>
  %r = scf.if %c -> memref<?xf32> {
    scf.yield %s : memref<?xf32>
  } else {
    %d = memref.alloc(%n) : memref<?xf32>
    memref.copy %s, %d : memref<?xf32> to memref<?xf32>
    scf.yield %d : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main(%c: i1, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %n2 = arith.addi %n, %c1 : index
  %x = call @grow(%n, %n2) : (index, index) -> f32
  %m = call @branchy(%c, %n) : (i1, index) -> memref<?xf32>
  memref.store %two, %m[%c0] : memref<?xf32>
  %y = memref.load %m[%c0] : memref<?xf32>
  return %x, %y : f32, f32
}
