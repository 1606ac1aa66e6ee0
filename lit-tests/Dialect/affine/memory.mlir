// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// The affine memory ops with affine subscripts of SSA values (dims, symbol(...), constants,
// floordiv/ceildiv/mod, negation), attribute dictionaries, DMA with and without strides;
// affine.min/max, delinearize_index and linearize_index.

// CHECK: #map = affine_map<(d0)[s0] -> (d0, s0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0, 4)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @memory(%arg0: memref<?x?xf32>, %arg1: memref<100xf32>, %arg2: vector<4xf32>, %arg3: index, %arg4: index, %arg5: memref<1xi32>, %arg6: memref<100xf32, 2>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg7 = 0 to 10 {
// CHECK-NEXT: affine.for %arg8 = 0 to %arg3 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg7 + 1, symbol(%arg3) * 2 - 1] : memref<?x?xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg7, %arg8 floordiv 4] : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.load %arg0[(%arg7 + %arg8) mod 8, -%arg8 + 3] {nontemporal} : memref<?x?xf32>
// CHECK-NEXT: affine.store %2, %arg0[%arg7 * 3, %arg8 ceildiv 2] {tag} : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.vector_load %arg0[%arg7, %arg8] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %arg2, %arg0[%arg7, %arg8 + symbol(%arg4)] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %arg1[%arg7 + %arg8], read, locality<3>, data : memref<100xf32>
// CHECK-NEXT: affine.prefetch %arg1[%arg8], write, locality<0>, instr {hint} : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.load %arg1[5] : memref<100xf32>
// CHECK-NEXT: affine.dma_start %arg1[%c0], %arg6[%arg3], %arg5[%c0], %arg3 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %arg5[%c0], %arg3 : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg1[%arg3 + 1], %arg6[symbol(%arg4)], %arg5[0], %arg3, %arg4, %c0 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @minmax_and_index(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.min #map(%arg0)[%arg1]
// CHECK-NEXT: %1 = affine.max #map1(%0) {tag}
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg0 into (4, %arg1) : index, index
// CHECK-NEXT: %3:3 = affine.delinearize_index %arg0 into (%arg1, 8) : index, index, index
// CHECK-NEXT: %4 = affine.linearize_index [%2#0, %2#1] by (4, %arg1) : index
// CHECK-NEXT: %5 = affine.linearize_index disjoint [%3#0, %3#1, %3#2] by (%arg1, 8) {tag} : index
// CHECK-NEXT: return %0, %1, %4, %5 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @memory(%A: memref<?x?xf32>, %B: memref<100xf32>, %v: vector<4xf32>, %n: index, %m: index,
                  %tag: memref<1xi32>, %buf: memref<100xf32, 2>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
      // Subscripts are affine expressions of the operands: dims, symbol(...), constants.
      %x = affine.load %A[%i + 1, symbol(%n) * 2 - 1] : memref<?x?xf32>
      affine.store %x, %A[%i, %j floordiv 4] : memref<?x?xf32>
      %y = affine.load %A[(%i + %j) mod 8, -%j + 3] {nontemporal} : memref<?x?xf32>
      affine.store %y, %A[%i * 3, %j ceildiv 2] {tag} : memref<?x?xf32>
      %w = affine.vector_load %A[%i, %j] : memref<?x?xf32>, vector<4xf32>
      affine.vector_store %v, %A[%i, %j + symbol(%m)] : memref<?x?xf32>, vector<4xf32>
      affine.prefetch %B[%i + %j], read, locality<3>, data : memref<100xf32>
      affine.prefetch %B[%j], write, locality<0>, instr {hint} : memref<100xf32>
    }
  }
  %z = affine.load %B[5] : memref<100xf32>
  affine.dma_start %B[%c0], %buf[%n], %tag[%c0], %n : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  affine.dma_start %B[%n + 1], %buf[symbol(%m)], %tag[0], %n, %m, %c0 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  return
}

func.func @minmax_and_index(%n: index, %m: index) -> (index, index, index, index) {
  %a = affine.min affine_map<(d0)[s0] -> (d0, s0 + 2)>(%n)[%m]
  %b = affine.max affine_map<(d0) -> (d0, 4)>(%a) {tag}
  %d:2 = affine.delinearize_index %n into (4, %m) : index, index
  %e:3 = affine.delinearize_index %n into (%m, 8) : index, index, index
  %l = affine.linearize_index [%d#0, %d#1] by (4, %m) : index
  %k = affine.linearize_index disjoint [%e#0, %e#1, %e#2] by (%m, 8) {tag} : index
  return %a, %b, %l, %k : index, index, index, index
}
