// A feature pyramid's Add: a convolution's output of the image (H rows: (H - 1) / 2 + 1) plus
// the next level upsampled (2 * its rows). Declared H >= 32 (jopt.dim_ranges, --dim-range on
// import), the convolution's output has at least 16 rows, never 1, as the upsampled map: the two
// must be equal, checked at run time, and the Add reads both by indexing maps. Without the range
// (@unranged) the convolution's output could be 1 and is read by tensor.extract. The ranges are
// checked at the entry: a size outside is an error, as is a pair of sizes that do not broadcast.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e pyramid --args=iota:32x32 | FileCheck %s --check-prefix=OUT
// RUN: jopt-run %t.mlir -e unranged --args=iota:32x32 | FileCheck %s --check-prefix=OUT
// RUN: jopt-run %t.mlir -e pyramid --args=iota:32x32 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=OUT
// RUN: not jopt-run %t.mlir -e pyramid --args=iota:16x32 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: not jopt-run %t.mlir -e pyramid --args=iota:62x64 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK-LABEL: func.func @pyramid
// CHECK-SAME: attributes {jopt.dim_ranges = "H=32:4096,W=32:4096"}
// CHECK: %[[H:.*]] = tensor.dim %arg0, %c2
// CHECK: arith.cmpi uge, %[[H]], %c32
// CHECK: arith.cmpi ule, %[[H]], %c4096
// CHECK: cf.assert {{.*}}"input 'image': dimension 2 ('H') lies outside its declared range 32:4096 (--dim-range)"
// CHECK: cf.assert {{.*}}"input 'image': dimension 3 ('W') lies outside its declared range 32:4096 (--dim-range)"
// CHECK: %[[UP:.*]] = linalg.generic
// CHECK: tensor.extract
// CHECK: cf.assert {{.*}}"'onnx.Add': operands of shapes 1x1x?x?, 1x1x?x? do not broadcast"
// CHECK: cf.assert {{.*}}"'onnx.Add': operands of shapes 1x1x?x?, 1x1x?x? do not broadcast"
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#map, #map, #map]{{.*}} ins(%{{.*}}, %[[UP]] :
// CHECK-NOT: tensor.extract
// CHECK: return %[[SUM]]
// CHECK-LABEL: func.func @unranged
// CHECK-NOT: --dim-range
// CHECK: cf.assert {{.*}}"'onnx.Add': operands of shapes 1x1x?x?, 1x1x?x? do not broadcast"
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<1x1x?x?xf32>)
// CHECK: tensor.extract
// The first element: the convolution's 0 + 1 + 32 + 33 plus the upsampled 66 + 108 + 387 + 594.
// OUT: result #0: memref<1x1x?x?xf32> {{\[\[\[\[}}1221.0, 1263.0, 2316.0, 2328.0,
// SMALL: assertion failed: input 'image': dimension 2 ('H') lies outside its declared range 32:4096 (--dim-range)
// BAD: assertion failed: 'onnx.Add': operands of shapes 1x1x?x?, 1x1x?x? do not broadcast
func.func @pyramid(%x: tensor<1x1x?x?xf32> {onnx.dim_params = "2:H,3:W", onnx.name = "image"}) -> tensor<1x1x?x?xf32> attributes {jopt.dim_ranges = "H=32:4096,W=32:4096"} {
  %none = "onnx.NoValue"() {value} : () -> none
  %w = onnx.Constant dense<1.0> : tensor<1x1x3x3xf32>
  %lat = "onnx.Conv"(%x, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x1x?x?xf32>, tensor<1x1x3x3xf32>, none) -> tensor<1x1x?x?xf32>
  %top = "onnx.Conv"(%lat, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x1x?x?xf32>, tensor<1x1x3x3xf32>, none) -> tensor<1x1x?x?xf32>
  %scales = onnx.Constant dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>
  %up = "onnx.Resize"(%top, %none, %scales, %none) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "floor"} : (tensor<1x1x?x?xf32>, none, tensor<4xf32>, none) -> tensor<1x1x?x?xf32>
  %0 = "onnx.Add"(%lat, %up) : (tensor<1x1x?x?xf32>, tensor<1x1x?x?xf32>) -> tensor<1x1x?x?xf32>
  onnx.Return %0 : tensor<1x1x?x?xf32>
}

func.func @unranged(%x: tensor<1x1x?x?xf32> {onnx.dim_params = "2:H,3:W", onnx.name = "image"}) -> tensor<1x1x?x?xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  %w = onnx.Constant dense<1.0> : tensor<1x1x3x3xf32>
  %lat = "onnx.Conv"(%x, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x1x?x?xf32>, tensor<1x1x3x3xf32>, none) -> tensor<1x1x?x?xf32>
  %top = "onnx.Conv"(%lat, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x1x?x?xf32>, tensor<1x1x3x3xf32>, none) -> tensor<1x1x?x?xf32>
  %scales = onnx.Constant dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>
  %up = "onnx.Resize"(%top, %none, %scales, %none) {coordinate_transformation_mode = "asymmetric", mode = "nearest", nearest_mode = "floor"} : (tensor<1x1x?x?xf32>, none, tensor<4xf32>, none) -> tensor<1x1x?x?xf32>
  %0 = "onnx.Add"(%lat, %up) : (tensor<1x1x?x?xf32>, tensor<1x1x?x?xf32>) -> tensor<1x1x?x?xf32>
  onnx.Return %0 : tensor<1x1x?x?xf32>
}
