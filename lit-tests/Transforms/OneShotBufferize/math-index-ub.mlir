// COMPARE: mlir-opt-22
// RUN: jopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// math, index and ub ops on scalars are left as they are, as mlir-opt-22 leaves them; on
// tensors they implement no BufferizableOpInterface (as in MLIR), so bufferization fails with
// mlir-opt-22's error (math-index-ub-tensors.mlir).

// CHECK-LABEL: func.func @scalars(
// CHECK-SAME: %arg0: f32, %arg1: index) -> (f32, index, i32) {
// CHECK-NEXT: %0 = math.sqrt %arg0 : f32
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %1 = index.add %arg1, %idx2
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: return %0, %1, %2 : f32, index, i32
func.func @scalars(%x: f32, %i: index) -> (f32, index, i32) {
  %0 = math.sqrt %x : f32
  %c = index.constant 2
  %1 = index.add %i, %c
  %2 = ub.poison : i32
  return %0, %1, %2 : f32, index, i32
}
