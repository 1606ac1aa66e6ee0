// RUN: jopt-run %s --args=1,3 -p 'builtin.module(buffer-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=TAKEN
// RUN: jopt-run %s --args=0,3 -p 'builtin.module(buffer-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=OTHER
// RUN: jopt-run %s --args=0,0 -p 'builtin.module(buffer-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=NOLOOP
// RUN: jopt-run %s --args=1,3 -p 'builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true})' --input-may-leak | FileCheck %s --check-prefix=TAKEN
// RUN: jopt-run %s --args=0,3 -p 'builtin.module(ownership-based-buffer-deallocation,bufferization-lower-deallocations)' --input-may-leak | FileCheck %s --check-prefix=OTHER
// RUN: jopt-run %s --args=1,3 -p 'builtin.module(ownership-based-buffer-deallocation,buffer-deallocation-simplification,bufferization-lower-deallocations,convert-bufferization-to-memref)' --input-may-leak | FileCheck %s --check-prefix=TAKEN

// The upstream deallocation passes, run: the output frees every buffer (jopt-run fails on a
// leak, a double free or a use after free) and computes what the input computes, through a
// diamond of blocks, an scf.if, a call of a private function returning a new buffer and a loop
// carrying a new buffer per iteration.

// TAKEN: result #0: 1.0 : f32
// TAKEN-NEXT: result #1: 8.0 : f32
// TAKEN: heap after: {{.*}} live-bytes=0
// OTHER: result #0: 2.0 : f32
// OTHER-NEXT: result #1: 16.0 : f32
// OTHER: heap after: {{.*}} live-bytes=0
// NOLOOP: result #0: 2.0 : f32
// NOLOOP-NEXT: result #1: 2.0 : f32
// NOLOOP: heap after: {{.*}} live-bytes=0

func.func private @helper(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}

func.func @select(%c: i1, %in: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%in : memref<4xf32>)
^bb2:
  %a = memref.alloc() : memref<4xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%a : memref<4xf32>)
  cf.br ^bb3(%a : memref<4xf32>)
^bb3(%m: memref<4xf32>):
  %r = scf.if %c -> memref<4xf32> {
    %b = func.call @helper(%m) : (memref<4xf32>) -> memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main(%c: i1, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %in = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%in : memref<4xf32>)
  %s = call @select(%c, %in) : (i1, memref<4xf32>) -> memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    linalg.add ins(%acc, %acc : memref<4xf32>, memref<4xf32>) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  }
  %x = memref.load %s[%c0] : memref<4xf32>
  %y = memref.load %r[%c1] : memref<4xf32>
  return %x, %y : f32, f32
}
