// The runtime seed's memory layout on an NCHW graph (layout=nhwc channel-padding=64): 4-d tensors
// are held channels-last with C padded to an odd multiple of 64, so a 1x3x8x8 f32 image takes
// 8 x 8 x 64 x 4 = 16,384 bytes. The Flatten of the pooled 1x16x1x1 keeps its bytes (H = W = 1)
// and aliases; the Flatten of a 1x4x2x2 map reorders them (C moves before H and W) and copies;
// a channel Slice has H and W before C and copies.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{layout=nhwc channel-padding=64 report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// The graph's own layout (the default): everything aliases, 1x3x8x8 takes 768 bytes.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.graph.json}))' -o /dev/null
// RUN: FileCheck %s --check-prefix=GRAPH --input-file=%t.graph.json

func.func @main_graph(%img: tensor<1x3x8x8xf32> {onnx.name = "image"}) -> (tensor<1x16xf32> {onnx.name = "pooled"}, tensor<1x16xf32> {onnx.name = "map"}, tensor<1x2x8x8xf32> {onnx.name = "half"}) {
  %w = onnx.Constant dense<0.1> : tensor<16x3x3x3xf32>
  %w2 = onnx.Constant dense<0.1> : tensor<4x16x4x4xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %c = "onnx.Conv"(%img, %w, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>, none) -> tensor<1x16x8x8xf32>
  %r = "onnx.Relu"(%c) : (tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %p = "onnx.GlobalAveragePool"(%r) : (tensor<1x16x8x8xf32>) -> tensor<1x16x1x1xf32>
  %f = "onnx.Flatten"(%p) {axis = 1 : si64} : (tensor<1x16x1x1xf32>) -> tensor<1x16xf32>
  %m = "onnx.Conv"(%r, %w2, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [4, 4], pads = [0, 0, 0, 0], strides = [4, 4]} : (tensor<1x16x8x8xf32>, tensor<4x16x4x4xf32>, none) -> tensor<1x4x2x2xf32>
  %mf = "onnx.Flatten"(%m) {axis = 1 : si64} : (tensor<1x4x2x2xf32>) -> tensor<1x16xf32>
  %s0 = onnx.Constant dense<0> : tensor<1xi64>
  %s2 = onnx.Constant dense<2> : tensor<1xi64>
  %ax = onnx.Constant dense<1> : tensor<1xi64>
  %h = "onnx.Slice"(%r, %s0, %s2, %ax, %none) : (tensor<1x16x8x8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<1x2x8x8xf32>
  %hr = "onnx.Relu"(%h) : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  return %f, %mf, %hr : tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x2x8x8xf32>
}

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: (%arg0: tensor<1x3x8x8xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "image"}) -> (tensor<1x16xf32> {onnx.name = "pooled"}, tensor<1x16xf32> {onnx.name = "map"}, tensor<1x2x8x8xf32> {onnx.name = "half"}) attributes {graph.arena_size = array<i64: 32768>, graph.preallocated_size = array<i64: 33280>, graph.unaliased_size = array<i64: 83712>} {
// CHECK: %3 = "onnx.Conv"(%arg0, %0, %2) {auto_pad = "NOTSET", dilations = [1, 1], graph.bin = 0 : i64, graph.offset = array<i64: 0>, group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>, none) -> tensor<1x16x8x8xf32>
// CHECK: %5 = "onnx.GlobalAveragePool"(%4) {graph.address = array<i64: 16384>, graph.bin = 0 : i64} : (tensor<1x16x8x8xf32>) -> tensor<1x16x1x1xf32>
// CHECK: %6 = "onnx.Flatten"(%5) {axis = 1 : si64, graph.address = array<i64: 16384>, graph.bin = 0 : i64} : (tensor<1x16x1x1xf32>) -> tensor<1x16xf32>
// CHECK: %8 = "onnx.Flatten"(%7) {axis = 1 : si64, graph.address = array<i64: 16640>, graph.bin = 0 : i64} : (tensor<1x4x2x2xf32>) -> tensor<1x16xf32>
// CHECK: %12 = "onnx.Slice"(%4, %9, %10, %11, %2) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x16x8x8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<1x2x8x8xf32>
// CHECK: return %6, %8, %13 : tensor<1x16xf32>, tensor<1x16xf32>, tensor<1x2x8x8xf32>
// REPORT: "summary": {"arenaBytes":32768,"preallocatedBytes":33280,"totalBytes":66048,"unaliasedBytes":83712,"savedBytes":17664,"savedPercent":21.1,"unaliasedPlannedBytes":66048},
// REPORT: "aliasing": [
// REPORT-NEXT: {"rule":"noop","aliased":1,"copied":1,"causes":{"noop: in this layout the input and the output do not hold their elements in the same bytes":1}},
// REPORT-NEXT: {"rule":"slice","aliased":0,"copied":1,"causes":{"slice_runtime: dimensions before the axis are not all 1":1}}
// REPORT-NEXT: ]
// REPORT: "fallbacks": [
// REPORT-NEXT: {"op":"onnx.Flatten","result":"%8","message":"noop: in this layout [1, 4, 2, 2] and [1, 16] do not hold their elements in the same bytes; the output is a copy"},
// REPORT-NEXT: {"op":"onnx.Slice","result":"%12","message":"slice_runtime: axis=1 requires all leading dimensions to be 1 for memory aliasing (shape [1, 16, 8, 8])"}
// REPORT-NEXT: ]
// GRAPH: "summary": {"arenaBytes":8192,"preallocatedBytes":1408,"totalBytes":9600,"unaliasedBytes":10240,"savedBytes":640,"savedPercent":6.3,"unaliasedPlannedBytes":9600},
// GRAPH: "aliasing": [
// GRAPH-NEXT: {"rule":"noop","aliased":2,"copied":0,"causes":{}},
// GRAPH-NEXT: {"rule":"slice","aliased":1,"copied":0,"causes":{}}
// GRAPH-NEXT: ]
