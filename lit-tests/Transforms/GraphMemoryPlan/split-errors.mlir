// split_runtime's validations (runtime seed, "Allocator Requirements" 2, 6, 7 and 9).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false}))' --split-input-file --verify-diagnostics

func.func @leading_dims(%input: tensor<2x6x64xf32>) -> (tensor<2x2x64xf32>, tensor<2x4x64xf32>) {
  %split = onnx.Constant dense<[2, 4]> : tensor<2xi64>
  // expected-error @+1 {{split_runtime: axis=1 requires all leading dimensions to be 1 for memory aliasing}}
  %0:2 = "onnx.Split"(%input, %split) {axis = 1 : si64} : (tensor<2x6x64xf32>, tensor<2xi64>) -> (tensor<2x2x64xf32>, tensor<2x4x64xf32>)
  return %0#0, %0#1 : tensor<2x2x64xf32>, tensor<2x4x64xf32>
}

// -----

func.func @split_sum(%input: tensor<6x64xf32>) -> (tensor<2x64xf32>, tensor<3x64xf32>) {
  %split = onnx.Constant dense<[2, 3]> : tensor<2xi64>
  // expected-error @+1 {{split_runtime: split sizes sum to 5 but the input has 6 along axis=0}}
  %0:2 = "onnx.Split"(%input, %split) {axis = 0 : si64} : (tensor<6x64xf32>, tensor<2xi64>) -> (tensor<2x64xf32>, tensor<3x64xf32>)
  return %0#0, %0#1 : tensor<2x64xf32>, tensor<3x64xf32>
}

// -----

// Splitting the channels pads each output on its own: 64 + 64 padded channels are not the
// input's 192.
func.func @padded_channels(%input: tensor<1x128xf32>) -> (tensor<1x64xf32>, tensor<1x64xf32>) {
  %split = onnx.Constant dense<[64, 64]> : tensor<2xi64>
  // expected-error @+1 {{split_runtime: output physical sizes sum to 512 bytes but the input physical size is 768 bytes}}
  %0:2 = "onnx.Split"(%input, %split) {axis = 1 : si64} : (tensor<1x128xf32>, tensor<2xi64>) -> (tensor<1x64xf32>, tensor<1x64xf32>)
  return %0#0, %0#1 : tensor<1x64xf32>, tensor<1x64xf32>
}
