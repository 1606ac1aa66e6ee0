// COMPARE: mlir-opt-22
// RUN: jopt %s --expand-realloc --split-input-file | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(expand-realloc{emit-deallocs=false}))' --split-input-file | FileCheck %s --check-prefix=KEEP

// expand-realloc: each memref.realloc becomes a comparison of the old and new sizes, an scf.if
// that allocates, copies into a subview of the new buffer and (with emit-deallocs, the default)
// frees the old one, and an else branch that reinterprets the old buffer at the new size. The
// checks are mlir-opt-22's output; KEEP is the same without the dealloc (what
// buffer-deallocation-pipeline and jopt-deallocation-pipeline run).

// A realloc to its own static size: the else branch keeps the buffer (a reinterpret_cast).
func.func @same_size(%m: memref<5xf32>) -> memref<5xf32> {
  %r = memref.realloc %m : memref<5xf32> to memref<5xf32>
  return %r : memref<5xf32>
}
// CHECK-LABEL: func.func @same_size(
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %c5_0 = arith.constant 5 : index
// CHECK-NEXT:   %0 = arith.cmpi ult, %c5, %c5_0 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (memref<5xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0] [5] [1] : memref<5xf32> to memref<5xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<5xf32> to memref<5xf32, strided<[1]>>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<5xf32>
// CHECK-NEXT:     scf.yield %alloc : memref<5xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [5], strides: [1] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT:     scf.yield %reinterpret_cast : memref<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : memref<5xf32>
// CHECK-NEXT: }

// KEEP-LABEL: func.func @same_size(
// KEEP-NEXT:   %c5 = arith.constant 5 : index
// KEEP-NEXT:   %c5_0 = arith.constant 5 : index
// KEEP-NEXT:   %0 = arith.cmpi ult, %c5, %c5_0 : index
// KEEP-NEXT:   %1 = scf.if %0 -> (memref<5xf32>) {
// KEEP-NEXT:     %alloc = memref.alloc() : memref<5xf32>
// KEEP-NEXT:     %subview = memref.subview %alloc[0] [5] [1] : memref<5xf32> to memref<5xf32, strided<[1]>>
// KEEP-NEXT:     memref.copy %arg0, %subview : memref<5xf32> to memref<5xf32, strided<[1]>>
// KEEP-NEXT:     scf.yield %alloc : memref<5xf32>
// KEEP-NEXT:   } else {
// KEEP-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [5], strides: [1] : memref<5xf32> to memref<5xf32>
// KEEP-NEXT:     scf.yield %reinterpret_cast : memref<5xf32>
// KEEP-NEXT:   }
// KEEP-NEXT:   return %1 : memref<5xf32>
// KEEP-NEXT: }

// -----

// Dynamic to dynamic: the old size is memref.dim of the source, the new one the operand.
func.func @dynamic(%m: memref<?xf32>, %d: index) -> memref<?xf32> {
  %r = memref.realloc %m(%d) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:   %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:     scf.yield %alloc : memref<?xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : memref<?xf32>
// CHECK-NEXT: }

// KEEP-LABEL: func.func @dynamic(
// KEEP-NEXT:   %c0 = arith.constant 0 : index
// KEEP-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32>
// KEEP-NEXT:   %0 = arith.cmpi ult, %dim, %arg1 : index
// KEEP-NEXT:   %1 = scf.if %0 -> (memref<?xf32>) {
// KEEP-NEXT:     %alloc = memref.alloc(%arg1) : memref<?xf32>
// KEEP-NEXT:     %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// KEEP-NEXT:     memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// KEEP-NEXT:     scf.yield %alloc : memref<?xf32>
// KEEP-NEXT:   } else {
// KEEP-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// KEEP-NEXT:     scf.yield %reinterpret_cast : memref<?xf32>
// KEEP-NEXT:   }
// KEEP-NEXT:   return %1 : memref<?xf32>
// KEEP-NEXT: }

// -----

// Static growth keeps the alignment on the new buffer.
func.func @grow_aligned(%m: memref<4xi32>) -> memref<8xi32> {
  %r = memref.realloc %m {alignment = 16} : memref<4xi32> to memref<8xi32>
  return %r : memref<8xi32>
}
// CHECK-LABEL: func.func @grow_aligned(
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %0 = arith.cmpi ult, %c4, %c8 : index
// CHECK-NEXT:   %1 = scf.if %0 -> (memref<8xi32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 16 : i64} : memref<8xi32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<4xi32> to memref<4xi32, strided<[1]>>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<4xi32>
// CHECK-NEXT:     scf.yield %alloc : memref<8xi32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8], strides: [1] : memref<4xi32> to memref<8xi32>
// CHECK-NEXT:     scf.yield %reinterpret_cast : memref<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : memref<8xi32>
// CHECK-NEXT: }

// KEEP-LABEL: func.func @grow_aligned(
// KEEP-NEXT:   %c4 = arith.constant 4 : index
// KEEP-NEXT:   %c8 = arith.constant 8 : index
// KEEP-NEXT:   %0 = arith.cmpi ult, %c4, %c8 : index
// KEEP-NEXT:   %1 = scf.if %0 -> (memref<8xi32>) {
// KEEP-NEXT:     %alloc = memref.alloc() {alignment = 16 : i64} : memref<8xi32>
// KEEP-NEXT:     %subview = memref.subview %alloc[0] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1]>>
// KEEP-NEXT:     memref.copy %arg0, %subview : memref<4xi32> to memref<4xi32, strided<[1]>>
// KEEP-NEXT:     scf.yield %alloc : memref<8xi32>
// KEEP-NEXT:   } else {
// KEEP-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8], strides: [1] : memref<4xi32> to memref<8xi32>
// KEEP-NEXT:     scf.yield %reinterpret_cast : memref<8xi32>
// KEEP-NEXT:   }
// KEEP-NEXT:   return %1 : memref<8xi32>
// KEEP-NEXT: }

// -----

// Dynamic source, static result; the realloc in a loop body is expanded where it is.
func.func @in_loop(%m: memref<?xi8>, %n: index) -> memref<16xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %m) -> (memref<?xi8>) {
    %g = memref.realloc %b : memref<?xi8> to memref<16xi8>
    %c = memref.cast %g : memref<16xi8> to memref<?xi8>
    scf.yield %c : memref<?xi8>
  }
  %s = memref.realloc %r : memref<?xi8> to memref<16xi8>
  return %s : memref<16xi8>
}
// CHECK-LABEL: func.func @in_loop(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<?xi8>) {
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = memref.dim %arg3, %c0_1 : memref<?xi8>
// CHECK-NEXT:     %c16_3 = arith.constant 16 : index
// CHECK-NEXT:     %3 = arith.cmpi ult, %dim_2, %c16_3 : index
// CHECK-NEXT:     %4 = scf.if %3 -> (memref<16xi8>) {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<16xi8>
// CHECK-NEXT:       %subview = memref.subview %alloc[0] [%dim_2] [1] : memref<16xi8> to memref<?xi8, strided<[1]>>
// CHECK-NEXT:       memref.copy %arg3, %subview : memref<?xi8> to memref<?xi8, strided<[1]>>
// CHECK-NEXT:       memref.dealloc %arg3 : memref<?xi8>
// CHECK-NEXT:       scf.yield %alloc : memref<16xi8>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [0], sizes: [16], strides: [1] : memref<?xi8> to memref<16xi8>
// CHECK-NEXT:       scf.yield %reinterpret_cast : memref<16xi8>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %4 : memref<16xi8> to memref<?xi8>
// CHECK-NEXT:     scf.yield %cast : memref<?xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %0, %c0_0 : memref<?xi8>
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %1 = arith.cmpi ult, %dim, %c16 : index
// CHECK-NEXT:   %2 = scf.if %1 -> (memref<16xi8>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<16xi8>
// CHECK-NEXT:     %subview = memref.subview %alloc[0] [%dim] [1] : memref<16xi8> to memref<?xi8, strided<[1]>>
// CHECK-NEXT:     memref.copy %0, %subview : memref<?xi8> to memref<?xi8, strided<[1]>>
// CHECK-NEXT:     memref.dealloc %0 : memref<?xi8>
// CHECK-NEXT:     scf.yield %alloc : memref<16xi8>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [16], strides: [1] : memref<?xi8> to memref<16xi8>
// CHECK-NEXT:     scf.yield %reinterpret_cast : memref<16xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : memref<16xi8>
// CHECK-NEXT: }

