// A MatMul(Integer) whose rows hold two sizes known only at run time (batch x tokens, a quantized
// sentence encoder's form) by a matrix: one contraction generic over the batch dims, the matrix
// broadcast, no collapse_shape/expand_shape round trip (which no fold removes when one group holds
// two dynamic sizes, keeping the product out of its users' fusion and tiling). One dynamic row
// size still folds the batch into the rows of a linalg.matmul (matmul.mlir, dynamic.mlir).
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e tokens --args=iota:2x3 | FileCheck %s --check-prefix=RUN23
// RUN: jopt-run %t.mlir -e tokens --args=iota:1x4 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN14
// CHECK-LABEL: func.func @tokens
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: tensor.expand_shape
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK-NOT: tensor.collapse_shape
// CHECK: return
// a[b, s, k] = 2 (3 b + s) + k less its zero point 2, times B less its zero points
// ([[0, 0], [2, 2]]): 2 (2 (3 b + s) + 1 - 2) = 4 (3 b + s) - 2.
// RUN23: memref<?x?x2xi32> {{\[\[\[}}-2, -2], [2, 2], [6, 6]], {{\[\[}}10, 10], [14, 14], [18, 18]]]
// RUN14: memref<?x?x2xi32> {{\[\[\[}}-2, -2], [2, 2], [6, 6], [10, 10]]]
func.func @tokens(%a: tensor<?x?x2xi8>) -> tensor<?x?x2xi32> {
  %b = onnx.Constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %za = onnx.Constant dense<2> : tensor<i8>
  %zb = onnx.Constant dense<[1, 2]> : tensor<2xi8>
  %0 = "onnx.MatMulInteger"(%a, %b, %za, %zb) : (tensor<?x?x2xi8>, tensor<2x2xi8>, tensor<i8>, tensor<2xi8>) -> tensor<?x?x2xi32>
  onnx.Return %0 : tensor<?x?x2xi32>
}
