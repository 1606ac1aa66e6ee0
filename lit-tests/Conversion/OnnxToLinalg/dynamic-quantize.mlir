// DynamicQuantizeLinear as the ONNX spec defines it: the range of x widened to hold 0, scale
// (max - min) / 255 and zero point saturate(round(-min / scale)) in f32, y = saturate(round(x /
// scale) + zero point), round half to even, divisions (not reciprocal products), as onnxruntime
// computes them. The spec's three examples, and an all-zero x: scale 1 (onnxruntime's choice;
// the formula would divide 0 by 0), zero point 0.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e spec1 | FileCheck %s --check-prefix=SPEC1
// RUN: jopt-run %t.mlir -e spec2 | FileCheck %s --check-prefix=SPEC2
// RUN: jopt-run %t.mlir -e spec3 | FileCheck %s --check-prefix=SPEC3
// RUN: jopt-run %t.mlir -e zeros | FileCheck %s --check-prefix=ZEROS

// y 153, 255, 0, 26, 221, 179 (printed as the signless i8 they are); scale 5 / 255; zero point 153
// SPEC1: result #0: memref<6xi8> [-103, -1, 0, 26, -35, -77]
// SPEC1: result #1: memref<f32> 0.019607844
// SPEC1: result #2: memref<i8> -103
func.func @spec1() -> (tensor<6xui8>, tensor<f32>, tensor<ui8>) {
  %x = onnx.Constant dense<[0.0, 2.0, -3.0, -2.5, 1.34, 0.5]> : tensor<6xf32>
  %y, %s, %z = "onnx.DynamicQuantizeLinear"(%x) : (tensor<6xf32>) -> (tensor<6xui8>, tensor<f32>, tensor<ui8>)
  onnx.Return %y, %s, %z : tensor<6xui8>, tensor<f32>, tensor<ui8>
}

// y 191, 121, 172, 96, 42, 0; zero point 255 (max is 0)
// SPEC2: result #0: memref<6xi8> [-65, 121, -84, 96, 42, 0]
// SPEC2: result #1: memref<f32> 0.015686275
// SPEC2: result #2: memref<i8> -1
func.func @spec2() -> (tensor<6xui8>, tensor<f32>, tensor<ui8>) {
  %x = onnx.Constant dense<[-1.0, -2.1, -1.3, -2.5, -3.34, -4.0]> : tensor<6xf32>
  %y, %s, %z = "onnx.DynamicQuantizeLinear"(%x) : (tensor<6xf32>) -> (tensor<6xui8>, tensor<f32>, tensor<ui8>)
  onnx.Return %y, %s, %z : tensor<6xui8>, tensor<f32>, tensor<ui8>
}

// y 64, 134, 83, 159, 213, 255, 96, 166, 249, 255, 191, 149 (1.5 / (4 / 255) = 95.625 -> 96;
// 3.0 -> 191.25 -> 191, 2.345 -> 149.49 -> 149); zero point 0 (min is 0)
// SPEC3: result #0: memref<2x6xi8> {{\[\[}}64, -122, 83, -97, -43, -1], [96, -90, -7, -1, -65, -107]]
// SPEC3: result #1: memref<f32> 0.015686275
// SPEC3: result #2: memref<i8> 0
func.func @spec3() -> (tensor<2x6xui8>, tensor<f32>, tensor<ui8>) {
  %x = onnx.Constant dense<[[1.0, 2.1, 1.3, 2.5, 3.34, 4.0], [1.5, 2.6, 3.9, 4.0, 3.0, 2.345]]> : tensor<2x6xf32>
  %y, %s, %z = "onnx.DynamicQuantizeLinear"(%x) : (tensor<2x6xf32>) -> (tensor<2x6xui8>, tensor<f32>, tensor<ui8>)
  onnx.Return %y, %s, %z : tensor<2x6xui8>, tensor<f32>, tensor<ui8>
}

// ZEROS: result #0: memref<3xi8> [0, 0, 0]
// ZEROS: result #1: memref<f32> 1.0
// ZEROS: result #2: memref<i8> 0
func.func @zeros() -> (tensor<3xui8>, tensor<f32>, tensor<ui8>) {
  %x = onnx.Constant dense<0.0> : tensor<3xf32>
  %y, %s, %z = "onnx.DynamicQuantizeLinear"(%x) : (tensor<3xf32>) -> (tensor<3xui8>, tensor<f32>, tensor<ui8>)
  onnx.Return %y, %s, %z : tensor<3xui8>, tensor<f32>, tensor<ui8>
}
