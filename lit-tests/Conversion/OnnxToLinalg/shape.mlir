// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s

// Reshapes are views: the dims grouped into runs of equal element count, collapsed and/or
// expanded (only one of them when the reshape only merges or only splits dims).
// CHECK-DAG: #[[$REV:.*]] = affine_map<(d0, d1) -> (d0, -d1 + 3)>
// CHECK-DAG: #[[$ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$IDX:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[$ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @reshapes(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3x4xf32>)
// CHECK:         %[[R0:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK:         %[[R1:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
// CHECK:         %[[FLAT:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK:         %[[R2:.*]] = tensor.expand_shape %[[FLAT]] {{\[}}[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
// CHECK:         %[[R3:.*]] = tensor.expand_shape %[[X]] {{\[}}[0, 1], [2], [3, 4]] output_shape [1, 2, 3, 4, 1]
// CHECK:         return %[[R0]], %[[R1]], %[[R2]], %[[R3]]
func.func @reshapes(%x: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<4x6xf32>, tensor<1x2x3x4x1xf32>) {
  %s1 = onnx.Constant dense<[-1, 4]> : tensor<2xi64>
  %0 = "onnx.Reshape"(%x, %s1) {allowzero = 0 : si64} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %s2 = onnx.Constant dense<[0, 0, 2, 2]> : tensor<4xi64>
  %1 = "onnx.Reshape"(%x, %s2) {allowzero = 0 : si64} : (tensor<2x3x4xf32>, tensor<4xi64>) -> tensor<2x3x2x2xf32>
  %s3 = onnx.Constant dense<[4, 6]> : tensor<2xi64>
  %2 = "onnx.Reshape"(%x, %s3) {allowzero = 0 : si64} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %axes = onnx.Constant dense<[0, 4]> : tensor<2xi64>
  %3 = "onnx.Unsqueeze"(%x, %axes) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<1x2x3x4x1xf32>
  onnx.Return %0, %1, %2, %3 : tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<4x6xf32>, tensor<1x2x3x4x1xf32>
}

// CHECK-LABEL: func.func @transpose_concat(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3x4xf32>, %[[Y:.*]]: tensor<2x3x1xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x2x3xf32>
// CHECK:         %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<2x3x4xf32>) outs(%[[E]] : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK:         %[[C:.*]] = tensor.concat dim(2) %[[X]], %[[Y]] : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x5xf32>
// CHECK:         return %[[T]], %[[C]]
func.func @transpose_concat(%x: tensor<2x3x4xf32>, %y: tensor<2x3x1xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x5xf32>) {
  %0 = "onnx.Transpose"(%x) {perm = [2, 0, 1]} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = "onnx.Concat"(%x, %y) {axis = -1 : si64} : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x5xf32>
  onnx.Return %0, %1 : tensor<4x2x3xf32>, tensor<2x3x5xf32>
}

