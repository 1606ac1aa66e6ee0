// An scf.while whose after region yields one buffer at two positions and passes a third
// argument on in the other's place (two spares that ping-pong): the before region's arguments
// given one buffer are one alias class, and so are the after region's arguments that the
// condition passes them to. Tracked apart, the ownership of the argument not yielded again
// freed the buffer another argument still held, and the next iteration wrote it. Run before and
// after at several trip counts: no use after free, nothing leaks.
// RUN: jopt-run %s --args=0 -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s -DRESULT=1.0
// RUN: jopt-run %s --args=1 -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s -DRESULT=2.0
// RUN: jopt-run %s --args=4 -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s -DRESULT=5.0
// RUN: jopt-run %s --args=5 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s -DRESULT=6.0

// CHECK: result #0: [[RESULT]] : f32
// CHECK: heap after: allocations=3 frees=3 {{.*}} live-bytes=0
func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %s0 = memref.alloc() : memref<16xf32>
  %s1 = memref.alloc() : memref<16xf32>
  %r:4 = scf.while (%i = %c0, %x = %a, %cur = %s0, %next = %s1) : (index, memref<16xf32>, memref<16xf32>, memref<16xf32>) -> (index, memref<16xf32>, memref<16xf32>, memref<16xf32>) {
    %c = arith.cmpi ult, %i, %n : index
    scf.condition(%c) %i, %x, %cur, %next : index, memref<16xf32>, memref<16xf32>, memref<16xf32>
  } do {
  ^bb0(%i: index, %x: memref<16xf32>, %cur: memref<16xf32>, %next: memref<16xf32>):
    %i1 = arith.addi %i, %c1 : index
    %v = memref.load %x[%c0] : memref<16xf32>
    %w = arith.addf %v, %one : f32
    linalg.fill ins(%w : f32) outs(%cur : memref<16xf32>)
    scf.yield %i1, %cur, %next, %cur : index, memref<16xf32>, memref<16xf32>, memref<16xf32>
  }
  %z = memref.load %r#1[%c0] : memref<16xf32>
  return %z : f32
}
