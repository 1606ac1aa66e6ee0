// Straight-line code: an `own` after each allocation (not after allocas), a retain after the
// last use of each alias set (views keep their buffer alive), and an ownership result per
// memref result; a function returning its argument retains it from no alloc (a null indicator
// once simplified), as the original.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --args=2 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=EXEC

// EXEC:      result #0: 2.0 : f32
// EXEC-NEXT: result #1: memref<4xf32> [1.0, 1.0, 1.0, 1.0]
// EXEC-NEXT: result #2: ownership(buffer #2)
// EXEC-NEXT: heap before: allocations=3 frees=0 peak-bytes=56 live-bytes=56
// EXEC-NEXT: heap after: allocations=3 frees=2 peak-bytes=48 live-bytes=16

// CHECK-LABEL: func.func @main(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<8xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<8xf32>)
// CHECK-NEXT:  %[[SUBVIEW:.*]] = memref.subview %[[ALLOC]][4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  memref.copy %[[SUBVIEW]], %[[ALLOC_0]] : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[ALLOCA:.*]] = memref.alloca() : memref<1xf32>
// CHECK-NEXT:  memref.store %[[CST]], %[[ALLOCA]][%[[C0]]] : memref<1xf32>
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:  %[[V2:.*]] = deallocation.own %[[ALLOC_1]] : memref<?xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC_1]] : memref<?xf32>)
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[ALLOC_1]][%[[C0]]] : memref<?xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[CAST:.*]] = memref.cast %[[ALLOC_0]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:  %[[V4:.*]] = memref.load %[[CAST]][%[[C0]]] : memref<?xf32>
// CHECK-NEXT:  %[[V5:.*]] = arith.addf %[[V3]], %[[V4]] : f32
// CHECK-NEXT:  return %[[V5]], %[[ALLOC_0]], %[[V1]] : f32, memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
func.func @main(%n: index) -> (f32, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
  %v = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %v, %b : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32>
  %s = memref.alloca() : memref<1xf32>
  memref.store %f, %s[%c0] : memref<1xf32>
  %t = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%t : memref<?xf32>)
  %x = memref.load %t[%c0] : memref<?xf32>
  %c = memref.cast %b : memref<4xf32> to memref<?xf32>
  %y = memref.load %c[%c0] : memref<?xf32>
  %z = arith.addf %x, %y : f32
  return %z, %b : f32, memref<4xf32>
}

// CHECK-LABEL: func.func @returns_argument(
// CHECK:  %[[V0:.*]] = deallocation.retain(%arg0) of() : (memref<4xf32>) -> !deallocation.ownership
// CHECK-NEXT:  return %arg0, %[[V0]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @returns_argument(%arg: memref<4xf32>) -> memref<4xf32> {
  return %arg : memref<4xf32>
}
