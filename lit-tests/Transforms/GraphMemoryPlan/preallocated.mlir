// Pre-allocated tensors (noop seed): function arguments and results with a caller's address
// (graph.address). The four cases of the seed's table, forward and backward propagation through
// noop chains, and the seed's "Example 3: Complex Subgraph with Pre-Allocation".
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false strided-transposes=true channel-padding=0 alignment=16 report=%t.json}))' | FileCheck %s
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

// CHECK-LABEL: func.func @intermediate_to_intermediate
// CHECK-SAME: (%arg0: tensor<1x100xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<1x100xf32> attributes {graph.arena_size = array<i64: 800>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 1600>} {
// CHECK: %0 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 400>} : (tensor<1x100xf32>) -> tensor<1x100xf32>
// CHECK: %1 = "onnx.Identity"(%0) {graph.bin = 0 : i64, graph.offset = array<i64: 400>} : (tensor<1x100xf32>) -> tensor<1x100xf32>
// CHECK: %2 = "onnx.Relu"(%1) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x100xf32>) -> tensor<1x100xf32>
// CHECK: return %2 : tensor<1x100xf32>
// CHECK-LABEL: func.func @preallocated_to_intermediate
// CHECK-SAME: (%arg0: tensor<1x100xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}) -> tensor<100x1xf32> attributes {graph.arena_size = array<i64: 400>, graph.preallocated_size = array<i64: 400>, graph.unaliased_size = array<i64: 2400>} {
// CHECK: %1 = "onnx.Reshape"(%arg0, %0) {allowzero = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
// CHECK: %2 = "onnx.Transpose"(%1) {graph.address = array<i64: 4096>, graph.bin = 0 : i64, perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
// CHECK: %3 = "onnx.Flatten"(%2) {axis = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64} : (tensor<10x10xf32>) -> tensor<1x100xf32>
// CHECK: %4 = "onnx.Transpose"(%3) {graph.address = array<i64: 4096>, graph.bin = 0 : i64, perm = [1, 0]} : (tensor<1x100xf32>) -> tensor<100x1xf32>
// CHECK: %5 = "onnx.Relu"(%4) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<100x1xf32>) -> tensor<100x1xf32>
// CHECK: return %5 : tensor<100x1xf32>
// CHECK-LABEL: func.func @intermediate_to_preallocated
// CHECK-SAME: (%arg0: tensor<1x100xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> (tensor<100x1xf32> {graph.address = 8192 : i64}) attributes {graph.arena_size = array<i64: 400>, graph.preallocated_size = array<i64: 400>, graph.unaliased_size = array<i64: 2000>} {
// CHECK: %0 = "onnx.Relu"(%arg0) {graph.address = array<i64: 8192>, graph.bin = 0 : i64} : (tensor<1x100xf32>) -> tensor<1x100xf32>
// CHECK: %2 = "onnx.Reshape"(%0, %1) {allowzero = 0 : si64, graph.address = array<i64: 8192>, graph.bin = 0 : i64} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
// CHECK: %3 = "onnx.Transpose"(%2) {graph.address = array<i64: 8192>, graph.bin = 0 : i64, perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
// CHECK: %5 = "onnx.Reshape"(%3, %4) {allowzero = 0 : si64, graph.address = array<i64: 8192>, graph.bin = 0 : i64} : (tensor<10x10xf32>, tensor<2xi64>) -> tensor<100x1xf32>
// CHECK: return %5 : tensor<100x1xf32>
// CHECK-LABEL: func.func @preallocated_to_preallocated
// CHECK-SAME: (%arg0: tensor<1x100xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}) -> (tensor<100x1xf32> {graph.address = 4096 : i64}) attributes {graph.arena_size = array<i64: 0>, graph.preallocated_size = array<i64: 400>, graph.unaliased_size = array<i64: 800>} {
// CHECK: %0 = "onnx.Transpose"(%arg0) {graph.address = array<i64: 4096>, graph.bin = 0 : i64, perm = [1, 0]} : (tensor<1x100xf32>) -> tensor<100x1xf32>
// CHECK: return %0 : tensor<100x1xf32>
// CHECK-LABEL: func.func @example3
// CHECK-SAME: (%arg0: tensor<1x1x10x10xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}) -> (tensor<1x100xf32> {graph.address = 8192 : i64}) attributes {graph.arena_size = array<i64: 400, 400>, graph.preallocated_size = array<i64: 800, 0>, graph.unaliased_size = array<i64: 2400, 400>} {
// CHECK: %1 = "onnx.Reshape"(%arg0, %0) {allowzero = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64} : (tensor<1x1x10x10xf32>, tensor<4xi64>) -> tensor<1x10x10x1xf32>
// CHECK: %2 = "onnx.Transpose"(%1) {graph.address = array<i64: 4096>, graph.bin = 0 : i64, perm = [0, 3, 1, 2]} : (tensor<1x10x10x1xf32>) -> tensor<1x1x10x10xf32>
// CHECK: %3 = "onnx.Relu"(%2) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x1x10x10xf32>) -> tensor<1x1x10x10xf32>
// CHECK: %6 = "onnx.Conv"(%3, %4, %5) {auto_pad = "NOTSET", graph.bin = 1 : i64, graph.offset = array<i64: 0>, group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
// CHECK: %8 = "onnx.Reshape"(%6, %7) {allowzero = 0 : si64, graph.address = array<i64: 8192>, graph.bin = 0 : i64} : (tensor<1x1x10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
// CHECK: %9 = "onnx.Identity"(%8) {graph.address = array<i64: 8192>, graph.bin = 0 : i64} : (tensor<1x100xf32>) -> tensor<1x100xf32>
// CHECK: return %9 : tensor<1x100xf32>
// CHECK-LABEL: func.func @example3_one_bin
// CHECK-SAME: (%arg0: tensor<1x1x10x10xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}) -> (tensor<1x100xf32> {graph.address = 8192 : i64}) attributes {graph.arena_size = array<i64: 400>, graph.preallocated_size = array<i64: 800>, graph.unaliased_size = array<i64: 2800>} {
// CHECK: %1 = "onnx.Reshape"(%arg0, %0) {allowzero = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64} : (tensor<1x1x10x10xf32>, tensor<4xi64>) -> tensor<1x10x10x1xf32>
// CHECK: %2 = "onnx.Transpose"(%1) {graph.address = array<i64: 4096>, graph.bin = 0 : i64, perm = [0, 3, 1, 2]} : (tensor<1x10x10x1xf32>) -> tensor<1x1x10x10xf32>
// CHECK: %3 = "onnx.Relu"(%2) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x1x10x10xf32>) -> tensor<1x1x10x10xf32>
// CHECK: %6 = "onnx.Conv"(%3, %4, %5) {auto_pad = "NOTSET", graph.address = array<i64: 8192>, graph.bin = 0 : i64, group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
// CHECK: %8 = "onnx.Reshape"(%6, %7) {allowzero = 0 : si64, graph.address = array<i64: 8192>, graph.bin = 0 : i64} : (tensor<1x1x10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
// CHECK: %9 = "onnx.Identity"(%8) {graph.address = array<i64: 8192>, graph.bin = 0 : i64} : (tensor<1x100xf32>) -> tensor<1x100xf32>
// CHECK: return %9 : tensor<1x100xf32>

