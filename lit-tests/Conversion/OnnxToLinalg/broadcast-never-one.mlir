// An Add of x (H rows) and y's rows twice (a Concat of y with itself: 2 * N rows, as an
// upsampling doubles a feature map in a text detector's pyramid): 2 * N is never 1, so numpy's
// broadcast of H with it is 2 * N (H must be 1 or 2 * N, checked at run time), the doubled operand
// is read by an indexing map (it can be fused, and written into in place), and only x by
// tensor.extract at the index its size gives. Before, both were read by tensor.extract.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e doubled --args=iota:2,iota:1 | FileCheck %s --check-prefix=EQ
// RUN: jopt-run %t.mlir -e doubled --args=iota:1,iota:2 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=BCAST
// RUN: not jopt-run %t.mlir -e doubled --args=iota:3,iota:1 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK-LABEL: func.func @doubled
// CHECK: cf.assert {{.*}}"'onnx.Add': operands of shapes ?x2, ?x2 do not broadcast"
// CHECK-NOT: cf.assert
// CHECK: %[[D:.*]] = linalg.generic {{.*}} ins(%[[C:.*]] : tensor<?x2xf32>) outs(
// CHECK: tensor.extract %arg0
// CHECK-NOT: tensor.extract
// CHECK: return %[[D]]
// x = [[0, 1], [2, 3]], y = [[0, 1]]: x + [[0, 1], [0, 1]].
// EQ: memref<?x2xf32> {{\[\[}}0.0, 2.0], [2.0, 4.0]]
// x = [[0, 1]] broadcast, y = [[0, 1], [2, 3]]: [[0, 1]] + [[0, 1], [2, 3], [0, 1], [2, 3]].
// BCAST: memref<?x2xf32> {{\[\[}}0.0, 2.0], [2.0, 4.0], [0.0, 2.0], [2.0, 4.0]]
// BAD: assertion failed: 'onnx.Add': operands of shapes ?x2, ?x2 do not broadcast
func.func @doubled(%x: tensor<?x2xf32>, %y: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %d = "onnx.Concat"(%y, %y) {axis = 0 : si64} : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %0 = "onnx.Add"(%x, %d) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  onnx.Return %0 : tensor<?x2xf32>
}
