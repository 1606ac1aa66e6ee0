// COMPARE: mlir-opt-22
// RUN: jopt %s -p 'builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs})' | FileCheck %s

// With hoist-dynamic-allocs, a returned allocation of dynamic shape whose sizes are arguments
// of the function is made by each caller, with the operands it passes for those arguments.

// CHECK-LABEL: func.func private @rows(
// CHECK-SAME: %[[M:.*]]: index, %[[N:.*]]: index, %[[OUT:.*]]: memref<?x?xf32>)
// CHECK-NOT: memref.alloc
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : memref<?x?xf32>)
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: arith.constant
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc(%[[B]], %[[A]]) : memref<?x?xf32>
// CHECK-NEXT: call @rows(%[[B]], %[[A]], %[[ALLOC]])
// CHECK-NEXT: memref.load %[[ALLOC]]
func.func private @rows(%m: index, %n: index) -> memref<?x?xf32> {
  %f = arith.constant 3.0 : f32
  %a = memref.alloc(%m, %n) : memref<?x?xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<?x?xf32>)
  return %a : memref<?x?xf32>
}
func.func @caller(%a: index, %b: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = call @rows(%b, %a) : (index, index) -> memref<?x?xf32>
  %x = memref.load %r[%c0, %c0] : memref<?x?xf32>
  return %x : f32
}
