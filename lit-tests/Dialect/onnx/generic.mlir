// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// ONNX graphs in the generic form ONNX-MLIR prints, without onnx.Constant and onnx.Return
// (whose custom forms jopt prints): the registered onnx ops must print exactly as mlir-opt-22
// prints them unregistered (the oracle test compares the two), and verify.

// A ResNet basic block and its classifier head.

// CHECK-LABEL: func.func @resnet_block
// CHECK:         %0 = "onnx.Conv"(%arg0, %arg1, %arg2) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "conv1", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
// CHECK:         "onnx.BatchNormalizationInferenceMode"(%0, %arg5, %arg6, %arg7, %arg8) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32}
// CHECK:         "onnx.MaxPoolSingleOut"
// CHECK:         "onnx.Gemm"({{.*}}) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64}
func.func @resnet_block(%x: tensor<1x64x56x56xf32> {onnx.name = "input"}, %w1: tensor<64x64x3x3xf32>, %b1: tensor<64xf32>, %w2: tensor<64x64x3x3xf32>, %b2: tensor<64xf32>, %scale: tensor<64xf32>, %bias: tensor<64xf32>, %mean: tensor<64xf32>, %var: tensor<64xf32>, %fcw: tensor<10x64xf32>, %fcb: tensor<10xf32>) -> (tensor<1x10xf32> {onnx.name = "logits"}) {
  %0 = "onnx.Conv"(%x, %w1, %b1) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "conv1", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
  %1 = "onnx.BatchNormalizationInferenceMode"(%0, %scale, %bias, %mean, %var) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
  %2 = "onnx.Relu"(%1) {onnx_node_name = "relu1"} : (tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %3 = "onnx.Conv"(%2, %w2, %b2) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
  %4 = "onnx.Add"(%3, %x) : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %5 = "onnx.Relu"(%4) : (tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %6 = "onnx.MaxPoolSingleOut"(%5) {auto_pad = "NOTSET", ceil_mode = 0 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x64x56x56xf32>) -> tensor<1x64x28x28xf32>
  %7 = "onnx.GlobalAveragePool"(%6) : (tensor<1x64x28x28xf32>) -> tensor<1x64x1x1xf32>
  %8 = "onnx.Flatten"(%7) {axis = 1 : si64} : (tensor<1x64x1x1xf32>) -> tensor<1x64xf32>
  %9 = "onnx.Gemm"(%8, %fcw, %fcb) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64} : (tensor<1x64xf32>, tensor<10x64xf32>, tensor<10xf32>) -> tensor<1x10xf32>
  return %9 : tensor<1x10xf32>
}

// A transformer block: fused QKV projection split in three, multi-head attention with a
// mask, a residual, layer normalization and an erf-based GELU; token embedding by Gather,
// a class token by Concat, the first tokens by Slice.

// CHECK-LABEL: func.func @attention
// CHECK:         %2:3 = "onnx.Split"(%1, %arg4) {axis = 2 : si64} : (tensor<1x16x192xf32>, tensor<3xi64>) -> (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>)
// CHECK:         "onnx.Softmax"({{.*}}) {axis = -1 : si64}
// CHECK:         "onnx.LayerNormalization"({{.*}}) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, stash_type = 1 : si64} : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x16x64xf32>, none, none)
// CHECK:         "onnx.Slice"({{.*}}) : (tensor<1x17x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<1x8x64xf32>
func.func @attention(%x: tensor<1x16x64xf32>, %wqkv: tensor<64x192xf32>, %shape4: tensor<4xi64>, %shape3: tensor<3xi64>, %split: tensor<3xi64>, %scale: tensor<f32>, %mask: tensor<1x1x16x16xi1>, %neg: tensor<f32>, %gamma: tensor<64xf32>, %beta: tensor<64xf32>, %w1: tensor<64x256xf32>, %w2: tensor<256x64xf32>, %sqrt2: tensor<f32>, %one: tensor<f32>, %half: tensor<f32>, %emb: tensor<1000x64xf32>, %ids: tensor<1x16xi64>, %cls: tensor<1x1x64xf32>, %start: tensor<1xi64>, %end: tensor<1xi64>, %axis: tensor<1xi64>) -> (tensor<1x16x64xf32>, tensor<1x8x64xf32>) {
  %none = "onnx.NoValue"() {value} : () -> none
  %qkv = "onnx.MatMul"(%x, %wqkv) : (tensor<1x16x64xf32>, tensor<64x192xf32>) -> tensor<1x16x192xf32>
  %q:3 = "onnx.Split"(%qkv, %split) {axis = 2 : si64} : (tensor<1x16x192xf32>, tensor<3xi64>) -> (tensor<1x16x64xf32>, tensor<1x16x64xf32>, tensor<1x16x64xf32>)
  %qr = "onnx.Reshape"(%q#0, %shape4) {allowzero = 0 : si64} : (tensor<1x16x64xf32>, tensor<4xi64>) -> tensor<1x16x4x16xf32>
  %qt = "onnx.Transpose"(%qr) {perm = [0, 2, 1, 3]} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %kr = "onnx.Reshape"(%q#1, %shape4) {allowzero = 0 : si64} : (tensor<1x16x64xf32>, tensor<4xi64>) -> tensor<1x16x4x16xf32>
  %kt = "onnx.Transpose"(%kr) {perm = [0, 2, 3, 1]} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %vr = "onnx.Reshape"(%q#2, %shape4) {allowzero = 0 : si64} : (tensor<1x16x64xf32>, tensor<4xi64>) -> tensor<1x16x4x16xf32>
  %vt = "onnx.Transpose"(%vr) {perm = [0, 2, 1, 3]} : (tensor<1x16x4x16xf32>) -> tensor<1x4x16x16xf32>
  %s = "onnx.MatMul"(%qt, %kt) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %ss = "onnx.Div"(%s, %scale) : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
  %sm = "onnx.Where"(%mask, %ss, %neg) : (tensor<1x1x16x16xi1>, tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16x16xf32>
  %p = "onnx.Softmax"(%sm) {axis = -1 : si64} : (tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %o = "onnx.MatMul"(%p, %vt) : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %ot = "onnx.Transpose"(%o) {perm = [0, 2, 1, 3]} : (tensor<1x4x16x16xf32>) -> tensor<1x16x4x16xf32>
  %or = "onnx.Reshape"(%ot, %shape3) {allowzero = 0 : si64} : (tensor<1x16x4x16xf32>, tensor<3xi64>) -> tensor<1x16x64xf32>
  %res = "onnx.Add"(%or, %x) : (tensor<1x16x64xf32>, tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
  %ln:3 = "onnx.LayerNormalization"(%res, %gamma, %beta) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, stash_type = 1 : si64} : (tensor<1x16x64xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x16x64xf32>, none, none)
  %h = "onnx.MatMul"(%ln#0, %w1) : (tensor<1x16x64xf32>, tensor<64x256xf32>) -> tensor<1x16x256xf32>
  %hd = "onnx.Div"(%h, %sqrt2) : (tensor<1x16x256xf32>, tensor<f32>) -> tensor<1x16x256xf32>
  %he = "onnx.Erf"(%hd) : (tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %ha = "onnx.Add"(%he, %one) : (tensor<1x16x256xf32>, tensor<f32>) -> tensor<1x16x256xf32>
  %hm = "onnx.Mul"(%h, %ha) : (tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
  %hh = "onnx.Mul"(%hm, %half) : (tensor<1x16x256xf32>, tensor<f32>) -> tensor<1x16x256xf32>
  %f = "onnx.MatMul"(%hh, %w2) : (tensor<1x16x256xf32>, tensor<256x64xf32>) -> tensor<1x16x64xf32>
  %e = "onnx.Gather"(%emb, %ids) {axis = 0 : si64} : (tensor<1000x64xf32>, tensor<1x16xi64>) -> tensor<1x16x64xf32>
  %c = "onnx.Concat"(%cls, %e) {axis = 1 : si64, onnx_node_name = "cls_concat"} : (tensor<1x1x64xf32>, tensor<1x16x64xf32>) -> tensor<1x17x64xf32>
  %first = "onnx.Slice"(%c, %start, %end, %axis, %none) : (tensor<1x17x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<1x8x64xf32>
  return %f, %first : tensor<1x16x64xf32>, tensor<1x8x64xf32>
}

// An image preprocessing chain: NHWC bytes to a normalized, resized, padded NCHW tensor.

// CHECK-LABEL: func.func @preprocess
// CHECK:         "onnx.Cast"(%arg0) {saturate = 1 : si64, to = f32} : (tensor<1x224x224x3xui8>) -> tensor<1x224x224x3xf32>
// CHECK:         "onnx.Resize"({{.*}}) {antialias = 0 : si64, coordinate_transformation_mode = "half_pixel", cubic_coeff_a = -7.500000e-01 : f32
// CHECK:         "onnx.Pad"({{.*}}) {mode = "constant"}
func.func @preprocess(%img: tensor<1x224x224x3xui8>, %sizes: tensor<4xi64>, %mean: tensor<1x3x1x1xf32>, %std: tensor<1x3x1x1xf32>, %lo: tensor<f32>, %hi: tensor<f32>, %pads: tensor<8xi64>, %axes: tensor<1xi64>) -> tensor<1x3x258x258xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Cast"(%img) {saturate = 1 : si64, to = f32} : (tensor<1x224x224x3xui8>) -> tensor<1x224x224x3xf32>
  %1 = "onnx.Transpose"(%0) {perm = [0, 3, 1, 2]} : (tensor<1x224x224x3xf32>) -> tensor<1x3x224x224xf32>
  %2 = "onnx.Resize"(%1, %none, %none, %sizes) {antialias = 0 : si64, coordinate_transformation_mode = "half_pixel", cubic_coeff_a = -7.500000e-01 : f32, exclude_outside = 0 : si64, extrapolation_value = 0.000000e+00 : f32, keep_aspect_ratio_policy = "stretch", mode = "linear", nearest_mode = "round_prefer_floor"} : (tensor<1x3x224x224xf32>, none, none, tensor<4xi64>) -> tensor<1x3x256x256xf32>
  %3 = "onnx.Sub"(%2, %mean) : (tensor<1x3x256x256xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x256x256xf32>
  %4 = "onnx.Div"(%3, %std) : (tensor<1x3x256x256xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x256x256xf32>
  %5 = "onnx.Clip"(%4, %lo, %hi) : (tensor<1x3x256x256xf32>, tensor<f32>, tensor<f32>) -> tensor<1x3x256x256xf32>
  %6 = "onnx.Pad"(%5, %pads, %none, %none) {mode = "constant"} : (tensor<1x3x256x256xf32>, tensor<8xi64>, none, none) -> tensor<1x3x258x258xf32>
  %7 = "onnx.Squeeze"(%6, %axes) : (tensor<1x3x258x258xf32>, tensor<1xi64>) -> tensor<3x258x258xf32>
  %8 = "onnx.Unsqueeze"(%7, %axes) : (tensor<3x258x258xf32>, tensor<1xi64>) -> tensor<1x3x258x258xf32>
  %9 = "onnx.Identity"(%8) : (tensor<1x3x258x258xf32>) -> tensor<1x3x258x258xf32>
  return %9 : tensor<1x3x258x258xf32>
}

// CHECK: "onnx.EntryPoint"() {func = @resnet_block} : () -> ()
"onnx.EntryPoint"() {func = @resnet_block} : () -> ()
