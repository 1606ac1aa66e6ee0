// RUN: jopt %s --split-input-file --verify-diagnostics | FileCheck %s
// NOT-COMPARED: mlir-opt-22 reads the string tag_map as a map (undefined behaviour): it crashes here, or reports an unrelated index error.

// Found by the front-door fuzzer in the generic form. affine.for, as mlir-opt-22's verifier,
// does not compare its bound operands with the maps' inputs: too few or too many verify, and
// the map prints with the operands there are (mlir-opt-22 also prints an empty iter_args then).
// CHECK-LABEL: func @bound_without_operands(
// CHECK: affine.for %{{.*}} = 0 to #map() {
func.func @bound_without_operands() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// The DMA ops take any attribute as a map in MLIR (undefined behaviour); jopt refuses another
// kind with ODS's words.
func.func @dma_wait_tag_map_not_a_map(%tag: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'affine.dma_wait' op attribute 'tag_map' failed to satisfy constraint: AffineMap attribute}}
  "affine.dma_wait"(%tag, %c0, %n) {tag_map = "s"} : (memref<1xi32>, index, index) -> ()
  return
}
