// memref.distinct_objects in jopt-run: its operands, which must not share an allocation (MLIR:
// undefined behaviour otherwise); the second use gives it a view of the first operand.
// RUN: not jopt-run %s -e main -entry-point-result=void 2>&1 | FileCheck %s --match-full-lines
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %x:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  %f = arith.constant 2.5 : f32
  memref.store %f, %x#1[%c0] : memref<4xf32>
  %v = memref.load %b[%c0] : memref<4xf32>
  vector.print %v : f32
  // CHECK: 2.5
  // CHECK-NEXT: {{.*}}:[[@LINE+2]]:10: error: memref.distinct_objects of operands #0 and #1, which share an allocation
  %s = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %y:2 = memref.distinct_objects %a, %s : memref<4xf32>, memref<2xf32, strided<[1], offset: 2>>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
