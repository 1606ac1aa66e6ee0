// RUN: jopt %s -p 'builtin.module(buffer-results-to-out-params{hoist-static-allocs})' | FileCheck %s
// RUN: jopt-run %s -p 'buffer-results-to-out-params{hoist-static-allocs}' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC

// jopt's guard (not compared with mlir-opt-22): a returned memref.realloc is copied into the
// out-param, not replaced by it. mlir-opt-22 erases the realloc (it is an allocation op too),
// and the caller reads an out-param nothing wrote.

// CHECK-LABEL: func.func private @grow(
// CHECK-SAME: %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK-NEXT: %[[R:.*]] = memref.realloc %[[A]]
// CHECK-NEXT: memref.copy %[[R]], %[[OUT]]
func.func private @grow(%a: memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %r = call @grow(%a) : (memref<4xf32>) -> memref<8xf32>
  %x = memref.load %r[%c0] : memref<8xf32>
  return %x : f32
}
// EXEC: result #0: 3.0 : f32
