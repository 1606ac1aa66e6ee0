// LSTM over a batch and a sequence known only at run time: the batch's size read from X, the
// steps an scf.for carrying H, C and Y; an initial state of another batch is a run-time error.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e lstm --args=iota:2x3,iota:3 | FileCheck %s --check-prefix=SEQ2
// RUN: jopt-run %t.mlir -e lstm --args=iota:1x1,iota:1 -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=SEQ1
// RUN: jopt-run %t.mlir -e lstm --args=iota:3x2,iota:2 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=SEQ3
// RUN: not jopt-run %t.mlir -e lstm --args=iota:2x3,iota:2 2>&1 | FileCheck %s --check-prefix=BAD

// Hidden size 1, W and R zero: every gate 0.5 and the candidate tanh(0) = 0, so each step halves
// C, and H = tanh(C) / 2, per batch row: from C0 = [0, 1, 2], C = [0, 0.5, 1] then
// [0, 0.25, 0.5].
// CHECK-LABEL: func.func @lstm
// CHECK: cf.assert {{.*}}"'onnx.LSTM': operand #6's batch is not X's"
// CHECK: scf.for
// SEQ2: result #0: memref<?x1x?x1xf32> {{\[\[\[}}[0.0], [0.2310585{{[0-9]*}}], [0.380797{{[0-9]*}}]]], {{\[\[}}[0.0], [0.1224593{{[0-9]*}}], [0.2310585{{[0-9]*}}]]]]
// SEQ2: result #1: memref<1x?x1xf32> {{\[\[}}[0.0], [0.25], [0.5]]]
// SEQ1: result #1: memref<1x?x1xf32> {{\[\[}}[0.0]]]
// SEQ3: result #1: memref<1x?x1xf32> {{\[\[}}[0.0], [0.125]]]
// BAD: assertion failed: 'onnx.LSTM': operand #6's batch is not X's
func.func @lstm(%x: tensor<?x?x1xf32>, %c0: tensor<1x?x1xf32>) -> (tensor<?x1x?x1xf32>, tensor<1x?x1xf32>) {
  %w = onnx.Constant dense<0.0> : tensor<1x4x1xf32>
  %r = onnx.Constant dense<0.0> : tensor<1x4x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %y:3 = "onnx.LSTM"(%x, %w, %r, %none, %none, %none, %c0, %none) {hidden_size = 1 : si64}
      : (tensor<?x?x1xf32>, tensor<1x4x1xf32>, tensor<1x4x1xf32>, none, none, none, tensor<1x?x1xf32>, none)
      -> (tensor<?x1x?x1xf32>, none, tensor<1x?x1xf32>)
  onnx.Return %y#0, %y#2 : tensor<?x1x?x1xf32>, tensor<1x?x1xf32>
}
