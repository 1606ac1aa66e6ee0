// merge-alloc{precise=true dynamic-sizes=true} on buffers whose sizes are all multiples of one
// size %n: they are planned as static buffers of their coefficients (first fit in several
// orders) and placed at those offsets times %n, which keeps apart for every %n what it keeps
// apart at %n = 1. Here the first-access order puts %c on %b and %e on %c (48n bytes); largest
// first puts %c and %e side by side and the small ones around them: 40n, the bytes live at once
// (%c, %d and %e). Run at n = 1 and 3 in jopt-run (clean, the input's result).
// RUN: jopt %s -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}))' | FileCheck %s
// RUN: jopt-run %s -e f --args=1 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC -DPEAK=40
// RUN: jopt-run %s -e f --args=3 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC -DPEAK=120

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[N:.+]]: index)
// CHECK-DAG: %[[C16:.+]] = arith.constant 16 : index
// CHECK-DAG: %[[O16:.+]] = arith.muli %[[N]], %[[C16]] : index
// CHECK-DAG: %[[C32:.+]] = arith.constant 32 : index
// CHECK-DAG: %[[O32:.+]] = arith.muli %[[N]], %[[C32]] : index
// CHECK-DAG: %[[C40:.+]] = arith.constant 40 : index
// CHECK-DAG: %[[SIZE:.+]] = arith.muli %[[N]], %[[C40]] : index
// CHECK: %[[ARENA:.+]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT: memref.alloc
// CHECK: memref.view %[[ARENA]][%{{.+}}][%[[N]]] : memref<?xi8> to memref<?x2xf32>
// CHECK: memref.view %[[ARENA]][%[[O16]]][%[[N]]] : memref<?xi8> to memref<?x2xf32>
// CHECK: memref.view %[[ARENA]][%{{.+}}][%[[N]]] : memref<?xi8> to memref<?x4xf32>
// CHECK: memref.view %[[ARENA]][%[[O32]]][%[[N]]] : memref<?xi8> to memref<?x2xf32>
// CHECK: memref.view %[[ARENA]][%[[O16]]][%[[N]]] : memref<?xi8> to memref<?x4xf32>
// EXEC: result #0: 1.0 : f32
// EXEC: heap after: allocations=1 frees=1 peak-bytes=[[PEAK]]
func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?x2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?x2xf32>)
  %b = memref.alloc(%n) : memref<?x2xf32>
  memref.copy %a, %b : memref<?x2xf32> to memref<?x2xf32>
  memref.dealloc %a : memref<?x2xf32>
  %c = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%one : f32) outs(%c : memref<?x4xf32>)
  %cs = memref.subview %c[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
  memref.copy %b, %cs : memref<?x2xf32> to memref<?x2xf32, strided<[4, 1]>>
  memref.dealloc %b : memref<?x2xf32>
  %d = memref.alloc(%n) : memref<?x2xf32>
  memref.copy %cs, %d : memref<?x2xf32, strided<[4, 1]>> to memref<?x2xf32>
  %e = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%one : f32) outs(%e : memref<?x4xf32>)
  %es = memref.subview %e[0, 2] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: 2>>
  memref.copy %d, %es : memref<?x2xf32> to memref<?x2xf32, strided<[4, 1], offset: 2>>
  %ce = memref.subview %e[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
  memref.copy %cs, %ce : memref<?x2xf32, strided<[4, 1]>> to memref<?x2xf32, strided<[4, 1]>>
  %r = memref.load %e[%c0, %c0] : memref<?x4xf32>
  memref.dealloc %c : memref<?x4xf32>
  memref.dealloc %d : memref<?x2xf32>
  memref.dealloc %e : memref<?x4xf32>
  return %r : f32
}