// KEEP-LABEL: func.func @in_loop(
// KEEP-NEXT:   %c0 = arith.constant 0 : index
// KEEP-NEXT:   %c1 = arith.constant 1 : index
// KEEP-NEXT:   %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<?xi8>) {
// KEEP-NEXT:     %c0_1 = arith.constant 0 : index
// KEEP-NEXT:     %dim_2 = memref.dim %arg3, %c0_1 : memref<?xi8>
// KEEP-NEXT:     %c16_3 = arith.constant 16 : index
// KEEP-NEXT:     %3 = arith.cmpi ult, %dim_2, %c16_3 : index
// KEEP-NEXT:     %4 = scf.if %3 -> (memref<16xi8>) {
// KEEP-NEXT:       %alloc = memref.alloc() : memref<16xi8>
// KEEP-NEXT:       %subview = memref.subview %alloc[0] [%dim_2] [1] : memref<16xi8> to memref<?xi8, strided<[1]>>
// KEEP-NEXT:       memref.copy %arg3, %subview : memref<?xi8> to memref<?xi8, strided<[1]>>
// KEEP-NEXT:       scf.yield %alloc : memref<16xi8>
// KEEP-NEXT:     } else {
// KEEP-NEXT:       %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [0], sizes: [16], strides: [1] : memref<?xi8> to memref<16xi8>
// KEEP-NEXT:       scf.yield %reinterpret_cast : memref<16xi8>
// KEEP-NEXT:     }
// KEEP-NEXT:     %cast = memref.cast %4 : memref<16xi8> to memref<?xi8>
// KEEP-NEXT:     scf.yield %cast : memref<?xi8>
// KEEP-NEXT:   }
// KEEP-NEXT:   %c0_0 = arith.constant 0 : index
// KEEP-NEXT:   %dim = memref.dim %0, %c0_0 : memref<?xi8>
// KEEP-NEXT:   %c16 = arith.constant 16 : index
// KEEP-NEXT:   %1 = arith.cmpi ult, %dim, %c16 : index
// KEEP-NEXT:   %2 = scf.if %1 -> (memref<16xi8>) {
// KEEP-NEXT:     %alloc = memref.alloc() : memref<16xi8>
// KEEP-NEXT:     %subview = memref.subview %alloc[0] [%dim] [1] : memref<16xi8> to memref<?xi8, strided<[1]>>
// KEEP-NEXT:     memref.copy %0, %subview : memref<?xi8> to memref<?xi8, strided<[1]>>
// KEEP-NEXT:     scf.yield %alloc : memref<16xi8>
// KEEP-NEXT:   } else {
// KEEP-NEXT:     %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [16], strides: [1] : memref<?xi8> to memref<16xi8>
// KEEP-NEXT:     scf.yield %reinterpret_cast : memref<16xi8>
// KEEP-NEXT:   }
// KEEP-NEXT:   return %2 : memref<16xi8>
// KEEP-NEXT: }
