// The step limit counts the ops jopt-run executes, a structured op being one step however many
// points it has (its payload's ops are not counted, compiled or interpreted): a matmul runs
// compiled whatever the limit, while a runaway loop stops at the limit (default 10^8 steps,
// about 10 s) or at the wall-clock --timeout.
// RUN: jopt-run %s -e matmul --max-steps=12 | FileCheck %s --check-prefix=MATMUL
// RUN: jopt-run %s -e matmul --max-steps=12 --no-compile | FileCheck %s --check-prefix=MATMUL
// RUN: not jopt-run %s -e matmul --max-steps=3 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: not jopt-run %s -e runaway --max-steps=1000 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not jopt-run %s -e runaway --max-steps=1000000000000 --timeout=0.2 2>&1 | FileCheck %s --check-prefix=TIMEOUT
// RUN: not jopt-run %s -e runaway --timeout=soon 2>&1 | FileCheck %s --check-prefix=BAD

// MATMUL: result #0: 64.0 : f32
func.func @matmul() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64x64xf32>)
  %c = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<64x64xf32>)
  linalg.matmul ins(%a, %a : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  %x = memref.load %c[%c0, %c0] : memref<64x64xf32>
  memref.dealloc %a : memref<64x64xf32>
  memref.dealloc %c : memref<64x64xf32>
  return %x : f32
}
// THREE: step-limit.mlir:[[# @LINE - 10]]:8: error: execution exceeded 3 steps

// STEPS: step-limit.mlir:[[# @LINE + 6]]:5: error: execution exceeded 1000 steps
// TIMEOUT: step-limit.mlir:{{3[0-9]}}:5: error: execution exceeded the timeout of 0.2 s
// BAD: jopt-run: for the --timeout option: 'soon' is not a number of seconds
func.func @runaway() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
