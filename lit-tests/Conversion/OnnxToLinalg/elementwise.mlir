// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s

// Element-wise onnx ops become one linalg.generic of parallel loops over the result, the
// operands read with numpy's broadcasting (aligned at the end, size-1 dims read at 0), the
// payload of arith and math ops chosen by element type.

// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[$COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[$VEC:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$SCALAR2:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[$SCALAR1:.*]] = affine_map<(d0) -> ()>
// CHECK-NOT: onnx.EntryPoint

// CHECK-LABEL: func.func @add_broadcast(
// CHECK-SAME:      %[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3xf32>, %[[C:.*]]: tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK:         %[[E0:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK:         %[[ADD:.*]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ROW]], #[[$ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<2x3xf32>, tensor<3xf32>) outs(%[[E0]] : tensor<2x3xf32>)
// CHECK:           arith.addf
// CHECK:         %[[MUL:.*]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$COL]], #[[$ID]]], {{.*}} ins(%[[ADD]], %[[C]] :
// CHECK:           arith.mulf
// CHECK:         return %[[MUL]] : tensor<2x3xf32>
func.func @add_broadcast(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2x1xf32>) -> tensor<2x3xf32> {
  %0 = "onnx.Add"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = "onnx.Mul"(%0, %arg2) : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  onnx.Return %1 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @activations(
// CHECK:         arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    arith.maximumf
// CHECK:         %[[NEG:.*]] = arith.negf
// CHECK-NEXT:    %[[EXP:.*]] = math.exp %[[NEG]]
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[DEN:.*]] = arith.addf %[[ONE]], %[[EXP]]
// CHECK-NEXT:    arith.divf %[[ONE]], %[[DEN]]
// CHECK:         arith.constant 2.500000e-01 : f32
// CHECK:         arith.minimumf
// CHECK-NEXT:    arith.maximumf
// CHECK:         math.erf
func.func @activations(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "onnx.Relu"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "onnx.Sigmoid"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "onnx.HardSigmoid"(%1) {alpha = 2.500000e-01 : f32, beta = 5.000000e-01 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "onnx.Erf"(%2) : (tensor<4xf32>) -> tensor<4xf32>
  onnx.Return %3 : tensor<4xf32>
}

// Integer Div truncates; Mod (fmod = 0) takes the divisor's sign, as Python's %.
// CHECK-LABEL: func.func @integers(
// CHECK:         arith.divsi
// CHECK:         %[[REM:.*]] = arith.remsi %[[X:.*]], %[[Y:.*]] : i64
// CHECK:         %[[NZ:.*]] = arith.cmpi ne, %[[REM]]
// CHECK:         %[[RNEG:.*]] = arith.cmpi slt, %[[REM]]
// CHECK:         %[[YNEG:.*]] = arith.cmpi slt, %[[Y]]
// CHECK:         %[[DIFF:.*]] = arith.xori %[[RNEG]], %[[YNEG]] : i1
// CHECK:         %[[FIX:.*]] = arith.andi %[[NZ]], %[[DIFF]] : i1
// CHECK:         %[[SUM:.*]] = arith.addi %[[REM]], %[[Y]]
// CHECK:         arith.select %[[FIX]], %[[SUM]], %[[REM]] : i64
// CHECK:         outs(%{{.*}} : tensor<3xi1>)
// CHECK:         arith.cmpi slt, %{{.*}}, %{{.*}} : i64
func.func @integers(%arg0: tensor<3xi64>, %arg1: tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>, tensor<3xi1>) {
  %0 = "onnx.Div"(%arg0, %arg1) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  %1 = "onnx.Mod"(%arg0, %arg1) {fmod = 0 : si64} : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  %2 = "onnx.Less"(%arg0, %arg1) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
  onnx.Return %0, %1, %2 : tensor<3xi64>, tensor<3xi64>, tensor<3xi1>
}

// onnx-mlir's unsigned element types become signless (arith takes no other); the ops keep
// the unsignedness.
// CHECK-LABEL: func.func @unsigned(
// CHECK-SAME:      tensor<3xi8>, %{{.*}}: tensor<3xi8>) -> tensor<3xi8>
// CHECK:         arith.divui %{{.*}}, %{{.*}} : i8
func.func @unsigned(%arg0: tensor<3xui8>, %arg1: tensor<3xui8>) -> tensor<3xui8> {
  %0 = "onnx.Div"(%arg0, %arg1) : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xui8>
  onnx.Return %0 : tensor<3xui8>
}

// CHECK-LABEL: func.func @where_cast(
// CHECK-SAME:      %[[C:.*]]: tensor<2x3xi1>, %[[I:.*]]: tensor<2x3xi32>)
// CHECK:         %[[F:.*]] = linalg.generic {{.*}} ins(%[[I]] : tensor<2x3xi32>)
// CHECK:           arith.sitofp %{{.*}} : i32 to f32
// CHECK:         %[[M1:.*]] = arith.constant dense<-1.000000e+00> : tensor<f32>
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$SCALAR2]], #[[$ID]]], {{.*}} ins(%[[C]], %[[F]], %[[M1]] :
// CHECK:           arith.select
func.func @where_cast(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = "onnx.Cast"(%arg1) {saturate = 1 : si64, to = f32} : (tensor<2x3xi32>) -> tensor<2x3xf32>
  %1 = onnx.Constant dense<-1.000000e+00> : tensor<f32>
  %2 = "onnx.Where"(%arg0, %0, %1) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  onnx.Return %2 : tensor<2x3xf32>
}

// Pow by a constant 2 multiplies; Clip without a max only takes the maximum with its min.
// CHECK-LABEL: func.func @pow_clip(
// CHECK:         linalg.generic {indexing_maps = [#[[$VEC]], #[[$SCALAR1]], #[[$VEC]]]
// CHECK:           arith.mulf %[[IN:.*]], %[[IN]] : f32
// CHECK:         linalg.generic
// CHECK:           arith.maximumf
// CHECK-NOT:       arith.minimumf
// CHECK:         return
func.func @pow_clip(%arg0: tensor<4xf32>, %lo: tensor<f32>) -> tensor<4xf32> {
  %two = onnx.Constant dense<2.000000e+00> : tensor<f32>
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Pow"(%arg0, %two) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = "onnx.Clip"(%0, %lo, %none) : (tensor<4xf32>, tensor<f32>, none) -> tensor<4xf32>
  onnx.Return %1 : tensor<4xf32>
}
"onnx.EntryPoint"() {func = @add_broadcast} : () -> ()
