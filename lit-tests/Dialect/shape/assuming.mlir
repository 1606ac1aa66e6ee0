// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: jopt %s -ownership-based-buffer-deallocation -buffer-deallocation-simplification | FileCheck %s --check-prefix=DEALLOC

// shape.assuming and its terminator, as bufferized programs keep them: the region runs once
// and yields the results; unused results go in canonicalization; the deallocation passes see
// it as a region branch.

// CHECK-LABEL: func @assuming(%arg0: !shape.witness, %arg1: memref<2xf32>)
// CHECK-NEXT: %[[R:.*]]:2 = shape.assuming %arg0 -> (memref<2xf32>, index) {
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK: shape.assuming_yield %[[A]], %{{.*}} : memref<2xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: shape.assuming %arg0 {
// CHECK-NEXT: memref.copy
// CHECK-NEXT: }
// CANON-LABEL: func @assuming
// CANON: %[[R:.*]] = shape.assuming %arg0 -> (memref<2xf32>) {
// CANON: shape.assuming_yield %{{.*}} : memref<2xf32>
// DEALLOC-LABEL: func @assuming
// DEALLOC: %[[R:.*]]:3 = shape.assuming %arg0 -> (memref<2xf32>, index, i1) {
// DEALLOC: shape.assuming_yield %{{.*}}, %{{.*}}, %true : memref<2xf32>, index, i1
// DEALLOC: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[R]]#2)
func.func @assuming(%w: !shape.witness, %m: memref<2xf32>) -> f32 {
  %r:2 = shape.assuming %w -> (memref<2xf32>, index) {
    %a = memref.alloc() : memref<2xf32>
    %c1 = arith.constant 1 : index
    memref.copy %m, %a : memref<2xf32> to memref<2xf32>
    shape.assuming_yield %a, %c1 : memref<2xf32>, index
  }
  shape.assuming %w {
    memref.copy %m, %r#0 : memref<2xf32> to memref<2xf32>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %r#0[%c0] : memref<2xf32>
  return %v : f32
}
