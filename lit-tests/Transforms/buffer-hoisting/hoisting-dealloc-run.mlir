// RUN: jopt-run %s --args=1,5 -p 'func.func(buffer-hoisting),jopt-deallocation-pipeline' --input-may-leak | FileCheck %s --check-prefix=TAKEN
// RUN: jopt-run %s --args=0,5 -p 'func.func(buffer-hoisting),jopt-deallocation-pipeline' --input-may-leak | FileCheck %s --check-prefix=OTHER

// buffer-hoisting where upstream runs it, before the deallocation pipeline: the allocations
// leave the scf.if ops that yield them, and every buffer is freed on both paths.

func.func @main(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %in = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%in : memref<?xf32>)
  %r = scf.if %c -> memref<?xf32> {
    %s = scf.if %c -> memref<?xf32> {
      %b = memref.alloc(%n) : memref<?xf32>
      linalg.fill ins(%two : f32) outs(%b : memref<?xf32>)
      scf.yield %b : memref<?xf32>
    } else {
      scf.yield %in : memref<?xf32>
    }
    scf.yield %s : memref<?xf32>
  } else {
    scf.yield %in : memref<?xf32>
  }
  %y = memref.load %r[%c0] : memref<?xf32>
  return %y : f32
}
// TAKEN: result #0: 2.0 : f32
// TAKEN-NEXT: heap before: allocations=2 frees=0
// TAKEN-NEXT: heap after: allocations=2 frees=2
// OTHER: result #0: 1.0 : f32
// OTHER-NEXT: heap before: allocations=1 frees=0
// OTHER-NEXT: heap after: allocations=2 frees=2
