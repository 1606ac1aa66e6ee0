// Attributes an op lacks read as the op table's defaults, never a default of the lowering's own:
// ClipV6's min and max are onnx-mlir's -3.402823e+38 and 3.402823e+38 (a bound, not none).
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e clip6 --args=iota | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @clip6
// CHECK: arith.constant -3.40282306E+38 : f32
// CHECK: arith.maximumf
// CHECK: arith.constant 3.40282306E+38 : f32
// CHECK: arith.minimumf
// OUT: result #0: memref<4xf32> [0.0, 1.0, 2.0, 3.0]
func.func @clip6(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "onnx.ClipV6"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  onnx.Return %0 : tensor<4xf32>
}
