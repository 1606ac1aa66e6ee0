// --repeat=N runs the entry N times in one process (its compiled code kept), each run's time on
// stderr, and prints the last run's output; --profile prints where the run spent its CPU time:
// per kind of op (its name and how it ran) and the slowest ops with their location.
// The generic runs in the elementwise engine where the JVM has the Vector API (jopt-run
// launched with it), else in its compiled kernel (an in-process lit run without it).
// RUN: jopt-run %s --args=iota --repeat=2 --profile 2>&1 | FileCheck %s
// RUN: not jopt-run %s --repeat=0 2>&1 | FileCheck %s --check-prefix=ZERO

// CHECK: jopt-run: run 1: {{[0-9.]+}} ms wall, {{[0-9.]+}} ms CPU
// CHECK: jopt-run: run 2: {{[0-9.]+}} ms wall, {{[0-9.]+}} ms CPU
// CHECK: profile: {{[0-9.]+}} s of CPU in ops
// CHECK-DAG: {{[0-9.]+}} ms {{ *[0-9.]+}}% {{ *}}1 x  linalg.generic compiled
// CHECK-DAG: {{[0-9.]+}} ms {{ *[0-9.]+}}% {{ *}}1 x  memref.alloc interpreted
// CHECK: linalg.generic compiled{{( \(elementwise\))?}} [memref<64x64xf32>, memref<64x64xf32>] at {{.*}}repeat-profile.mlir:[[# @LINE + 7]]:3
// CHECK: result #0: memref<64x64xf32>
// CHECK: heap: allocations=1 frees=0

// ZERO: jopt-run: for the --repeat option: '0' is not a positive number
func.func @main(%a: memref<64x64xf32>) -> memref<64x64xf32> {
  %o = memref.alloc() : memref<64x64xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%a : memref<64x64xf32>) outs(%o : memref<64x64xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return %o : memref<64x64xf32>
}
