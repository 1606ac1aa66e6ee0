// RUN: jopt-run %s --entry=@tensor | FileCheck %s --check-prefix=TENSOR
// RUN: jopt-run %s --entry=@global | FileCheck %s --check-prefix=GLOBAL
// RUN: jopt-run %s --entry=@vector | FileCheck %s --check-prefix=VECTOR

// Sparse constants hold their values at the given indices and zeros elsewhere: a tensor
// constant (bufferized into a global), a global's initial value, a vector constant.

// TENSOR: result #0: 3.0 : f32
// TENSOR: result #1: 0.0 : f32
func.func @tensor() -> (f32, f32) {
  %t = arith.constant sparse<[[0], [1]], [-12.0, 3.0]> : tensor<4xf32>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = tensor.extract %t[%c1] : tensor<4xf32>
  %b = tensor.extract %t[%c3] : tensor<4xf32>
  return %a, %b : f32, f32
}

memref.global "private" constant @table : memref<2x3xi32> = sparse<[[0, 1], [1, 2]], [5, -7]>

// GLOBAL: result #0: 5 : i32
// GLOBAL: result #1: -7 : i32
// GLOBAL: result #2: 0 : i32
func.func @global() -> (i32, i32, i32) {
  %g = memref.get_global @table : memref<2x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %g[%c0, %c1] : memref<2x3xi32>
  %b = memref.load %g[%c1, %c2] : memref<2x3xi32>
  %c = memref.load %g[%c1, %c1] : memref<2x3xi32>
  return %a, %b, %c : i32, i32, i32
}

// VECTOR: result #0: 2.5 : f64
// VECTOR: result #1: 0.0 : f64
func.func @vector() -> (f64, f64) {
  %v = arith.constant sparse<[[0, 1], [1, 0]], [1.5, 2.5]> : vector<2x2xf64>
  %a = vector.extract %v[1, 0] : f64 from vector<2x2xf64>
  %b = vector.extract %v[1, 1] : f64 from vector<2x2xf64>
  return %a, %b : f64, f64
}
