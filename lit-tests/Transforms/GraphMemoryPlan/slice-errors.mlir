// slice_runtime's validations (runtime seed, "Allocator Requirements" 4).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false}))' --split-input-file --verify-diagnostics

func.func @leading_dims(%input: tensor<4x8x64xf32>) -> tensor<4x2x64xf32> {
  %starts = onnx.Constant dense<2> : tensor<1xi64>
  %ends = onnx.Constant dense<4> : tensor<1xi64>
  %axes = onnx.Constant dense<1> : tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  // expected-error @+1 {{slice_runtime: axis=1 requires all leading dimensions to be 1 for memory aliasing}}
  %0 = "onnx.Slice"(%input, %starts, %ends, %axes, %none) : (tensor<4x8x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<4x2x64xf32>
  return %0 : tensor<4x2x64xf32>
}

// -----

func.func @starts_and_axes(%input: tensor<1x8x64xf32>) -> tensor<1x2x64xf32> {
  %starts = onnx.Constant dense<[0, 2]> : tensor<2xi64>
  %ends = onnx.Constant dense<[1, 4]> : tensor<2xi64>
  %axes = onnx.Constant dense<1> : tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  // expected-error @+1 {{slice_runtime: starts and axes must have the same length}}
  %0 = "onnx.Slice"(%input, %starts, %ends, %axes, %none) : (tensor<1x8x64xf32>, tensor<2xi64>, tensor<2xi64>, tensor<1xi64>, none) -> tensor<1x2x64xf32>
  return %0 : tensor<1x2x64xf32>
}
