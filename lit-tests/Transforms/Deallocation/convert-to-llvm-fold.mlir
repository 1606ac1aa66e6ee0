// RUN: jopt --hlo-convert-deallocation-ops-to-llvm %s | FileCheck %s

// hlo-convert-deallocation-ops-to-llvm is a partial dialect conversion with the original's
// target: LLVM and func.func legal, the deallocation ops illegal, everything else unknown. The
// original's conversion would fold those other ops first where they fold (a memref.load through a
// memref.cast would read the cast's source); jopt's folds nothing: only the deallocation ops
// change.

// CHECK-LABEL: func.func @no_folds
// CHECK:         %[[SUM:.*]] = arith.addi %c1, %c2 : index
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[CAST]][%[[SUM]]] : memref<?xf32>
// CHECK-NEXT:    llvm.call @free
// CHECK-NEXT:    return %[[X]] : f32
func.func @no_folds(%m: memref<4xf32>, %o: !deallocation.ownership) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = arith.addi %c1, %c2 : index
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.load %cast[%i] : memref<?xf32>
  deallocation.free %o
  return %x : f32
}
