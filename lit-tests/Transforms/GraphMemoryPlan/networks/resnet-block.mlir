// A ResNet-18 style front: the 7x7 stem, max pooling, a basic block with an identity shortcut,
// a downsampling block with a 1x1 projection shortcut, and the classifier head (global pooling,
// Flatten, Gemm, Reshape), as ONNX-MLIR prints it. Planned with aliasing off and on: ResNets have
// few metadata-only ops (Flatten and Reshape of the head), so aliasing saves little here; the
// arena comes from lifetimes.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.on.json}))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{enable-noop-optim=false enable-runtime-optim=false report=%t.off.json}))' -o /dev/null
// RUN: FileCheck %s --check-prefix=ON --input-file=%t.on.json
// RUN: FileCheck %s --check-prefix=OFF --input-file=%t.off.json

func.func @main_graph(%input: tensor<1x3x224x224xf32> {onnx.name = "input"}) -> (tensor<1x1000xf32> {onnx.name = "logits"}) {
  %none = "onnx.NoValue"() {value} : () -> none
  %w_stem = onnx.Constant dense<0.01> : tensor<64x3x7x7xf32>
  %stem = "onnx.Conv"(%input, %w_stem, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [7, 7], onnx_node_name = "conv1", pads = [3, 3, 3, 3], strides = [2, 2]} : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>, none) -> tensor<1x64x112x112xf32>
  %scale64 = onnx.Constant dense<1.0> : tensor<64xf32>
  %bias64 = onnx.Constant dense<0.0> : tensor<64xf32>
  %bn_stem = "onnx.BatchNormalizationInferenceMode"(%stem, %scale64, %bias64, %bias64, %scale64) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32, onnx_node_name = "bn1"} : (tensor<1x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x112x112xf32>
  %relu_stem = "onnx.Relu"(%bn_stem) {onnx_node_name = "relu"} : (tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
  %pool = "onnx.MaxPoolSingleOut"(%relu_stem) {auto_pad = "NOTSET", ceil_mode = 0 : si64, kernel_shape = [3, 3], onnx_node_name = "maxpool", pads = [1, 1, 1, 1], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x64x112x112xf32>) -> tensor<1x64x56x56xf32>
  // basic block, identity shortcut
  %w_a = onnx.Constant dense<0.01> : tensor<64x64x3x3xf32>
  %c1 = "onnx.Conv"(%pool, %w_a, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "layer1.0.conv1", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>, none) -> tensor<1x64x56x56xf32>
  %b1 = "onnx.BatchNormalizationInferenceMode"(%c1, %scale64, %bias64, %bias64, %scale64) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
  %r1 = "onnx.Relu"(%b1) : (tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %c2 = "onnx.Conv"(%r1, %w_a, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "layer1.0.conv2", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>, none) -> tensor<1x64x56x56xf32>
  %b2 = "onnx.BatchNormalizationInferenceMode"(%c2, %scale64, %bias64, %bias64, %scale64) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
  %add1 = "onnx.Add"(%b2, %pool) {onnx_node_name = "layer1.0.add"} : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %out1 = "onnx.Relu"(%add1) : (tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  // downsampling block, 1x1 projection shortcut
  %w_d1 = onnx.Constant dense<0.01> : tensor<128x64x3x3xf32>
  %w_d2 = onnx.Constant dense<0.01> : tensor<128x128x3x3xf32>
  %w_proj = onnx.Constant dense<0.01> : tensor<128x64x1x1xf32>
  %scale128 = onnx.Constant dense<1.0> : tensor<128xf32>
  %bias128 = onnx.Constant dense<0.0> : tensor<128xf32>
  %d1 = "onnx.Conv"(%out1, %w_d1, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "layer2.0.conv1", pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x64x56x56xf32>, tensor<128x64x3x3xf32>, none) -> tensor<1x128x28x28xf32>
  %db1 = "onnx.BatchNormalizationInferenceMode"(%d1, %scale128, %bias128, %bias128, %scale128) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1x128x28x28xf32>
  %dr1 = "onnx.Relu"(%db1) : (tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
  %d2 = "onnx.Conv"(%dr1, %w_d2, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "layer2.0.conv2", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x128x28x28xf32>, tensor<128x128x3x3xf32>, none) -> tensor<1x128x28x28xf32>
  %db2 = "onnx.BatchNormalizationInferenceMode"(%d2, %scale128, %bias128, %bias128, %scale128) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1x128x28x28xf32>
  %proj = "onnx.Conv"(%out1, %w_proj, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], onnx_node_name = "layer2.0.downsample.0", pads = [0, 0, 0, 0], strides = [2, 2]} : (tensor<1x64x56x56xf32>, tensor<128x64x1x1xf32>, none) -> tensor<1x128x28x28xf32>
  %projb = "onnx.BatchNormalizationInferenceMode"(%proj, %scale128, %bias128, %bias128, %scale128) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1x128x28x28xf32>
  %add2 = "onnx.Add"(%db2, %projb) : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
  %out2 = "onnx.Relu"(%add2) : (tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
  // head
  %gap = "onnx.GlobalAveragePool"(%out2) : (tensor<1x128x28x28xf32>) -> tensor<1x128x1x1xf32>
  %flat = "onnx.Flatten"(%gap) {axis = 1 : si64} : (tensor<1x128x1x1xf32>) -> tensor<1x128xf32>
  %w_fc = onnx.Constant dense<0.01> : tensor<1000x128xf32>
  %b_fc = onnx.Constant dense<0.0> : tensor<1000xf32>
  %fc = "onnx.Gemm"(%flat, %w_fc, %b_fc) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64} : (tensor<1x128xf32>, tensor<1000x128xf32>, tensor<1000xf32>) -> tensor<1x1000xf32>
  %shape = onnx.Constant dense<[1, 1000]> : tensor<2xi64>
  %logits = "onnx.Reshape"(%fc, %shape) {allowzero = 0 : si64} : (tensor<1x1000xf32>, tensor<2xi64>) -> tensor<1x1000xf32>
  return %logits : tensor<1x1000xf32>
}

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: (%arg0: tensor<1x3x224x224xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "input"}) -> (tensor<1x1000xf32> {onnx.name = "logits"}) attributes {graph.arena_size = array<i64: 6422528>, graph.preallocated_size = array<i64: 606112>, graph.unaliased_size = array<i64: 20280128>} {
// CHECK: %2 = "onnx.Conv"(%arg0, %1, %0) {auto_pad = "NOTSET", dilations = [1, 1], graph.bin = 0 : i64, graph.offset = array<i64: 0>, group = 1 : si64, kernel_shape = [7, 7], onnx_node_name = "conv1", pads = [3, 3, 3, 3], strides = [2, 2]} : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>, none) -> tensor<1x64x112x112xf32>
// CHECK: %5 = "onnx.BatchNormalizationInferenceMode"(%2, %3, %4, %4, %3) {epsilon = 9.99999974E-6 : f32, graph.bin = 0 : i64, graph.offset = array<i64: 3211264>, momentum = 0.899999976 : f32, onnx_node_name = "bn1"} : (tensor<1x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x112x112xf32>
// CHECK: %6 = "onnx.Relu"(%5) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "relu"} : (tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
// CHECK: %7 = "onnx.MaxPoolSingleOut"(%6) {auto_pad = "NOTSET", ceil_mode = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 3211264>, kernel_shape = [3, 3], onnx_node_name = "maxpool", pads = [1, 1, 1, 1], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x64x112x112xf32>) -> tensor<1x64x56x56xf32>
// CHECK: %9 = "onnx.Conv"(%7, %8, %0) {auto_pad = "NOTSET", graph.bin = 0 : i64, graph.offset = array<i64: 0>, group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "layer1.0.conv1", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>, none) -> tensor<1x64x56x56xf32>
// CHECK: %10 = "onnx.BatchNormalizationInferenceMode"(%9, %3, %4, %4, %3) {epsilon = 9.99999974E-6 : f32, graph.bin = 0 : i64, graph.offset = array<i64: 802816>, momentum = 0.899999976 : f32} : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
// CHECK: %11 = "onnx.Relu"(%10) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
// CHECK: %12 = "onnx.Conv"(%11, %8, %0) {auto_pad = "NOTSET", graph.bin = 0 : i64, graph.offset = array<i64: 802816>, group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "layer1.0.conv2", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>, none) -> tensor<1x64x56x56xf32>
// CHECK: %13 = "onnx.BatchNormalizationInferenceMode"(%12, %3, %4, %4, %3) {epsilon = 9.99999974E-6 : f32, graph.bin = 0 : i64, graph.offset = array<i64: 0>, momentum = 0.899999976 : f32} : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
// CHECK: %14 = "onnx.Add"(%13, %7) {graph.bin = 0 : i64, graph.offset = array<i64: 802816>, onnx_node_name = "layer1.0.add"} : (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
// CHECK: %15 = "onnx.Relu"(%14) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
// CHECK: %21 = "onnx.Conv"(%15, %16, %0) {auto_pad = "NOTSET", graph.bin = 0 : i64, graph.offset = array<i64: 802816>, group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "layer2.0.conv1", pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x64x56x56xf32>, tensor<128x64x3x3xf32>, none) -> tensor<1x128x28x28xf32>
// CHECK: %22 = "onnx.BatchNormalizationInferenceMode"(%21, %19, %20, %20, %19) {epsilon = 9.99999974E-6 : f32, graph.bin = 0 : i64, graph.offset = array<i64: 1204224>, momentum = 0.899999976 : f32} : (tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1x128x28x28xf32>
// CHECK: %23 = "onnx.Relu"(%22) {graph.bin = 0 : i64, graph.offset = array<i64: 802816>} : (tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
// CHECK: %24 = "onnx.Conv"(%23, %17, %0) {auto_pad = "NOTSET", graph.bin = 0 : i64, graph.offset = array<i64: 1204224>, group = 1 : si64, kernel_shape = [3, 3], onnx_node_name = "layer2.0.conv2", pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x128x28x28xf32>, tensor<128x128x3x3xf32>, none) -> tensor<1x128x28x28xf32>
// CHECK: %25 = "onnx.BatchNormalizationInferenceMode"(%24, %19, %20, %20, %19) {epsilon = 9.99999974E-6 : f32, graph.bin = 0 : i64, graph.offset = array<i64: 802816>, momentum = 0.899999976 : f32} : (tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1x128x28x28xf32>
// CHECK: %26 = "onnx.Conv"(%15, %18, %0) {auto_pad = "NOTSET", graph.bin = 0 : i64, graph.offset = array<i64: 1204224>, group = 1 : si64, kernel_shape = [1, 1], onnx_node_name = "layer2.0.downsample.0", pads = [0, 0, 0, 0], strides = [2, 2]} : (tensor<1x64x56x56xf32>, tensor<128x64x1x1xf32>, none) -> tensor<1x128x28x28xf32>
// CHECK: %27 = "onnx.BatchNormalizationInferenceMode"(%26, %19, %20, %20, %19) {epsilon = 9.99999974E-6 : f32, graph.bin = 0 : i64, graph.offset = array<i64: 0>, momentum = 0.899999976 : f32} : (tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1x128x28x28xf32>
// CHECK: %28 = "onnx.Add"(%25, %27) {graph.bin = 0 : i64, graph.offset = array<i64: 401408>} : (tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
// CHECK: %29 = "onnx.Relu"(%28) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
// CHECK: %30 = "onnx.GlobalAveragePool"(%29) {graph.bin = 0 : i64, graph.offset = array<i64: 401408>} : (tensor<1x128x28x28xf32>) -> tensor<1x128x1x1xf32>
// CHECK: %31 = "onnx.Flatten"(%30) {axis = 1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 401408>} : (tensor<1x128x1x1xf32>) -> tensor<1x128xf32>
// CHECK: %34 = "onnx.Gemm"(%31, %32, %33) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, graph.address = array<i64: 602112>, graph.bin = 0 : i64, transA = 0 : si64, transB = 1 : si64} : (tensor<1x128xf32>, tensor<1000x128xf32>, tensor<1000xf32>) -> tensor<1x1000xf32>
// CHECK: %36 = "onnx.Reshape"(%34, %35) {allowzero = 0 : si64, graph.address = array<i64: 602112>, graph.bin = 0 : i64} : (tensor<1x1000xf32>, tensor<2xi64>) -> tensor<1x1000xf32>
// CHECK: return %36 : tensor<1x1000xf32>

// ON: "summary": {"arenaBytes":6422528,"preallocatedBytes":606112,"totalBytes":7028640,"unaliasedBytes":20280128,"savedBytes":13251488,"savedPercent":65.3,"unaliasedPlannedBytes":7028640},
// ON-NEXT: "graph": {"tensors":25,"weightViews":0,"inputBytes":602112,"outputBytes":4000,"liveBoundBytes":6422528,"liveBoundTensors":24,"dynamicTensors":0},
// OFF: "summary": {"arenaBytes":6422528,"preallocatedBytes":606112,"totalBytes":7028640,"unaliasedBytes":20280128,"savedBytes":13251488,"savedPercent":65.3,"unaliasedPlannedBytes":7028640},
// ON: "aliasing": [
// ON-NEXT: {"rule":"noop","aliased":2,"copied":0,"causes":{}}
// ON: "fallbacks": []
