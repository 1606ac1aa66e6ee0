// gather_runtime (runtime seed): the output takes its data's buffer, sized to the larger of the
// two physical sizes (C padded to an odd multiple of 64: 128 -> 192).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.seed_example.json

// The seed's example: data (50, 32, 32, 128), 30 indices, output (30, 32, 32, 128); padded
// (50, 32, 32, 192) and (30, 32, 32, 192). The seed labels them float32 but its sizes,
// 9,830,400 and 5,898,240 bytes, are the products without the element size: one-byte elements
// (a quantized ui8 tensor) give exactly them. Allocation: max(9,830,400, 5,898,240).
func.func @seed_example(%data: tensor<50x32x32x128xui8>, %indices: tensor<30xi64>) -> tensor<30x32x32x128xui8> {
  %0 = "onnx.Gather"(%data, %indices) {axis = 0 : si64} : (tensor<50x32x32x128xui8>, tensor<30xi64>) -> tensor<30x32x32x128xui8>
  return %0 : tensor<30x32x32x128xui8>
}

// In float32 the same gather needs 39,321,600 bytes (and the output 23,592,960).
func.func @seed_example_f32(%data: tensor<50x32x32x128xf32>, %indices: tensor<30xi64>) -> tensor<30x32x32x128xf32> {
  %0 = "onnx.Gather"(%data, %indices) {axis = 0 : si64} : (tensor<50x32x32x128xf32>, tensor<30xi64>) -> tensor<30x32x32x128xf32>
  return %0 : tensor<30x32x32x128xf32>
}

// Any axis whose leading dimensions are all 1 works like axis 0.
func.func @axis_two(%data: tensor<1x1x64x16xf32>, %indices: tensor<8xi64>) -> tensor<1x1x8x16xf32> {
  %0 = "onnx.Gather"(%data, %indices) {axis = -2 : si64} : (tensor<1x1x64x16xf32>, tensor<8xi64>) -> tensor<1x1x8x16xf32>
  return %0 : tensor<1x1x8x16xf32>
}

// The gather overwrites its data's bytes, so data still needed afterwards keeps its buffer and
// the output gets one of its own (listed in the report's fallbacks).
func.func @data_still_needed(%data: tensor<8x64xf32>, %indices: tensor<2xi64>) -> (tensor<2x64xf32>, tensor<8x64xf32>) {
  %0 = "onnx.Gather"(%data, %indices) {axis = 0 : si64} : (tensor<8x64xf32>, tensor<2xi64>) -> tensor<2x64xf32>
  %1 = "onnx.Relu"(%data) : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %0, %1 : tensor<2x64xf32>, tensor<8x64xf32>
}

