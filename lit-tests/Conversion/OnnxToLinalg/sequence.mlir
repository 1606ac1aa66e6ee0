// Sequences whose elements are known where the model is lowered, unrolled: each sequence op
// works on the list of its tensors, and only the tensors' ops remain.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e seq --args=iota,iota | FileCheck %s --check-prefix=SEQ
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e split --args=iota | FileCheck %s --check-prefix=SPLIT
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e map --args=iota,iota | FileCheck %s --check-prefix=MAP
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e positions --args=iota,iota,zeros | FileCheck %s --check-prefix=POS

// [x, y] with y inserted at the front, the one at position -1 erased: [y, x]; At 1 is x, the
// length 2, and the concatenation along a new axis 0 stacks y over x.
// x = [0, 1, 2], y = [0, 1, 2, 3] read as 2x2 (iota each).
// CHECK-LABEL: func.func @seq
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: onnx.
// CHECK: return
// SEQ: result #0: memref<?xf32> [0.0, 1.0, 2.0]
// SEQ: result #1: memref<i64> 2
// SEQ: result #2: memref<?x3xf32> {{\[\[}}0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]
func.func @seq(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<?xf32>, tensor<i64>, tensor<?x3xf32>) {
  %s0 = "onnx.SequenceConstruct"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> !onnx.Seq<tensor<*xf32>>
  %front = onnx.Constant dense<0> : tensor<i64>
  %s1 = "onnx.SequenceInsert"(%s0, %y, %front) : (!onnx.Seq<tensor<*xf32>>, tensor<3xf32>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  %last = onnx.Constant dense<-1> : tensor<i64>
  %s2 = "onnx.SequenceErase"(%s1, %last) : (!onnx.Seq<tensor<*xf32>>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  %one = onnx.Constant dense<1> : tensor<i64>
  %a = "onnx.SequenceAt"(%s2, %one) : (!onnx.Seq<tensor<*xf32>>, tensor<i64>) -> tensor<?xf32>
  %n = "onnx.SequenceLength"(%s2) : (!onnx.Seq<tensor<*xf32>>) -> tensor<i64>
  %c = "onnx.ConcatFromSequence"(%s2) {axis = 0 : si64, new_axis = 1 : si64} : (!onnx.Seq<tensor<*xf32>>) -> tensor<?x3xf32>
  onnx.Return %a, %n, %c : tensor<?xf32>, tensor<i64>, tensor<?x3xf32>
}

// SplitToSequence into parts of 2 along axis 1 (the last part smaller), then concatenated again
// along axis 1; and one part per row (keepdims 0), the second of them.
// x = [[0, 1, 2], [3, 4, 5]].
// CHECK-LABEL: func.func @split
// CHECK: tensor.extract_slice
// CHECK: tensor.concat
// SPLIT: result #0: memref<2x3xf32> {{\[\[}}0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
// SPLIT: result #1: memref<3xf32> [3.0, 4.0, 5.0]
func.func @split(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
  %two = onnx.Constant dense<2> : tensor<i64>
  %s = "onnx.SplitToSequence"(%x, %two) {axis = 1 : si64} : (tensor<2x3xf32>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  %c = "onnx.ConcatFromSequence"(%s) {axis = 1 : si64} : (!onnx.Seq<tensor<*xf32>>) -> tensor<2x3xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %rows = "onnx.SplitToSequence"(%x, %none) {axis = 0 : si64, keepdims = 0 : si64} : (tensor<2x3xf32>, none) -> !onnx.Seq<tensor<*xf32>>
  %one = onnx.Constant dense<1> : tensor<i64>
  %r = "onnx.SequenceAt"(%rows, %one) : (!onnx.Seq<tensor<*xf32>>, tensor<i64>) -> tensor<3xf32>
  onnx.Return %c, %r : tensor<2x3xf32>, tensor<3xf32>
}


// Positions known only at run time select among the tensors (arith.select on them), after a
// cf.assert that they lie inside: p = 0 - 1 = -1, the last. [x, y] with z inserted at -1 (before
// y): [x, z, y]; at -1: y; erased at -1: [x, z], whose last is z.
// x = y = [0, 1], z = [0, 0].
// CHECK-LABEL: func.func @positions
// CHECK: cf.assert
// CHECK: arith.select {{.*}} : tensor<2xf32>
// POS: result #0: memref<2xf32> [0.0, 1.0]
// POS: result #1: memref<2xf32> [0.0, 0.0]
// POS: result #2: memref<i64> 3
func.func @positions(%x: tensor<2xf32>, %y: tensor<2xf32>, %z: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<i64>) {
  %s0 = "onnx.SequenceConstruct"(%x, %y) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<*xf32>>
  %m1 = onnx.Constant dense<-1> : tensor<i64>
  %ps = "onnx.ReduceSum"(%z, %m1) {keepdims = 0 : si64} : (tensor<2xf32>, tensor<i64>) -> tensor<f32>
  %pi = "onnx.Cast"(%ps) {to = i64} : (tensor<f32>) -> tensor<i64>
  %p = "onnx.Add"(%pi, %m1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  %s1 = "onnx.SequenceInsert"(%s0, %z, %p) : (!onnx.Seq<tensor<*xf32>>, tensor<2xf32>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  %a = "onnx.SequenceAt"(%s1, %p) : (!onnx.Seq<tensor<*xf32>>, tensor<i64>) -> tensor<2xf32>
  %s2 = "onnx.SequenceErase"(%s1, %p) : (!onnx.Seq<tensor<*xf32>>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  %b = "onnx.SequenceAt"(%s2, %p) : (!onnx.Seq<tensor<*xf32>>, tensor<i64>) -> tensor<2xf32>
  %n = "onnx.SequenceLength"(%s1) : (!onnx.Seq<tensor<*xf32>>) -> tensor<i64>
  onnx.Return %a, %b, %n : tensor<2xf32>, tensor<2xf32>, tensor<i64>
}

// SequenceMap over a sequence of known length: its body once per element, the other input as
// it is. [x, 2x] each plus y, then concatenated: x = y = [0, 1, 2].
// CHECK-LABEL: func.func @map
// CHECK-NOT: onnx.
// MAP: result #0: memref<6xf32> [0.0, 2.0, 4.0, 0.0, 3.0, 6.0]
func.func @map(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<6xf32> {
  %x2 = "onnx.Add"(%x, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %s = "onnx.SequenceConstruct"(%x, %x2) : (tensor<3xf32>, tensor<3xf32>) -> !onnx.Seq<tensor<3xf32>>
  %m = "onnx.SequenceMap"(%s, %y) ({
  ^bb0(%e: tensor<3xf32>, %t: tensor<3xf32>):
    %a = "onnx.Add"(%e, %t) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    onnx.Yield %a : tensor<3xf32>
  }) : (!onnx.Seq<tensor<3xf32>>, tensor<3xf32>) -> !onnx.Seq<tensor<3xf32>>
  %c = "onnx.ConcatFromSequence"(%m) {axis = 0 : si64} : (!onnx.Seq<tensor<3xf32>>) -> tensor<6xf32>
  onnx.Return %c : tensor<6xf32>
}
