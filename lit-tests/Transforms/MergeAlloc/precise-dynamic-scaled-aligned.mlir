// precise-dynamic-scaled.mlir's buffers with alignment = 64, as the bufferization gives them: the
// scaled plan aligns each coefficient offset as the buffer's loads need (4 bytes for f32), since
// an offset o * n is a multiple of 64 for every n only where o is, and rounding o (or the floor
// under the group) up to 64 would reserve 64 bytes per element, 16 times a buffer's size. So the
// plan is still 40n bytes, the bytes live at once (at 64-aligned coefficients the scaled plan
// loses to the first-access order's 48n). Run at n = 3 in jopt-run (clean, the input's result).
// RUN: jopt %s -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}))' | FileCheck %s
// RUN: jopt-run %s -e f --args=3 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[N:.+]]: index)
// CHECK-DAG: %[[C40:.+]] = arith.constant 40 : index
// CHECK-DAG: %[[SIZE:.+]] = arith.muli %[[N]], %[[C40]] : index
// CHECK: %[[ARENA:.+]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT: memref.alloc
// CHECK: return
// EXEC: result #0: 1.0 : f32
// EXEC: heap after: allocations=1 frees=1 peak-bytes=120 {{.*}} live-bound-bytes=120
func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%n) {alignment = 64 : i64} : memref<?x2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?x2xf32>)
  %b = memref.alloc(%n) {alignment = 64 : i64} : memref<?x2xf32>
  memref.copy %a, %b : memref<?x2xf32> to memref<?x2xf32>
  memref.dealloc %a : memref<?x2xf32>
  %c = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4xf32>
  linalg.fill ins(%one : f32) outs(%c : memref<?x4xf32>)
  %cs = memref.subview %c[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
  memref.copy %b, %cs : memref<?x2xf32> to memref<?x2xf32, strided<[4, 1]>>
  memref.dealloc %b : memref<?x2xf32>
  %d = memref.alloc(%n) {alignment = 64 : i64} : memref<?x2xf32>
  memref.copy %cs, %d : memref<?x2xf32, strided<[4, 1]>> to memref<?x2xf32>
  %e = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4xf32>
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
