// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// COMPARE: mlir-opt-22

// gpu.launch names as many block/thread ids as are given, as MLIR's parser does; the others
// are unnamed arguments (found by the front-door fuzzer).
// CHECK-LABEL: func @two_block_ids(
// CHECK: gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %c1, %arg7 = %c1, %arg8 = %c1) threads(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) {
func.func @two_block_ids() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// More than three ids run over into the next slots of MLIR's argument array, which the thread
// ids then overwrite: the fourth block id names nothing.
// CHECK-LABEL: func @four_block_ids(
// CHECK: gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %c1, %arg7 = %c1, %arg8 = %c1) threads(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) {
// CHECK-NEXT: "test.use"(%arg0, %arg3) : (index, index) -> ()
func.func @four_block_ids() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz, %bw) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    "test.use"(%bx, %tx) : (index, index) -> ()
    gpu.terminator
  }
  return
}
