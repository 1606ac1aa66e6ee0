// A GPT-2 style self-attention block, as ONNX exporters lay it out: LayerNorm, one QKV MatMul,
// Reshape to (1, 128, 3, 12, 64) and Transpose to (3, 1, 12, 128, 64) so that Split on axis 0
// yields q, k and v; Squeeze, K^T, scaled scores, Softmax, the weighted sum, the heads merged
// back with Transpose + Reshape, the output projection and the residual Add; the KV cache output
// `present` is Concat(k, v) on axis 0. Planned with aliasing off and on, default options (the
// graph's layout, the input and both outputs pre-allocated): the Split and the Squeezes alias,
// the three Transposes move data and copy, the present Concat copies k and v into the caller's
// output. Aliasing costs here: q, k and v as views keep the whole QKV buffer live until v's last
// use (arena 2,752,512 bytes with aliasing, 2,359,296 without).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.on.json}))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{enable-noop-optim=false enable-runtime-optim=false report=%t.off.json}))' -o /dev/null
// RUN: FileCheck %s --check-prefix=ON --input-file=%t.on.json
// RUN: FileCheck %s --check-prefix=OFF --input-file=%t.off.json

func.func @main_graph(%hidden: tensor<1x128x768xf32> {onnx.name = "hidden_states"}) -> (tensor<1x128x768xf32> {onnx.name = "output"}, tensor<2x1x12x128x64xf32> {onnx.name = "present"}) {
  %gamma = onnx.Constant dense<1.0> : tensor<768xf32>
  %beta = onnx.Constant dense<0.0> : tensor<768xf32>
  %ln, %mean, %inv_std_dev = "onnx.LayerNormalization"(%hidden, %gamma, %beta) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, stash_type = 1 : si64} : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<768xf32>) -> (tensor<1x128x768xf32>, none, none)
  %w_qkv = onnx.Constant dense<0.02> : tensor<768x2304xf32>
  %b_qkv = onnx.Constant dense<0.0> : tensor<2304xf32>
  %mm_qkv = "onnx.MatMul"(%ln, %w_qkv) {onnx_node_name = "attn.c_attn.matmul"} : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
  %qkv = "onnx.Add"(%mm_qkv, %b_qkv) : (tensor<1x128x2304xf32>, tensor<2304xf32>) -> tensor<1x128x2304xf32>
  %s5 = onnx.Constant dense<[1, 128, 3, 12, 64]> : tensor<5xi64>
  %qkv5 = "onnx.Reshape"(%qkv, %s5) {allowzero = 0 : si64} : (tensor<1x128x2304xf32>, tensor<5xi64>) -> tensor<1x128x3x12x64xf32>
  %qkvT = "onnx.Transpose"(%qkv5) {perm = [2, 0, 3, 1, 4]} : (tensor<1x128x3x12x64xf32>) -> tensor<3x1x12x128x64xf32>
  %split = onnx.Constant dense<[1, 1, 1]> : tensor<3xi64>
  %q5, %k5, %v5 = "onnx.Split"(%qkvT, %split) {axis = 0 : si64} : (tensor<3x1x12x128x64xf32>, tensor<3xi64>) -> (tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>)
  %present = "onnx.Concat"(%k5, %v5) {axis = 0 : si64, onnx_node_name = "present"} : (tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>) -> tensor<2x1x12x128x64xf32>
  %ax0 = onnx.Constant dense<[0]> : tensor<1xi64>
  %q = "onnx.Squeeze"(%q5, %ax0) : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
  %k = "onnx.Squeeze"(%k5, %ax0) : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
  %v = "onnx.Squeeze"(%v5, %ax0) : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
  %kT = "onnx.Transpose"(%k) {perm = [0, 1, 3, 2]} : (tensor<1x12x128x64xf32>) -> tensor<1x12x64x128xf32>
  %scores = "onnx.MatMul"(%q, %kT) : (tensor<1x12x128x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x128x128xf32>
  %scale = onnx.Constant dense<8.0> : tensor<f32>
  %scaled = "onnx.Div"(%scores, %scale) : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128x128xf32>
  %probs = "onnx.Softmax"(%scaled) {axis = -1 : si64} : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
  %ctx = "onnx.MatMul"(%probs, %v) : (tensor<1x12x128x128xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
  %ctxT = "onnx.Transpose"(%ctx) {perm = [0, 2, 1, 3]} : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
  %s3 = onnx.Constant dense<[1, 128, 768]> : tensor<3xi64>
  %merged = "onnx.Reshape"(%ctxT, %s3) {allowzero = 0 : si64} : (tensor<1x128x12x64xf32>, tensor<3xi64>) -> tensor<1x128x768xf32>
  %w_o = onnx.Constant dense<0.02> : tensor<768x768xf32>
  %b_o = onnx.Constant dense<0.0> : tensor<768xf32>
  %proj = "onnx.MatMul"(%merged, %w_o) : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
  %projb = "onnx.Add"(%proj, %b_o) : (tensor<1x128x768xf32>, tensor<768xf32>) -> tensor<1x128x768xf32>
  %out = "onnx.Add"(%projb, %hidden) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
  return %out, %present : tensor<1x128x768xf32>, tensor<2x1x12x128x64xf32>
}

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: (%arg0: tensor<1x128x768xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "hidden_states"}) -> (tensor<1x128x768xf32> {onnx.name = "output"}, tensor<2x1x12x128x64xf32> {onnx.name = "present"}) attributes {graph.arena_size = array<i64: 2752512>, graph.preallocated_size = array<i64: 1572864>, graph.unaliased_size = array<i64: 13762560>} {
// CHECK: %2:3 = "onnx.LayerNormalization"(%arg0, %0, %1) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, graph.bin = 0 : i64, graph.offset = array<i64: 0, -1, -1>, stash_type = 1 : si64} : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<768xf32>) -> (tensor<1x128x768xf32>, none, none)
// CHECK: %5 = "onnx.MatMul"(%2#0, %3) {graph.bin = 0 : i64, graph.offset = array<i64: 1572864>, onnx_node_name = "attn.c_attn.matmul"} : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
// CHECK: %6 = "onnx.Add"(%5, %4) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x128x2304xf32>, tensor<2304xf32>) -> tensor<1x128x2304xf32>
// CHECK: %8 = "onnx.Reshape"(%6, %7) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x128x2304xf32>, tensor<5xi64>) -> tensor<1x128x3x12x64xf32>
// CHECK: %9 = "onnx.Transpose"(%8) {graph.bin = 0 : i64, graph.offset = array<i64: 1572864>, perm = [2, 0, 3, 1, 4]} : (tensor<1x128x3x12x64xf32>) -> tensor<3x1x12x128x64xf32>
// CHECK: %11:3 = "onnx.Split"(%9, %10) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 1572864, 1966080, 2359296>} : (tensor<3x1x12x128x64xf32>, tensor<3xi64>) -> (tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>)
// CHECK: %12 = "onnx.Concat"(%11#1, %11#2) {axis = 0 : si64, graph.address = array<i64: 786432>, graph.bin = 0 : i64, onnx_node_name = "present"} : (tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>) -> tensor<2x1x12x128x64xf32>
// CHECK: %14 = "onnx.Squeeze"(%11#0, %13) {graph.bin = 0 : i64, graph.offset = array<i64: 1572864>} : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
// CHECK: %15 = "onnx.Squeeze"(%11#1, %13) {graph.bin = 0 : i64, graph.offset = array<i64: 1966080>} : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
// CHECK: %16 = "onnx.Squeeze"(%11#2, %13) {graph.bin = 0 : i64, graph.offset = array<i64: 2359296>} : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
// CHECK: %17 = "onnx.Transpose"(%15) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, perm = [0, 1, 3, 2]} : (tensor<1x12x128x64xf32>) -> tensor<1x12x64x128xf32>
// CHECK: %18 = "onnx.MatMul"(%14, %17) {graph.bin = 0 : i64, graph.offset = array<i64: 786432>} : (tensor<1x12x128x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x128x128xf32>
// CHECK: %20 = "onnx.Div"(%18, %19) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128x128xf32>
// CHECK: %21 = "onnx.Softmax"(%20) {axis = -1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 786432>} : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
// CHECK: %22 = "onnx.MatMul"(%21, %16) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x12x128x128xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
// CHECK: %23 = "onnx.Transpose"(%22) {graph.bin = 0 : i64, graph.offset = array<i64: 393216>, perm = [0, 2, 1, 3]} : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
// CHECK: %25 = "onnx.Reshape"(%23, %24) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 393216>} : (tensor<1x128x12x64xf32>, tensor<3xi64>) -> tensor<1x128x768xf32>
// CHECK: %28 = "onnx.MatMul"(%25, %26) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
// CHECK: %29 = "onnx.Add"(%28, %27) {graph.bin = 0 : i64, graph.offset = array<i64: 393216>} : (tensor<1x128x768xf32>, tensor<768xf32>) -> tensor<1x128x768xf32>
// CHECK: %30 = "onnx.Add"(%29, %arg0) {graph.address = array<i64: 393216>, graph.bin = 0 : i64} : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
// CHECK: return %30, %12 : tensor<1x128x768xf32>, tensor<2x1x12x128x64xf32>

// ON: "summary": {"arenaBytes":2752512,"preallocatedBytes":1572864,"totalBytes":4325376,"unaliasedBytes":13762560,"savedBytes":9437184,"savedPercent":68.6,"unaliasedPlannedBytes":3932160},
// ON-NEXT: "graph": {"tensors":23,"weightViews":0,"inputBytes":393216,"outputBytes":1179648,"liveBoundBytes":2752512,"liveBoundTensors":22,"dynamicTensors":0},
// OFF: "summary": {"arenaBytes":2359296,"preallocatedBytes":1572864,"totalBytes":3932160,"unaliasedBytes":13762560,"savedBytes":9830400,"savedPercent":71.4,"unaliasedPlannedBytes":3932160},
// ON: "aliasing": [
// ON-NEXT: {"rule":"noop","aliased":5,"copied":0,"causes":{}}
// ON-NEXT: {"rule":"transpose","aliased":0,"copied":3,"causes":{"onnx.Transpose moves data: dimensions larger than 1 change order":3}}
// ON-NEXT: {"rule":"split","aliased":3,"copied":0,"causes":{}}
// ON-NEXT: {"rule":"concat","aliased":0,"copied":2,"causes":{"its block reaches outside the pre-allocated memory":2}}
// ON: "fallbacks": [
// ON-NEXT: {"op":"onnx.Transpose","result":"%9","message":"'onnx.Transpose' with perm [2, 0, 3, 1, 4] puts dimension 1 (128) after dimension 3 (12): it moves data, its result is a copy"}
// ON-NEXT: {"op":"onnx.Transpose","result":"%17","message":"'onnx.Transpose' with perm [0, 1, 3, 2] puts dimension 2 (128) after dimension 3 (64): it moves data, its result is a copy"}
// ON-NEXT: {"op":"onnx.Transpose","result":"%23","message":"'onnx.Transpose' with perm [0, 2, 1, 3] puts dimension 1 (12) after dimension 2 (128): it moves data, its result is a copy"}
// ON-NEXT: {"op":"onnx.Concat","result":"%12","message":"concat_runtime: input #0 (%11#1) is copied into its slot: its block reaches outside the pre-allocated memory"}
// ON-NEXT: {"op":"onnx.Concat","result":"%12","message":"concat_runtime: input #1 (%11#2) is copied into its slot: its block reaches outside the pre-allocated memory"}
