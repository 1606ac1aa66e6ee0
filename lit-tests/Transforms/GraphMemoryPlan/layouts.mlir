// The runtime seed's memory layout pictures, which count plain bytes (no channel padding):
// a slice of 40 f32 elements, a concat and a split of 40-, 80- and 60-byte parts, each against
// the caller's 0x1000 (4096).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false channel-padding=0 alignment=1}))' | FileCheck %s

// The seed's memory layout: 40 f32 elements (160 bytes) at 0x1000, slice [10:30] at
// 0x1000 + 10 x 4 = 0x1028 (4136), unaligned.
func.func @slice_layout(%input: tensor<40xf32> {graph.address = 4096 : i64}) -> tensor<20xf32> {
  %starts = onnx.Constant dense<10> : tensor<1xi64>
  %ends = onnx.Constant dense<30> : tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Slice"(%input, %starts, %ends, %none, %none) : (tensor<40xf32>, tensor<1xi64>, tensor<1xi64>, none, none) -> tensor<20xf32>
  return %0 : tensor<20xf32>
}

// The seed's memory layout: shapes [10], [20], [15] f32 (40, 80 and 60 bytes, no padding) at
// 0x1000, 0x1028 and 0x1078; 180 bytes.
func.func @concat_layout(%i0: tensor<10xf32>, %i1: tensor<20xf32>, %i2: tensor<15xf32>) -> (tensor<45xf32> {graph.address = 4096 : i64}) {
  %0 = "onnx.Concat"(%i0, %i1, %i2) {axis = 0 : si64} : (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>) -> tensor<45xf32>
  return %0 : tensor<45xf32>
}

// The seed's memory layout: 180 bytes split into 40, 80 and 60 at 0x1000, 0x1028 and 0x1078
// (no padding).
func.func @split_layout(%input: tensor<45xf32> {graph.address = 4096 : i64}) -> (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>) {
  %split = onnx.Constant dense<[10, 20, 15]> : tensor<3xi64>
  %0:3 = "onnx.Split"(%input, %split) {axis = 0 : si64} : (tensor<45xf32>, tensor<3xi64>) -> (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>)
  return %0#0, %0#1, %0#2 : tensor<10xf32>, tensor<20xf32>, tensor<15xf32>
}

// CHECK-LABEL: func.func @slice_layout
// CHECK-SAME: (%arg0: tensor<40xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}) -> tensor<20xf32> attributes {graph.arena_size = array<i64: 0>, graph.preallocated_size = array<i64: 160>, graph.unaliased_size = array<i64: 240>} {
// CHECK: %3 = "onnx.Slice"(%arg0, %0, %1, %2, %2) {graph.address = array<i64: 4136>, graph.bin = 0 : i64} : (tensor<40xf32>, tensor<1xi64>, tensor<1xi64>, none, none) -> tensor<20xf32>
// CHECK: return %3 : tensor<20xf32>
// CHECK-LABEL: func.func @concat_layout
// CHECK-SAME: (%arg0: tensor<10xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}, %arg1: tensor<20xf32> {graph.address = 4136 : i64, graph.bin = 0 : i64}, %arg2: tensor<15xf32> {graph.address = 4216 : i64, graph.bin = 0 : i64}) -> (tensor<45xf32> {graph.address = 4096 : i64}) attributes {graph.arena_size = array<i64: 0>, graph.preallocated_size = array<i64: 180>, graph.unaliased_size = array<i64: 360>} {
// CHECK: %0 = "onnx.Concat"(%arg0, %arg1, %arg2) {axis = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64} : (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>) -> tensor<45xf32>
// CHECK: return %0 : tensor<45xf32>
// CHECK-LABEL: func.func @split_layout
// CHECK-SAME: (%arg0: tensor<45xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}) -> (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>) attributes {graph.arena_size = array<i64: 0>, graph.preallocated_size = array<i64: 180>, graph.unaliased_size = array<i64: 360>} {
// CHECK: %1:3 = "onnx.Split"(%arg0, %0) {axis = 0 : si64, graph.address = array<i64: 4096, 4136, 4216>, graph.bin = 0 : i64} : (tensor<45xf32>, tensor<3xi64>) -> (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>)
// CHECK: return %1#0, %1#1, %1#2 : tensor<10xf32>, tensor<20xf32>, tensor<15xf32>
