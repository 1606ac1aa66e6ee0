// LSTM a gate at a time: each gate's X W^T + H R^T is a pair of matmuls accumulating into one
// batch x hidden tensor, and a step's scratch is two such tensors (reused through the gates),
// not the products of all four gates (two batch x 4 hidden tensors).
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e lstm_peak --args=random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PEAK
// RUN: jopt-run %t.mlir -e lstm_order --args=1.0,2.0 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=ORDER
// RUN: jopt-run %t.mlir -e lstm_lens -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=LENS

// CHECK-LABEL: func.func @lstm_peak
// CHECK-NOT: tensor<2x16xf32>
// CHECK-COUNT-16: linalg.matmul {{.*}} -> tensor<2x4xf32>
// CHECK-NOT: linalg.matmul
// CHECK: return

// Batch 2, input 3, hidden 4, two steps, with biases and peepholes; the pipeline's output has
// the input's results (jopt-run's check). Peaks (with all four gates' products per step: 832 B
// bufferized, 416 B through jopt-memory-pipeline; 224 B while the pipeline kept an arena that
// raises the peak):
// PEAK: heap before: {{.*}} total-peak-bytes=256
// PEAK: heap after: {{.*}} total-peak-bytes=192
func.func @lstm_peak(%x: tensor<2x2x3xf32>, %h0: tensor<1x2x4xf32>, %c0: tensor<1x2x4xf32>)
    -> (tensor<2x1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) {
  %w = onnx.Constant dense<0.25> : tensor<1x16x3xf32>
  %r = onnx.Constant dense<-0.5> : tensor<1x16x4xf32>
  %b = onnx.Constant dense<0.125> : tensor<1x32xf32>
  %p = onnx.Constant dense<0.5> : tensor<1x12xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %y:3 = "onnx.LSTM"(%x, %w, %r, %b, %none, %h0, %c0, %p) {hidden_size = 4 : si64}
      : (tensor<2x2x3xf32>, tensor<1x16x3xf32>, tensor<1x16x4xf32>, tensor<1x32xf32>, none, tensor<1x2x4xf32>,
         tensor<1x2x4xf32>, tensor<1x12xf32>) -> (tensor<2x1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>)
  onnx.Return %y#0, %y#1, %y#2 : tensor<2x1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>
}

// The gates' rows of W (i, o, f, c) each reach their own gate: X = 1, H0 = 0, C0 = 2 and W's
// rows [100, 0, -100, 100]: i = 1, o = 0.5, f = 0 (3.7e-44) and g = tanh(100) = 1, so
// C = 0 * 2 + 1 * 1 = 1 and H = 0.5 tanh(1). Any two gates swapped give another C or H.
// ORDER: result #0: memref<1x1xf32> {{\[\[}}0.3807971{{[0-9]*}}]]
// ORDER: result #1: memref<1x1xf32> {{\[\[}}1.0]]
func.func @lstm_order(%x: f32, %c: f32) -> (tensor<1x1xf32>, tensor<1x1xf32>) {
  %xs = tensor.from_elements %x : tensor<1x1x1xf32>
  %c0 = tensor.from_elements %c : tensor<1x1x1xf32>
  %w = onnx.Constant dense<[[[100.0], [0.0], [-100.0], [100.0]]]> : tensor<1x4x1xf32>
  %r = onnx.Constant dense<0.0> : tensor<1x4x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %y:3 = "onnx.LSTM"(%xs, %w, %r, %none, %none, %none, %c0, %none) {hidden_size = 1 : si64}
      : (tensor<1x1x1xf32>, tensor<1x4x1xf32>, tensor<1x4x1xf32>, none, none, none, tensor<1x1x1xf32>, none)
      -> (none, tensor<1x1x1xf32>, tensor<1x1x1xf32>)
  %h = tensor.collapse_shape %y#1 [[0, 1], [2]] : tensor<1x1x1xf32> into tensor<1x1xf32>
  %cn = tensor.collapse_shape %y#2 [[0, 1], [2]] : tensor<1x1x1xf32> into tensor<1x1xf32>
  return %h, %cn : tensor<1x1xf32>, tensor<1x1xf32>
}

// sequence_lens [2, 1]: W = R = 0, every gate 0.5 and g = 0, so each live step halves C and
// H = tanh(C) / 2. From C0 = [1, 2]: step 1 C = [0.5, 1]; step 2 row 0 C = 0.25, row 1 past its
// end keeps C = 1 and H = tanh(1) / 2, its Y zero.
// LENS: result #0: memref<2x1x2x1xf32> {{\[\[\[}}[0.2310585{{[0-9]*}}], [0.3807971{{[0-9]*}}]]], {{\[\[}}[0.1224593{{[0-9]*}}], [0.0]]]]
// LENS: result #1: memref<1x2x1xf32> {{\[\[}}[0.1224593{{[0-9]*}}], [0.3807971{{[0-9]*}}]]]
// LENS: result #2: memref<1x2x1xf32> {{\[\[}}[0.25], [1.0]]]
func.func @lstm_lens() -> (tensor<2x1x2x1xf32>, tensor<1x2x1xf32>, tensor<1x2x1xf32>) {
  %x = onnx.Constant dense<0.0> : tensor<2x2x1xf32>
  %w = onnx.Constant dense<0.0> : tensor<1x4x1xf32>
  %r = onnx.Constant dense<0.0> : tensor<1x4x1xf32>
  %lens = onnx.Constant dense<[2, 1]> : tensor<2xi32>
  %c0 = onnx.Constant dense<[[[1.0], [2.0]]]> : tensor<1x2x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %y:3 = "onnx.LSTM"(%x, %w, %r, %none, %lens, %none, %c0, %none) {hidden_size = 1 : si64}
      : (tensor<2x2x1xf32>, tensor<1x4x1xf32>, tensor<1x4x1xf32>, none, tensor<2xi32>, none, tensor<1x2x1xf32>, none)
      -> (tensor<2x1x2x1xf32>, tensor<1x2x1xf32>, tensor<1x2x1xf32>)
  onnx.Return %y#0, %y#1, %y#2 : tensor<2x1x2x1xf32>, tensor<1x2x1xf32>, tensor<1x2x1xf32>
}
