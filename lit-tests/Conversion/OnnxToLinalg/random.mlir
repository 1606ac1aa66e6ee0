// Bernoulli, RandomUniform(Like), RandomNormal(Like): element-wise generics drawing from a
// counter-based hash of the element's linear index and the seed (jopt's own numbers: only the
// distribution can match another runtime's). The runs check what is certain: Bernoulli of
// p = 0 and p = 1, a uniform range of width 0, a normal of scale 0.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e certain --args=zeros | FileCheck %s --check-prefix=DRAW

// CHECK-LABEL: func.func @certain
// CHECK: linalg.generic
// CHECK: arith.muli
// CHECK: arith.cmpf olt
// CHECK: math.log
// CHECK: math.cos
// DRAW: result #0: memref<4xf32> [0.0, 0.0, 0.0, 0.0]
// DRAW: result #1: memref<4xi1> [true, true, true, true]
// DRAW: result #2: memref<4xf32> [2.0, 2.0, 2.0, 2.0]
// DRAW: result #3: memref<2x3xf32> {{\[\[}}3.0, 3.0, 3.0], [3.0, 3.0, 3.0]]
func.func @certain(%p0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<2x3xf32>) {
  %b0 = "onnx.Bernoulli"(%p0) {seed = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %one = onnx.Constant dense<1.0> : tensor<4xf32>
  %p1 = "onnx.Add"(%p0, %one) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %b1 = "onnx.Bernoulli"(%p1) {dtype = 9 : si64} : (tensor<4xf32>) -> tensor<4xi1>
  %u = "onnx.RandomUniformLike"(%p0) {low = 2.0 : f32, high = 2.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %n = "onnx.RandomNormal"() {mean = 3.0 : f32, scale = 0.0 : f32, shape = [2, 3]} : () -> tensor<2x3xf32>
  onnx.Return %b0, %b1, %u, %n : tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<2x3xf32>
}
