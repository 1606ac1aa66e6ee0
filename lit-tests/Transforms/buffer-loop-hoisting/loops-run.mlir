// RUN: jopt-run %s --args=4 -p 'func.func(buffer-loop-hoisting)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=HOIST
// RUN: jopt-run %s --args=4 -p 'func.func(buffer-loop-hoisting),jopt-deallocation-pipeline' --input-may-leak | FileCheck %s --check-prefix=FREED

// The scratch buffers leave the loops (one allocation instead of one per iteration) and the
// loop computes what it computed; the buffer carried to the next iteration stays. Run before
// the deallocation pipeline, every buffer is freed.

func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%init : memref<4xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<4xf32> {
    %t = memref.alloc() : memref<4xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<4xf32>)
    %next = memref.alloc() : memref<4xf32>
    linalg.add ins(%acc, %t : memref<4xf32>, memref<4xf32>) outs(%next : memref<4xf32>)
    scf.yield %next : memref<4xf32>
  }
  %x = memref.load %r[%c1] : memref<4xf32>
  return %x : f32
}
// HOIST: result #0: 4.0 : f32
// HOIST-NEXT: heap before: allocations=9 frees=0
// HOIST-NEXT: heap after: allocations=6 frees=0
// FREED: result #0: 4.0 : f32
// FREED-NEXT: heap before: allocations=9 frees=0
// FREED-NEXT: heap after: allocations=6 frees=6
