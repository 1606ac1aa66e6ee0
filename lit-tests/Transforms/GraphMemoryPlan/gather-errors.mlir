// gather_runtime's validations (runtime seed, "Allocator Requirements" 3 and 6).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false}))' --split-input-file --verify-diagnostics
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false enable-runtime-optim=false}))' --split-input-file | FileCheck %s --check-prefix=OFF

func.func @leading_dims(%data: tensor<2x8x64xf32>, %indices: tensor<4xi64>) -> tensor<2x4x64xf32> {
  // expected-error @+1 {{gather_runtime: axis=1 requires all leading dimensions to be 1 for memory aliasing}}
  %0 = "onnx.Gather"(%data, %indices) {axis = 1 : si64} : (tensor<2x8x64xf32>, tensor<4xi64>) -> tensor<2x4x64xf32>
  return %0 : tensor<2x4x64xf32>
}

// -----

// The seed's "Example 1: Gather with Larger Output" (100 -> 150 batches) shows a buffer of
// max(6,553,600, 9,830,400), but its requirements (step 6) and limitation 5 reject an output
// larger than the input: that is what is implemented.
func.func @larger_output(%data: tensor<100x16x16x64xf32>, %indices: tensor<150xi64>) -> tensor<150x16x16x64xf32> {
  // expected-error @+1 {{gather_runtime: output physical size exceeds input physical size after C-dimension padding}}
  %0 = "onnx.Gather"(%data, %indices) {axis = 0 : si64} : (tensor<100x16x16x64xf32>, tensor<150xi64>) -> tensor<150x16x16x64xf32>
  return %0 : tensor<150x16x16x64xf32>
}

// With runtime aliasing off the same graphs plan, every tensor in memory of its own (for the
// larger output: data 6,553,600 + output 9,830,400 + 1,536 bytes of indices).
// OFF-LABEL: func.func @leading_dims
// OFF-SAME: graph.arena_size = array<i64: 6656>
// OFF-LABEL: func.func @larger_output
// OFF-SAME: graph.arena_size = array<i64: 16385536>