// Slice with constant bounds, clamped as ONNX clamps them; a negative step reads upwards and
// reverses; Split slices by the results' sizes.
// CHECK-LABEL: func.func @slices(
// CHECK-SAME:      %[[X:.*]]: tensor<10x8xf32>)
// CHECK:         %[[S0:.*]] = tensor.extract_slice %[[X]][2, 0] [3, 8] [3, 1] : tensor<10x8xf32> to tensor<3x8xf32>
// CHECK:         %[[UP:.*]] = tensor.extract_slice %[[X]][0, 1] [10, 4] [1, 2] : tensor<10x8xf32> to tensor<10x4xf32>
// CHECK:         %[[S1:.*]] = linalg.generic {indexing_maps = [#[[$REV]], #[[$ID2]]], {{.*}} ins(%[[UP]] : tensor<10x4xf32>)
// CHECK:         %[[S2:.*]] = tensor.extract_slice %[[X]][0, 0] [4, 8] [1, 1]
// CHECK:         %[[S3:.*]] = tensor.extract_slice %[[X]][4, 0] [6, 8] [1, 1]
// CHECK:         return %[[S0]], %[[S1]], %[[S2]], %[[S3]]
func.func @slices(%x: tensor<10x8xf32>) -> (tensor<3x8xf32>, tensor<10x4xf32>, tensor<4x8xf32>, tensor<6x8xf32>) {
  %starts = onnx.Constant dense<[2]> : tensor<1xi64>
  %ends = onnx.Constant dense<[100]> : tensor<1xi64>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %steps = onnx.Constant dense<[3]> : tensor<1xi64>
  %0 = "onnx.Slice"(%x, %starts, %ends, %axes, %steps) : (tensor<10x8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3x8xf32>
  %rs = onnx.Constant dense<[-1]> : tensor<1xi64>
  %re = onnx.Constant dense<[-9]> : tensor<1xi64>
  %raxes = onnx.Constant dense<[1]> : tensor<1xi64>
  %rstep = onnx.Constant dense<[-2]> : tensor<1xi64>
  %1 = "onnx.Slice"(%x, %rs, %re, %raxes, %rstep) : (tensor<10x8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<10x4xf32>
  %split = onnx.Constant dense<[4, 6]> : tensor<2xi64>
  %2:2 = "onnx.Split"(%x, %split) {axis = 0 : si64} : (tensor<10x8xf32>, tensor<2xi64>) -> (tensor<4x8xf32>, tensor<6x8xf32>)
  onnx.Return %0, %1, %2#0, %2#1 : tensor<3x8xf32>, tensor<10x4xf32>, tensor<4x8xf32>, tensor<6x8xf32>
}

// Gather of one constant index is a rank-reducing slice; of an index tensor, a generic reading
// each index (a negative one counted from the end) and the data by tensor.extract.
// CHECK-LABEL: func.func @gathers(
// CHECK-SAME:      %[[X:.*]]: tensor<4x5xf32>, %[[IDS:.*]]: tensor<2x3xi64>)
// CHECK:         %[[COL:.*]] = tensor.extract_slice %[[X]][0, 4] [4, 1] [1, 1] : tensor<4x5xf32> to tensor<4xf32>
// CHECK:         %[[N:.*]] = arith.constant 4 : index
// CHECK:         linalg.generic {indexing_maps = [#[[$IDX]], #[[$ID3]]], {{.*}} ins(%[[IDS]] : tensor<2x3xi64>) outs(%{{.*}} : tensor<2x3x5xf32>)
// CHECK:           %[[I:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[I]], %{{.*}} : index
// CHECK:           %[[WRAP:.*]] = arith.addi %[[I]], %[[N]] : index
// CHECK:           %[[ROW:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[I]] : index
// CHECK:           %[[J:.*]] = linalg.index 2 : index
// CHECK:           tensor.extract %[[X]][%[[ROW]], %[[J]]] : tensor<4x5xf32>
func.func @gathers(%x: tensor<4x5xf32>, %ids: tensor<2x3xi64>) -> (tensor<4xf32>, tensor<2x3x5xf32>) {
  %c = onnx.Constant dense<-1> : tensor<i64>
  %0 = "onnx.Gather"(%x, %c) {axis = 1 : si64} : (tensor<4x5xf32>, tensor<i64>) -> tensor<4xf32>
  %1 = "onnx.Gather"(%x, %ids) {axis = 0 : si64} : (tensor<4x5xf32>, tensor<2x3xi64>) -> tensor<2x3x5xf32>
  onnx.Return %0, %1 : tensor<4xf32>, tensor<2x3x5xf32>
}

// Expand broadcasts (linalg.broadcast where only dims are added); constant Pad is tensor.pad.
// CHECK-LABEL: func.func @expand_pad(
// CHECK-SAME:      %[[X:.*]]: tensor<3x1xf32>, %[[V:.*]]: tensor<4xf32>)
// CHECK:         %[[X1:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
// CHECK:         linalg.broadcast ins(%[[X1]] : tensor<3xf32>) outs(%{{.*}} : tensor<2x3x4xf32>) dimensions = [0, 2]
// CHECK:         linalg.broadcast ins(%[[V]] : tensor<4xf32>) outs(%{{.*}} : tensor<2x4xf32>) dimensions = [0]
// CHECK:         %[[SEVEN:.*]] = arith.constant 7.000000e+00 : f32
// CHECK:         tensor.pad %[[V]] low[1] high[1]
// CHECK:           tensor.yield %[[SEVEN]] : f32
func.func @expand_pad(%x: tensor<3x1xf32>, %v: tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<2x4xf32>, tensor<6xf32>) {
  %shape = onnx.Constant dense<[2, 3, 4]> : tensor<3xi64>
  %0 = "onnx.Expand"(%x, %shape) : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<2x3x4xf32>
  %shape2 = onnx.Constant dense<[2, 1]> : tensor<2xi64>
  %1 = "onnx.Expand"(%v, %shape2) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  %pads = onnx.Constant dense<[1, 1]> : tensor<2xi64>
  %value = onnx.Constant dense<7.000000e+00> : tensor<f32>
  %none = "onnx.NoValue"() {value} : () -> none
  %2 = "onnx.Pad"(%v, %pads, %value, %none) {mode = "constant"} : (tensor<4xf32>, tensor<2xi64>, tensor<f32>, none) -> tensor<6xf32>
  onnx.Return %0, %1, %2 : tensor<2x3x4xf32>, tensor<2x4xf32>, tensor<6xf32>
}
