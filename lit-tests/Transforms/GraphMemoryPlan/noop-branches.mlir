// The noop seed's branching graph: a Conv output feeds Reshape -> Transpose, Unsqueeze ->
// Flatten and a second Conv. Every noop tensor of every branch joins the Conv output's block
// (transitive aliasing); the second Conv writes a block of its own, which reuses the memory of
// the first Conv's input, dead by then: seven 400-byte tensors, 2800 bytes without aliasing,
// 800 with. Then the seed's "Example 2: Multi-Branch Vision Model": three metadata branches
// share the input's block, the Conv branch has its own: 4.2 MB -> 1.2 MB.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false strided-transposes=true channel-padding=0 alignment=16 report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=BRANCH --input-file=%t.branches.json
// RUN: FileCheck %s --check-prefix=VISION --input-file=%t.vision.json

func.func @branches(%x: tensor<1x1x10x10xf32>) -> (tensor<100x1xf32>, tensor<1x100xf32>, tensor<1x1x10x10xf32>) {
  %w = onnx.Constant dense<1.0> : tensor<1x1x1x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %input = "onnx.Conv"(%x, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
  %s1 = onnx.Constant dense<[1, 100]> : tensor<2xi64>
  %reshape = "onnx.Reshape"(%input, %s1) {allowzero = 0 : si64} : (tensor<1x1x10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
  %transpose = "onnx.Transpose"(%reshape) {perm = [1, 0]} : (tensor<1x100xf32>) -> tensor<100x1xf32>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %unsqueeze = "onnx.Unsqueeze"(%input, %axes) : (tensor<1x1x10x10xf32>, tensor<1xi64>) -> tensor<1x1x1x10x10xf32>
  %flatten = "onnx.Flatten"(%unsqueeze) {axis = 1 : si64} : (tensor<1x1x1x10x10xf32>) -> tensor<1x100xf32>
  %conv2 = "onnx.Conv"(%input, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
  return %transpose, %flatten, %conv2 : tensor<100x1xf32>, tensor<1x100xf32>, tensor<1x1x10x10xf32>
}

func.func @vision(%input: tensor<1x3x224x224xf32>) -> (tensor<1x150528xf32>, tensor<1x150528xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>) {
  %t = "onnx.Transpose"(%input) {perm = [0, 2, 3, 1]} : (tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32>
  %shape = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
  %r = "onnx.Reshape"(%t, %shape) {allowzero = 0 : si64} : (tensor<1x224x224x3xf32>, tensor<2xi64>) -> tensor<1x150528xf32>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %u = "onnx.Unsqueeze"(%input, %axes) : (tensor<1x3x224x224xf32>, tensor<1xi64>) -> tensor<1x1x3x224x224xf32>
  %f = "onnx.Flatten"(%u) {axis = 1 : si64} : (tensor<1x1x3x224x224xf32>) -> tensor<1x150528xf32>
  %i = "onnx.Identity"(%input) : (tensor<1x3x224x224xf32>) -> tensor<1x3x224x224xf32>
  %w = onnx.Constant dense<1.0> : tensor<3x3x1x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %c = "onnx.Conv"(%input, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x3x224x224xf32>, tensor<3x3x1x1xf32>, none) -> tensor<1x3x224x224xf32>
  return %r, %f, %i, %c : tensor<1x150528xf32>, tensor<1x150528xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>
}

// CHECK-LABEL: func.func @branches
// CHECK-SAME: (%arg0: tensor<1x1x10x10xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> (tensor<100x1xf32>, tensor<1x100xf32>, tensor<1x1x10x10xf32>) attributes {graph.arena_size = array<i64: 800>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 2800>} {
// CHECK: %2 = "onnx.Conv"(%arg0, %0, %1) {auto_pad = "NOTSET", graph.bin = 0 : i64, graph.offset = array<i64: 400>, group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
// CHECK: %4 = "onnx.Reshape"(%2, %3) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 400>} : (tensor<1x1x10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
// CHECK: %5 = "onnx.Transpose"(%4) {graph.bin = 0 : i64, graph.offset = array<i64: 400>, perm = [1, 0]} : (tensor<1x100xf32>) -> tensor<100x1xf32>
// CHECK: %7 = "onnx.Unsqueeze"(%2, %6) {graph.bin = 0 : i64, graph.offset = array<i64: 400>} : (tensor<1x1x10x10xf32>, tensor<1xi64>) -> tensor<1x1x1x10x10xf32>
// CHECK: %8 = "onnx.Flatten"(%7) {axis = 1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 400>} : (tensor<1x1x1x10x10xf32>) -> tensor<1x100xf32>
// CHECK: %9 = "onnx.Conv"(%2, %0, %1) {auto_pad = "NOTSET", graph.bin = 0 : i64, graph.offset = array<i64: 0>, group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
// CHECK: return %5, %8, %9 : tensor<100x1xf32>, tensor<1x100xf32>, tensor<1x1x10x10xf32>
// CHECK-LABEL: func.func @vision
// CHECK-SAME: (%arg0: tensor<1x3x224x224xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> (tensor<1x150528xf32>, tensor<1x150528xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>) attributes {graph.arena_size = array<i64: 1204224>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 4214784>} {
// CHECK: %0 = "onnx.Transpose"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, perm = [0, 2, 3, 1]} : (tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32>
// CHECK: %2 = "onnx.Reshape"(%0, %1) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x224x224x3xf32>, tensor<2xi64>) -> tensor<1x150528xf32>
// CHECK: %4 = "onnx.Unsqueeze"(%arg0, %3) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x3x224x224xf32>, tensor<1xi64>) -> tensor<1x1x3x224x224xf32>
// CHECK: %5 = "onnx.Flatten"(%4) {axis = 1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x1x3x224x224xf32>) -> tensor<1x150528xf32>
// CHECK: %6 = "onnx.Identity"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x3x224x224xf32>) -> tensor<1x3x224x224xf32>
// CHECK: %9 = "onnx.Conv"(%arg0, %7, %8) {auto_pad = "NOTSET", graph.bin = 0 : i64, graph.offset = array<i64: 602112>, group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x3x224x224xf32>, tensor<3x3x1x1xf32>, none) -> tensor<1x3x224x224xf32>
// CHECK: return %2, %5, %6, %9 : tensor<1x150528xf32>, tensor<1x150528xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>

// BRANCH: "summary": {"arenaBytes":800,"preallocatedBytes":0,"totalBytes":800,"unaliasedBytes":2800,"savedBytes":2000,"savedPercent":71.4,"unaliasedPlannedBytes":1600},
// BRANCH: "bins": [
// BRANCH-NEXT: {"bin":0,"arenaBytes":800,"preallocatedBytes":0,"totalBytes":800,"unaliasedBytes":2800,"savedBytes":2000,"savedPercent":71.4,"unaliasedPlannedBytes":1600,"lowerBound":800}
// BRANCH: "blocks": [
// BRANCH-NEXT: {"id":0,"bin":0,"offset":0,"size":400,"lifetime":[0,3],"owner":"%arg0","aliases":[]},
// BRANCH-NEXT: {"id":1,"bin":0,"offset":400,"size":400,"lifetime":[3,11],"owner":"%2","aliases":["%4","%5","%7","%8"]},
// BRANCH-NEXT: {"id":2,"bin":0,"offset":0,"size":400,"lifetime":[10,11],"owner":"%9","aliases":[]}
// BRANCH: "tensors": [
// BRANCH: "deallocations": [
// BRANCH-NEXT: {"tick":3,"tensor":"%arg0","block":0,"action":"free","aliases":[]},
// BRANCH-NEXT: {"tick":6,"tensor":"%4","block":1,"action":"drop-alias","owner":"%2","aliases":["%5"]},
// BRANCH-NEXT: {"tick":9,"tensor":"%7","block":1,"action":"drop-alias","owner":"%2","aliases":["%5","%8"]},
// BRANCH-NEXT: {"tick":10,"tensor":"%2","block":1,"action":"transfer","owner":"%5","aliases":["%8"]}

// VISION: "summary": {"arenaBytes":1204224,"preallocatedBytes":0,"totalBytes":1204224,"unaliasedBytes":4214784,"savedBytes":3010560,"savedPercent":71.4,"unaliasedPlannedBytes":3010560},
// VISION: "bins": [
// VISION-NEXT: {"bin":0,"arenaBytes":1204224,"preallocatedBytes":0,"totalBytes":1204224,"unaliasedBytes":4214784,"savedBytes":3010560,"savedPercent":71.4,"unaliasedPlannedBytes":3010560,"lowerBound":1204224}
// VISION: "blocks": [
// VISION-NEXT: {"id":0,"bin":0,"offset":0,"size":602112,"lifetime":[0,11],"owner":"%arg0","aliases":["%0","%2","%4","%5","%6"]},
// VISION-NEXT: {"id":1,"bin":0,"offset":602112,"size":602112,"lifetime":[10,11],"owner":"%9","aliases":[]}
// VISION: "tensors": [
// VISION: "deallocations": [
// VISION-NEXT: {"tick":3,"tensor":"%0","block":0,"action":"drop-alias","owner":"%arg0","aliases":["%2"]},
// VISION-NEXT: {"tick":6,"tensor":"%4","block":0,"action":"drop-alias","owner":"%arg0","aliases":["%2","%5"]},
// VISION-NEXT: {"tick":10,"tensor":"%arg0","block":0,"action":"transfer","owner":"%2","aliases":["%5","%6"]}
