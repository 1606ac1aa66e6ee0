// split_runtime (runtime seed): the outputs are views of the input, one after another from its
// start; no memory of their own.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.json}))' | FileCheck %s

// The seed's example: split=[10, 20, 15] on axis 0 of (45, 32, 32, 128) f32 (padded C 192),
// the input at 0x1000: outputs at 0x1000, 0x1000 + 7,864,320 = 0x781000 and
// 0x781000 + 15,728,640 = 0x1681000 (the seed's "0x1701000" is an addition slip).
func.func @seed_example(%input: tensor<45x32x32x128xf32> {graph.address = 4096 : i64}) -> (tensor<10x32x32x128xf32>, tensor<20x32x32x128xf32>, tensor<15x32x32x128xf32>) {
  %split = onnx.Constant dense<[10, 20, 15]> : tensor<3xi64>
  %0:3 = "onnx.Split"(%input, %split) {axis = 0 : si64} : (tensor<45x32x32x128xf32>, tensor<3xi64>) -> (tensor<10x32x32x128xf32>, tensor<20x32x32x128xf32>, tensor<15x32x32x128xf32>)
  return %0#0, %0#1, %0#2 : tensor<10x32x32x128xf32>, tensor<20x32x32x128xf32>, tensor<15x32x32x128xf32>
}

// The seed's "Example 4: Split into 3 Outputs": split=[40, 100, 60] of (200, 16, 16, 64):
// 2,621,440 + 6,553,600 + 3,932,160 = 13,107,200 bytes, outputs at offsets 0, 2,621,440 and
// 9,175,040 of the input, which a Relu computes.
func.func @example4(%x: tensor<200x16x16x64xf32>) -> (tensor<40x16x16x64xf32>, tensor<100x16x16x64xf32>, tensor<60x16x16x64xf32>) {
  %input = "onnx.Relu"(%x) : (tensor<200x16x16x64xf32>) -> tensor<200x16x16x64xf32>
  %split = onnx.Constant dense<[40, 100, 60]> : tensor<3xi64>
  %0:3 = "onnx.Split"(%input, %split) {axis = 0 : si64} : (tensor<200x16x16x64xf32>, tensor<3xi64>) -> (tensor<40x16x16x64xf32>, tensor<100x16x16x64xf32>, tensor<60x16x16x64xf32>)
  return %0#0, %0#1, %0#2 : tensor<40x16x16x64xf32>, tensor<100x16x16x64xf32>, tensor<60x16x16x64xf32>
}

// The seed's memory layout: 180 bytes split into 40, 80 and 60 at 0x1000, 0x1028 and 0x1078
// (no padding).
func.func @layout(%input: tensor<45xf32> {graph.address = 4096 : i64}) -> (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>) attributes {} {
  %split = onnx.Constant dense<[10, 20, 15]> : tensor<3xi64>
  %0:3 = "onnx.Split"(%input, %split) {axis = 0 : si64} : (tensor<45xf32>, tensor<3xi64>) -> (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>)
  return %0#0, %0#1, %0#2 : tensor<10xf32>, tensor<20xf32>, tensor<15xf32>
}

// Split, then concat of the views in the other order: they cannot also be the concat's slots
// (their block reaches outside them), so the concat copies them into a block of its own.
func.func @split_then_concat(%x: tensor<6x64xf32>) -> tensor<6x64xf32> {
  %input = "onnx.Relu"(%x) : (tensor<6x64xf32>) -> tensor<6x64xf32>
  %split = onnx.Constant dense<[2, 4]> : tensor<2xi64>
  %0:2 = "onnx.Split"(%input, %split) {axis = 0 : si64} : (tensor<6x64xf32>, tensor<2xi64>) -> (tensor<2x64xf32>, tensor<4x64xf32>)
  %1 = "onnx.Concat"(%0#1, %0#0) {axis = 0 : si64} : (tensor<4x64xf32>, tensor<2x64xf32>) -> tensor<6x64xf32>
  return %1 : tensor<6x64xf32>
}
