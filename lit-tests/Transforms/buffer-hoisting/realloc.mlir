// RUN: jopt %s --buffer-hoisting | FileCheck %s
// RUN: jopt-run %s --args=0 -p 'func.func(buffer-hoisting)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=RUN0
// RUN: jopt-run %s --args=1 -p 'func.func(buffer-hoisting)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=RUN1

// jopt's guard (not compared with mlir-opt-22): a memref.realloc stays where it is. mlir-opt-22
// moves it as it moves a memref.alloc (upstream's realloc shares alloc's AllocationOpInterface
// model), here out of the scf.if: the old buffer is then freed on the path that yields it, and
// the load below reads freed memory.

// CHECK-LABEL: func @main
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: scf.if
// CHECK-NEXT: memref.realloc %[[A]]
func.func @main(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.5 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %r = scf.if %c -> memref<4xf32> {
    %b = memref.realloc %a : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}
// RUN0: result #0: 2.5 : f32
// RUN1: result #0: 2.5 : f32
