// ConvInteger and MatMulInteger subtract scalar zero points inside linalg's quantized named ops
// (conv_2d_nchw_fchw_q, quantized_matmul, quantized_batch_matmul), so the quantized input keeps
// its bytes: no i32 copy of it. The ops read their operands signed (cast_signed), so a uint8
// operand has its top bit flipped (x - 128 as i8, a copy of the same size) and its zero point is
// less 128 (a constant, as a weight, flipped by the lowering); ConvInteger pads the input with
// its zero point in the same form. A weight zero point
// per output channel (or MatMulInteger's per row of A / column of B) centers that side in i32,
// its scalar zero point then 0. Each function runs as lowered and through jopt-memory-pipeline
// with the same results (hand-checked: numpy on the ints, the zero points subtracted first).
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' -o %t.mlir
// RUN: jopt-run %t.mlir -e conv_u8 | FileCheck %s --check-prefix=CONV
// RUN: jopt-run %t.mlir -e conv_u8 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=CONV
// RUN: jopt-run %t.mlir -e conv_per_channel | FileCheck %s --check-prefix=PERCH
// RUN: jopt-run %t.mlir -e conv_per_channel -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PERCH
// RUN: jopt-run %t.mlir -e conv_i8 | FileCheck %s --check-prefix=SIGNED
// RUN: jopt-run %t.mlir -e conv_i8 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=SIGNED
// RUN: jopt-run %t.mlir -e mm | FileCheck %s --check-prefix=MM
// RUN: jopt-run %t.mlir -e mm -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=MM
// RUN: jopt-run %t.mlir -e bmm | FileCheck %s --check-prefix=BMM
// RUN: jopt-run %t.mlir -e bmm -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=BMM

// The input quantized by DynamicQuantizeLinear (y 59, 180, 118, 216, 0, 147, 98, 69, 255; zero
// point 98, known at run time), flipped, padded with its flipped zero point, convolved.
// CHECK-LABEL: func.func @conv_u8
// CHECK-NOT:   tensor<1x1x{{[34]}}x{{[34]}}xi32>
// CHECK:       %[[Z:.*]] = tensor.extract %{{.*}}[] : tensor<i8>
// CHECK:       arith.xori {{.*}} : i8
// CHECK:       %[[ZX:.*]] = arith.extui %[[Z]] : i8 to i32
// CHECK:       %[[ZQ:.*]] = arith.subi %[[ZX]], %{{.*}} : i32
// CHECK:       %[[ZP:.*]] = arith.xori %[[Z]], %{{.*}} : i8
// CHECK:       %[[W:.*]] = arith.constant dense<{{\[\[\[\[}}-127, 127], [2, -124]]], {{\[\[\[}}72, -121], [-128, 1]]]]> : tensor<2x1x2x2xi8>
// CHECK-NOT:   arith.xori
// CHECK:       tensor.pad
// CHECK:         tensor.yield %[[ZP]] : i8
// CHECK-NOT:   tensor<1x1x{{[34]}}x{{[34]}}xi32>
// CHECK:       linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %[[W]], %[[ZQ]], %{{.*}} : tensor<1x1x4x4xi8>, tensor<2x1x2x2xi8>, i32, i32) outs(%{{.*}} : tensor<1x2x3x3xi32>)
// CONV: result #0: memref<1x2x3x3xi32> {{\[\[\[\[}}-10289, -2418, 20], [27692, -14199, -2511], [-23827, -936, -6115]], {{\[\[}}5031, -10578, -2580], [-27995, 16024, -4901], [20334, -9195, -16774]]]]
func.func @conv_u8() -> tensor<1x2x3x3xi32> {
  %x = onnx.Constant dense<[[[[-1.0, 2.1, 0.5], [3.0, -2.5, 1.25], [0.0, -0.75, 4.0]]]]> : tensor<1x1x3x3xf32>
  %y, %s, %z = "onnx.DynamicQuantizeLinear"(%x) : (tensor<1x1x3x3xf32>) -> (tensor<1x1x3x3xui8>, tensor<f32>, tensor<ui8>)
  %w = onnx.Constant dense<[[[[1, 255], [130, 4]]], [[[200, 7], [0, 129]]]]> : tensor<2x1x2x2xui8>
  %wz = onnx.Constant dense<129> : tensor<ui8>
  %0 = "onnx.ConvInteger"(%y, %w, %z, %wz) {group = 1 : si64, pads = [1, 0, 0, 1]} : (tensor<1x1x3x3xui8>, tensor<2x1x2x2xui8>, tensor<ui8>, tensor<ui8>) -> tensor<1x2x3x3xi32>
  onnx.Return %0 : tensor<1x2x3x3xi32>
}

