// Linear Resize of f32 data computes in f32 in onnxruntime's CPU order (its kernel is f32 only;
// f16 is cast to f32 around it): the coordinate rounded at each step and clamped to the input,
// the taps x1 = its integer part and x2 = min(x1 + 1, n - 1) weighted x2 - x and x - x1 (0.5
// each where they meet at the last element), each term (w_x * w_y) * element, the terms summed
// in row-major order. f16 is extended per element and rounded once at the end; f64 computes in f64.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e thirds | FileCheck %s --check-prefix=THIRDS
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e thirds -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=THIRDS

// The batch and channel (scale 1) are read as they are: H's and W's taps only.
// CHECK-LABEL: func.func @half_pixel(
// CHECK:         linalg.generic
// CHECK:           %[[H:.*]] = linalg.index 2 : index
// CHECK:           %[[HF:.*]] = arith.sitofp %{{.*}} : i64 to f32
// CHECK:           %[[HP:.*]] = arith.addf %[[HF]], %{{.*}} : f32
// CHECK:           %[[HD:.*]] = arith.divf %[[HP]], %{{.*}} : f32
// CHECK:           %[[HX:.*]] = arith.subf %[[HD]], %{{.*}} : f32
// CHECK:           %[[HMIN:.*]] = arith.minimumf %[[HX]], %{{.*}} : f32
// CHECK:           %[[HC:.*]] = arith.maximumf %{{.*}}, %[[HMIN]] : f32
// CHECK:           %[[HI:.*]] = arith.fptosi %[[HC]] : f32 to i64
// CHECK:           %[[Y1:.*]] = arith.minsi
// CHECK:           %[[Y2:.*]] = arith.minsi
// CHECK:           %[[YSAME:.*]] = arith.cmpi eq, %[[Y1]], %[[Y2]] : index
// CHECK:           %[[DY1:.*]] = arith.subf %[[HC]], %{{.*}} : f32
// CHECK:           %[[WY2:.*]] = arith.select %[[YSAME]], %{{.*}}, %[[DY1]] : f32
// CHECK:           %[[DY2:.*]] = arith.subf %{{.*}}, %[[HC]] : f32
// CHECK:           %[[WY1:.*]] = arith.select %[[YSAME]], %{{.*}}, %[[DY2]] : f32
// CHECK:           linalg.index 3 : index
// CHECK:           %[[X1:.*]] = arith.minsi
// CHECK:           %[[X2:.*]] = arith.minsi
// CHECK:           %[[WX2:.*]] = arith.select
// CHECK:           %[[WX1:.*]] = arith.select
// CHECK:           %[[W11:.*]] = arith.mulf %[[WX1]], %[[WY1]] : f32
// CHECK:           %[[E11:.*]] = tensor.extract %arg0[%{{.*}}, %{{.*}}, %[[Y1]], %[[X1]]] : tensor<1x1x2x3xf32>
// CHECK:           %[[T11:.*]] = arith.mulf %[[W11]], %[[E11]] : f32
// CHECK:           %[[W12:.*]] = arith.mulf %[[WX2]], %[[WY1]] : f32
// CHECK:           %[[E12:.*]] = tensor.extract %arg0[%{{.*}}, %{{.*}}, %[[Y1]], %[[X2]]] : tensor<1x1x2x3xf32>
// CHECK:           %[[T12:.*]] = arith.mulf %[[W12]], %[[E12]] : f32
// CHECK:           %[[S2:.*]] = arith.addf %[[T11]], %[[T12]] : f32
// CHECK:           tensor.extract %arg0[%{{.*}}, %{{.*}}, %[[Y2]], %[[X1]]]
// CHECK:           %[[S3:.*]] = arith.addf %[[S2]], %{{.*}} : f32
// CHECK:           tensor.extract %arg0[%{{.*}}, %{{.*}}, %[[Y2]], %[[X2]]]
// CHECK:           %[[S4:.*]] = arith.addf %[[S3]], %{{.*}} : f32
// CHECK-NEXT:      linalg.yield %[[S4]] : f32
// CHECK-NOT:     f64
// CHECK-LABEL: func.func @f16(
func.func @half_pixel(%x: tensor<1x1x2x3xf32>) -> tensor<1x1x4x6xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  %s = onnx.Constant dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>
  %0 = "onnx.Resize"(%x, %none, %s, %none) {coordinate_transformation_mode = "half_pixel", mode = "linear"} : (tensor<1x1x2x3xf32>, none, tensor<4xf32>, none) -> tensor<1x1x4x6xf32>
  onnx.Return %0 : tensor<1x1x4x6xf32>
}

