// A Loop that carries a sequence is unrolled where its trip count is known (a constant, or the
// length of a sequence of known length) and its condition cannot end it early: the body once per
// iteration, the iteration number a constant. An If on a condition known there (here whether an
// optional has a value) is replaced by its branch. Only the tensors' ops remain.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e trips --args=iota | FileCheck %s --check-prefix=TRIPS
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e over_sequence --args=iota | FileCheck %s --check-prefix=OVER
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e select --args=iota | FileCheck %s --check-prefix=SELECT
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e trips --args=iota -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=TRIPS

// Three iterations, each inserting x * i at the end (the If's then branch: the optional is
// given), then concatenated: x = [0, 1] gives [0, 0, 0, 1, 0, 2].
// CHECK-LABEL: func.func @trips
// CHECK-NOT: scf.while
// CHECK-NOT: scf.if
// CHECK-NOT: "onnx.
// TRIPS: result #0: memref<6xf32> [0.0, 0.0, 0.0, 1.0, 0.0, 2.0]
func.func @trips(%x: tensor<2xf32>) -> tensor<6xf32> {
  %n = onnx.Constant dense<3> : tensor<i64>
  %true = onnx.Constant dense<true> : tensor<i1>
  %s0 = "onnx.SequenceEmpty"() {dtype = 1 : si64} : () -> !onnx.Seq<tensor<2xf32>>
  %o = "onnx.Optional"(%x) : (tensor<2xf32>) -> !onnx.Opt<tensor<2xf32>>
  %r = "onnx.Loop"(%n, %true, %s0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %s: !onnx.Seq<tensor<2xf32>>):
    %c1 = "onnx.Identity"(%c) : (tensor<i1>) -> tensor<i1>
    %fi = "onnx.Cast"(%i) {to = f32} : (tensor<i64>) -> tensor<f32>
    %v = "onnx.Mul"(%x, %fi) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    %has = "onnx.OptionalHasElement"(%o) : (!onnx.Opt<tensor<2xf32>>) -> tensor<i1>
    %s1 = "onnx.If"(%has) ({
      %none = "onnx.NoValue"() {value} : () -> none
      %ins = "onnx.SequenceInsert"(%s, %v, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
      onnx.Yield %ins : !onnx.Seq<tensor<2xf32>>
    }, {
      onnx.Yield %s : !onnx.Seq<tensor<2xf32>>
    }) : (tensor<i1>) -> !onnx.Seq<tensor<2xf32>>
    onnx.Yield %c1, %s1 : tensor<i1>, !onnx.Seq<tensor<2xf32>>
  }) : (tensor<i64>, tensor<i1>, !onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>>
  %cat = "onnx.ConcatFromSequence"(%r) {axis = 0 : si64} : (!onnx.Seq<tensor<2xf32>>) -> tensor<6xf32>
  onnx.Return %cat : tensor<6xf32>
}

// As SequenceMap's function body: a Loop over the length of [x, x + 1], adding 10 to each
// element at the iteration's position. x = [0, 1]: [10, 11, 11, 12].
// CHECK-LABEL: func.func @over_sequence
// CHECK-NOT: scf.while
// OVER: result #0: memref<4xf32> [10.0, 11.0, 11.0, 12.0]
func.func @over_sequence(%x: tensor<2xf32>) -> tensor<4xf32> {
  %one = onnx.Constant dense<1.0> : tensor<f32>
  %ten = onnx.Constant dense<10.0> : tensor<f32>
  %x1 = "onnx.Add"(%x, %one) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %in = "onnx.SequenceConstruct"(%x, %x1) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %n = "onnx.SequenceLength"(%in) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %true = onnx.Constant dense<true> : tensor<i1>
  %s0 = "onnx.SequenceEmpty"() {dtype = 1 : si64} : () -> !onnx.Seq<tensor<2xf32>>
  %r = "onnx.Loop"(%n, %true, %s0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %s: !onnx.Seq<tensor<2xf32>>):
    %e = "onnx.SequenceAt"(%in, %i) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
    %v = "onnx.Add"(%e, %ten) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    %none = "onnx.NoValue"() {value} : () -> none
    %s1 = "onnx.SequenceInsert"(%s, %v, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
    onnx.Yield %c, %s1 : tensor<i1>, !onnx.Seq<tensor<2xf32>>
  }) : (tensor<i64>, tensor<i1>, !onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>>
  %cat = "onnx.ConcatFromSequence"(%r) {axis = 0 : si64} : (!onnx.Seq<tensor<2xf32>>) -> tensor<4xf32>
  onnx.Return %cat : tensor<4xf32>
}

// An If on a condition known only at run time whose branches construct sequences of as many
// tensors: an If selecting the tensors, the sequence made after it. x = [0, 1]; then [x, x + 1],
// else [x + 1, x]; the first of them, on c = (sum of x == 1), true, and on not c.
// CHECK-LABEL: func.func @select
// CHECK: scf.if {{.*}} -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NOT: unrealized_conversion_cast
// SELECT: result #0: memref<2xf32> [0.0, 1.0]
// SELECT: result #1: memref<2xf32> [1.0, 2.0]
func.func @select(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %one = onnx.Constant dense<1.0> : tensor<f32>
  %x1 = "onnx.Add"(%x, %one) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %noaxes = "onnx.NoValue"() {value} : () -> none
  %sum = "onnx.ReduceSum"(%x, %noaxes) {keepdims = 0 : si64} : (tensor<2xf32>, none) -> tensor<f32>
  %c = "onnx.Equal"(%sum, %one) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %nc = "onnx.Not"(%c) : (tensor<i1>) -> tensor<i1>
  %zero = onnx.Constant dense<0> : tensor<i64>
  %s = "onnx.If"(%c) ({
    %a = "onnx.SequenceConstruct"(%x, %x1) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
    onnx.Yield %a : !onnx.Seq<tensor<2xf32>>
  }, {
    %b = "onnx.SequenceConstruct"(%x1, %x) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
    onnx.Yield %b : !onnx.Seq<tensor<2xf32>>
  }) : (tensor<i1>) -> !onnx.Seq<tensor<2xf32>>
  %e = "onnx.SequenceAt"(%s, %zero) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %t = "onnx.If"(%nc) ({
    %a = "onnx.SequenceConstruct"(%x, %x1) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
    onnx.Yield %a : !onnx.Seq<tensor<2xf32>>
  }, {
    %b = "onnx.SequenceConstruct"(%x1, %x) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
    onnx.Yield %b : !onnx.Seq<tensor<2xf32>>
  }) : (tensor<i1>) -> !onnx.Seq<tensor<2xf32>>
  %f = "onnx.SequenceAt"(%t, %zero) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  onnx.Return %e, %f : tensor<2xf32>, tensor<2xf32>
}
