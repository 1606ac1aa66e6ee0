// An If whose branches yield different ranks, its condition known only at run time, where the
// rules do not single out a branch (Gemm's result is declared of rank 2 whatever its operand's
// rank): the If is left as it was, and the lowering reports it at the If.
// RUN: not jopt %s -p 'builtin.module(convert-onnx-to-linalg)' 2>&1 | FileCheck %s

// CHECK: error: failed to legalize operation 'onnx.If' that was explicitly marked illegal
// CHECK: note: {{.*}}result #0 is unranked and its shape is not known from the operands
func.func @squeeze_last_either(%x: tensor<?x2x?xf32>) -> tensor<?x3xf32> {
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
  }) : (tensor<1xi1>) -> tensor<*xf32>
  %w = onnx.Constant dense<[[0.0, 1.0, 2.0], [1.0, 1.0, 1.0]]> : tensor<2x3xf32>
  %nb = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Gemm"(%0, %w, %nb) : (tensor<*xf32>, tensor<2x3xf32>, none) -> tensor<?x3xf32>
  onnx.Return %y : tensor<?x3xf32>
}
