// Optionals whose presence is known where the model is lowered, folded: Optional makes the list
// of its zero or one values, OptionalHasElement is its constant, OptionalGetElement its value;
// Identity passes it on. Only the tensors' ops remain.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e opt --args=iota | FileCheck %s --check-prefix=OPT

// x = [0, 1]: present (true) and x itself; the empty optional has none (false); an optional of a
// sequence [x, x] gives the sequence, whose length is 2.
// CHECK-LABEL: func.func @opt
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: "onnx.
// CHECK: return
// OPT: result #0: memref<i1> true
// OPT: result #1: memref<2xf32> [0.0, 1.0]
// OPT: result #2: memref<i1> false
// OPT: result #3: memref<i64> 2
func.func @opt(%x: tensor<2xf32>) -> (tensor<i1>, tensor<2xf32>, tensor<i1>, tensor<i64>) {
  %o = "onnx.Optional"(%x) : (tensor<2xf32>) -> !onnx.Opt<tensor<2xf32>>
  %i = "onnx.Identity"(%o) : (!onnx.Opt<tensor<2xf32>>) -> !onnx.Opt<tensor<2xf32>>
  %h = "onnx.OptionalHasElement"(%i) : (!onnx.Opt<tensor<2xf32>>) -> tensor<i1>
  %g = "onnx.OptionalGetElement"(%i) : (!onnx.Opt<tensor<2xf32>>) -> tensor<2xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %e = "onnx.Optional"(%none) {type = tensor<2xf32>} : (none) -> !onnx.Opt<tensor<2xf32>>
  %he = "onnx.OptionalHasElement"(%e) : (!onnx.Opt<tensor<2xf32>>) -> tensor<i1>
  %s = "onnx.SequenceConstruct"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %os = "onnx.Optional"(%s) : (!onnx.Seq<tensor<2xf32>>) -> !onnx.Opt<!onnx.Seq<tensor<2xf32>>>
  %gs = "onnx.OptionalGetElement"(%os) : (!onnx.Opt<!onnx.Seq<tensor<2xf32>>>) -> !onnx.Seq<tensor<2xf32>>
  %n = "onnx.SequenceLength"(%gs) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  onnx.Return %h, %g, %he, %n : tensor<i1>, tensor<2xf32>, tensor<i1>, tensor<i64>
}
