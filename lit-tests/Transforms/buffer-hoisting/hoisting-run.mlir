// RUN: jopt-run %s --args=1,3 -p 'func.func(buffer-hoisting)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=TAKEN
// RUN: jopt-run %s --args=0,3 -p 'func.func(buffer-hoisting)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=OTHER

// The allocations hoisted out of ^bb2 (into the entry block) and out of the scf.if (into ^bb3)
// compute what they computed, on both paths.

func.func @main(%c: i1, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %in = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%in : memref<?xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%in : memref<?xf32>)
^bb2:
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%two : f32) outs(%a : memref<?xf32>)
  cf.br ^bb3(%a : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  %x = memref.load %m[%c1] : memref<?xf32>
  %r = scf.if %c -> memref<?xf32> {
    %b = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%x : f32) outs(%b : memref<?xf32>)
    scf.yield %b : memref<?xf32>
  } else {
    scf.yield %m : memref<?xf32>
  }
  %y = memref.load %r[%c0] : memref<?xf32>
  %z = arith.addf %x, %y : f32
  return %x, %z : f32, f32
}
// TAKEN: result #0: 1.0 : f32
// TAKEN-NEXT: result #1: 2.0 : f32
// OTHER: result #0: 2.0 : f32
// OTHER-NEXT: result #1: 4.0 : f32
