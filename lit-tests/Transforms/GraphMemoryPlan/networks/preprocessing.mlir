// An image preprocessing chain in front of a detector: a uint8 HWC camera frame loses its batch
// dimension (Squeeze), is cropped to 448 rows (Slice), cast to float and normalized (Sub, Div),
// then split into top and bottom halves (Split on the rows) for two tiles, and both the full
// image and the tiles are laid out as NCHW (Transpose + Unsqueeze). Planned with aliasing off and
// on, default options: the Squeeze, the crop (a Slice of the rows), the Split into tiles and the
// Unsqueezes alias; the HWC -> CHW Transposes move data.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.on.json}))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{enable-noop-optim=false enable-runtime-optim=false report=%t.off.json}))' -o /dev/null
// RUN: FileCheck %s --check-prefix=ON --input-file=%t.on.json
// RUN: FileCheck %s --check-prefix=OFF --input-file=%t.off.json

func.func @main_graph(%frame: tensor<1x480x640x3xui8> {onnx.name = "frame"}) -> (tensor<1x3x448x640xf32> {onnx.name = "image"}, tensor<1x3x224x640xf32> {onnx.name = "top"}, tensor<1x3x224x640xf32> {onnx.name = "bottom"}) {
  %none = "onnx.NoValue"() {value} : () -> none
  %ax0 = onnx.Constant dense<[0]> : tensor<1xi64>
  %hwc = "onnx.Squeeze"(%frame, %ax0) : (tensor<1x480x640x3xui8>, tensor<1xi64>) -> tensor<480x640x3xui8>
  %rows = onnx.Constant dense<[16]> : tensor<1xi64>
  %rows_end = onnx.Constant dense<[464]> : tensor<1xi64>
  %crop = "onnx.Slice"(%hwc, %rows, %rows_end, %ax0, %none) {onnx_node_name = "crop"} : (tensor<480x640x3xui8>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<448x640x3xui8>
  %f = "onnx.Cast"(%crop) {saturate = 1 : si64, to = f32} : (tensor<448x640x3xui8>) -> tensor<448x640x3xf32>
  %mean = onnx.Constant dense<[123.675, 116.28, 103.53]> : tensor<3xf32>
  %std = onnx.Constant dense<[58.395, 57.12, 57.375]> : tensor<3xf32>
  %centered = "onnx.Sub"(%f, %mean) : (tensor<448x640x3xf32>, tensor<3xf32>) -> tensor<448x640x3xf32>
  %normalized = "onnx.Div"(%centered, %std) : (tensor<448x640x3xf32>, tensor<3xf32>) -> tensor<448x640x3xf32>
  %chw = "onnx.Transpose"(%normalized) {perm = [2, 0, 1]} : (tensor<448x640x3xf32>) -> tensor<3x448x640xf32>
  %image = "onnx.Unsqueeze"(%chw, %ax0) : (tensor<3x448x640xf32>, tensor<1xi64>) -> tensor<1x3x448x640xf32>
  %halves = onnx.Constant dense<[224, 224]> : tensor<2xi64>
  %top_hwc, %bottom_hwc = "onnx.Split"(%normalized, %halves) {axis = 0 : si64, onnx_node_name = "tiles"} : (tensor<448x640x3xf32>, tensor<2xi64>) -> (tensor<224x640x3xf32>, tensor<224x640x3xf32>)
  %top_chw = "onnx.Transpose"(%top_hwc) {perm = [2, 0, 1]} : (tensor<224x640x3xf32>) -> tensor<3x224x640xf32>
  %top = "onnx.Unsqueeze"(%top_chw, %ax0) : (tensor<3x224x640xf32>, tensor<1xi64>) -> tensor<1x3x224x640xf32>
  %bottom_chw = "onnx.Transpose"(%bottom_hwc) {perm = [2, 0, 1]} : (tensor<224x640x3xf32>) -> tensor<3x224x640xf32>
  %bottom = "onnx.Unsqueeze"(%bottom_chw, %ax0) : (tensor<3x224x640xf32>, tensor<1xi64>) -> tensor<1x3x224x640xf32>
  return %image, %top, %bottom : tensor<1x3x448x640xf32>, tensor<1x3x224x640xf32>, tensor<1x3x224x640xf32>
}

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: (%arg0: tensor<1x480x640x3xui8> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "frame"}) -> (tensor<1x3x448x640xf32> {onnx.name = "image"}, tensor<1x3x224x640xf32> {onnx.name = "top"}, tensor<1x3x224x640xf32> {onnx.name = "bottom"}) attributes {graph.arena_size = array<i64: 6881280>, graph.preallocated_size = array<i64: 7802880>, graph.unaliased_size = array<i64: 30228480>} {
// CHECK: %2 = "onnx.Squeeze"(%arg0, %1) {graph.address = array<i64: 0>, graph.bin = 0 : i64} : (tensor<1x480x640x3xui8>, tensor<1xi64>) -> tensor<480x640x3xui8>
// CHECK: %5 = "onnx.Slice"(%2, %3, %4, %1, %0) {graph.address = array<i64: 30720>, graph.bin = 0 : i64, onnx_node_name = "crop"} : (tensor<480x640x3xui8>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<448x640x3xui8>
// CHECK: %6 = "onnx.Cast"(%5) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, saturate = 1 : si64, to = f32} : (tensor<448x640x3xui8>) -> tensor<448x640x3xf32>
// CHECK: %9 = "onnx.Sub"(%6, %7) {graph.bin = 0 : i64, graph.offset = array<i64: 3440640>} : (tensor<448x640x3xf32>, tensor<3xf32>) -> tensor<448x640x3xf32>
// CHECK: %10 = "onnx.Div"(%9, %8) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<448x640x3xf32>, tensor<3xf32>) -> tensor<448x640x3xf32>
// CHECK: %11 = "onnx.Transpose"(%10) {graph.address = array<i64: 921600>, graph.bin = 0 : i64, perm = [2, 0, 1]} : (tensor<448x640x3xf32>) -> tensor<3x448x640xf32>
// CHECK: %12 = "onnx.Unsqueeze"(%11, %1) {graph.address = array<i64: 921600>, graph.bin = 0 : i64} : (tensor<3x448x640xf32>, tensor<1xi64>) -> tensor<1x3x448x640xf32>
// CHECK: %14:2 = "onnx.Split"(%10, %13) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0, 1720320>, onnx_node_name = "tiles"} : (tensor<448x640x3xf32>, tensor<2xi64>) -> (tensor<224x640x3xf32>, tensor<224x640x3xf32>)
// CHECK: %15 = "onnx.Transpose"(%14#0) {graph.address = array<i64: 4362240>, graph.bin = 0 : i64, perm = [2, 0, 1]} : (tensor<224x640x3xf32>) -> tensor<3x224x640xf32>
// CHECK: %16 = "onnx.Unsqueeze"(%15, %1) {graph.address = array<i64: 4362240>, graph.bin = 0 : i64} : (tensor<3x224x640xf32>, tensor<1xi64>) -> tensor<1x3x224x640xf32>
// CHECK: %17 = "onnx.Transpose"(%14#1) {graph.address = array<i64: 6082560>, graph.bin = 0 : i64, perm = [2, 0, 1]} : (tensor<224x640x3xf32>) -> tensor<3x224x640xf32>
// CHECK: %18 = "onnx.Unsqueeze"(%17, %1) {graph.address = array<i64: 6082560>, graph.bin = 0 : i64} : (tensor<3x224x640xf32>, tensor<1xi64>) -> tensor<1x3x224x640xf32>
// CHECK: return %12, %16, %18 : tensor<1x3x448x640xf32>, tensor<1x3x224x640xf32>, tensor<1x3x224x640xf32>

// ON: "summary": {"arenaBytes":6881280,"preallocatedBytes":7802880,"totalBytes":14684160,"unaliasedBytes":30228480,"savedBytes":15544320,"savedPercent":51.4,"unaliasedPlannedBytes":14684160},
// ON-NEXT: "graph": {"tensors":14,"weightViews":0,"inputBytes":921600,"outputBytes":6881280,"liveBoundBytes":10321920,"liveBoundTensors":13,"dynamicTensors":0},
// OFF: "summary": {"arenaBytes":6881280,"preallocatedBytes":7802880,"totalBytes":14684160,"unaliasedBytes":30228480,"savedBytes":15544320,"savedPercent":51.4,"unaliasedPlannedBytes":14684160},
// ON: "aliasing": [
// ON-NEXT: {"rule":"noop","aliased":4,"copied":0,"causes":{}}
// ON-NEXT: {"rule":"slice","aliased":1,"copied":0,"causes":{}}
// ON-NEXT: {"rule":"transpose","aliased":0,"copied":3,"causes":{"onnx.Transpose moves data: dimensions larger than 1 change order":3}}
// ON-NEXT: {"rule":"split","aliased":2,"copied":0,"causes":{}}
// ON: "fallbacks": [
// ON-NEXT: {"op":"onnx.Transpose","result":"%11","message":"'onnx.Transpose' with perm [2, 0, 1] puts dimension 0 (448) after dimension 2 (3): it moves data, its result is a copy"}
// ON-NEXT: {"op":"onnx.Transpose","result":"%15","message":"'onnx.Transpose' with perm [2, 0, 1] puts dimension 0 (224) after dimension 2 (3): it moves data, its result is a copy"}
// ON-NEXT: {"op":"onnx.Transpose","result":"%17","message":"'onnx.Transpose' with perm [2, 0, 1] puts dimension 0 (224) after dimension 2 (3): it moves data, its result is a copy"}
