// linalg.softmax in jopt-run (a tensor program, bufferized): as MLIR's decomposition computes
// it. The CHECK lines are what mlir-runner-22 prints for this file decomposed by
// transform.structured.decompose_interface, bufferized and lowered by mlir-opt-22
// (-one-shot-bufferize=bufferize-function-boundaries -convert-linalg-to-loops
// -convert-math-to-llvm -test-lower-to-llvm), but for the base@ address.
// RUN: jopt-run %s -e main -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: jopt-run %s -e main -entry-point-result=void --no-compile | FileCheck %s --match-full-lines
func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, -4.5], [0.25, 0.25, 100.0, -100.0]]> : tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %c = arith.constant dense<[[1.0, 2.0, 3.0, -4.5], [0.25, 0.25, 100.0, -100.0]]> : tensor<2x4xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %r2 = linalg.softmax dimension(0) ins(%c : tensor<2x4xf32>) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %u = tensor.cast %r : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %r2 : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(%ptr : tensor<*xf32>)

// CHECK:      Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0.0899975,   0.244638,   0.664996,   0.000367799],
// CHECK-NEXT:  [4.76441e-44,   4.76441e-44,   1,   0]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0.679179,   0.851953,   7.46892e-43,   1],
// CHECK-NEXT:  [0.320821,   0.148047,   1,   3.3491e-42]]