// f16: each element extended to f32, the f32 sum rounded to f16 once.
// CHECK:           %[[E:.*]] = tensor.extract %arg0{{.*}} : tensor<1x1x2x3xf16>
// CHECK-NEXT:      arith.extf %[[E]] : f16 to f32
// CHECK:           %[[R:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT:      linalg.yield %[[R]] : f16
// CHECK-NOT:     f64
// CHECK-LABEL: func.func @f64(
func.func @f16(%x: tensor<1x1x2x3xf16>) -> tensor<1x1x4x6xf16> {
  %none = "onnx.NoValue"() {value} : () -> none
  %s = onnx.Constant dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>
  %0 = "onnx.Resize"(%x, %none, %s, %none) {coordinate_transformation_mode = "half_pixel", mode = "linear"} : (tensor<1x1x2x3xf16>, none, tensor<4xf32>, none) -> tensor<1x1x4x6xf16>
  onnx.Return %0 : tensor<1x1x4x6xf16>
}

// f64 data: the same arithmetic in f64.
// CHECK:           arith.divf %{{.*}}, %{{.*}} : f64
// CHECK:           arith.fptosi %{{.*}} : f64 to i64
// CHECK:           %[[E:.*]] = tensor.extract %arg0{{.*}} : tensor<1x1x2x3xf64>
// CHECK-NEXT:      arith.mulf %{{.*}}, %[[E]] : f64
// CHECK:           linalg.yield %{{.*}} : f64
// CHECK-NOT:     f32
// CHECK-LABEL: func.func @thirds(
func.func @f64(%x: tensor<1x1x2x3xf64>) -> tensor<1x1x4x6xf64> {
  %none = "onnx.NoValue"() {value} : () -> none
  %s = onnx.Constant dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>
  %0 = "onnx.Resize"(%x, %none, %s, %none) {coordinate_transformation_mode = "half_pixel", mode = "linear"} : (tensor<1x1x2x3xf64>, none, tensor<4xf32>, none) -> tensor<1x1x4x6xf64>
  onnx.Return %0 : tensor<1x1x4x6xf64>
}

// H by 2, W by 3 (weights in thirds): the values numpy gives in f32 in onnxruntime's order (17 of
// the 36 differ from the f64 sum rounded once, e.g. 0.29999998 against 0.3).
// THIRDS: memref<1x1x4x9xf32> {{\[\[\[\[}}0.1, 0.1, 0.29999998, 0.49999997, 0.7, 0.9, 1.1, 1.3, 1.3], [0.8, 0.8, 0.67499995, 0.55, 0.42499998, 0.6583333, 0.8916667, 1.125, 1.125], [2.2000003, 2.2000003, 1.4250001, 0.6500001, -0.12500001, 0.17500003, 0.47500008, 0.77500004, 0.77500004], [2.9, 2.9, 1.8000002, 0.70000017, -0.4, -0.06666661, 0.26666677, 0.6, 0.6]]]]
func.func @thirds() -> tensor<1x1x4x9xf32> {
  %x = onnx.Constant dense<[[[[0.1, 0.7, 1.3], [2.9, -0.4, 0.6]]]]> : tensor<1x1x2x3xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %s = onnx.Constant dense<[1.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %0 = "onnx.Resize"(%x, %none, %s, %none) {coordinate_transformation_mode = "half_pixel", mode = "linear"} : (tensor<1x1x2x3xf32>, none, tensor<4xf32>, none) -> tensor<1x1x4x9xf32>
  onnx.Return %0 : tensor<1x1x4x9xf32>
}
