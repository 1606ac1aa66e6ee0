// ShuffleNet v2's unit as the importer prints an exported ShuffleNet (written by hand, small
// shapes): the channel split is two Slices whose bounds are computed from Shape (Gather, Add,
// Div, Mul: known by data propagation), the right half goes through a 1x1 Conv and a Relu, the
// halves are concatenated and shuffled by Reshape -> Transpose -> Reshape.
// Default options: the Slices are views of the Relu's output (N = 1 before the channel axis), the
// Reshapes alias, the Transpose moves data and copies, and the left half is copied into the
// Concat (its block, the whole Relu output, holds the bytes of the other slot). The shuffled
// output is the caller's: the Transpose writes straight into it (the last Reshape propagates the
// caller's address backward).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// With strided-transposes (a runtime reading the Transpose through strides, the seed's
// Transpose_noop), the whole shuffle is a view of the Concat, which then lies in the caller's
// output.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strided-transposes=true}))' | FileCheck %s --check-prefix=STRIDED

func.func @main_graph(%input: tensor<1x16x8x8xf32> {onnx.name = "input"}) -> (tensor<1x16x8x8xf32> {onnx.name = "output"}) {
  %w = onnx.Constant dense<0.1> : tensor<8x8x1x1xf32>
  %b = onnx.Constant dense<0.0> : tensor<8xf32>
  %bias = "onnx.Identity"(%b) {onnx_node_name = "Identity_0"} : (tensor<8xf32>) -> tensor<8xf32>
  %x = "onnx.Relu"(%input) {onnx_node_name = "/stage/Relu"} : (tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %shape = "onnx.Shape"(%x) {onnx_node_name = "/unit/Shape", start = 0 : si64} : (tensor<1x16x8x8xf32>) -> tensor<4xi64>
  %one = onnx.Constant {value = dense<1> : tensor<1xi64>} : tensor<1xi64>
  %c = "onnx.Gather"(%shape, %one) {axis = 0 : si64, onnx_node_name = "/unit/Gather"} : (tensor<4xi64>, tensor<1xi64>) -> tensor<1xi64>
  %zero = onnx.Constant {value = dense<0> : tensor<1xi64>} : tensor<1xi64>
  %c1 = "onnx.Add"(%c, %one) {onnx_node_name = "/unit/Add"} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %two = onnx.Constant {value = dense<2> : tensor<1xi64>} : tensor<1xi64>
  %half = "onnx.Div"(%c1, %two) {onnx_node_name = "/unit/Div"} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %end1 = "onnx.Mul"(%half, %one) {onnx_node_name = "/unit/Mul"} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %left = "onnx.Slice"(%x, %zero, %end1, %one, %none) {onnx_node_name = "/unit/Slice"} : (tensor<1x16x8x8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<1x8x8x8xf32>
  %end2 = "onnx.Mul"(%half, %two) {onnx_node_name = "/unit/Mul_1"} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %none2 = "onnx.NoValue"() {value} : () -> none
  %right = "onnx.Slice"(%x, %end1, %end2, %one, %none2) {onnx_node_name = "/unit/Slice_1"} : (tensor<1x16x8x8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<1x8x8x8xf32>
  %conv = "onnx.Conv"(%right, %w, %bias) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [1, 1], onnx_node_name = "/unit/branch2/Conv", pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x8x8x8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
  %relu = "onnx.Relu"(%conv) {onnx_node_name = "/unit/branch2/Relu"} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %cat = "onnx.Concat"(%left, %relu) {axis = 1 : si64, onnx_node_name = "/unit/Concat"} : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x16x8x8xf32>
  %s5 = onnx.Constant {value = dense<[1, 2, 8, 8, 8]> : tensor<5xi64>} : tensor<5xi64>
  %groups = "onnx.Reshape"(%cat, %s5) {allowzero = 0 : si64, onnx_node_name = "/unit/Reshape"} : (tensor<1x16x8x8xf32>, tensor<5xi64>) -> tensor<1x2x8x8x8xf32>
  %t = "onnx.Transpose"(%groups) {onnx_node_name = "/unit/Transpose", perm = [0, 2, 1, 3, 4]} : (tensor<1x2x8x8x8xf32>) -> tensor<1x8x2x8x8xf32>
  %s4 = onnx.Constant {value = dense<[1, 16, 8, 8]> : tensor<4xi64>} : tensor<4xi64>
  %out = "onnx.Reshape"(%t, %s4) {allowzero = 0 : si64, onnx_node_name = "/unit/Reshape_1"} : (tensor<1x8x2x8x8xf32>, tensor<4xi64>) -> tensor<1x16x8x8xf32>
  return %out : tensor<1x16x8x8xf32>
}

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: (%arg0: tensor<1x16x8x8xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "input"}) -> (tensor<1x16x8x8xf32> {onnx.name = "output"}) attributes {graph.arena_size = array<i64: 10240>, graph.preallocated_size = array<i64: 8192>, graph.unaliased_size = array<i64: 32840>} {
// CHECK: %2 = "onnx.Identity"(%1) {onnx_node_name = "Identity_0"} : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: %3 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "/stage/Relu"} : (tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
// CHECK: %13 = "onnx.Slice"(%3, %7, %11, %5, %12) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "/unit/Slice"} : (tensor<1x16x8x8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<1x8x8x8xf32>
// CHECK: %16 = "onnx.Slice"(%3, %11, %14, %5, %15) {graph.bin = 0 : i64, graph.offset = array<i64: 2048>, onnx_node_name = "/unit/Slice_1"} : (tensor<1x16x8x8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<1x8x8x8xf32>
// CHECK: %18 = "onnx.Relu"(%17) {graph.bin = 0 : i64, graph.offset = array<i64: 8192>, onnx_node_name = "/unit/branch2/Relu"} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK: %19 = "onnx.Concat"(%13, %18) {axis = 1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 6144>, onnx_node_name = "/unit/Concat"} : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x16x8x8xf32>
// CHECK: %21 = "onnx.Reshape"(%19, %20) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 6144>, onnx_node_name = "/unit/Reshape"} : (tensor<1x16x8x8xf32>, tensor<5xi64>) -> tensor<1x2x8x8x8xf32>
// CHECK: %22 = "onnx.Transpose"(%21) {graph.address = array<i64: 4096>, graph.bin = 0 : i64, onnx_node_name = "/unit/Transpose", perm = [0, 2, 1, 3, 4]} : (tensor<1x2x8x8x8xf32>) -> tensor<1x8x2x8x8xf32>
// CHECK: %24 = "onnx.Reshape"(%22, %23) {allowzero = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64, onnx_node_name = "/unit/Reshape_1"} : (tensor<1x8x2x8x8xf32>, tensor<4xi64>) -> tensor<1x16x8x8xf32>
// CHECK: return %24 : tensor<1x16x8x8xf32>
// REPORT: "graph": {"tensors":16,"weightViews":1,"inputBytes":4096,"outputBytes":4096,"liveBoundBytes":8240,"liveBoundTensors":16,"dynamicTensors":0},
// REPORT: "aliasing": [
// REPORT-NEXT: {"rule":"slice","aliased":2,"copied":0,"causes":{}},
// REPORT-NEXT: {"rule":"noop","aliased":2,"copied":0,"causes":{}},
// REPORT-NEXT: {"rule":"transpose","aliased":0,"copied":1,"causes":{"onnx.Transpose moves data: dimensions larger than 1 change order":1}},
// REPORT-NEXT: {"rule":"concat","aliased":1,"copied":1,"causes":{"its block holds bytes of input #1's slot":1}},
// REPORT-NEXT: {"rule":"gather","aliased":1,"copied":0,"causes":{}}
// REPORT-NEXT: ]
// REPORT: "fallbacks": [
// REPORT-NEXT: {"op":"onnx.Transpose","result":"%22","message":"'onnx.Transpose' with perm [0, 2, 1, 3, 4] puts dimension 1 (2) after dimension 2 (8): it moves data, its result is a copy"},
// REPORT-NEXT: {"op":"onnx.Concat","result":"%19","message":"concat_runtime: input #0 (%13) is copied into its slot: its block holds bytes of input #1's slot"}
// REPORT-NEXT: ]

// STRIDED-LABEL: func.func @main_graph
// STRIDED-SAME: (%arg0: tensor<1x16x8x8xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "input"}) -> (tensor<1x16x8x8xf32> {onnx.name = "output"}) attributes {graph.arena_size = array<i64: 6144>, graph.preallocated_size = array<i64: 8192>, graph.unaliased_size = array<i64: 32840>} {
// STRIDED: %18 = "onnx.Relu"(%17) {graph.address = array<i64: 6144>, graph.bin = 0 : i64, onnx_node_name = "/unit/branch2/Relu"} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// STRIDED: %19 = "onnx.Concat"(%13, %18) {axis = 1 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64, onnx_node_name = "/unit/Concat"} : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x16x8x8xf32>
// STRIDED: %21 = "onnx.Reshape"(%19, %20) {allowzero = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64, onnx_node_name = "/unit/Reshape"} : (tensor<1x16x8x8xf32>, tensor<5xi64>) -> tensor<1x2x8x8x8xf32>
// STRIDED: %22 = "onnx.Transpose"(%21) {graph.address = array<i64: 4096>, graph.bin = 0 : i64, onnx_node_name = "/unit/Transpose", perm = [0, 2, 1, 3, 4]} : (tensor<1x2x8x8x8xf32>) -> tensor<1x8x2x8x8xf32>
// STRIDED: %24 = "onnx.Reshape"(%22, %23) {allowzero = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64, onnx_node_name = "/unit/Reshape_1"} : (tensor<1x8x2x8x8xf32>, tensor<4xi64>) -> tensor<1x16x8x8xf32>
// STRIDED: return %24 : tensor<1x16x8x8xf32>