// An embedding table is a constant (weights are not planned): the output is planned alone.
func.func @constant_table(%indices: tensor<4xi64>) -> tensor<4x64xf32> {
  %table = onnx.Constant dense<0.5> : tensor<16x64xf32>
  %0 = "onnx.Gather"(%table, %indices) {axis = 0 : si64} : (tensor<16x64xf32>, tensor<4xi64>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// CHECK-LABEL: func.func @seed_example
// CHECK-SAME: (%arg0: tensor<50x32x32x128xui8> {graph.bin = 0 : i64, graph.offset = 0 : i64}, %arg1: tensor<30xi64> {graph.bin = 0 : i64, graph.offset = 9830400 : i64}) -> tensor<30x32x32x128xui8> attributes {graph.arena_size = array<i64: 9830912>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 15729152>} {
// CHECK: %0 = "onnx.Gather"(%arg0, %arg1) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<50x32x32x128xui8>, tensor<30xi64>) -> tensor<30x32x32x128xui8>
// CHECK: return %0 : tensor<30x32x32x128xui8>
// CHECK-LABEL: func.func @seed_example_f32
// CHECK-SAME: (%arg0: tensor<50x32x32x128xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}, %arg1: tensor<30xi64> {graph.bin = 0 : i64, graph.offset = 39321600 : i64}) -> tensor<30x32x32x128xf32> attributes {graph.arena_size = array<i64: 39322112>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 62915072>} {
// CHECK: %0 = "onnx.Gather"(%arg0, %arg1) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<50x32x32x128xf32>, tensor<30xi64>) -> tensor<30x32x32x128xf32>
// CHECK: return %0 : tensor<30x32x32x128xf32>
// CHECK-LABEL: func.func @axis_two
// CHECK-SAME: (%arg0: tensor<1x1x64x16xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}, %arg1: tensor<8xi64> {graph.bin = 0 : i64, graph.offset = 16384 : i64}) -> tensor<1x1x8x16xf32> attributes {graph.arena_size = array<i64: 16896>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 18944>} {
// CHECK: %0 = "onnx.Gather"(%arg0, %arg1) {axis = -2 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x1x64x16xf32>, tensor<8xi64>) -> tensor<1x1x8x16xf32>
// CHECK: return %0 : tensor<1x1x8x16xf32>
// CHECK-LABEL: func.func @data_still_needed
// CHECK-SAME: (%arg0: tensor<8x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}, %arg1: tensor<2xi64> {graph.bin = 0 : i64, graph.offset = 2048 : i64}) -> (tensor<2x64xf32>, tensor<8x64xf32>) attributes {graph.arena_size = array<i64: 4608>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 5120>} {
// CHECK: %0 = "onnx.Gather"(%arg0, %arg1) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 4096>} : (tensor<8x64xf32>, tensor<2xi64>) -> tensor<2x64xf32>
// CHECK: %1 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 2048>} : (tensor<8x64xf32>) -> tensor<8x64xf32>
// CHECK: return %0, %1 : tensor<2x64xf32>, tensor<8x64xf32>
// CHECK-LABEL: func.func @constant_table
// CHECK-SAME: (%arg0: tensor<4xi64> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<4x64xf32> attributes {graph.arena_size = array<i64: 1536>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 1536>} {
// CHECK: %1 = "onnx.Gather"(%0, %arg0) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 512>} : (tensor<16x64xf32>, tensor<4xi64>) -> tensor<4x64xf32>
// CHECK: return %1 : tensor<4x64xf32>

// REPORT: "summary": {"arenaBytes":9830912,"preallocatedBytes":0,"totalBytes":9830912,"unaliasedBytes":15729152,"savedBytes":5898240,"savedPercent":37.5,"unaliasedPlannedBytes":15729152},
// REPORT: "bins": [
// REPORT-NEXT: {"bin":0,"arenaBytes":9830912,"preallocatedBytes":0,"totalBytes":9830912,"unaliasedBytes":15729152,"savedBytes":5898240,"savedPercent":37.5,"unaliasedPlannedBytes":15729152,"lowerBound":9830912}
// REPORT: "blocks": [
// REPORT-NEXT: {"id":0,"bin":0,"offset":0,"size":9830400,"lifetime":[0,2],"owner":"%arg0","aliases":["%0"]},
// REPORT-NEXT: {"id":1,"bin":0,"offset":9830400,"size":512,"lifetime":[0,1],"owner":"%arg1","aliases":[]}
// REPORT: "tensors": [
// REPORT-NEXT: {"name":"%arg0","op":"argument","type":"tensor<50x32x32x128xui8>","bin":0,"block":0,"offset":0,"size":9830400,"lifetime":[0,1],"placement":"own"},
// REPORT-NEXT: {"name":"%arg1","op":"argument","type":"tensor<30xi64>","bin":0,"block":1,"offset":9830400,"size":512,"lifetime":[0,1],"placement":"own"},
// REPORT-NEXT: {"name":"%0","op":"onnx.Gather","type":"tensor<30x32x32x128xui8>","bin":0,"block":0,"offset":0,"size":5898240,"lifetime":[1,2],"placement":"gather into %arg0"}
// REPORT: "deallocations": [
// REPORT-NEXT: {"tick":1,"tensor":"%arg0","block":0,"action":"transfer","owner":"%0","aliases":[]},
// REPORT-NEXT: {"tick":1,"tensor":"%arg1","block":1,"action":"free","aliases":[]}
