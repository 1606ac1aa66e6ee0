// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// memref.dma_start and memref.dma_wait as upstream writes them, printed as mlir-opt-22 prints
// them and read back: memrefs of rank 0 (empty index lists), memory spaces, a strided layout, the
// strided form with its two trailing operands, and dma_wait's attributes (its format has them).

// CHECK-LABEL: func.func @dma(
// CHECK:       memref.dma_start %arg0[%arg4, %c0], %arg1[%c0, %arg4], %arg5, %arg2[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT:  memref.dma_wait %arg2[%c0], %arg5 : memref<1xi32>
// CHECK-NEXT:  memref.dma_start %arg0[%arg4, %c0], %arg1[%c0, %arg4], %arg5, %arg2[%c0], %c4, %c2 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT:  memref.dma_wait %arg2[%c0], %arg5 {stage = 1 : i32} : memref<1xi32>
// CHECK-NEXT:  memref.dma_start %arg3[], %arg3[], %arg5, %arg6[] : memref<f32, 2>, memref<f32, 2>, memref<i32>
// CHECK-NEXT:  memref.dma_wait %arg6[], %arg5 : memref<i32>
// CHECK-NEXT:  memref.dma_start %arg7[%c0, %c0], %arg1[%arg4, %c0], %arg5, %arg2[%c0] : memref<8x8xf32, strided<[16, 1], offset: ?>>, memref<2x1024xf32, 1>, memref<1xi32>
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>,
    %s0: memref<f32, 2>, %i: index, %n: index, %tag0: memref<i32>,
    %view: memref<8x8xf32, strided<[16, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  memref.dma_start %src[%i, %c0], %dst[%c0, %i], %n, %tag[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  memref.dma_start %src[%i, %c0], %dst[%c0, %i], %n, %tag[%c0], %c4, %c2 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n {stage = 1 : i32} : memref<1xi32>
  memref.dma_start %s0[], %s0[], %n, %tag0[] : memref<f32, 2>, memref<f32, 2>, memref<i32>
  memref.dma_wait %tag0[], %n : memref<i32>
  memref.dma_start %view[%c0, %c0], %dst[%i, %c0], %n, %tag[%c0] : memref<8x8xf32, strided<[16, 1], offset: ?>>, memref<2x1024xf32, 1>, memref<1xi32>
  return
}
