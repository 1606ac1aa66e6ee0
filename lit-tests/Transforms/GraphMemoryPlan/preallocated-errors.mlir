// Pre-allocated tensors whose addresses cannot all hold.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false strided-transposes=true channel-padding=0}))' --split-input-file --verify-diagnostics

// Both ends of a noop chain fixed, at different addresses.
func.func @mismatch(%x: tensor<1x100xf32> {graph.address = 4096 : i64}) -> (tensor<100x1xf32> {graph.address = 8192 : i64}) {
  %a = "onnx.Transpose"(%x) {perm = [1, 0]} : (tensor<1x100xf32>) -> tensor<100x1xf32>
  %shape = onnx.Constant dense<[100, 1]> : tensor<2xi64>
  // expected-error @+1 {{noop aliasing: pre-allocated input at address 4096 and pre-allocated output at address 8192 must match}}
  %b = "onnx.Reshape"(%a, %shape) {allowzero = 0 : si64} : (tensor<100x1xf32>, tensor<2xi64>) -> tensor<100x1xf32>
  return %b : tensor<100x1xf32>
}

// -----

// One tensor returned twice at two addresses.
// expected-error @+1 {{graph-memory-plan: %0 is pre-allocated at two addresses (4096 and 8192)}}
func.func @two_addresses(%x: tensor<4xf32>) -> (tensor<4xf32> {graph.address = 4096 : i64}, tensor<4xf32> {graph.address = 8192 : i64}) {
  %a = "onnx.Relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}

// -----

// expected-error @+1 {{graph-memory-plan: 'graph.address' must be a non-negative integer, not "high"}}
func.func @bad_address(%x: tensor<4xf32> {graph.address = "high"}) -> tensor<4xf32> {
  %a = "onnx.Relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
