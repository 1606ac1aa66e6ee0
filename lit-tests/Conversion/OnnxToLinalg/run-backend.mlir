// Ops of the ONNX backend suite (bench/onnx-backend.sh) run on inputs whose results are worked
// out by hand.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e reduce_l1_l2_v13 --args=iota | FileCheck %s --check-prefix=RL
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e optimizers | FileCheck %s --check-prefix=OPT
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e training_dropout --args=iota | FileCheck %s --check-prefix=DROP
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e reduce_runtime_axes --args=iota,iota | FileCheck %s --check-prefix=RAX
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e selection --args=iota,iota | FileCheck %s --check-prefix=SEL
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | not jopt-run - -e compress_wrong_size --args=iota 2>&1 | FileCheck %s --check-prefix=SELBAD
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e det --args=iota | FileCheck %s --check-prefix=DET
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e if_tensors --args=iota,iota | FileCheck %s --check-prefix=IF

// ReduceL1V13/ReduceL2V13 (axes an attribute) over the rows of [[0, 1], [2, 3]]: 1 and 5;
// 1 and sqrt(13).
// RL: result #0: memref<2x1xf32> {{\[\[}}1.0], [5.0]]
// RL: result #1: memref<2xf32> [1.0, 3.6055512]
func.func @reduce_l1_l2_v13(%x: tensor<2x2xf32>) -> (tensor<2x1xf32>, tensor<2xf32>) {
  %0 = "onnx.ReduceL1V13"(%x) {axes = [1]} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  %1 = "onnx.ReduceL2V13"(%x) {axes = [1], keepdims = 0 : si64} : (tensor<2x2xf32>) -> tensor<2xf32>
  onnx.Return %0, %1 : tensor<2x1xf32>, tensor<2xf32>
}

// The training domain's optimizers, one step from X = 1, G = -1, R = 0.1 (no regularization,
// no epsilon). Adagrad from H = 0: H' = 1, X' = 1 + 0.1 = 1.1. Momentum (alpha = beta = 0.5,
// T = 1) from V = 2: V' = 1 - 0.5, X' = 1 - 0.05; Nesterov X' = 1 - 0.1 (-1 + 0.25) = 1.075.
// Adam (alpha = beta = 0.5, T = 1) from V = H = 0: V' = -0.5, H' = 0.5, the rate corrected to
// 0.1 sqrt(0.5) / 0.5, X' = 1 + 0.1.
// OPT: result #0: memref<1xf32> [1.1]
// OPT: result #1: memref<1xf32> [1.0]
// OPT: result #2: memref<1xf32> [0.95]
// OPT: result #3: memref<1xf32> [0.5]
// OPT: result #4: memref<1xf32> [1.075]
// OPT: result #5: memref<1xf32> [1.1]
// OPT: result #6: memref<1xf32> [-0.5]
// OPT: result #7: memref<1xf32> [0.5]
func.func @optimizers() -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) {
  %r = onnx.Constant dense<1.000000e-01> : tensor<f32>
  %t0 = onnx.Constant dense<0> : tensor<i64>
  %t1 = onnx.Constant dense<1> : tensor<i64>
  %x = onnx.Constant dense<1.000000e+00> : tensor<1xf32>
  %g = onnx.Constant dense<-1.000000e+00> : tensor<1xf32>
  %zero = onnx.Constant dense<0.000000e+00> : tensor<1xf32>
  %two = onnx.Constant dense<2.000000e+00> : tensor<1xf32>
  %0:2 = "onnx.Adagrad"(%r, %t0, %x, %g, %zero) {decay_factor = 0.000000e+00 : f32, epsilon = 0.000000e+00 : f32, norm_coefficient = 0.000000e+00 : f32} : (tensor<f32>, tensor<i64>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>)
  %1:2 = "onnx.Momentum"(%r, %t1, %x, %g, %two) {alpha = 5.000000e-01 : f32, beta = 5.000000e-01 : f32, mode = "standard", norm_coefficient = 0.000000e+00 : f32} : (tensor<f32>, tensor<i64>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>)
  %2:2 = "onnx.Momentum"(%r, %t1, %x, %g, %two) {alpha = 5.000000e-01 : f32, beta = 5.000000e-01 : f32, mode = "nesterov", norm_coefficient = 0.000000e+00 : f32} : (tensor<f32>, tensor<i64>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>)
  %3:3 = "onnx.Adam"(%r, %t1, %x, %g, %zero, %zero) {alpha = 5.000000e-01 : f32, beta = 5.000000e-01 : f32, epsilon = 0.000000e+00 : f32, norm_coefficient = 0.000000e+00 : f32, norm_coefficient_post = 0.000000e+00 : f32} : (tensor<f32>, tensor<i64>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>)
  onnx.Return %0#0, %0#1, %1#0, %1#1, %2#0, %3#0, %3#1, %3#2 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
}

