// memref.reshape is a view of its source only: its shape operand (a memref of i64 or index
// values) is read, not aliased, so it is freed after the reshape while the data buffer is
// retained by the result. Before, the shape buffer was taken as an alias of the result and,
// with another element type than the data's, rejected as possible type-punning.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @main()
// CHECK:         %[[S:.*]] = memref.alloc() : memref<2xi64>
// CHECK-NEXT:    %[[SO:.*]] = deallocation.own %[[S]] : memref<2xi64>
// CHECK:         %[[D:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:    %[[DO:.*]] = deallocation.own %[[D]] : memref<8xf32>
// CHECK:         %[[R:.*]] = memref.reshape %[[D]](%[[S]])
// CHECK-NEXT:    deallocation.retain() of(%[[SO]])
// CHECK:         memref.load %[[R]]
// CHECK:         deallocation.retain() of(%[[DO]])
// EXEC: heap after: allocations=2 frees=2
// EXEC-SAME: live-bytes=0
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloc() : memref<2xi64>
  %two = arith.constant 2 : i64
  %four = arith.constant 4 : i64
  memref.store %two, %s[%c0] : memref<2xi64>
  memref.store %four, %s[%c1] : memref<2xi64>
  %d = memref.alloc() : memref<8xf32>
  %f = arith.constant 1.5 : f32
  linalg.fill ins(%f : f32) outs(%d : memref<8xf32>)
  %r = memref.reshape %d(%s) : (memref<8xf32>, memref<2xi64>) -> memref<2x4xf32>
  %x = memref.load %r[%c1, %c1] : memref<2x4xf32>
  return %x : f32
}
