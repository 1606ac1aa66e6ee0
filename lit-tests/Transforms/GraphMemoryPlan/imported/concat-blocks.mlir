// The concatenations of DenseNet and SqueezeNet as the importer prints exported models (written
// by hand, small shapes). Default options: N = 1 before the channel axis, so every input is
// written straight into its slot of the Concat.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=DENSE --input-file=%t.densenet_block.json
// RUN: FileCheck %s --check-prefix=FIRE --input-file=%t.fire.json
// In the seed's layout (NHWC, C padded to 64) the channel axis comes last: H and W before it are
// not 1, and every input is copied.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{layout=nhwc channel-padding=64 report=%t.nhwc.json}))' -o /dev/null
// RUN: FileCheck %s --check-prefix=NHWC --input-file=%t.nhwc.densenet_block.json

// A dense block of three layers after a pooling: each layer reads the concatenation of all
// features so far (torchvision's torch.cat of the list), BatchNormalization -> Relu -> Conv adds
// 4 channels.
// The three Concats nest: x0, f1, f2, f3 lie one after another in the last one's buffer, and
// the earlier Concats are its prefixes (the seed's chained concat).
func.func @densenet_block(%input: tensor<1x8x4x4xf32> {onnx.name = "input"}) -> (tensor<1x20x4x4xf32> {onnx.name = "block"}) {
  %x0 = "onnx.MaxPoolSingleOut"(%input) {auto_pad = "NOTSET", ceil_mode = 0 : si64, dilations = [1, 1], kernel_shape = [1, 1], pads = [0, 0, 0, 0], storage_order = 0 : si64, strides = [1, 1]} : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %s8 = onnx.Constant dense<1.0> : tensor<8xf32>
  %s12 = onnx.Constant dense<1.0> : tensor<12xf32>
  %s16 = onnx.Constant dense<1.0> : tensor<16xf32>
  %w8 = onnx.Constant dense<0.1> : tensor<4x8x3x3xf32>
  %w12 = onnx.Constant dense<0.1> : tensor<4x12x3x3xf32>
  %w16 = onnx.Constant dense<0.1> : tensor<4x16x3x3xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %n1 = "onnx.BatchNormalizationInferenceMode"(%x0, %s8, %s8, %s8, %s8) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  %r1 = "onnx.Relu"(%n1) : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %f1 = "onnx.Conv"(%r1, %w8, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x8x4x4xf32>, tensor<4x8x3x3xf32>, none) -> tensor<1x4x4x4xf32>
  %c1 = "onnx.Concat"(%x0, %f1) {axis = 1 : si64, onnx_node_name = "/denseblock/layer1/Concat"} : (tensor<1x8x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x12x4x4xf32>
  %n2 = "onnx.BatchNormalizationInferenceMode"(%c1, %s12, %s12, %s12, %s12) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x12x4x4xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<1x12x4x4xf32>
  %r2 = "onnx.Relu"(%n2) : (tensor<1x12x4x4xf32>) -> tensor<1x12x4x4xf32>
  %f2 = "onnx.Conv"(%r2, %w12, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x12x4x4xf32>, tensor<4x12x3x3xf32>, none) -> tensor<1x4x4x4xf32>
  %c2 = "onnx.Concat"(%x0, %f1, %f2) {axis = 1 : si64, onnx_node_name = "/denseblock/layer2/Concat"} : (tensor<1x8x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x16x4x4xf32>
  %n3 = "onnx.BatchNormalizationInferenceMode"(%c2, %s16, %s16, %s16, %s16) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x4x4xf32>
  %r3 = "onnx.Relu"(%n3) : (tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
  %f3 = "onnx.Conv"(%r3, %w16, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x16x4x4xf32>, tensor<4x16x3x3xf32>, none) -> tensor<1x4x4x4xf32>
  %c3 = "onnx.Concat"(%x0, %f1, %f2, %f3) {axis = 1 : si64, onnx_node_name = "/denseblock/layer3/Concat"} : (tensor<1x8x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x20x4x4xf32>
  %out = "onnx.Relu"(%c3) : (tensor<1x20x4x4xf32>) -> tensor<1x20x4x4xf32>
  return %out : tensor<1x20x4x4xf32>
}

// SqueezeNet's fire module: squeeze 1x1, then expand 1x1 and expand 3x3 side by side, each
// Relu written into its half of the Concat; the weights' Identity views are not planned.
func.func @fire(%x: tensor<1x16x8x8xf32> {onnx.name = "x"}) -> (tensor<1x10xf32> {onnx.name = "logits"}) {
  %ws = onnx.Constant dense<0.1> : tensor<4x16x1x1xf32>
  %we1 = onnx.Constant dense<0.1> : tensor<8x4x1x1xf32>
  %we3 = onnx.Constant dense<0.1> : tensor<8x4x3x3xf32>
  %b = onnx.Constant dense<0.0> : tensor<8xf32>
  %b1 = "onnx.Identity"(%b) {onnx_node_name = "Identity_1"} : (tensor<8xf32>) -> tensor<8xf32>
  %b2 = "onnx.Identity"(%b) {onnx_node_name = "Identity_2"} : (tensor<8xf32>) -> tensor<8xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %sq = "onnx.Conv"(%x, %ws, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x16x8x8xf32>, tensor<4x16x1x1xf32>, none) -> tensor<1x4x8x8xf32>
  %sqr = "onnx.Relu"(%sq) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %e1 = "onnx.Conv"(%sqr, %we1, %b1) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x4x8x8xf32>, tensor<8x4x1x1xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
  %e1r = "onnx.Relu"(%e1) : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %e3 = "onnx.Conv"(%sqr, %we3, %b2) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
  %e3r = "onnx.Relu"(%e3) : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %cat = "onnx.Concat"(%e1r, %e3r) {axis = 1 : si64, onnx_node_name = "/fire/Concat"} : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x16x8x8xf32>
  %wc = onnx.Constant dense<0.1> : tensor<10x16x1x1xf32>
  %cls = "onnx.Conv"(%cat, %wc, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x16x8x8xf32>, tensor<10x16x1x1xf32>, none) -> tensor<1x10x8x8xf32>
  %pool = "onnx.GlobalAveragePool"(%cls) : (tensor<1x10x8x8xf32>) -> tensor<1x10x1x1xf32>
  %flat = "onnx.Flatten"(%pool) {axis = 1 : si64} : (tensor<1x10x1x1xf32>) -> tensor<1x10xf32>
  return %flat : tensor<1x10xf32>
}

// CHECK-LABEL: func.func @densenet_block
// CHECK-SAME: (%arg0: tensor<1x8x4x4xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "input"}) -> (tensor<1x20x4x4xf32> {onnx.name = "block"}) attributes {graph.arena_size = array<i64: 3328>, graph.preallocated_size = array<i64: 1792>, graph.unaliased_size = array<i64: 10752>} {
// CHECK: %0 = "onnx.MaxPoolSingleOut"(%arg0) {auto_pad = "NOTSET", ceil_mode = 0 : si64, dilations = [1, 1], graph.bin = 0 : i64, graph.offset = array<i64: 0>, kernel_shape = [1, 1], pads = [0, 0, 0, 0], storage_order = 0 : si64, strides = [1, 1]} : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
// CHECK: %10 = "onnx.Conv"(%9, %4, %7) {auto_pad = "NOTSET", dilations = [1, 1], graph.bin = 0 : i64, graph.offset = array<i64: 512>, group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x8x4x4xf32>, tensor<4x8x3x3xf32>, none) -> tensor<1x4x4x4xf32>
// CHECK: %11 = "onnx.Concat"(%0, %10) {axis = 1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "/denseblock/layer1/Concat"} : (tensor<1x8x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x12x4x4xf32>
// CHECK: %13 = "onnx.Relu"(%12) {graph.bin = 0 : i64, graph.offset = array<i64: 2048>} : (tensor<1x12x4x4xf32>) -> tensor<1x12x4x4xf32>
// CHECK: %14 = "onnx.Conv"(%13, %5, %7) {auto_pad = "NOTSET", dilations = [1, 1], graph.bin = 0 : i64, graph.offset = array<i64: 768>, group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x12x4x4xf32>, tensor<4x12x3x3xf32>, none) -> tensor<1x4x4x4xf32>
// CHECK: %15 = "onnx.Concat"(%0, %10, %14) {axis = 1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "/denseblock/layer2/Concat"} : (tensor<1x8x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x16x4x4xf32>
// CHECK: %18 = "onnx.Conv"(%17, %6, %7) {auto_pad = "NOTSET", dilations = [1, 1], graph.bin = 0 : i64, graph.offset = array<i64: 1024>, group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x16x4x4xf32>, tensor<4x16x3x3xf32>, none) -> tensor<1x4x4x4xf32>
// CHECK: %19 = "onnx.Concat"(%0, %10, %14, %18) {axis = 1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "/denseblock/layer3/Concat"} : (tensor<1x8x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x20x4x4xf32>
// CHECK: %20 = "onnx.Relu"(%19) {graph.address = array<i64: 512>, graph.bin = 0 : i64} : (tensor<1x20x4x4xf32>) -> tensor<1x20x4x4xf32>
// CHECK: return %20 : tensor<1x20x4x4xf32>
// CHECK-LABEL: func.func @fire
// CHECK-SAME: (%arg0: tensor<1x16x8x8xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "x"}) -> (tensor<1x10xf32> {onnx.name = "logits"}) attributes {graph.arena_size = array<i64: 7168>, graph.preallocated_size = array<i64: 4136>, graph.unaliased_size = array<i64: 21072>} {
// CHECK: %4 = "onnx.Identity"(%3) {onnx_node_name = "Identity_1"} : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: %5 = "onnx.Identity"(%3) {onnx_node_name = "Identity_2"} : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: %10 = "onnx.Relu"(%9) {graph.bin = 0 : i64, graph.offset = array<i64: 3072>} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK: %11 = "onnx.Conv"(%8, %2, %5) {auto_pad = "NOTSET", dilations = [1, 1], graph.bin = 0 : i64, graph.offset = array<i64: 0>, group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
// CHECK: %12 = "onnx.Relu"(%11) {graph.bin = 0 : i64, graph.offset = array<i64: 5120>} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK: %13 = "onnx.Concat"(%10, %12) {axis = 1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 3072>, onnx_node_name = "/fire/Concat"} : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x16x8x8xf32>
// CHECK: %15 = "onnx.Conv"(%13, %14, %6) {auto_pad = "NOTSET", dilations = [1, 1], graph.bin = 0 : i64, graph.offset = array<i64: 0>, group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x16x8x8xf32>, tensor<10x16x1x1xf32>, none) -> tensor<1x10x8x8xf32>
// CHECK: return %17 : tensor<1x10xf32>
// DENSE: "graph": {"tensors":15,"weightViews":0,"inputBytes":512,"outputBytes":1280,"liveBoundBytes":3072,"liveBoundTensors":14,"dynamicTensors":0},
// DENSE: "aliasing": [
// DENSE-NEXT: {"rule":"concat","aliased":9,"copied":0,"causes":{}}
// DENSE-NEXT: ]
// DENSE: "fallbacks": [],
// FIRE: "graph": {"tensors":11,"weightViews":2,"inputBytes":4096,"outputBytes":40,"liveBoundBytes":8192,"liveBoundTensors":12,"dynamicTensors":0},
// FIRE: "aliasing": [
// FIRE-NEXT: {"rule":"noop","aliased":1,"copied":0,"causes":{}},
// FIRE-NEXT: {"rule":"concat","aliased":2,"copied":0,"causes":{}}
// FIRE-NEXT: ]
// FIRE: "fallbacks": [],
// NHWC: "summary": {"arenaBytes":20480,"preallocatedBytes":8192,"totalBytes":28672,"unaliasedBytes":61440,"savedBytes":32768,"savedPercent":53.3,"unaliasedPlannedBytes":28672},
// NHWC: "aliasing": [
// NHWC-NEXT: {"rule":"concat","aliased":0,"copied":9,"causes":{"concat_runtime: dimensions before the axis are not all 1":9}}
// NHWC-NEXT: ]
