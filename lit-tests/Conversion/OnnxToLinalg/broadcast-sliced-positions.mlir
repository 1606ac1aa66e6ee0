// Position embeddings sliced to the tokens (a BERT export's Slice of a table of 4 rows by the
// input's length s: min(s, 4) rows) and added to the tokens: numpy's broadcast of min(s, 4) with s
// is s (either they are equal, or min(s, 4) is 4 < s and must be 1), so the sum has the tokens' own
// size and a later operand of size s (the attention mask) is read by an indexing map, not by
// tensor.extract at a size known only at run time (which kept a BERT's attention scores out of
// fusion and memory tiling). The first Add still checks at run time that the rows broadcast.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e positions --args=iota:1x3,iota:1x3 | FileCheck %s --check-prefix=RUN13
// RUN: jopt-run %t.mlir -e positions --args=iota:2x2,iota:2x2 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN22
// RUN: not jopt-run %t.mlir -e positions --args=iota:1x5,iota:1x5 2>&1 | FileCheck %s --check-prefix=RUN15
// CHECK-LABEL: func.func @positions
// CHECK: cf.assert {{.*}}"'onnx.Add': operands of shapes ?x?x2, 1x?x2 do not broadcast"
// CHECK: tensor.extract
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}]
// CHECK-NOT: tensor.extract
// CHECK-NOT: cf.assert
// CHECK: return
// x + positions[0:s] + mask (per token): b = 1, s = 3: [[0, 2], [5, 7], [10, 12]].
// RUN13: memref<?x?x2xf32> {{\[\[\[}}0.0, 2.0], [5.0, 7.0], [10.0, 12.0]]]
// RUN22: memref<?x?x2xf32> {{\[\[\[}}0.0, 2.0], [5.0, 7.0]], {{\[\[}}6.0, 8.0], [11.0, 13.0]]]
// RUN15: assertion failed: 'onnx.Add': operands of shapes ?x?x2, 1x?x2 do not broadcast
func.func @positions(%x: tensor<?x?x2xf32> {onnx.dim_params = "0:b,1:s"}, %m: tensor<?x?xf32> {onnx.dim_params = "0:b,1:s"}) -> tensor<?x?x2xf32> {
  %table = onnx.Constant dense<[[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0]]]> : tensor<1x4x2xf32>
  %shape = "onnx.Shape"(%x) : (tensor<?x?x2xf32>) -> tensor<3xi64>
  %i1 = onnx.Constant dense<1> : tensor<i64>
  %s = "onnx.Gather"(%shape, %i1) {axis = 0 : si64} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
  %ax0 = onnx.Constant dense<0> : tensor<1xi64>
  %end = "onnx.Unsqueeze"(%s, %ax0) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %start = onnx.Constant dense<0> : tensor<1xi64>
  %axes = onnx.Constant dense<1> : tensor<1xi64>
  %steps = onnx.Constant dense<1> : tensor<1xi64>
  %p = "onnx.Slice"(%table, %start, %end, %axes, %steps) : (tensor<1x4x2xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x?x2xf32>
  %e = "onnx.Add"(%x, %p) : (tensor<?x?x2xf32>, tensor<1x?x2xf32>) -> tensor<?x?x2xf32>
  %ax2 = onnx.Constant dense<2> : tensor<1xi64>
  %mm = "onnx.Unsqueeze"(%m, %ax2) : (tensor<?x?xf32>, tensor<1xi64>) -> tensor<?x?x1xf32>
  %0 = "onnx.Add"(%e, %mm) : (tensor<?x?x2xf32>, tensor<?x?x1xf32>) -> tensor<?x?x2xf32>
  onnx.Return %0 : tensor<?x?x2xf32>
}
