// memref.atomic_rmw, generic_atomic_rmw, alloca_scope and prefetch in jopt-run. The CHECK lines
// are what mlir-runner-22 prints for this file lowered by `mlir-opt-22 -test-lower-to-llvm`
// without the generic_atomic_rmw (which that pipeline leaves unlowered; its lines: the old
// value 5.5, then 5.5 squared). An atomic_rmw reads the element it updates: never written, it
// is a fault.
// RUN: not jopt-run %s -e main -entry-point-result=void 2>&1 | FileCheck %s --match-full-lines
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf32>
  %i = memref.alloc() : memref<2xi32>
  %f = arith.constant 1.5 : f32
  %g = arith.constant 4.0 : f32
  %k = arith.constant 7 : i32
  %n = arith.constant -3 : i32
  linalg.fill ins(%f : f32) outs(%m : memref<2xf32>)
  linalg.fill ins(%k : i32) outs(%i : memref<2xi32>)
  %o1 = memref.atomic_rmw addf %g, %m[%c0] : (f32, memref<2xf32>) -> f32
  %o2 = memref.atomic_rmw maximumf %g, %m[%c1] : (f32, memref<2xf32>) -> f32
  %o3 = memref.atomic_rmw mins %n, %i[%c0] : (i32, memref<2xi32>) -> i32
  %o4 = memref.atomic_rmw maxu %n, %i[%c1] : (i32, memref<2xi32>) -> i32
  %o5 = memref.generic_atomic_rmw %m[%c0] : memref<2xf32> {
  ^bb0(%cur: f32):
    %x = arith.mulf %cur, %cur : f32
    memref.atomic_yield %x : f32
  }
  vector.print %o1 : f32
  vector.print %o2 : f32
  vector.print %o3 : i32
  vector.print %o4 : i32
  vector.print %o5 : f32
  %a = memref.load %m[%c0] : memref<2xf32>
  %b = memref.load %m[%c1] : memref<2xf32>
  %c = memref.load %i[%c0] : memref<2xi32>
  %d = memref.load %i[%c1] : memref<2xi32>
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : i32
  vector.print %d : i32
  %r = memref.alloca_scope -> (f32) {
    %s = memref.alloca() : memref<4xf32>
    memref.store %g, %s[%c1] : memref<4xf32>
    memref.prefetch %s[%c1], read, locality<3>, data : memref<4xf32>
    %t = memref.load %s[%c1] : memref<4xf32>
    memref.alloca_scope.return %t : f32
  }
  vector.print %r : f32
  // CHECK:      1.5
  // CHECK-NEXT: 1.5
  // CHECK-NEXT: 7
  // CHECK-NEXT: 7
  // CHECK-NEXT: 5.5
  // CHECK-NEXT: 30.25
  // CHECK-NEXT: 4
  // CHECK-NEXT: -3
  // CHECK-NEXT: -3
  // CHECK-NEXT: 4
  memref.dealloc %m : memref<2xf32>
  memref.dealloc %i : memref<2xi32>
  %c5 = arith.constant 5 : index
  %j = memref.alloc() : memref<2xi32>
  // CHECK-NEXT: {{.*}}:[[@LINE+1]]:9: error: read of uninitialized memory: byte 0 of buffer #4 (memref<2xi32>, 8 bytes) was never written
  %o6 = memref.atomic_rmw addi %k, %j[%c0] : (i32, memref<2xi32>) -> i32
  memref.dealloc %j : memref<2xi32>
  return
}
