// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize | FileCheck %s

// arith's folders on tensors and vectors: splat constants fold to a splat, dense constants
// element by element, and identities hold against splats (x + 0, x * 1, x - x).

// CHECK-LABEL: func.func @tensor_folds
// CHECK-DAG:     %[[A:.*]] = arith.constant dense<6> : tensor<4xi32>
// CHECK-DAG:     %[[B:.*]] = arith.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK-DAG:     %[[Z:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-DAG:     %[[V:.*]] = arith.constant dense<-1.500000e+00> : vector<4xf32>
// CHECK:         return %[[A]], %[[B]], %arg0, %arg1, %[[Z]], %[[V]]
func.func @tensor_folds(%t: tensor<4xi32>, %f: tensor<2xf32>) -> (tensor<4xi32>, tensor<2xf32>, tensor<4xi32>,
    tensor<2xf32>, tensor<4xi32>, vector<4xf32>) {
  %i3 = arith.constant dense<3> : tensor<4xi32>
  %0 = arith.addi %i3, %i3 : tensor<4xi32>
  %d = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = arith.addf %d, %d : tensor<2xf32>
  %zero = arith.constant dense<0> : tensor<4xi32>
  %2 = arith.addi %t, %zero : tensor<4xi32>
  %one = arith.constant dense<1.0> : tensor<2xf32>
  %3 = arith.mulf %f, %one : tensor<2xf32>
  %4 = arith.subi %t, %t : tensor<4xi32>
  %v = arith.constant dense<1.5> : vector<4xf32>
  %5 = arith.negf %v : vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi32>, tensor<2xf32>, tensor<4xi32>, tensor<2xf32>, tensor<4xi32>, vector<4xf32>
}
