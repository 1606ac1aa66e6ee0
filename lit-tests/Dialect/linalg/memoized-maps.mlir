// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// NOT-COMPARED: mlir-opt-22 reads the memo's non-map element as a map (undefined behaviour).

// A named op's linalg.memoized_indexing_maps that is not a list of maps (hand-written, or
// mutated by the front-door fuzzer) is made again from the op's row instead of being read.
// CHECK-LABEL: func @bad_memo(
// CHECK: linalg.dot ins(%arg0, %arg1 : memref<8xf32>, memref<8xf32>) outs(%arg2 : memref<f32>)
func.func @bad_memo(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<f32>) {
  linalg.dot {linalg.memoized_indexing_maps = [#foo.bar, #foo.bar, #foo.bar]} ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%c : memref<f32>)
  return
}
