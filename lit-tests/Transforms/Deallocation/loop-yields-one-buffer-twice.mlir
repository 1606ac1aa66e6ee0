// A loop that yields one buffer at two positions: the iteration arguments it becomes are one
// alias class from the start of the body (jopt's addition to MLIR-HLO's deallocation, which
// tracks them apart and freed the buffer after one argument's last use while the other still
// used it). Run before and after at several trip counts: no use after free, nothing leaks.
// RUN: jopt-run %s --args=0 -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s -DRESULT=2.0
// RUN: jopt-run %s --args=3 -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s -DRESULT=5.0
// RUN: jopt-run %s --args=5 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s -DRESULT=7.0

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
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a, %cur = %s0, %spare = %s1) -> (memref<16xf32>, memref<16xf32>, memref<16xf32>) {
    %x = memref.load %it[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    linalg.fill ins(%y : f32) outs(%cur : memref<16xf32>)
    scf.yield %cur, %spare, %cur : memref<16xf32>, memref<16xf32>, memref<16xf32>
  }
  %z = memref.load %r#0[%c0] : memref<16xf32>
  %q = memref.load %a[%c1] : memref<16xf32>
  %w = arith.addf %z, %q : f32
  return %w : f32
}
