// Pre-allocated tensors (noop seed): function arguments and results with a caller's address
// (graph.address). The four cases of the seed's table, forward and backward propagation through
// noop chains, and the seed's "Example 3: Complex Subgraph with Pre-Allocation".
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0 alignment=16 report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=EX3 --input-file=%t.example3.json

// Intermediate -> intermediate: standard aliasing in the arena.
func.func @intermediate_to_intermediate(%x: tensor<1x100xf32>) -> tensor<1x100xf32> {
  %a = "onnx.Relu"(%x) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  %b = "onnx.Identity"(%a) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  %c = "onnx.Relu"(%b) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  return %c : tensor<1x100xf32>
}

// Pre-allocated -> intermediate: the noop chain's outputs are at the input's address (forward).
func.func @preallocated_to_intermediate(%x: tensor<1x100xf32> {graph.address = 4096 : i64}) -> tensor<100x1xf32> {
  %shape = onnx.Constant dense<[10, 10]> : tensor<2xi64>
  %a = "onnx.Reshape"(%x, %shape) {allowzero = 0 : si64} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
  %b = "onnx.Transpose"(%a) {perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %c = "onnx.Flatten"(%b) {axis = 0 : si64} : (tensor<10x10xf32>) -> tensor<1x100xf32>
  %d = "onnx.Transpose"(%c) {perm = [1, 0]} : (tensor<1x100xf32>) -> tensor<100x1xf32>
  %e = "onnx.Relu"(%d) : (tensor<100x1xf32>) -> tensor<100x1xf32>
  return %e : tensor<100x1xf32>
}

// Intermediate -> pre-allocated: the compute op writes straight into the output's memory, and
// so does every noop on the way (backward).
func.func @intermediate_to_preallocated(%x: tensor<1x100xf32>) -> (tensor<100x1xf32> {graph.address = 8192 : i64}) {
  %a = "onnx.Relu"(%x) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  %shape = onnx.Constant dense<[10, 10]> : tensor<2xi64>
  %b = "onnx.Reshape"(%a, %shape) {allowzero = 0 : si64} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
  %c = "onnx.Transpose"(%b) {perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %s2 = onnx.Constant dense<[100, 1]> : tensor<2xi64>
  %d = "onnx.Reshape"(%c, %s2) {allowzero = 0 : si64} : (tensor<10x10xf32>, tensor<2xi64>) -> tensor<100x1xf32>
  return %d : tensor<100x1xf32>
}

// Pre-allocated -> pre-allocated: both fixed, at the same address.
func.func @preallocated_to_preallocated(%x: tensor<1x100xf32> {graph.address = 4096 : i64}) -> (tensor<100x1xf32> {graph.address = 4096 : i64}) {
  %a = "onnx.Transpose"(%x) {perm = [1, 0]} : (tensor<1x100xf32>) -> tensor<100x1xf32>
  return %a : tensor<100x1xf32>
}

// The seed's Example 3: the input's block at 0x1000 holds input, reshape1, transpose1; the
// output's at 0x2000 holds reshape2 and output; intermediate and conv_out have blocks of their
// own: 2800 bytes without aliasing, 1600 with. The seed keeps conv_out out of the 0x2000 block
// although backward propagation would take it in; here the Conv runs in memory bin 1 (say an
// accelerator's), so reshape2 cannot alias it and the rules give the seed's layout exactly.
func.func @example3(%input: tensor<1x1x10x10xf32> {graph.address = 4096 : i64}) -> (tensor<1x100xf32> {graph.address = 8192 : i64}) {
  %s1 = onnx.Constant dense<[1, 10, 10, 1]> : tensor<4xi64>
  %reshape1 = "onnx.Reshape"(%input, %s1) {allowzero = 0 : si64} : (tensor<1x1x10x10xf32>, tensor<4xi64>) -> tensor<1x10x10x1xf32>
  %transpose1 = "onnx.Transpose"(%reshape1) {perm = [0, 3, 1, 2]} : (tensor<1x10x10x1xf32>) -> tensor<1x1x10x10xf32>
  %intermediate = "onnx.Relu"(%transpose1) : (tensor<1x1x10x10xf32>) -> tensor<1x1x10x10xf32>
  %w = onnx.Constant dense<1.0> : tensor<1x1x1x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %conv_out = "onnx.Conv"(%intermediate, %w, %none) {auto_pad = "NOTSET", graph.bin = 1 : i64, group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
  %s2 = onnx.Constant dense<[1, 100]> : tensor<2xi64>
  %reshape2 = "onnx.Reshape"(%conv_out, %s2) {allowzero = 0 : si64} : (tensor<1x1x10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
  %output = "onnx.Identity"(%reshape2) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  return %output : tensor<1x100xf32>
}

// The same graph in one bin: backward propagation takes conv_out into the output's memory too
// and only intermediate is left in the arena: 1200 bytes.
func.func @example3_one_bin(%input: tensor<1x1x10x10xf32> {graph.address = 4096 : i64}) -> (tensor<1x100xf32> {graph.address = 8192 : i64}) {
  %s1 = onnx.Constant dense<[1, 10, 10, 1]> : tensor<4xi64>
  %reshape1 = "onnx.Reshape"(%input, %s1) {allowzero = 0 : si64} : (tensor<1x1x10x10xf32>, tensor<4xi64>) -> tensor<1x10x10x1xf32>
  %transpose1 = "onnx.Transpose"(%reshape1) {perm = [0, 3, 1, 2]} : (tensor<1x10x10x1xf32>) -> tensor<1x1x10x10xf32>
  %intermediate = "onnx.Relu"(%transpose1) : (tensor<1x1x10x10xf32>) -> tensor<1x1x10x10xf32>
  %w = onnx.Constant dense<1.0> : tensor<1x1x1x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %conv_out = "onnx.Conv"(%intermediate, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
  %s2 = onnx.Constant dense<[1, 100]> : tensor<2xi64>
  %reshape2 = "onnx.Reshape"(%conv_out, %s2) {allowzero = 0 : si64} : (tensor<1x1x10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
  %output = "onnx.Identity"(%reshape2) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  return %output : tensor<1x100xf32>
}
