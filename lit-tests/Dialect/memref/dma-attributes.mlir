// NOT-COMPARED: mlir-opt-22 prints a memref.dma_start with attributes in its custom form, which its own parser does not read back (no attribute dictionary in it); jopt prints the generic form.
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// A memref.dma_start with discardable attributes (as frontends that lower copies to DMAs attach
// them) prints in the generic form, which both jopt and mlir-opt-22 read back; jopt also reads
// the custom form with an attribute dictionary that mlir-opt-22 prints (@printed_by_mlir_opt).
// Without attributes the op keeps its custom form (dma.mlir).

// CHECK-LABEL: func.func @generic_in(
// CHECK:       "memref.dma_start"(%arg0, %c0, %arg1, %c0, %arg2, %arg3, %c0) {dma_kind = "in", priority = 2 : i32} : (memref<64xf32>, index, memref<64xf32, 1>, index, index, memref<1xi32>, index) -> ()
// CHECK-NEXT:  memref.dma_wait %arg3[%c0], %arg2 {dma_kind = "in"} : memref<1xi32>
// CHECK-NEXT:  memref.dma_start %arg0[%c0], %arg1[%c0], %arg2, %arg3[%c0] : memref<64xf32>, memref<64xf32, 1>, memref<1xi32>
func.func @generic_in(%src: memref<64xf32>, %dst: memref<64xf32, 1>, %n: index, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  "memref.dma_start"(%src, %c0, %dst, %c0, %n, %tag, %c0) {dma_kind = "in", priority = 2 : i32} : (memref<64xf32>, index, memref<64xf32, 1>, index, index, memref<1xi32>, index) -> ()
  memref.dma_wait %tag[%c0], %n {dma_kind = "in"} : memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<64xf32>, memref<64xf32, 1>, memref<1xi32>
  return
}

// CHECK-LABEL: func.func @printed_by_mlir_opt(
// CHECK:       "memref.dma_start"(%arg0, %c0, %arg1, %c0, %arg2, %arg3, %c0, %c4, %c4) {dma_kind = "out"} : (memref<64xf32, 1>, index, memref<64xf32>, index, index, memref<1xi32>, index, index, index) -> ()
func.func @printed_by_mlir_opt(%src: memref<64xf32, 1>, %dst: memref<64xf32>, %n: index, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0], %c4, %c4 {dma_kind = "out"} : memref<64xf32, 1>, memref<64xf32>, memref<1xi32>
  return
}
