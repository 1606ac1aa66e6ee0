// Imported graphs graph-memory-plan refuses, with a message at the op: subgraphs (If, Loop,
// Scan carry regions), and sizes nothing can know before running (NonZero's count, a Reshape to
// a shape read from the input). The IR is left as it was.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan))' --split-input-file --verify-diagnostics

func.func @main_graph(%x: tensor<4xf32> {onnx.name = "x"}, %c: tensor<i1> {onnx.name = "c"}) -> (tensor<4xf32> {onnx.name = "y"}) {
  // expected-error @+1 {{graph-memory-plan: 'onnx.If' has regions (subgraphs); only flat graphs are planned (the graph must be flat)}}
  %0 = "onnx.If"(%c) ({
    %1 = "onnx.Relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    onnx.Yield %1 : tensor<4xf32>
  }, {
    %2 = "onnx.Neg"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    onnx.Yield %2 : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main_graph(%x: tensor<8xf32> {onnx.name = "x"}) -> (tensor<1x?xi64> {onnx.name = "nz"}) {
  // expected-error @+1 {{graph-memory-plan: %0 has a dynamic shape (tensor<1x?xi64>); the graph must have static shapes}}
  %0 = "onnx.NonZero"(%x) : (tensor<8xf32>) -> tensor<1x?xi64>
  return %0 : tensor<1x?xi64>
}

// -----

func.func @main_graph(%x: tensor<8xf32> {onnx.name = "x"}, %shape: tensor<2xi64> {onnx.name = "shape"}) -> (tensor<?x?xf32> {onnx.name = "y"}) {
  %r = "onnx.Relu"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{graph-memory-plan: %1 has a dynamic shape (tensor<?x?xf32>); the graph must have static shapes}}
  %y = "onnx.Reshape"(%r, %shape) {allowzero = 0 : si64} : (tensor<8xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}

// -----

// The caller gave one input an address at the end of the address space: the other input cannot
// be placed after it.
// expected-error @+1 {{graph-memory-plan: %arg1 is pre-allocated at 9223372036854775680: the tensors placed from there would end past the 64-bit address space}}
func.func @main_graph(%a: tensor<4xf32> {graph.address = 9223372036854775615 : i64}, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "onnx.Add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
