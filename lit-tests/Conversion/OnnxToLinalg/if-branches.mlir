// onnx.If resolved before the lowering (IfBranches): a condition the shape rules know folds the
// If to its taken branch; a run-time condition whose branches yield different ranks (PyTorch's
// x.squeeze(-1), exported as "if the last size is 1, Squeeze, else x", as silero-vad's decoder
// does) takes the branch whose ranks the If's users accept, checked by a cf.assert at run time.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e if_rank_known --args=iota | FileCheck %s --check-prefix=KNOWN
// RUN: jopt-run %t.mlir -e squeeze_last --args=iota:2x1 | FileCheck %s --check-prefix=SQ
// RUN: jopt-run %t.mlir -e squeeze_last --args=iota:3x1 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=SQ3
// RUN: not jopt-run %t.mlir -e squeeze_last --args=iota:2x3 2>&1 | FileCheck %s --check-prefix=SQ-BAD

// The rank of x is 2, so the condition (rank != 2) is false: the else branch (x itself) alone,
// no scf.if.
// CHECK-LABEL: func.func @if_rank_known
// CHECK-NOT: scf.if
// CHECK: return
// KNOWN: result #0: memref<*xf32> {{\[\[}}0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
func.func @if_rank_known(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %s = "onnx.Shape"(%x) : (tensor<2x3xf32>) -> tensor<2xi64>
  %n = "onnx.Size"(%s) : (tensor<2xi64>) -> tensor<i64>
  %two = onnx.Constant dense<2> : tensor<i64>
  %eq = "onnx.Equal"(%n, %two) : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %c = "onnx.Not"(%eq) : (tensor<i1>) -> tensor<i1>
  %0 = "onnx.If"(%c) ({
    %z = onnx.Constant dense<0> : tensor<1xi64>
    %u = "onnx.Unsqueeze"(%x, %z) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<1x2x3xf32>
    onnx.Yield %u : tensor<1x2x3xf32>
  }, {
    %i = "onnx.Identity"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    onnx.Yield %i : tensor<2x3xf32>
  }) : (tensor<i1>) -> tensor<*xf32>
  onnx.Return %0 : tensor<*xf32>
}

// x: [n, 2, t]; squeezed when t is 1 (known only at run time); Gemm accepts only the then
// branch's rank 2 (with rank 3 its result would be unranked), so the then branch is taken and
// the condition asserted.
// CHECK-LABEL: func.func @squeeze_last
// CHECK-NOT: scf.if
// CHECK: cf.assert {{.*}}"'last': the condition takes the else branch, whose results' ranks (3) differ from the then branch's (2); the lowering took the latter, those the If's users accept"
// x is iota [[0, 1], [2, 3]] (t = 1) times [[0, 1, 2], [1, 1, 1]]: [[1, 1, 1], [3, 5, 7]]; with
// the row [4, 5] too, [5, 9, 13].
// SQ: result #0: memref<*xf32> {{\[\[}}1.0, 1.0, 1.0], [3.0, 5.0, 7.0]]
// SQ3: result #0: memref<*xf32> {{\[\[}}1.0, 1.0, 1.0], [3.0, 5.0, 7.0], [5.0, 9.0, 13.0]]
// SQ-BAD: assertion failed: 'last': the condition takes the else branch, whose results' ranks (3) differ from the then branch's (2)
func.func @squeeze_last(%x: tensor<?x2x?xf32>) -> tensor<*xf32> {
  %s = "onnx.Shape"(%x) : (tensor<?x2x?xf32>) -> tensor<3xi64>
  %m1 = onnx.Constant dense<-1> : tensor<1xi64>
  %t = "onnx.Gather"(%s, %m1) {axis = 0 : si64} : (tensor<3xi64>, tensor<1xi64>) -> tensor<1xi64>
  %one = onnx.Constant dense<1> : tensor<1xi64>
  %c = "onnx.Equal"(%t, %one) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
  %0 = "onnx.If"(%c) ({
    %a = onnx.Constant dense<-1> : tensor<1xi64>
    %q = "onnx.Squeeze"(%x, %a) : (tensor<?x2x?xf32>, tensor<1xi64>) -> tensor<?x2xf32>
    onnx.Yield %q : tensor<?x2xf32>
  }, {
    %i = "onnx.Identity"(%x) : (tensor<?x2x?xf32>) -> tensor<?x2x?xf32>
    onnx.Yield %i : tensor<?x2x?xf32>
  }) {onnx_node_name = "last"} : (tensor<1xi1>) -> tensor<*xf32>
  %w = onnx.Constant dense<[[0.0, 1.0, 2.0], [1.0, 1.0, 1.0]]> : tensor<2x3xf32>
  %nb = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Gemm"(%0, %w, %nb) : (tensor<*xf32>, tensor<2x3xf32>, none) -> tensor<*xf32>
  onnx.Return %y : tensor<*xf32>
}

