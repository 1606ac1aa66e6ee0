// An image preprocessing chain in front of a detector: a uint8 HWC camera frame loses its batch
// dimension (Squeeze), is cropped to 448 rows (Slice), cast to float and normalized (Sub, Div),
// then split into top and bottom halves (Split on the rows) for two tiles, and both the full
// image and the tiles are laid out as NCHW (Transpose + Unsqueeze). Planned with aliasing off and
// on. (The seed's layout pads the last dimension: C = 3 takes 64 lanes.)
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
// CHECK-SAME: (%arg0: tensor<1x480x640x3xui8> {graph.bin = 0 : i64, graph.offset = 0 : i64, onnx.name = "frame"}) -> (tensor<1x3x448x640xf32> {onnx.name = "image"}, tensor<1x3x224x640xf32> {onnx.name = "top"}, tensor<1x3x224x640xf32> {onnx.name = "bottom"}) attributes {graph.arena_size = array<i64: 146800640>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 366411776>} {
// CHECK: %2 = "onnx.Squeeze"(%arg0, %1) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x480x640x3xui8>, tensor<1xi64>) -> tensor<480x640x3xui8>
// CHECK: %5 = "onnx.Slice"(%2, %3, %4, %1, %0) {graph.bin = 0 : i64, graph.offset = array<i64: 655360>, onnx_node_name = "crop"} : (tensor<480x640x3xui8>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<448x640x3xui8>
// CHECK: %6 = "onnx.Cast"(%5) {graph.bin = 0 : i64, graph.offset = array<i64: 73400320>, saturate = 1 : si64, to = f32} : (tensor<448x640x3xui8>) -> tensor<448x640x3xf32>
// CHECK: %9 = "onnx.Sub"(%6, %7) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<448x640x3xf32>, tensor<3xf32>) -> tensor<448x640x3xf32>
// CHECK: %10 = "onnx.Div"(%9, %8) {graph.bin = 0 : i64, graph.offset = array<i64: 73400320>} : (tensor<448x640x3xf32>, tensor<3xf32>) -> tensor<448x640x3xf32>
// CHECK: %11 = "onnx.Transpose"(%10) {graph.bin = 0 : i64, graph.offset = array<i64: 73400320>, perm = [2, 0, 1]} : (tensor<448x640x3xf32>) -> tensor<3x448x640xf32>
// CHECK: %12 = "onnx.Unsqueeze"(%11, %1) {graph.bin = 0 : i64, graph.offset = array<i64: 73400320>} : (tensor<3x448x640xf32>, tensor<1xi64>) -> tensor<1x3x448x640xf32>
// CHECK: %14:2 = "onnx.Split"(%10, %13) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 73400320, 110100480>, onnx_node_name = "tiles"} : (tensor<448x640x3xf32>, tensor<2xi64>) -> (tensor<224x640x3xf32>, tensor<224x640x3xf32>)
// CHECK: %15 = "onnx.Transpose"(%14#0) {graph.bin = 0 : i64, graph.offset = array<i64: 73400320>, perm = [2, 0, 1]} : (tensor<224x640x3xf32>) -> tensor<3x224x640xf32>
// CHECK: %16 = "onnx.Unsqueeze"(%15, %1) {graph.bin = 0 : i64, graph.offset = array<i64: 73400320>} : (tensor<3x224x640xf32>, tensor<1xi64>) -> tensor<1x3x224x640xf32>
// CHECK: %17 = "onnx.Transpose"(%14#1) {graph.bin = 0 : i64, graph.offset = array<i64: 110100480>, perm = [2, 0, 1]} : (tensor<224x640x3xf32>) -> tensor<3x224x640xf32>
// CHECK: %18 = "onnx.Unsqueeze"(%17, %1) {graph.bin = 0 : i64, graph.offset = array<i64: 110100480>} : (tensor<3x224x640xf32>, tensor<1xi64>) -> tensor<1x3x224x640xf32>
// CHECK: return %12, %16, %18 : tensor<1x3x448x640xf32>, tensor<1x3x224x640xf32>, tensor<1x3x224x640xf32>

// ON: "summary": {"arenaBytes":146800640,"preallocatedBytes":0,"totalBytes":146800640,"unaliasedBytes":366411776,"savedBytes":219611136,"savedPercent":59.9,"unaliasedPlannedBytes":154370048},
// OFF: "summary": {"arenaBytes":154370048,"preallocatedBytes":0,"totalBytes":154370048,"unaliasedBytes":366411776,"savedBytes":212041728,"savedPercent":57.9,"unaliasedPlannedBytes":154370048},
// ON: "fallbacks": []