// Dropout in training mode: ratio 0 keeps every element (mask all true), ratio 1 drops every
// one (u < 1 always); the random draws are jopt's own, so only these ratios are certain.
// DROP: result #0: memref<4xf32> [0.0, 1.0, 2.0, 3.0]
// DROP: result #1: memref<4xi1> [true, true, true, true]
// DROP: result #2: memref<4xf32> [0.0, 0.0, 0.0, 0.0]
// DROP: result #3: memref<4xi1> [false, false, false, false]
func.func @training_dropout(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi1>) {
  %zero = onnx.Constant dense<0.000000e+00> : tensor<f32>
  %one = onnx.Constant dense<1.000000e+00> : tensor<f32>
  %t = onnx.Constant dense<true> : tensor<i1>
  %0:2 = "onnx.Dropout"(%x, %zero, %t) {seed = 7 : si64} : (tensor<4xf32>, tensor<f32>, tensor<i1>) -> (tensor<4xf32>, tensor<4xi1>)
  %1:2 = "onnx.Dropout"(%x, %one, %t) : (tensor<4xf32>, tensor<f32>, tensor<i1>) -> (tensor<4xf32>, tensor<4xi1>)
  onnx.Return %0#0, %0#1, %1#0, %1#1 : tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi1>
}

// ReduceSum without keepdims over axes given at run time, where a 2x2 input to a 2-vector
// could lose either dim: the axes [0] (iota) select the column sums of [[0, 1], [2, 3]].
// RAX: result #0: memref<2xf32> [2.0, 4.0]
func.func @reduce_runtime_axes(%x: tensor<2x2xf32>, %axes: tensor<1xi64>) -> tensor<2xf32> {
  %0 = "onnx.ReduceSum"(%x, %axes) {keepdims = 0 : si64} : (tensor<2x2xf32>, tensor<1xi64>) -> tensor<2xf32>
  onnx.Return %0 : tensor<2xf32>
}

// Compress and NonZero to their declared static sizes: rows 1 and 2 of [[0, 1], [2, 3], [4, 5]],
// the flattened elements at the set flags; the non-zero positions of [[0, 1], [2, 3]].
// SEL: result #0: memref<2x2xf32> {{\[\[}}2.0, 3.0], [4.0, 5.0]]
// SEL: result #1: memref<2xf32> [1.0, 3.0]
// SEL: result #2: memref<2x3xi64> {{\[\[}}0, 1, 1], [1, 0, 1]]
func.func @selection(%x: tensor<3x2xf32>, %y: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x3xi64>) {
  %rows = onnx.Constant dense<[false, true, true]> : tensor<3xi1>
  %0 = "onnx.Compress"(%x, %rows) {axis = 0 : si64} : (tensor<3x2xf32>, tensor<3xi1>) -> tensor<2x2xf32>
  %flat = onnx.Constant dense<[false, true, false, true]> : tensor<4xi1>
  %1 = "onnx.Compress"(%x, %flat) : (tensor<3x2xf32>, tensor<4xi1>) -> tensor<2xf32>
  %2 = "onnx.NonZero"(%y) : (tensor<2x2xf32>) -> tensor<2x3xi64>
  onnx.Return %0, %1, %2 : tensor<2x2xf32>, tensor<2xf32>, tensor<2x3xi64>
}

// Data that select another count than the declared size fail the run.
// SELBAD: the data select another number of elements than the declared result size 1
func.func @compress_wrong_size(%x: tensor<3xf32>) -> tensor<1xf32> {
  %c = onnx.Constant dense<[true, true, false]> : tensor<3xi1>
  %0 = "onnx.Compress"(%x, %c) {axis = 0 : si64} : (tensor<3xf32>, tensor<3xi1>) -> tensor<1xf32>
  onnx.Return %0 : tensor<1xf32>
}

// Det: [[2, 1, 0], [1, 3, 1], [0, 1, 4]] is 2 * 11 - 1 * 4 = 18; the batch [[0, 1], [2, 3]],
// [[4, 5], [6, 7]] gives -2 and -2.
// DET: result #0: memref<f32> 18.0
// DET: result #1: memref<2xf32> [-2.0, -2.0]
func.func @det(%x: tensor<2x2x2xf32>) -> (tensor<f32>, tensor<2xf32>) {
  %m = onnx.Constant dense<[[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]]> : tensor<3x3xf32>
  %0 = "onnx.Det"(%m) : (tensor<3x3xf32>) -> tensor<f32>
  %1 = "onnx.Det"(%x) : (tensor<2x2x2xf32>) -> tensor<2xf32>
  onnx.Return %0, %1 : tensor<f32>, tensor<2xf32>
}

// If on tensors becomes scf.if: the condition false (iota) takes the else branch (x + 1), a
// constant true the then branch (x * 2), on x = [0, 1].
// IF: result #0: memref<2xf32> [1.0, 2.0]
// IF: result #1: memref<2xf32> [0.0, 2.0]
func.func @if_tensors(%c: tensor<i1>, %x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %t = onnx.Constant dense<true> : tensor<i1>
  %0 = "onnx.If"(%c) ({
    %two = onnx.Constant dense<2.000000e+00> : tensor<f32>
    %m = "onnx.Mul"(%x, %two) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    onnx.Yield %m : tensor<2xf32>
  }, {
    %one = onnx.Constant dense<1.000000e+00> : tensor<f32>
    %a = "onnx.Add"(%x, %one) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    onnx.Yield %a : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  %1 = "onnx.If"(%t) ({
    %two = onnx.Constant dense<2.000000e+00> : tensor<f32>
    %m = "onnx.Mul"(%x, %two) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    onnx.Yield %m : tensor<2xf32>
  }, {
    %one = onnx.Constant dense<1.000000e+00> : tensor<f32>
    %a = "onnx.Add"(%x, %one) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    onnx.Yield %a : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  onnx.Return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
