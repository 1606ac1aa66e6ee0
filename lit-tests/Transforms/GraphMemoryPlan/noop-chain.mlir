// The noop seed's single chain (input -> Reshape -> Transpose -> Unsqueeze: four 400-byte
// tensors share one block, 1600 bytes without aliasing, 400 with) and its "Example 1: Simple
// Preprocessing Chain" (1x3x224x224 f32 through Transpose, Reshape and a metadata-only
// normalization, here Identity: 2.4 MB without aliasing, 600 KB with). The noop seed has no
// channel padding; alignment 16 keeps 400-byte blocks back to back.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false strided-transposes=true channel-padding=0 alignment=16 report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=CHAIN --input-file=%t.single_chain.json
// RUN: FileCheck %s --check-prefix=PRE --input-file=%t.preprocessing.json
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false strided-transposes=true channel-padding=0 alignment=16 enable-noop-optim=false}))' | FileCheck %s --check-prefix=OFF

func.func @single_chain(%input: tensor<1x100xf32>) -> tensor<1x10x10x1xf32> {
  %shape = onnx.Constant dense<[10, 10]> : tensor<2xi64>
  %reshape = "onnx.Reshape"(%input, %shape) {allowzero = 0 : si64} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
  %transpose = "onnx.Transpose"(%reshape) {perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %axes = onnx.Constant dense<[0, 3]> : tensor<2xi64>
  %unsqueeze = "onnx.Unsqueeze"(%transpose, %axes) : (tensor<10x10xf32>, tensor<2xi64>) -> tensor<1x10x10x1xf32>
  return %unsqueeze : tensor<1x10x10x1xf32>
}

func.func @preprocessing(%input: tensor<1x3x224x224xf32>) -> tensor<1x150528xf32> {
  %transpose = "onnx.Transpose"(%input) {perm = [1, 2, 3, 0]} : (tensor<1x3x224x224xf32>) -> tensor<3x224x224x1xf32>
  %shape = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
  %reshape = "onnx.Reshape"(%transpose, %shape) {allowzero = 0 : si64} : (tensor<3x224x224x1xf32>, tensor<2xi64>) -> tensor<1x150528xf32>
  %normalize = "onnx.Identity"(%reshape) : (tensor<1x150528xf32>) -> tensor<1x150528xf32>
  return %normalize : tensor<1x150528xf32>
}

// CHECK-LABEL: func.func @single_chain
// CHECK-SAME: (%arg0: tensor<1x100xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<1x10x10x1xf32> attributes {graph.arena_size = array<i64: 400>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 1600>} {
// CHECK: %1 = "onnx.Reshape"(%arg0, %0) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
// CHECK: %2 = "onnx.Transpose"(%1) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
// CHECK: %4 = "onnx.Unsqueeze"(%2, %3) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<10x10xf32>, tensor<2xi64>) -> tensor<1x10x10x1xf32>
// CHECK: return %4 : tensor<1x10x10x1xf32>
// CHECK-LABEL: func.func @preprocessing
// CHECK-SAME: (%arg0: tensor<1x3x224x224xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<1x150528xf32> attributes {graph.arena_size = array<i64: 602112>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 2408448>} {
// CHECK: %0 = "onnx.Transpose"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, perm = [1, 2, 3, 0]} : (tensor<1x3x224x224xf32>) -> tensor<3x224x224x1xf32>
// CHECK: %2 = "onnx.Reshape"(%0, %1) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<3x224x224x1xf32>, tensor<2xi64>) -> tensor<1x150528xf32>
// CHECK: %3 = "onnx.Identity"(%2) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x150528xf32>) -> tensor<1x150528xf32>
// CHECK: return %3 : tensor<1x150528xf32>

// CHAIN: "summary": {"arenaBytes":400,"preallocatedBytes":0,"totalBytes":400,"unaliasedBytes":1600,"savedBytes":1200,"savedPercent":75.0,"unaliasedPlannedBytes":800},
// CHAIN: "bins": [
// CHAIN-NEXT: {"bin":0,"arenaBytes":400,"preallocatedBytes":0,"totalBytes":400,"unaliasedBytes":1600,"savedBytes":1200,"savedPercent":75.0,"unaliasedPlannedBytes":800,"lowerBound":400}
// CHAIN: "blocks": [
// CHAIN-NEXT: {"id":0,"bin":0,"offset":0,"size":400,"lifetime":[0,6],"owner":"%arg0","aliases":["%1","%2","%4"]}
// CHAIN: "tensors": [
// CHAIN-NEXT: {"name":"%arg0","op":"argument","type":"tensor<1x100xf32>","bin":0,"block":0,"offset":0,"size":400,"lifetime":[0,2],"placement":"own"},
// CHAIN-NEXT: {"name":"%1","op":"onnx.Reshape","type":"tensor<10x10xf32>","bin":0,"block":0,"offset":0,"size":400,"lifetime":[2,3],"placement":"noop of %arg0"},
// CHAIN-NEXT: {"name":"%2","op":"onnx.Transpose","type":"tensor<10x10xf32>","bin":0,"block":0,"offset":0,"size":400,"lifetime":[3,5],"placement":"noop of %1"},
// CHAIN-NEXT: {"name":"%4","op":"onnx.Unsqueeze","type":"tensor<1x10x10x1xf32>","bin":0,"block":0,"offset":0,"size":400,"lifetime":[5,6],"placement":"noop of %2"}
// CHAIN: "deallocations": [
// CHAIN-NEXT: {"tick":2,"tensor":"%arg0","block":0,"action":"transfer","owner":"%1","aliases":[]},
// CHAIN-NEXT: {"tick":3,"tensor":"%1","block":0,"action":"transfer","owner":"%2","aliases":[]},
// CHAIN-NEXT: {"tick":5,"tensor":"%2","block":0,"action":"transfer","owner":"%4","aliases":[]}

// PRE: "summary": {"arenaBytes":602112,"preallocatedBytes":0,"totalBytes":602112,"unaliasedBytes":2408448,"savedBytes":1806336,"savedPercent":75.0,"unaliasedPlannedBytes":1204224},
// PRE: "bins": [
// PRE-NEXT: {"bin":0,"arenaBytes":602112,"preallocatedBytes":0,"totalBytes":602112,"unaliasedBytes":2408448,"savedBytes":1806336,"savedPercent":75.0,"unaliasedPlannedBytes":1204224,"lowerBound":602112}
// PRE: "blocks": [
// PRE-NEXT: {"id":0,"bin":0,"offset":0,"size":602112,"lifetime":[0,5],"owner":"%arg0","aliases":["%0","%2","%3"]}
// PRE: "tensors": [
// PRE: "deallocations": [
// PRE-NEXT: {"tick":1,"tensor":"%arg0","block":0,"action":"transfer","owner":"%0","aliases":[]},
// PRE-NEXT: {"tick":3,"tensor":"%0","block":0,"action":"transfer","owner":"%2","aliases":[]},
// PRE-NEXT: {"tick":4,"tensor":"%2","block":0,"action":"transfer","owner":"%3","aliases":[]}

// OFF-LABEL: func.func @single_chain
// OFF-SAME: (%arg0: tensor<1x100xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<1x10x10x1xf32> attributes {graph.arena_size = array<i64: 800>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 1600>} {
// OFF-LABEL: func.func @preprocessing
// OFF-SAME: (%arg0: tensor<1x3x224x224xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<1x150528xf32> attributes {graph.arena_size = array<i64: 1204224>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 2408448>} {
