// RUN: jopt %s | FileCheck %s
// COMPARE: mlir-opt-22

// affine.dma_wait takes its tag indices by the tag map and the element count after them; MLIR
// counts no further operands, and its printer shows none of them (found by the front-door
// fuzzer). jopt refuses too few operands ("incorrect number of operands"), which MLIR reads past.

// CHECK-LABEL: func @extra_operand(
// CHECK: affine.dma_wait %arg0[%c0], %arg1 : memref<1xi32>
func.func @extra_operand(%tag: memref<1xi32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  "affine.dma_wait"(%tag, %c0, %n, %m) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index, index, index) -> ()
  return
}
