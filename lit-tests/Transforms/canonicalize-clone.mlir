// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file | FileCheck %s

// bufferization.clone under canonicalize (MLIR's SimplifyClones): a clone freed in its own
// block becomes its source; a clone whose source is freed in its block takes the source's
// place. A memref.realloc frees its operand but is no dealloc (MLIR's findDealloc): a clone of
// a reallocated buffer stays, and so does the realloc.

// CHECK-LABEL: func.func @clone_freed
// CHECK-NOT: bufferization.clone
// CHECK-NOT: memref.dealloc
// CHECK: %[[L:.*]] = memref.load %arg0
// CHECK: return %[[L]]
func.func @clone_freed(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %x = memref.load %c[%c0] : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @source_freed
// CHECK-NEXT: %[[A:.*]] = memref.alloc
// CHECK-NEXT: return %[[A]]
func.func @source_freed() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @source_reallocated
// CHECK-NEXT: %[[A:.*]] = memref.alloc
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %[[A]]
// CHECK-NEXT: %[[R:.*]] = memref.realloc %[[A]]
// CHECK-NEXT: return %[[C]], %[[R]]
func.func @source_reallocated() -> (memref<2xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %c = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  %r = memref.realloc %a : memref<2xf32> to memref<4xf32>
  return %c, %r : memref<2xf32>, memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @clone_reallocated
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %arg0
// CHECK-NEXT: %[[R:.*]] = memref.realloc %[[C]]
// CHECK-NEXT: return %[[R]]
func.func @clone_reallocated(%m: memref<2xf32>) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<2xf32> to memref<2xf32>
  %r = memref.realloc %c : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