// The weight's zero points per output channel (3, 250): the weight centered in i32, its scalar
// zero point 0; the input as above.
// CHECK-LABEL: func.func @conv_per_channel
// CHECK:       linalg.conv_2d_nchw_fchw_q {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x1x4x4xi8>, tensor<2x1x2x2xi32>, i32, i32)
// PERCH: result #0: memref<1x2x3x3xi32> {{\[\[\[\[}}-4871, 10434, 2540], [35630, -7521, 6183], [-24961, 9018, 19841]], {{\[\[}}-172, -22920, -5000], [-35618, 9611, -13250], [21423, -18754, -41700]]]]
func.func @conv_per_channel() -> tensor<1x2x3x3xi32> {
  %x = onnx.Constant dense<[[[[-1.0, 2.1, 0.5], [3.0, -2.5, 1.25], [0.0, -0.75, 4.0]]]]> : tensor<1x1x3x3xf32>
  %y, %s, %z = "onnx.DynamicQuantizeLinear"(%x) : (tensor<1x1x3x3xf32>) -> (tensor<1x1x3x3xui8>, tensor<f32>, tensor<ui8>)
  %w = onnx.Constant dense<[[[[1, 255], [130, 4]]], [[[200, 7], [0, 129]]]]> : tensor<2x1x2x2xui8>
  %wz = onnx.Constant dense<[3, 250]> : tensor<2xui8>
  %0 = "onnx.ConvInteger"(%y, %w, %z, %wz) {group = 1 : si64, pads = [1, 0, 0, 1]} : (tensor<1x1x3x3xui8>, tensor<2x1x2x2xui8>, tensor<ui8>, tensor<2xui8>) -> tensor<1x2x3x3xi32>
  onnx.Return %0 : tensor<1x2x3x3xi32>
}

// int8 operands are read as they are: no flip; the input padded with its zero point -5; strides
// 2 x 1.
// CHECK-LABEL: func.func @conv_i8
// CHECK-NOT:   arith.xori
// CHECK:       tensor.pad
// CHECK:       linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x1x4x4xi8>, tensor<1x1x2x2xi8>, i32, i32)
// SIGNED: result #0: memref<1x1x2x3xi32> {{\[\[\[\[}}232, -565, -9503], [-420, 275, 71]]]]
func.func @conv_i8() -> tensor<1x1x2x3xi32> {
  %x = onnx.Constant dense<[[[[-128, 5, 127], [-3, 0, 64], [100, -100, 1]]]]> : tensor<1x1x3x3xi8>
  %w = onnx.Constant dense<[[[[1, -2], [3, -128]]]]> : tensor<1x1x2x2xi8>
  %xz = onnx.Constant dense<-5> : tensor<i8>
  %wz = onnx.Constant dense<2> : tensor<i8>
  %0 = "onnx.ConvInteger"(%x, %w, %xz, %wz) {group = 1 : si64, pads = [0, 1, 1, 0], strides = [2, 1]} : (tensor<1x1x3x3xi8>, tensor<1x1x2x2xi8>, tensor<i8>, tensor<i8>) -> tensor<1x1x2x3xi32>
  onnx.Return %0 : tensor<1x1x2x3xi32>
}

// A uint8 by an int8 matrix, both zero points scalars (200 and -3).
// CHECK-LABEL: func.func @mm
// CHECK:       linalg.quantized_matmul ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xi8>, tensor<3x2xi8>, i32, i32) outs(%{{.*}} : tensor<2x2xi32>)
// MM: result #0: memref<2x2xi32> {{\[\[}}-25986, 24027], [-16350, 15670]]
func.func @mm() -> tensor<2x2xi32> {
  %a = onnx.Constant dense<[[250, 3, 128], [0, 77, 255]]> : tensor<2x3xui8>
  %b = onnx.Constant dense<[[1, -2], [127, -128], [5, 6]]> : tensor<3x2xi8>
  %za = onnx.Constant dense<200> : tensor<ui8>
  %zb = onnx.Constant dense<-3> : tensor<i8>
  %0 = "onnx.MatMulInteger"(%a, %b, %za, %zb) : (tensor<2x3xui8>, tensor<3x2xi8>, tensor<ui8>, tensor<i8>) -> tensor<2x2xi32>
  onnx.Return %0 : tensor<2x2xi32>
}

// Equal batch dims: quantized_batch_matmul (zero points 128 and 7, uint8 both sides).
// CHECK-LABEL: func.func @bmm
// CHECK:       linalg.quantized_batch_matmul ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x2x2xi8>, tensor<2x2x2xi8>, i32, i32) outs(%{{.*}} : tensor<2x2x2xi32>)
// BMM: result #0: memref<2x2x2xi32> {{\[\[\[}}364, 309], [-252, -253]], {{\[\[}}5, 4], [-28772, 830]]]
func.func @bmm() -> tensor<2x2x2xi32> {
  %a = onnx.Constant dense<[[[1, 200], [255, 0]], [[128, 127], [9, 99]]]> : tensor<2x2x2xui8>
  %b = onnx.Constant dense<[[[3, 4], [5, 6]], [[250, 1], [2, 3]]]> : tensor<2x2x2xui8>
  %za = onnx.Constant dense<128> : tensor<ui8>
  %zb = onnx.Constant dense<7> : tensor<ui8>
  %0 = "onnx.MatMulInteger"(%a, %b, %za, %zb) : (tensor<2x2x2xui8>, tensor<2x2x2xui8>, tensor<ui8>, tensor<ui8>) -> tensor<2x2x2xi32>
  onnx.Return %0 : tensor<2x2x2xi32>
}
