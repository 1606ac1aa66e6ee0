// RUN: jopt %s --generate-runtime-verification | jopt-run - -e main -entry-point-result=void --test-cf-assert 2>&1 | FileCheck %s
// RUN: jopt %s --generate-runtime-verification | not jopt-run - -e main -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=STOP
// RUN: jopt-run %s -e @in_bounds -p 'generate-runtime-verification' | FileCheck %s --check-prefix=SAME

// Checks from generate-runtime-verification, run as mlir-opt's -test-cf-assert lowering runs
// them: a failed assertion prints its message and execution goes on; the out-of-bounds access it
// guarded is then undefined behaviour, which jopt-run passes over (its result is zero) and notes
// on standard error. Without --test-cf-assert the first failed assertion stops the run.

func.func @read(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

func.func @write(%m: memref<?xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<?xf32>
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %m = memref.alloc(%c2) : memref<?xf32>
  func.call @write(%m, %c1, %one) : (memref<?xf32>, index, f32) -> ()
  %a = func.call @read(%m, %c1) : (memref<?xf32>, index) -> f32
  vector.print %a : f32
  %b = func.call @read(%m, %c5) : (memref<?xf32>, index) -> f32
  vector.print %b : f32
  func.call @write(%m, %c5, %one) : (memref<?xf32>, index, f32) -> ()
  memref.dealloc %m : memref<?xf32>
  return
}

// CHECK:      1
// CHECK-NEXT: ERROR: Runtime op verification failed
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: ^ out-of-bounds access
// CHECK-NEXT: Location: loc("{{.*}}test-cf-assert.mlir":11:8)
// CHECK-NEXT: 0
// CHECK-NEXT: ERROR: Runtime op verification failed
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: ^ out-of-bounds access
// CHECK-NEXT: Location: loc("{{.*}}test-cf-assert.mlir":16:3)
// CHECK-NEXT: jopt-run: passed over after a failed assertion: <stdin>:{{[0-9]+}}:{{[0-9]+}}: index 5 out of bounds for dimension 0 of size 2
// CHECK-NEXT: jopt-run: passed over after a failed assertion: <stdin>:{{[0-9]+}}:{{[0-9]+}}: index 5 out of bounds for dimension 0 of size 2

// STOP:      1
// STOP-NEXT: <stdin>:{{[0-9]+}}:{{[0-9]+}}: error: assertion failed: ERROR: Runtime op verification failed
// STOP-NOT:  memref.store

func.func @in_bounds() -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %two = arith.constant 2.0 : f32
  %m = memref.alloc(%c3) : memref<?xf32>
  func.call @write(%m, %c0, %two) : (memref<?xf32>, index, f32) -> ()
  %v = func.call @read(%m, %c0) : (memref<?xf32>, index) -> f32
  memref.dealloc %m : memref<?xf32>
  return %v : f32
}

// SAME:      result #0: 2.0 : f32
// SAME-NEXT: heap before: allocations=1 frees=1
// SAME:      heap after: allocations=1 frees=1
