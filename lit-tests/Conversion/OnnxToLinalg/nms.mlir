// NonMaxSuppression with its count of selected boxes declared static: IoU of every pair, each
// box's rank by score, then an scf.for over the ranks taking the box at each rank unless an
// earlier selected one overlaps it too much; a cf.assert of the declared count; the triples.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e nms | FileCheck %s --check-prefix=NMS
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e nms -p 'builtin.module(one-shot-bufferize{allow-return-allocs-from-loops bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=NMS

// Three boxes (y1, x1, y2, x2) scoring 0.9, 0.8, 0.7: box 1 overlaps box 0 by IoU 0.9 / 1.1,
// above 0.5, so it goes; box 2 is apart. Class 1 scores them in reverse: box 2, then box 1,
// and then the class has its 2 (box 0 would also overlap box 1).
// CHECK-LABEL: func.func @nms
// CHECK: scf.for
// CHECK: cf.assert
// NMS: result #0: memref<4x3xi64> {{\[\[}}0, 0, 0], [0, 0, 2], [0, 1, 2], [0, 1, 1]]
func.func @nms() -> tensor<4x3xi64> {
  %boxes = onnx.Constant dense<[[[0.0, 0.0, 1.0, 1.0], [0.0, 0.1, 1.0, 1.1], [0.0, 2.0, 1.0, 3.0]]]> : tensor<1x3x4xf32>
  %scores = onnx.Constant dense<[[[0.9, 0.8, 0.7], [0.5, 0.6, 0.7]]]> : tensor<1x2x3xf32>
  %max = onnx.Constant dense<2> : tensor<1xi64>
  %iou = onnx.Constant dense<0.5> : tensor<1xf32>
  %thr = onnx.Constant dense<0.0> : tensor<1xf32>
  %0 = "onnx.NonMaxSuppression"(%boxes, %scores, %max, %iou, %thr) : (tensor<1x3x4xf32>, tensor<1x2x3xf32>, tensor<1xi64>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x3xi64>
  onnx.Return %0 : tensor<4x3xi64>
}
