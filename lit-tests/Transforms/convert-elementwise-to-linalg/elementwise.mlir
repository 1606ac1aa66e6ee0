// COMPARE: mlir-opt-22
// RUN: jopt %s --convert-elementwise-to-linalg --split-input-file | FileCheck %s

// ElementwiseMappable ops (arith, math) on ranked tensors become linalg.generic ops of parallel
// loops applying the op to elements. A result's init is the first operand of its type, else a
// tensor.empty sized like the first operand; scalar operands are read through (d...) -> ().

// CHECK-DAG:   #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @binary_and_compare
// CHECK:         %[[ADD:.*]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x?xf32>, tensor<4x?xf32>) outs(%arg0 : tensor<4x?xf32>)
// CHECK:           arith.addf %{{.*}}, %{{.*}} fastmath<fast> : f32
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[DIM:.*]] = tensor.dim %[[ADD]], %[[C1]] : tensor<4x?xf32>
// CHECK:         %[[EMPTY:.*]] = tensor.empty(%[[DIM]]) : tensor<4x?xi1>
// CHECK:         linalg.generic {{.*}} outs(%[[EMPTY]] : tensor<4x?xi1>)
// CHECK:           arith.cmpf olt
func.func @binary_and_compare(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>) -> (tensor<4x?xf32>, tensor<4x?xi1>) {
  %0 = arith.addf %a, %b fastmath<fast> : tensor<4x?xf32>
  %1 = arith.cmpf olt, %0, %b : tensor<4x?xf32>
  return %0, %1 : tensor<4x?xf32>, tensor<4x?xi1>
}

// -----

// CHECK-DAG:   #[[$SCALAR:.*]] = affine_map<(d0) -> ()>
// CHECK-DAG:   #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_scalar_condition
// CHECK:         linalg.generic {indexing_maps = [#[[$SCALAR]], #[[$ID]], #[[$ID]], #[[$ID]]], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : i1, tensor<8xi32>, tensor<8xi32>) outs(%arg1 : tensor<8xi32>)
// CHECK:           arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
func.func @select_scalar_condition(%c: i1, %a: tensor<8xi32>, %b: tensor<8xi32>) -> tensor<8xi32> {
  %0 = arith.select %c, %a, %b : tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

// Math ops, casts, two results, rank 0; vectors, unranked tensors and scalars stay.

// CHECK-LABEL: func.func @math_and_casts
// CHECK:         math.exp %{{.*}} : f32
// CHECK:         math.fpowi %{{.*}}, %{{.*}} : f32, i32
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<3xi32>
// CHECK:         arith.fptosi %{{.*}} : f32 to i32
// CHECK:         %[[S:.*]]:2 = linalg.generic
// CHECK:           math.sincos %{{.*}} : f32
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = []}
// CHECK:           math.sqrt %{{.*}} : f64
// CHECK:         arith.addf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK:         arith.addf %{{.*}}, %{{.*}} : tensor<*xf32>
// CHECK:         arith.mulf %{{.*}}, %{{.*}} : f32
func.func @math_and_casts(%a: tensor<3xf32>, %i: tensor<3xi32>, %d: tensor<f64>, %v: vector<4xf32>,
    %u: tensor<*xf32>, %f: f32) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<f64>,
    vector<4xf32>, tensor<*xf32>, f32) {
  %0 = math.exp %a : tensor<3xf32>
  %1 = math.fpowi %0, %i : tensor<3xf32>, tensor<3xi32>
  %2 = arith.fptosi %1 : tensor<3xf32> to tensor<3xi32>
  %3:2 = math.sincos %1 : tensor<3xf32>
  %4 = math.sqrt %d : tensor<f64>
  %5 = arith.addf %v, %v : vector<4xf32>
  %6 = arith.addf %u, %u : tensor<*xf32>
  %7 = arith.mulf %f, %f : f32
  return %0, %1, %2, %3#1, %4, %5, %6, %7 : tensor<3xf32>, tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<f64>,
    vector<4xf32>, tensor<*xf32>, f32
}

// -----

// As a partial conversion does, an op that folds is folded instead: constants fold to a new
// constant, a select of one value to that value.

// CHECK-LABEL: func.func @folds_first
// CHECK:         %[[C1:.*]] = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK:         %[[C2:.*]] = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK:         %[[C3:.*]] = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK:         %[[ADD:.*]] = linalg.generic {{.*}} ins(%arg0, %[[C3]] : tensor<4xf32>, tensor<4xf32>)
// CHECK-NOT:     arith.select
// CHECK:         return %[[ADD]]
func.func @folds_first(%a: tensor<4xf32>, %c: tensor<4xi1>) -> tensor<4xf32> {
  %c1 = arith.constant dense<1.0> : tensor<4xf32>
  %c2 = arith.constant dense<2.0> : tensor<4xf32>
  %0 = arith.mulf %c1, %c2 : tensor<4xf32>
  %1 = arith.addf %a, %0 : tensor<4xf32>
  %2 = arith.select %c, %1, %1 : tensor<4xi1>, tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// Ops nested in regions are converted too.

// CHECK-LABEL: func.func @nested
// CHECK:         scf.for
// CHECK:           linalg.generic
// CHECK:             arith.mulf
func.func @nested(%t: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<16xf32> {
    %m = arith.mulf %acc, %acc : tensor<16xf32>
    scf.yield %m : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// Replacements land at the end: an op using a folded result sees no constant there, so the
// commutative fold does not move it to the right.

// CHECK-LABEL: func.func @replaced_at_end
// CHECK:         %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK:         %[[G:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK:         linalg.generic {{.*}} ins(%[[C]], %[[G]] : tensor<4xf32>, tensor<4xf32>) outs(%[[C]] : tensor<4xf32>)
func.func @replaced_at_end(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = arith.constant dense<1.0> : tensor<4xf32>
  %0 = arith.addf %c1, %c1 : tensor<4xf32>
  %1 = arith.mulf %a, %b : tensor<4xf32>
  %2 = arith.addf %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
