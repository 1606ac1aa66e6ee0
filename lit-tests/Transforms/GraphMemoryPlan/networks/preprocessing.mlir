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
