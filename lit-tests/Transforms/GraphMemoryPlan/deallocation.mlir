// The noop seed's deallocation example: one block holds input (the primary owner) and its
// aliases reshape, transpose, unsqueeze and flatten, in allocation order; as they die the block
// loses an alias, passes to its first alias when the owner goes, and is freed with the last one:
// deallocate(reshape), deallocate(input) -> owner transpose, deallocate(transpose) -> owner
// unsqueeze, deallocate(unsqueeze) -> owner flatten, deallocate(flatten) -> freed. Each tensor is
// read once more by a compute op, in the seed's order of deallocation.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false strided-transposes=true channel-padding=0 alignment=16 report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

func.func @ownership(%x: tensor<1x100xf32>) -> (tensor<10x10xf32>, tensor<1x100xf32>, tensor<10x10xf32>, tensor<1x1x100xf32>, tensor<1x100xf32>) {
  %input = "onnx.Relu"(%x) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  %shape = onnx.Constant dense<[10, 10]> : tensor<2xi64>
  %reshape = "onnx.Reshape"(%input, %shape) {allowzero = 0 : si64} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
  %transpose = "onnx.Transpose"(%reshape) {perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %unsqueeze = "onnx.Unsqueeze"(%input, %axes) : (tensor<1x100xf32>, tensor<1xi64>) -> tensor<1x1x100xf32>
  %flatten = "onnx.Flatten"(%unsqueeze) {axis = 1 : si64} : (tensor<1x1x100xf32>) -> tensor<1x100xf32>
  %reshape_out = "onnx.Sigmoid"(%reshape) : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %conv2_out = "onnx.Relu"(%input) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  %trans_out = "onnx.Sigmoid"(%transpose) : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %unsqueeze_out = "onnx.Sigmoid"(%unsqueeze) : (tensor<1x1x100xf32>) -> tensor<1x1x100xf32>
  %flatten_out = "onnx.Sigmoid"(%flatten) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  return %reshape_out, %conv2_out, %trans_out, %unsqueeze_out, %flatten_out : tensor<10x10xf32>, tensor<1x100xf32>, tensor<10x10xf32>, tensor<1x1x100xf32>, tensor<1x100xf32>
}

// CHECK-LABEL: func.func @ownership
// CHECK-SAME: (%arg0: tensor<1x100xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> (tensor<10x10xf32>, tensor<1x100xf32>, tensor<10x10xf32>, tensor<1x1x100xf32>, tensor<1x100xf32>) attributes {graph.arena_size = array<i64: 2400>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 4400>} {

// REPORT: "summary": {"arenaBytes":2400,"preallocatedBytes":0,"totalBytes":2400,"unaliasedBytes":4400,"savedBytes":2000,"savedPercent":45.5,"unaliasedPlannedBytes":2400},
// REPORT: "bins": [
// REPORT-NEXT: {"bin":0,"arenaBytes":2400,"preallocatedBytes":0,"totalBytes":2400,"unaliasedBytes":4400,"savedBytes":2000,"savedPercent":45.5,"unaliasedPlannedBytes":2400,"lowerBound":2400}
// REPORT: "blocks": [
// REPORT-NEXT: {"id":0,"bin":0,"offset":0,"size":400,"lifetime":[0,1],"owner":"%arg0","aliases":[]},
// REPORT-NEXT: {"id":1,"bin":0,"offset":400,"size":400,"lifetime":[1,12],"owner":"%0","aliases":["%2","%3","%5","%6"]},
// REPORT-NEXT: {"id":2,"bin":0,"offset":0,"size":400,"lifetime":[8,13],"owner":"%7","aliases":[]},
// REPORT-NEXT: {"id":3,"bin":0,"offset":800,"size":400,"lifetime":[9,13],"owner":"%8","aliases":[]},
// REPORT-NEXT: {"id":4,"bin":0,"offset":1200,"size":400,"lifetime":[10,13],"owner":"%9","aliases":[]},
// REPORT-NEXT: {"id":5,"bin":0,"offset":1600,"size":400,"lifetime":[11,13],"owner":"%10","aliases":[]},
// REPORT-NEXT: {"id":6,"bin":0,"offset":2000,"size":400,"lifetime":[12,13],"owner":"%11","aliases":[]}
// REPORT: "tensors": [
// REPORT: "deallocations": [
// REPORT-NEXT: {"tick":1,"tensor":"%arg0","block":0,"action":"free","aliases":[]},
// REPORT-NEXT: {"tick":8,"tensor":"%2","block":1,"action":"drop-alias","owner":"%0","aliases":["%3","%5","%6"]},
// REPORT-NEXT: {"tick":9,"tensor":"%0","block":1,"action":"transfer","owner":"%3","aliases":["%5","%6"]},
// REPORT-NEXT: {"tick":10,"tensor":"%3","block":1,"action":"transfer","owner":"%5","aliases":["%6"]},
// REPORT-NEXT: {"tick":11,"tensor":"%5","block":1,"action":"transfer","owner":"%6","aliases":[]},
// REPORT-NEXT: {"tick":12,"tensor":"%6","block":1,"action":"free","aliases":[]}
