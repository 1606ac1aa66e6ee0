// Memory bins (graph.bin on producers and arguments: one arena each, no aliasing across bins),
// the padding options, the planner choice, and the page of the plan (a tab per bin).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false plan-report=%t.html}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=HTML --input-file=%t.html
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false channel-padding=64 odd-channel-padding=false}))' | FileCheck %s --check-prefix=ROUNDUP
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false channel-padding=0 alignment=1 planner-options=size-first}))' | FileCheck %s --check-prefix=NOPAD
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true preallocate-io=false channel-padding=0 alignment=1 planner-options=optimal optimal-time-limit=2000}))' | FileCheck %s --check-prefix=NOPAD
// RUN: not jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false planner-options=best}))' 2>&1 | FileCheck %s --check-prefix=BADPLANNER

// The input lives in bin 1 (say an accelerator's memory); the first Relu writes bin 0, so the
// Reshape of it aliases in bin 0, while the Reshape in bin 1 of the bin-0 tensor cannot alias
// and gets memory of its own in bin 1.
func.func @bins(%x: tensor<4x128xf32> {graph.bin = 1 : i64}) -> (tensor<2x2x128xf32>, tensor<2x2x128xf32>) {
  %a = "onnx.Relu"(%x) : (tensor<4x128xf32>) -> tensor<4x128xf32>
  %shape = onnx.Constant dense<[2, 2, 128]> : tensor<3xi64>
  %b = "onnx.Reshape"(%a, %shape) {allowzero = 0 : si64} : (tensor<4x128xf32>, tensor<3xi64>) -> tensor<2x2x128xf32>
  %c = "onnx.Reshape"(%a, %shape) {allowzero = 0 : si64, graph.bin = 1 : i64} : (tensor<4x128xf32>, tensor<3xi64>) -> tensor<2x2x128xf32>
  return %b, %c : tensor<2x2x128xf32>, tensor<2x2x128xf32>
}

// CHECK-LABEL: func.func @bins
// CHECK-SAME: (%arg0: tensor<4x128xf32> {graph.bin = 1 : i64, graph.offset = 0 : i64}) -> (tensor<2x2x128xf32>, tensor<2x2x128xf32>) attributes {graph.arena_size = array<i64: 3072, 3072>, graph.preallocated_size = array<i64: 0, 0>, graph.unaliased_size = array<i64: 6144, 6144>} {
// CHECK: %0 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<4x128xf32>) -> tensor<4x128xf32>
// CHECK: %2 = "onnx.Reshape"(%0, %1) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<4x128xf32>, tensor<3xi64>) -> tensor<2x2x128xf32>
// CHECK: %3 = "onnx.Reshape"(%0, %1) {allowzero = 0 : si64, graph.bin = 1 : i64, graph.offset = array<i64: 0>} : (tensor<4x128xf32>, tensor<3xi64>) -> tensor<2x2x128xf32>
// CHECK: return %2, %3 : tensor<2x2x128xf32>, tensor<2x2x128xf32>

// A box per block: the owner names it, the aliases are in its note; ticks are the body's ops.
// HTML: <title>graph-memory-plan plan</title>
// HTML: <button class="tab active" data-tab="0">@bins bin 0</button>
// HTML-NEXT: <button class="tab" data-tab="1">@bins bin 1</button>
// HTML: <section class="arena" id="tab0" data-size="3072" data-live-bound="3072">
// HTML: arena <b>3 KiB</b> &middot; live bound <b>3 KiB</b> (arena / live bound 1.000) &middot; 1 buffer &middot; planner-options=cost-model, alignment 64
// HTML: <rect class="buffer" {{.*}} data-id="1" data-name="%0 +1" data-op="onnx.Relu" data-type="tensor&lt;4x128xf32&gt;" data-bytes="3072" data-placed="3072" data-offset="0" data-begin="1" data-end="5" data-from="onnx.Relu" data-to="func.return" data-loc="{{.*}}bins-and-options.mlir:14:8" data-note="aliases: %2 (noop of %0)">
// HTML: <section class="arena" id="tab1" hidden data-size="3072" data-live-bound="3072">
// HTML: <rect class="buffer" {{.*}} data-name="%arg0" data-op="function argument" {{.*}} data-bytes="3072" {{.*}} data-offset="0" data-begin="0" data-end="1" data-from="(arguments)" data-to="onnx.Relu" data-loc="{{.*}}bins-and-options.mlir:13:17"
// HTML: <rect class="buffer" {{.*}} data-name="%3" data-op="onnx.Reshape" data-type="tensor&lt;2x2x128xf32&gt;" data-bytes="3072" {{.*}} data-offset="0" data-begin="4" data-end="5"
// HTML: </html>

// ROUNDUP-LABEL: func.func @bins
// ROUNDUP-SAME: (%arg0: tensor<4x128xf32> {graph.bin = 1 : i64, graph.offset = 0 : i64}) -> (tensor<2x2x128xf32>, tensor<2x2x128xf32>) attributes {graph.arena_size = array<i64: 2048, 2048>, graph.preallocated_size = array<i64: 0, 0>, graph.unaliased_size = array<i64: 4096, 4096>} {
// NOPAD-LABEL: func.func @bins
// NOPAD-SAME: (%arg0: tensor<4x128xf32> {graph.bin = 1 : i64, graph.offset = 0 : i64}) -> (tensor<2x2x128xf32>, tensor<2x2x128xf32>) attributes {graph.arena_size = array<i64: 2048, 2048>, graph.preallocated_size = array<i64: 0, 0>, graph.unaliased_size = array<i64: 4096, 4096>} {
// BADPLANNER: for the --planner-options option: Cannot find option named 'best'!
