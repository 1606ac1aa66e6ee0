// DFT (opset 17): one reduction generic over the result and the input's positions along the
// axis, each term x e^(-+2 pi i k m / n) summed in f64, then rounded to the result's type.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e dft | FileCheck %s --check-prefix=DFT

// An impulse at 0 has every frequency 1 (real input); the inverse of 4 at frequency 0 is 1
// everywhere (complex input, divided by n = 4).
// CHECK-LABEL: func.func @dft
// CHECK: iterator_types = ["parallel", "parallel", "reduction", "parallel"]
// CHECK: math.cos
// CHECK: math.sin
// DFT: result #0: memref<1x4x2xf32> {{\[\[\[}}1.0, 0.0], [1.0, 0.0], [1.0, 0.0], [1.0, 0.0]]]
// DFT: result #1: memref<1x4x2xf32> {{\[\[\[}}1.0, 0.0], [1.0, 0.0], [1.0, 0.0], [1.0, 0.0]]]
func.func @dft() -> (tensor<1x4x2xf32>, tensor<1x4x2xf32>) {
  %none = "onnx.NoValue"() {value} : () -> none
  %x = onnx.Constant dense<[[[1.0], [0.0], [0.0], [0.0]]]> : tensor<1x4x1xf32>
  %0 = "onnx.DFTV17"(%x, %none) {axis = 1 : si64} : (tensor<1x4x1xf32>, none) -> tensor<1x4x2xf32>
  %z = onnx.Constant dense<[[[4.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]]> : tensor<1x4x2xf32>
  %1 = "onnx.DFTV17"(%z, %none) {axis = 1 : si64, inverse = 1 : si64} : (tensor<1x4x2xf32>, none) -> tensor<1x4x2xf32>
  onnx.Return %0, %1 : tensor<1x4x2xf32>, tensor<1x4x2xf32>
}
