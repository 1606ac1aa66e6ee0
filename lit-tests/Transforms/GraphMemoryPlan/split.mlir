// split_runtime (runtime seed): the outputs are views of the input, one after another from its
// start; no memory of their own.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false}))' | FileCheck %s

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

// Split, then concat of the views in the other order: the concat starts at the second view
// (aliased: its slot 0), and the first view, which lies before it, is copied into slot 1.
func.func @split_then_concat(%x: tensor<6x64xf32>) -> tensor<6x64xf32> {
  %input = "onnx.Relu"(%x) : (tensor<6x64xf32>) -> tensor<6x64xf32>
  %split = onnx.Constant dense<[2, 4]> : tensor<2xi64>
  %0:2 = "onnx.Split"(%input, %split) {axis = 0 : si64} : (tensor<6x64xf32>, tensor<2xi64>) -> (tensor<2x64xf32>, tensor<4x64xf32>)
  %1 = "onnx.Concat"(%0#1, %0#0) {axis = 0 : si64} : (tensor<4x64xf32>, tensor<2x64xf32>) -> tensor<6x64xf32>
  return %1 : tensor<6x64xf32>
}

// CHECK-LABEL: func.func @seed_example
// CHECK-SAME: (%arg0: tensor<45x32x32x128xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}) -> (tensor<10x32x32x128xf32>, tensor<20x32x32x128xf32>, tensor<15x32x32x128xf32>) attributes {graph.arena_size = array<i64: 0>, graph.preallocated_size = array<i64: 35389440>, graph.unaliased_size = array<i64: 70778880>} {
// CHECK: %1:3 = "onnx.Split"(%arg0, %0) {axis = 0 : si64, graph.address = array<i64: 4096, 7868416, 23597056>, graph.bin = 0 : i64} : (tensor<45x32x32x128xf32>, tensor<3xi64>) -> (tensor<10x32x32x128xf32>, tensor<20x32x32x128xf32>, tensor<15x32x32x128xf32>)
// CHECK: return %1#0, %1#1, %1#2 : tensor<10x32x32x128xf32>, tensor<20x32x32x128xf32>, tensor<15x32x32x128xf32>
// CHECK-LABEL: func.func @example4
// CHECK-SAME: (%arg0: tensor<200x16x16x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> (tensor<40x16x16x64xf32>, tensor<100x16x16x64xf32>, tensor<60x16x16x64xf32>) attributes {graph.arena_size = array<i64: 26214400>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 39321600>} {
// CHECK: %0 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 13107200>} : (tensor<200x16x16x64xf32>) -> tensor<200x16x16x64xf32>
// CHECK: %2:3 = "onnx.Split"(%0, %1) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 13107200, 15728640, 22282240>} : (tensor<200x16x16x64xf32>, tensor<3xi64>) -> (tensor<40x16x16x64xf32>, tensor<100x16x16x64xf32>, tensor<60x16x16x64xf32>)
// CHECK: return %2#0, %2#1, %2#2 : tensor<40x16x16x64xf32>, tensor<100x16x16x64xf32>, tensor<60x16x16x64xf32>
// CHECK-LABEL: func.func @split_then_concat
// CHECK-SAME: (%arg0: tensor<6x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<6x64xf32> attributes {graph.arena_size = array<i64: 3584>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 6144>} {
// CHECK: %0 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 1536>} : (tensor<6x64xf32>) -> tensor<6x64xf32>
// CHECK: %2:2 = "onnx.Split"(%0, %1) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 1536, 2048>} : (tensor<6x64xf32>, tensor<2xi64>) -> (tensor<2x64xf32>, tensor<4x64xf32>)
// CHECK: %3 = "onnx.Concat"(%2#1, %2#0) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 2048>} : (tensor<4x64xf32>, tensor<2x64xf32>) -> tensor<6x64xf32>
// CHECK: return %3 : tensor<6x64xf32>
