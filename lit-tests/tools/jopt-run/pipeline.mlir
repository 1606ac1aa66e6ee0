// With --pass-pipeline, jopt-run runs the input, the pipeline, and its output, and requires
// the output to verify, run clean and compute the same results.
// RUN: jopt-run %s -p 'builtin.module(func.func(canonicalize,cse))' | FileCheck %s
// RUN: jopt-run %s -p 'canonicalize' --print-output | FileCheck %s --check-prefix=OUTPUT
// RUN: not jopt-run %s -p 'func.func(test-memory-faults{fault=drop-free})' 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not jopt-run %s -p 'func.func(test-memory-faults{fault=double-free})' 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not jopt-run %s -p 'func.func(test-memory-faults{fault=early-free})' 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: not jopt-run %s -p 'func.func(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=BADPASS
// RUN: not jopt-run %s --entry=@leaky -p 'canonicalize' 2>&1 | FileCheck %s --check-prefix=INPUT
// RUN: jopt-run %s --entry=@leaky -p 'canonicalize' --input-may-leak | FileCheck %s --check-prefix=MAYLEAK

// CHECK:      result #0: 3.0 : f32
// CHECK-NEXT: heap before: allocations=3 frees=3 peak-bytes=24 live-bytes=0
// CHECK-NEXT: heap after: allocations=2 frees=2 peak-bytes=24 live-bytes=0

// canonicalize removes the dead alloc and folds the casts into the dealloc.
// OUTPUT:     func.func @main() -> f32 {
// OUTPUT-NOT:   memref<16xi8>
// OUTPUT:       memref.dealloc %{{.*}} : memref<4xf32>
// OUTPUT:     result #0: 3.0 : f32

// LEAK: jopt-run: the output of the pipeline faults:
// LEAK: pipeline.mlir:[[# @LINE + 10]]:11: error: leak: buffer #1 (memref<16xi8>, 16 bytes) is never freed
// LEAK: pipeline.mlir:[[# @LINE + 11]]:8: error: leak: buffer #2 (memref<4xf32>, 16 bytes) is never freed
// DOUBLE: pipeline.mlir:[[# @LINE + 9]]:3: error: double free of buffer #1 (memref<16xi8>, 16 bytes)
// EARLY: pipeline.mlir:[[# @LINE + 12]]:3: error: write of buffer #2 (memref<4xf32>, 16 bytes) after it was freed
// BADPASS: jopt-run: invalid pass pipeline: {{.*}}no-such-pass
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %dead = memref.alloc() : memref<16xi8>
  memref.dealloc %dead : memref<16xi8>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf32>
  %ac = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.store %f, %ac[%c0] : memref<?xf32>
  memref.store %g, %b[%c1] : memref<2xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = memref.load %b[%c1] : memref<2xf32>
  %s = arith.addf %x, %y : f32
  memref.dealloc %b : memref<2xf32>
  memref.dealloc %ac : memref<?xf32>
  return %s : f32
}

// INPUT: jopt-run: the input faults:
// INPUT: error: leak: buffer #1 (memref<4xf32>, 16 bytes) is never freed
// MAYLEAK: heap before: allocations=1 frees=0
// MAYLEAK: heap after: allocations=0 frees=0
func.func @leaky() {
  %a = memref.alloc() : memref<4xf32>
  return
}
