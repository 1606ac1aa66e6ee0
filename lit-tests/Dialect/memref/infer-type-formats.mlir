// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// memref.assume_alignment and memref.distinct_objects by their declarative formats: the result
// types are not spelled, they are the operands' (InferTypeOpInterface).

// CHECK-LABEL: func.func @formats
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 8 : memref<4xf32>
// CHECK-NEXT: %assume_align_0 = memref.assume_alignment %arg1, 32 {tag = "a"} : memref<?x?xf16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %assume_align_1 = memref.assume_alignment %arg0, 4 : memref<4xf32>
// CHECK-NEXT: %0:2 = memref.distinct_objects %arg0, %arg1 : memref<4xf32>, memref<?x?xf16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %1 = memref.distinct_objects %assume_align {operandSegmentSizes = 1 : i64} : memref<4xf32>
// CHECK-NEXT: %2:3 = memref.distinct_objects %arg0, %0#1, %arg2 {note} : memref<4xf32>, memref<?x?xf16, strided<[?, 1], offset: ?>>, memref<2xi8>
// CHECK-NEXT: return
// GENERIC: "memref.assume_alignment"(%arg0) <{alignment = 8 : i32}> : (memref<4xf32>) -> memref<4xf32>
// GENERIC: "memref.distinct_objects"(%arg0, %arg1) : (memref<4xf32>, memref<?x?xf16, strided<[?, 1], offset: ?>>) -> (memref<4xf32>, memref<?x?xf16, strided<[?, 1], offset: ?>>)
func.func @formats(%a: memref<4xf32>, %b: memref<?x?xf16, strided<[?, 1], offset: ?>>, %c: memref<2xi8>) {
  %0 = memref.assume_alignment %a, 8 : memref<4xf32>
  %1 = memref.assume_alignment %b, 32 {tag = "a"} : memref<?x?xf16, strided<[?, 1], offset: ?>>
  %2 = memref.assume_alignment %a, 8 {alignment = 4 : i32} : memref<4xf32>
  %3:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<?x?xf16, strided<[?, 1], offset: ?>>
  %4 = memref.distinct_objects %0 {operandSegmentSizes = 1} : memref<4xf32>
  %5:3 = memref.distinct_objects %a, %3#1, %c {note} : memref<4xf32>, memref<?x?xf16, strided<[?, 1], offset: ?>>, memref<2xi8>
  return
}
