// COMPARE: mlir-opt-22
// RUN: jopt %s --allow-unregistered-dialect -split-input-file -canonicalize | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect -split-input-file -expand-realloc=emit-deallocs=false -canonicalize | FileCheck %s --check-prefix=EXPANDED

// memref.subview's constant-argument folder: constant offsets, sizes and strides become static
// (negative offsets and sizes stay dynamic); the subview of the new type is cast back to the old.
// The folder also lets buffer-deallocation-pipeline's canonicalization after expand-realloc
// reach mlir-opt-22's IR.

// CHECK-LABEL: func @constants
// CHECK: %[[A:.*]] = memref.subview %arg0[2, 0] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %[[CA:.*]] = memref.cast %[[A]] : memref<2x2xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %[[B:.*]] = memref.subview %arg1[2, 0] [2, 2] [1, 2] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 2], offset: 16>>
// CHECK: memref.subview %arg1[%{{.*}}, 0] [2, 2] [1, 2] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 2], offset: ?>>
// CHECK: memref.subview %arg1[7, 0] [%{{.*}}, 2] [1, 1]
func.func @constants(%m: memref<?x?xf32>, %n: memref<8x8xf32>) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[8, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %cm = arith.constant -1 : index
  %a = memref.subview %m[%c2, %c0][%c2, %c2][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b = memref.subview %n[%c2, %c0][%c2, %c2][1, %c2] : memref<8x8xf32> to memref<?x?xf32, strided<[8, ?], offset: ?>>
  %c = memref.subview %n[%cm, %c0][%c2, %c2][1, %c2] : memref<8x8xf32> to memref<?x?xf32, strided<[8, ?], offset: ?>>
  // A size of 2 at offset 7 would leave the source: the size stays dynamic.
  %d = memref.subview %n[7, 0][%c2, 2][1, 1] : memref<8x8xf32> to memref<?x2xf32, strided<[8, 1], offset: 56>>
  "test.use"(%c, %d) : (memref<?x?xf32, strided<[8, ?], offset: ?>>, memref<?x2xf32, strided<[8, 1], offset: 56>>) -> ()
  return %a, %b : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[8, ?], offset: ?>>
}

// -----

// After expand-realloc, the copy's subview of a cast allocation folds to the static allocation.
// EXPANDED-LABEL: func @expanded_realloc
// EXPANDED: %[[OLD:.*]] = memref.alloc() : memref<10xi32>
// EXPANDED-NEXT: %[[NEW:.*]] = memref.alloc() : memref<100xi32>
// EXPANDED-NEXT: %[[CAST:.*]] = memref.cast %[[NEW]]
// EXPANDED-NEXT: %[[SV:.*]] = memref.subview %[[NEW]][0] [10] [1] : memref<100xi32> to memref<10xi32, strided<[1]>>
// EXPANDED-NEXT: memref.copy %[[OLD]], %[[SV]]
func.func @expanded_realloc() -> memref<?xi32> {
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %alloc = memref.alloc(%c10) : memref<?xi32>
  %r = memref.realloc %alloc(%c100) : memref<?xi32> to memref<?xi32>
  return %r : memref<?xi32>
}

// -----

// A subview of a memref.cast that only loses static sizes takes the cast's source, dynamic
// entries and all (when none of them is a constant), behind a cast to the old type.
// CHECK-LABEL: func @subview_of_cast
// CHECK: %[[SV:.*]] = memref.subview %arg0[0] [%arg1] [1] : memref<8xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: return %[[SV]]
func.func @subview_of_cast(%m: memref<8xf32>, %n: index) -> memref<?xf32, strided<[1]>> {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %s = memref.subview %c[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  return %s : memref<?xf32, strided<[1]>>
}
