// Graphs graph-memory-plan does not plan: dynamic or unranked shapes, ops with regions,
// elements of unknown size, malformed bins.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false}))' --split-input-file --verify-diagnostics

// expected-error @+1 {{graph-memory-plan: %arg0 has a dynamic shape (tensor<?x64xf32>); the graph must have static shapes}}
func.func @dynamic(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %0 = "onnx.Relu"(%x) : (tensor<?x64xf32>) -> tensor<?x64xf32>
  return %0 : tensor<?x64xf32>
}

// -----

func.func @unranked(%x: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{graph-memory-plan: %0 is an unranked tensor; the graph must have static shapes}}
  %0 = "onnx.Relu"(%x) : (tensor<4xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @regions(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // expected-error @+1 {{graph-memory-plan: 'scf.if' has regions (subgraphs); only flat graphs are planned (the graph must be flat)}}
  %0 = scf.if %c -> tensor<4xf32> {
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @bad_bin(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{graph-memory-plan: 'graph.bin' must be an integer or an array of integers with one per result, not "fast"}}
  %0 = "onnx.Relu"(%x) {graph.bin = "fast"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negative_bin(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{graph-memory-plan: memory bin -1 is not valid}}
  %0 = "onnx.Relu"(%x) {graph.bin = -1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
