// jopt's in-place rule (enable-inplace-optim, beyond the seeds): an element-wise result takes the
// buffer of an operand of its shape that nothing needs afterwards. A ResNet bottleneck's tail as
// the importer prints it: Conv -> BatchNormalization -> Relu, and the residual Add. The chain
// ends in the function's result, which is the caller's (pre-allocated): every link of it, from the
// Conv on, is computed in the caller's output buffer (address 512, after the input).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{enable-inplace-optim=true report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// Off by default: every result has memory of its own.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.off.json}))' -o /dev/null
// RUN: FileCheck %s --check-prefix=OFF --input-file=%t.off.json

func.func @bottleneck(%x: tensor<1x8x4x4xf32> {onnx.name = "x"}) -> (tensor<1x8x4x4xf32> {onnx.name = "y"}) {
  %w = onnx.Constant dense<0.1> : tensor<8x8x1x1xf32>
  %s = onnx.Constant dense<1.0> : tensor<8xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  // The caller's input is not overwritten: the first Relu gets memory of its own.
  %a = "onnx.Relu"(%x) : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %c = "onnx.Conv"(%a, %w, %none) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x8x4x4xf32>, tensor<8x8x1x1xf32>, none) -> tensor<1x8x4x4xf32>
  // BatchNormalization and Relu overwrite the convolution's output.
  %n = "onnx.BatchNormalizationInferenceMode"(%c, %s, %s, %s, %s) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  %r = "onnx.Relu"(%n) : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  // %a is still needed by the Add below: this Sigmoid cannot overwrite it.
  %g = "onnx.Sigmoid"(%a) : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %m = "onnx.Mul"(%r, %g) : (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  // The residual Add overwrites %m (its first operand of its shape dead after it).
  %sum = "onnx.Add"(%m, %a) : (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  // A broadcast operand of another shape is no candidate.
  %bias = onnx.Constant dense<0.5> : tensor<8x1x1xf32>
  %y = "onnx.Add"(%sum, %bias) : (tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) -> tensor<1x8x4x4xf32>
  return %y : tensor<1x8x4x4xf32>
}

// CHECK-LABEL: func.func @bottleneck
// CHECK-SAME: (%arg0: tensor<1x8x4x4xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "x"}) -> (tensor<1x8x4x4xf32> {onnx.name = "y"}) attributes {graph.arena_size = array<i64: 1024>, graph.preallocated_size = array<i64: 1024>, graph.unaliased_size = array<i64: 4608>} {
// CHECK: %3 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
// CHECK: %4 = "onnx.Conv"(%3, %0, %2) {auto_pad = "NOTSET", dilations = [1, 1], graph.address = array<i64: 512>, graph.bin = 0 : i64, group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x8x4x4xf32>, tensor<8x8x1x1xf32>, none) -> tensor<1x8x4x4xf32>
// CHECK: %5 = "onnx.BatchNormalizationInferenceMode"(%4, %1, %1, %1, %1) {epsilon = 9.99999974E-6 : f32, graph.address = array<i64: 512>, graph.bin = 0 : i64, momentum = 0.899999976 : f32} : (tensor<1x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
// CHECK: %6 = "onnx.Relu"(%5) {graph.address = array<i64: 512>, graph.bin = 0 : i64} : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
// CHECK: %7 = "onnx.Sigmoid"(%3) {graph.bin = 0 : i64, graph.offset = array<i64: 512>} : (tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
// CHECK: %8 = "onnx.Mul"(%6, %7) {graph.address = array<i64: 512>, graph.bin = 0 : i64} : (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
// CHECK: %9 = "onnx.Add"(%8, %3) {graph.address = array<i64: 512>, graph.bin = 0 : i64} : (tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
// CHECK: %11 = "onnx.Add"(%9, %10) {graph.address = array<i64: 512>, graph.bin = 0 : i64} : (tensor<1x8x4x4xf32>, tensor<8x1x1xf32>) -> tensor<1x8x4x4xf32>
// CHECK: return %11 : tensor<1x8x4x4xf32>
// REPORT: "summary": {"arenaBytes":1024,"preallocatedBytes":1024,"totalBytes":2048,"unaliasedBytes":4608,"savedBytes":2560,"savedPercent":55.6,"unaliasedPlannedBytes":3072},
// REPORT: "aliasing": [
// REPORT-NEXT: {"rule":"inplace","aliased":5,"copied":2,"causes":{"the input is pre-allocated":1,"the input is still needed afterwards":1}}
// REPORT-NEXT: ]
// REPORT: "fallbacks": [
// REPORT-NEXT: {"op":"onnx.Relu","result":"%3","message":"%3 has memory of its own: %arg0 is pre-allocated (the caller's memory is not overwritten)"},
// REPORT-NEXT: {"op":"onnx.Sigmoid","result":"%7","message":"%7 has memory of its own: %3 is still needed afterwards"}
// REPORT-NEXT: ]
// OFF: "summary": {"arenaBytes":2048,"preallocatedBytes":1024,"totalBytes":3072,"unaliasedBytes":4608,"savedBytes":1536,"savedPercent":33.3,"unaliasedPlannedBytes":3072},
// OFF: "aliasing": [],
