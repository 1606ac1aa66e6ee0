// concat_runtime's validations (runtime seed, "Allocator Requirements" 2 and 3).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false}))' --split-input-file --verify-diagnostics

func.func @leading_dims(%a: tensor<2x3x64xf32>, %b: tensor<2x5x64xf32>) -> tensor<2x8x64xf32> {
  // expected-error @+1 {{concat_runtime: axis=1 requires all leading dimensions to be 1 for memory aliasing}}
  %0 = "onnx.Concat"(%a, %b) {axis = 1 : si64} : (tensor<2x3x64xf32>, tensor<2x5x64xf32>) -> tensor<2x8x64xf32>
  return %0 : tensor<2x8x64xf32>
}

// -----

// Concatenating the channels pads each input on its own: the inputs' padded layout is not the
// output's.
func.func @padded_channels(%a: tensor<1x10xf32>, %b: tensor<1x20xf32>) -> tensor<1x30xf32> {
  // expected-error @+1 {{concat_runtime: input physical sizes sum to 512 bytes but the output physical size is 256 bytes}}
  %0 = "onnx.Concat"(%a, %b) {axis = 1 : si64} : (tensor<1x10xf32>, tensor<1x20xf32>) -> tensor<1x30xf32>
  return %0 : tensor<1x30xf32>
}
