// Unique with its count of unique items declared static: order-independent reduction generics
// (equal items, the first difference, first occurrences, each item's place), a cf.assert that
// the data have the declared count, then the unique items, first indices and counts by place.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e unsorted | FileCheck %s --check-prefix=UNSORTED
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e sorted | FileCheck %s --check-prefix=SORTED
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e rows | FileCheck %s --check-prefix=ROWS
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | not jopt-run - -e wrong_count 2>&1 | FileCheck %s --check-prefix=COUNT

// CHECK-LABEL: func.func @unsorted
// CHECK: linalg.generic
// CHECK: cf.assert
// CHECK-NOT: "onnx.
// x = [2, 1, 1, 3, 4, 3]: in order of first occurrence 2, 1, 3, 4.
// UNSORTED: result #0: memref<4xf32> [2.0, 1.0, 3.0, 4.0]
// UNSORTED: result #1: memref<4xi64> [0, 1, 3, 4]
// UNSORTED: result #2: memref<6xi64> [0, 1, 1, 2, 3, 2]
// UNSORTED: result #3: memref<4xi64> [1, 2, 2, 1]
func.func @unsorted() -> (tensor<4xf32>, tensor<4xi64>, tensor<6xi64>, tensor<4xi64>) {
  %x = onnx.Constant dense<[2.0, 1.0, 1.0, 3.0, 4.0, 3.0]> : tensor<6xf32>
  %0:4 = "onnx.Unique"(%x) {sorted = 0 : si64} : (tensor<6xf32>) -> (tensor<4xf32>, tensor<4xi64>, tensor<6xi64>, tensor<4xi64>)
  onnx.Return %0#0, %0#1, %0#2, %0#3 : tensor<4xf32>, tensor<4xi64>, tensor<6xi64>, tensor<4xi64>
}

// Sorted (the default): 1, 2, 3, 4.
// SORTED: result #0: memref<4xf32> [1.0, 2.0, 3.0, 4.0]
// SORTED: result #1: memref<4xi64> [1, 0, 3, 4]
// SORTED: result #2: memref<6xi64> [1, 0, 0, 2, 3, 2]
// SORTED: result #3: memref<4xi64> [2, 1, 2, 1]
func.func @sorted() -> (tensor<4xf32>, tensor<4xi64>, tensor<6xi64>, tensor<4xi64>) {
  %x = onnx.Constant dense<[2.0, 1.0, 1.0, 3.0, 4.0, 3.0]> : tensor<6xf32>
  %0:4 = "onnx.Unique"(%x) : (tensor<6xf32>) -> (tensor<4xf32>, tensor<4xi64>, tensor<6xi64>, tensor<4xi64>)
  onnx.Return %0#0, %0#1, %0#2, %0#3 : tensor<4xf32>, tensor<4xi64>, tensor<6xi64>, tensor<4xi64>
}

// Along axis 1 (the columns, compared as wholes, the first element deciding the order):
// columns [2, 0], [1, 5], [2, 0], [1, 3] give [1, 3], [1, 5], [2, 0].
// ROWS: result #0: memref<2x3xi32> {{\[\[}}1, 1, 2], [3, 5, 0]]
// ROWS: result #1: memref<3xi64> [3, 1, 0]
// ROWS: result #2: memref<4xi64> [2, 1, 2, 0]
// ROWS: result #3: memref<3xi64> [1, 1, 2]
func.func @rows() -> (tensor<2x3xi32>, tensor<3xi64>, tensor<4xi64>, tensor<3xi64>) {
  %x = onnx.Constant dense<[[2, 1, 2, 1], [0, 5, 0, 3]]> : tensor<2x4xi32>
  %0:4 = "onnx.Unique"(%x) {axis = 1 : si64} : (tensor<2x4xi32>) -> (tensor<2x3xi32>, tensor<3xi64>, tensor<4xi64>, tensor<3xi64>)
  onnx.Return %0#0, %0#1, %0#2, %0#3 : tensor<2x3xi32>, tensor<3xi64>, tensor<4xi64>, tensor<3xi64>
}

// A declared count the data contradict is a located run-time error.
// COUNT: 'onnx.Unique': the data have not the declared count of unique items (3)
func.func @wrong_count() -> tensor<3xf32> {
  %x = onnx.Constant dense<[2.0, 1.0, 1.0, 3.0, 4.0, 3.0]> : tensor<6xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %0:4 = "onnx.Unique"(%x) : (tensor<6xf32>) -> (tensor<3xf32>, none, none, none)
  onnx.Return %0#0 : tensor<3xf32>
}