// EX3: "summary": {"arenaBytes":800,"preallocatedBytes":800,"totalBytes":1600,"unaliasedBytes":2800,"savedBytes":1200,"savedPercent":42.9,"unaliasedPlannedBytes":2000},
// EX3: "bins": [
// EX3-NEXT: {"bin":0,"arenaBytes":400,"preallocatedBytes":800,"totalBytes":1200,"unaliasedBytes":2400,"savedBytes":1200,"savedPercent":50.0,"unaliasedPlannedBytes":1600,"lowerBound":400},
// EX3-NEXT: {"bin":1,"arenaBytes":400,"preallocatedBytes":0,"totalBytes":400,"unaliasedBytes":400,"savedBytes":0,"savedPercent":0.0,"unaliasedPlannedBytes":400,"lowerBound":400}
// EX3: "blocks": [
// EX3-NEXT: {"id":0,"bin":0,"address":4096,"size":400,"lifetime":[0,4],"owner":"%arg0","aliases":["%1","%2"]},
// EX3-NEXT: {"id":1,"bin":0,"offset":0,"size":400,"lifetime":[4,7],"owner":"%3","aliases":[]},
// EX3-NEXT: {"id":2,"bin":1,"offset":0,"size":400,"lifetime":[7,9],"owner":"%6","aliases":[]},
// EX3-NEXT: {"id":3,"bin":0,"address":8192,"size":400,"lifetime":[9,11],"owner":"%8","aliases":["%9"]}
// EX3: "tensors": [
// EX3-NEXT: {"name":"%arg0","op":"argument","type":"tensor<1x1x10x10xf32>","bin":0,"block":0,"address":4096,"size":400,"lifetime":[0,2],"placement":"pre-allocated"},
// EX3-NEXT: {"name":"%1","op":"onnx.Reshape","type":"tensor<1x10x10x1xf32>","bin":0,"block":0,"address":4096,"size":400,"lifetime":[2,3],"placement":"noop of %arg0"},
// EX3-NEXT: {"name":"%2","op":"onnx.Transpose","type":"tensor<1x1x10x10xf32>","bin":0,"block":0,"address":4096,"size":400,"lifetime":[3,4],"placement":"noop of %1"},
// EX3-NEXT: {"name":"%3","op":"onnx.Relu","type":"tensor<1x1x10x10xf32>","bin":0,"block":1,"offset":0,"size":400,"lifetime":[4,7],"placement":"own"},
// EX3-NEXT: {"name":"%6","op":"onnx.Conv","type":"tensor<1x1x10x10xf32>","bin":1,"block":2,"offset":0,"size":400,"lifetime":[7,9],"placement":"own"},
// EX3-NEXT: {"name":"%8","op":"onnx.Reshape","type":"tensor<1x100xf32>","bin":0,"block":3,"address":8192,"size":400,"lifetime":[9,10],"placement":"pre-allocated memory of %9 (backward)"},
// EX3-NEXT: {"name":"%9","op":"onnx.Identity","type":"tensor<1x100xf32>","bin":0,"block":3,"address":8192,"size":400,"lifetime":[10,11],"placement":"pre-allocated"}
// EX3: "fallbacks": [
// EX3-NEXT: {"op":"onnx.Reshape","result":"%8","message":"%8 gets memory of its own: different memory bins (0 and 1)"}
// EX3: "deallocations": [
// EX3-NEXT: {"tick":7,"tensor":"%3","block":1,"action":"free","aliases":[]},
// EX3-NEXT: {"tick":9,"tensor":"%6","block":2,"action":"free","aliases":[]}
