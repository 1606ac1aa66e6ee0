// Loop and Scan lowered to scf: Loop an scf.while carrying the iteration number, the condition,
// its values and each scan output grown by an element per iteration; Scan an scf.for over the
// scan inputs' length writing each element into its output at the iteration's position.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e loop --args=iota | FileCheck %s --check-prefix=EXIT
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e trips --args=iota | FileCheck %s --check-prefix=TRIPS
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e trips --args=iota -p 'builtin.module(one-shot-bufferize{allow-return-allocs-from-loops bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=TRIPS
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e scan --args=iota,iota | FileCheck %s --check-prefix=SCAN
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e scan --args=iota,iota -p 'builtin.module(one-shot-bufferize{allow-return-allocs-from-loops bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=SCAN

// The body adds the iteration number to the carried value and stops after iteration 2 (its
// condition i < 2 false there) with a trip count of 5; a trip count of 2 stops it first. x = [0, 1]: after iterations
// 0, 1, 2 the value is [0, 1], [1, 2], [3, 4], each also a row of the scan output.
// CHECK-LABEL: func.func @loop
// CHECK: scf.while
// CHECK: arith.cmpi slt
// CHECK: scf.condition
// CHECK: } do {
// CHECK: tensor.insert_slice
// CHECK: scf.yield
// EXIT: result #0: memref<2xf32> [3.0, 4.0]
// EXIT: result #1: memref<?x2xf32> {{\[\[}}0.0, 1.0], [1.0, 2.0], [3.0, 4.0]]
// TRIPS: result #0: memref<2xf32> [1.0, 2.0]
// TRIPS: result #1: memref<?x2xf32> {{\[\[}}0.0, 1.0], [1.0, 2.0]]
func.func @loop(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
  %m = onnx.Constant dense<5> : tensor<i64>
  %true = onnx.Constant dense<true> : tensor<i1>
  %0:2 = "onnx.Loop"(%m, %true, %x) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v: tensor<*xf32>):
    %f = "onnx.Cast"(%i) {to = f32} : (tensor<i64>) -> tensor<f32>
    %s = "onnx.Add"(%v, %f) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
    %two = onnx.Constant dense<2> : tensor<i64>
    %go = "onnx.Less"(%i, %two) : (tensor<i64>, tensor<i64>) -> tensor<i1>
    onnx.Yield %go, %s, %s : tensor<i1>, tensor<*xf32>, tensor<*xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>)
  onnx.Return %0#0, %0#1 : tensor<2xf32>, tensor<?x2xf32>
}

// CHECK-LABEL: func.func @trips
func.func @trips(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
  %m = onnx.Constant dense<2> : tensor<i64>
  %true = onnx.Constant dense<true> : tensor<i1>
  %0:2 = "onnx.Loop"(%m, %true, %x) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v: tensor<*xf32>):
    %f = "onnx.Cast"(%i) {to = f32} : (tensor<i64>) -> tensor<f32>
    %s = "onnx.Add"(%v, %f) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
    %two = onnx.Constant dense<2> : tensor<i64>
    %go = "onnx.Less"(%i, %two) : (tensor<i64>, tensor<i64>) -> tensor<i1>
    onnx.Yield %go, %s, %s : tensor<i1>, tensor<*xf32>, tensor<*xf32>
  }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>)
  onnx.Return %0#0, %0#1 : tensor<2xf32>, tensor<?x2xf32>
}

// A running sum over the rows of xs read from the last (direction 1), its states stacked along
// axis 1. init = [0, 1], xs = [[0, 1], [2, 3], [4, 5]]: the states [4, 6], [6, 9], [6, 10].
// CHECK-LABEL: func.func @scan
// CHECK: scf.for
// CHECK: tensor.extract_slice
// CHECK: tensor.insert_slice
// CHECK: scf.yield
// SCAN: result #0: memref<2xf32> [6.0, 10.0]
// SCAN: result #1: memref<2x3xf32> {{\[\[}}4.0, 6.0, 6.0], [6.0, 9.0, 10.0]]
func.func @scan(%init: tensor<2xf32>, %xs: tensor<3x2xf32>) -> (tensor<2xf32>, tensor<2x3xf32>) {
  %0:2 = "onnx.Scan"(%init, %xs) ({
  ^bb0(%s: tensor<2xf32>, %x: tensor<2xf32>):
    %n = "onnx.Add"(%s, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    onnx.Yield %n, %n : tensor<2xf32>, tensor<2xf32>
  }) {num_scan_inputs = 1 : si64, scan_input_directions = [1], scan_output_axes = [1]} : (tensor<2xf32>, tensor<3x2xf32>) -> (tensor<2xf32>, tensor<2x3xf32>)
  onnx.Return %0#0, %0#1 : tensor<2xf32>, tensor<2x3xf32>
}
