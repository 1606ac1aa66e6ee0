// What imported graphs bring besides the seeds' examples (written by hand): the caller's inputs
// and outputs pre-allocated one after another (preallocate-io, the default), several results,
// optional results absent (none), scalars, views of weights, a result that is a view of an input
// (a copy: input and output are separate caller buffers), an argument returned as it is.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// With preallocate-io=false the inputs and outputs are planned in the arena like the rest (the
// seed's tests plan them so).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{preallocate-io=false}))' | FileCheck %s --check-prefix=ARENA

func.func @edges(%x: tensor<2x8xf32> {onnx.name = "x"}, %t: tensor<f32> {onnx.name = "temperature"}, %given: tensor<4xf32> {graph.address = 4096 : i64, onnx.name = "given"}) -> (tensor<16xf32> {onnx.name = "flat"}, tensor<2x8xf32> {onnx.name = "scaled"}, tensor<f32> {onnx.name = "t_out"}, tensor<8xf32> {onnx.name = "bias_out"}, tensor<4xf32> {onnx.name = "given_out"}) {
  %b = onnx.Constant dense<0.5> : tensor<8xf32>
  %bv = "onnx.Identity"(%b) {onnx_node_name = "Identity_0"} : (tensor<8xf32>) -> tensor<8xf32>
  %bout = "onnx.Identity"(%b) {onnx_node_name = "Identity_1"} : (tensor<8xf32>) -> tensor<8xf32>
  %s16 = onnx.Constant dense<16> : tensor<1xi64>
  %flat = "onnx.Reshape"(%x, %s16) {allowzero = 0 : si64} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<16xf32>
  %d = "onnx.Div"(%x, %t) : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %y, %mask = "onnx.Dropout"(%d, %t, %none) : (tensor<2x8xf32>, tensor<f32>, none) -> (tensor<2x8xf32>, none)
  %scaled = "onnx.Add"(%y, %bv) : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %t2 = "onnx.Mul"(%t, %t) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %flat, %scaled, %t2, %bout, %given : tensor<16xf32>, tensor<2x8xf32>, tensor<f32>, tensor<8xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @edges
// CHECK-SAME: (%arg0: tensor<2x8xf32> {graph.address = 4160 : i64, graph.bin = 0 : i64, onnx.name = "x"}, %arg1: tensor<f32> {graph.address = 4224 : i64, graph.bin = 0 : i64, onnx.name = "temperature"}, %arg2: tensor<4xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64, onnx.name = "given"}) -> (tensor<16xf32> {onnx.name = "flat"}, tensor<2x8xf32> {onnx.name = "scaled"}, tensor<f32> {onnx.name = "t_out"}, tensor<8xf32> {onnx.name = "bias_out"}, tensor<4xf32> {onnx.name = "given_out"}) attributes {graph.arena_size = array<i64: 128>, graph.preallocated_size = array<i64: 248>, graph.unaliased_size = array<i64: 376>} {
// CHECK: %1 = "onnx.Identity"(%0) {onnx_node_name = "Identity_0"} : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: %2 = "onnx.Identity"(%0) {graph.address = array<i64: 4480>, graph.bin = 0 : i64, onnx_node_name = "Identity_1"} : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: %4 = "onnx.Reshape"(%arg0, %3) {allowzero = 0 : si64, graph.address = array<i64: 4288>, graph.bin = 0 : i64} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<16xf32>
// CHECK: %5 = "onnx.Div"(%arg0, %arg1) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
// CHECK: %7:2 = "onnx.Dropout"(%5, %arg1, %6) {graph.bin = 0 : i64, graph.offset = array<i64: 64, -1>} : (tensor<2x8xf32>, tensor<f32>, none) -> (tensor<2x8xf32>, none)
// CHECK: %8 = "onnx.Add"(%7#0, %1) {graph.address = array<i64: 4352>, graph.bin = 0 : i64} : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
// CHECK: %9 = "onnx.Mul"(%arg1, %arg1) {graph.address = array<i64: 4416>, graph.bin = 0 : i64} : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK: return %4, %8, %9, %2, %arg2 : tensor<16xf32>, tensor<2x8xf32>, tensor<f32>, tensor<8xf32>, tensor<4xf32>
// REPORT: "summary": {"arenaBytes":128,"preallocatedBytes":248,"totalBytes":376,"unaliasedBytes":376,"savedBytes":0,"savedPercent":0.0,"unaliasedPlannedBytes":376},
// REPORT: "graph": {"tensors":9,"weightViews":1,"inputBytes":84,"outputBytes":164,"liveBoundBytes":256,"liveBoundTensors":7,"dynamicTensors":0},
// REPORT: "aliasing": [
// REPORT-NEXT: {"rule":"noop","aliased":0,"copied":2,"causes":{"noop: the input is not planned memory (a weight); the output is a copy":1,"the function's inputs and outputs are separate buffers of the caller":1}}
// REPORT-NEXT: ]
// REPORT: "fallbacks": [
// REPORT-NEXT: {"op":"onnx.Identity","result":"%2","message":"noop: the input is not planned memory (a weight); the output is a copy"},
// REPORT-NEXT: {"op":"onnx.Reshape","result":"%4","message":"%4 gets memory of its own: the function's inputs and outputs are separate buffers of the caller"}
// REPORT-NEXT: ]

// ARENA-LABEL: func.func @edges
// ARENA-SAME: (%arg0: tensor<2x8xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64, onnx.name = "x"}, %arg1: tensor<f32> {graph.bin = 0 : i64, graph.offset = 64 : i64, onnx.name = "temperature"}, %arg2: tensor<4xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64, onnx.name = "given"}) -> (tensor<16xf32> {onnx.name = "flat"}, tensor<2x8xf32> {onnx.name = "scaled"}, tensor<f32> {onnx.name = "t_out"}, tensor<8xf32> {onnx.name = "bias_out"}, tensor<4xf32> {onnx.name = "given_out"}) attributes {graph.arena_size = array<i64: 320>, graph.preallocated_size = array<i64: 16>, graph.unaliased_size = array<i64: 376>} {
// ARENA: %4 = "onnx.Reshape"(%arg0, %3) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<2x8xf32>, tensor<1xi64>) -> tensor<16xf32>
// ARENA: %8 = "onnx.Add"(%7#0, %1) {graph.bin = 0 : i64, graph.offset = array<i64: 192>} : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
// ARENA: return %4, %8, %9, %2, %arg2 : tensor<16xf32>, tensor<2x8xf32>, tensor<f32>, tensor<8xf32>, tensor<4xf32>
