// Memory bins (graph.bin on producers and arguments: one arena each, no aliasing across bins),
// the padding options, the planner choice, and the picture of each bin's arena.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{plan-svg=%t.svg}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=SVG0 --input-file=%t.svg
// RUN: FileCheck %s --check-prefix=SVG1 --input-file=%t.bin1.svg
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{odd-channel-padding=false}))' | FileCheck %s --check-prefix=ROUNDUP
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0 alignment=1 planner-options=size-first}))' | FileCheck %s --check-prefix=NOPAD
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0 alignment=1 planner-options=optimal optimal-time-limit=2000}))' | FileCheck %s --check-prefix=NOPAD
// RUN: not jopt %s -p 'builtin.module(func.func(graph-memory-plan{planner-options=best}))' 2>&1 | FileCheck %s --check-prefix=BADPLANNER

// The input lives in bin 1 (say an accelerator's memory); the first Relu writes bin 0, so the
// Reshape of it aliases in bin 0, while the Reshape in bin 1 of the bin-0 tensor cannot alias
// and gets memory of its own in bin 1.
func.func @bins(%x: tensor<4x128xf32> {graph.bin = 1 : i64}) -> (tensor<512xf32>, tensor<512xf32>) {
  %a = "onnx.Relu"(%x) : (tensor<4x128xf32>) -> tensor<4x128xf32>
  %shape = onnx.Constant dense<[512]> : tensor<1xi64>
  %b = "onnx.Reshape"(%a, %shape) {allowzero = 0 : si64} : (tensor<4x128xf32>, tensor<1xi64>) -> tensor<512xf32>
  %c = "onnx.Reshape"(%a, %shape) {allowzero = 0 : si64, graph.bin = 1 : i64} : (tensor<4x128xf32>, tensor<1xi64>) -> tensor<512xf32>
  return %b, %c : tensor<512xf32>, tensor<512xf32>
}

// CHECK-LABEL: func.func @bins
// CHECK-SAME: (%arg0: tensor<4x128xf32> {graph.bin = 1 : i64, graph.offset = 0 : i64}) -> (tensor<512xf32>, tensor<512xf32>) attributes {graph.arena_size = array<i64: 3072, 3072>, graph.preallocated_size = array<i64: 0, 0>, graph.unaliased_size = array<i64: 5376, 5376>} {
// CHECK: %0 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<4x128xf32>) -> tensor<4x128xf32>
// CHECK: %2 = "onnx.Reshape"(%0, %1) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<4x128xf32>, tensor<1xi64>) -> tensor<512xf32>
// CHECK: %3 = "onnx.Reshape"(%0, %1) {allowzero = 0 : si64, graph.bin = 1 : i64, graph.offset = array<i64: 0>} : (tensor<4x128xf32>, tensor<1xi64>) -> tensor<512xf32>
// CHECK: return %2, %3 : tensor<512xf32>, tensor<512xf32>

// SVG0: graph-memory-plan @bins bin 0: 3072 bytes (lower bound 3072)
// SVG0: <title>%0 +1: ticks [1, 5], 3072 bytes at offset 0</title>
// SVG1: graph-memory-plan @bins bin 1: 3072 bytes (lower bound 3072)
// SVG1: <title>%arg0: ticks [0, 1], 3072 bytes at offset 0</title>
// SVG1: <title>%3: ticks [4, 5], 2304 bytes at offset 0</title>

// ROUNDUP-LABEL: func.func @bins
// ROUNDUP-SAME: (%arg0: tensor<4x128xf32> {graph.bin = 1 : i64, graph.offset = 0 : i64}) -> (tensor<512xf32>, tensor<512xf32>) attributes {graph.arena_size = array<i64: 2048, 2048>, graph.preallocated_size = array<i64: 0, 0>, graph.unaliased_size = array<i64: 4096, 4096>} {
// NOPAD-LABEL: func.func @bins
// NOPAD-SAME: (%arg0: tensor<4x128xf32> {graph.bin = 1 : i64, graph.offset = 0 : i64}) -> (tensor<512xf32>, tensor<512xf32>) attributes {graph.arena_size = array<i64: 2048, 2048>, graph.preallocated_size = array<i64: 0, 0>, graph.unaliased_size = array<i64: 4096, 4096>} {
// BADPLANNER: for the --planner-options option: Cannot find option named 'best'!
