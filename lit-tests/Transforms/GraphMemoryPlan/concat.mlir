// concat_runtime (runtime seed): the inputs are laid out one after another and the output is the
// whole region, starting at the first input; planned in reverse topological order, each input
// placed into its slot of the output (the concat-split duality).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=CHAINED --input-file=%t.chained.json

// The seed's example, the output at the caller's 0x1000: inputs (10|20|15, 32, 32, 128) f32,
// padded C 192: 7,864,320 + 15,728,640 + 11,796,480 = 35,389,440 bytes; input 1 at
// 0x1000 + 7,864,320 = 0x781000, input 2 at 0x781000 + 15,728,640 = 0x1681000 (23,597,056; the
// seed's "0x1701000" is an addition slip).
func.func @seed_example(%i0: tensor<10x32x32x128xf32>, %i1: tensor<20x32x32x128xf32>, %i2: tensor<15x32x32x128xf32>) -> (tensor<45x32x32x128xf32> {graph.address = 4096 : i64}) {
  %0 = "onnx.Concat"(%i0, %i1, %i2) {axis = 0 : si64} : (tensor<10x32x32x128xf32>, tensor<20x32x32x128xf32>, tensor<15x32x32x128xf32>) -> tensor<45x32x32x128xf32>
  return %0 : tensor<45x32x32x128xf32>
}

// The seed's "Example 3: Concat with 4 Inputs": 655,360 + 1,310,720 + 983,040 + 1,638,400 =
// 4,587,520 bytes, inputs at offsets 0, 655,360, 1,966,080 and 2,949,120, computed by Relu ops
// that write straight into their slots.
func.func @example3(%a: tensor<10x16x16x64xf32>, %b: tensor<20x16x16x64xf32>, %c: tensor<15x16x16x64xf32>, %d: tensor<25x16x16x64xf32>) -> tensor<70x16x16x64xf32> {
  %a1 = "onnx.Relu"(%a) : (tensor<10x16x16x64xf32>) -> tensor<10x16x16x64xf32>
  %b1 = "onnx.Relu"(%b) : (tensor<20x16x16x64xf32>) -> tensor<20x16x16x64xf32>
  %c1 = "onnx.Relu"(%c) : (tensor<15x16x16x64xf32>) -> tensor<15x16x16x64xf32>
  %d1 = "onnx.Relu"(%d) : (tensor<25x16x16x64xf32>) -> tensor<25x16x16x64xf32>
  %0 = "onnx.Concat"(%a1, %b1, %c1, %d1) {axis = 0 : si64} : (tensor<10x16x16x64xf32>, tensor<20x16x16x64xf32>, tensor<15x16x16x64xf32>, tensor<25x16x16x64xf32>) -> tensor<70x16x16x64xf32>
  %1 = "onnx.Relu"(%0) : (tensor<70x16x16x64xf32>) -> tensor<70x16x16x64xf32>
  return %1 : tensor<70x16x16x64xf32>
}

// The seed's chained concat: concat_0 = [t1, t2, t3], concat_1 = [t1, concat_0, t3]. Planned
// backwards, concat_1 places t1, concat_0 and t3; concat_0 then places t2, while t1 and t3 are
// already placed (once) and get copied into concat_0's slots: | t1 | t1 | t2 | t3 | t3 |,
// 2 x size(t1) + size(t2) + 2 x size(t3) in one block; t3 is the fifth part (offset
// 2 x size(t1) + size(t2) + size(t3); the seed's offset formula drops the last term).
func.func @chained(%t1: tensor<2x64xf32>, %t2: tensor<3x64xf32>, %t3: tensor<4x64xf32>) -> tensor<15x64xf32> {
  %concat_0 = "onnx.Concat"(%t1, %t2, %t3) {axis = 0 : si64} : (tensor<2x64xf32>, tensor<3x64xf32>, tensor<4x64xf32>) -> tensor<9x64xf32>
  %concat_1 = "onnx.Concat"(%t1, %concat_0, %t3) {axis = 0 : si64} : (tensor<2x64xf32>, tensor<9x64xf32>, tensor<4x64xf32>) -> tensor<15x64xf32>
  return %concat_1 : tensor<15x64xf32>
}

// Concat along a non-leading axis whose leading dimensions are 1 (axis 1 of (1, n, 64)).
func.func @axis_one(%a: tensor<1x2x64xf32>, %b: tensor<1x6x64xf32>) -> tensor<1x8x64xf32> {
  %0 = "onnx.Concat"(%a, %b) {axis = -2 : si64} : (tensor<1x2x64xf32>, tensor<1x6x64xf32>) -> tensor<1x8x64xf32>
  return %0 : tensor<1x8x64xf32>
}

// An input that is a constant cannot be placed: no aliasing for this concat.
func.func @constant_input(%a: tensor<2x64xf32>) -> tensor<4x64xf32> {
  %c = onnx.Constant dense<1.0> : tensor<2x64xf32>
  %0 = "onnx.Concat"(%a, %c) {axis = 0 : si64} : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// CHECK-LABEL: func.func @seed_example
// CHECK-SAME: (%arg0: tensor<10x32x32x128xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}, %arg1: tensor<20x32x32x128xf32> {graph.address = 7868416 : i64, graph.bin = 0 : i64}, %arg2: tensor<15x32x32x128xf32> {graph.address = 23597056 : i64, graph.bin = 0 : i64}) -> (tensor<45x32x32x128xf32> {graph.address = 4096 : i64}) attributes {graph.arena_size = array<i64: 0>, graph.preallocated_size = array<i64: 35389440>, graph.unaliased_size = array<i64: 70778880>} {
// CHECK: %0 = "onnx.Concat"(%arg0, %arg1, %arg2) {axis = 0 : si64, graph.address = array<i64: 4096>, graph.bin = 0 : i64} : (tensor<10x32x32x128xf32>, tensor<20x32x32x128xf32>, tensor<15x32x32x128xf32>) -> tensor<45x32x32x128xf32>
// CHECK: return %0 : tensor<45x32x32x128xf32>
// CHECK-LABEL: func.func @example3
// CHECK-SAME: (%arg0: tensor<10x16x16x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}, %arg1: tensor<20x16x16x64xf32> {graph.bin = 0 : i64, graph.offset = 655360 : i64}, %arg2: tensor<15x16x16x64xf32> {graph.bin = 0 : i64, graph.offset = 1966080 : i64}, %arg3: tensor<25x16x16x64xf32> {graph.bin = 0 : i64, graph.offset = 2949120 : i64}) -> tensor<70x16x16x64xf32> attributes {graph.arena_size = array<i64: 9175040>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 18350080>} {
// CHECK: %0 = "onnx.Relu"(%arg0) {graph.bin = 0 : i64, graph.offset = array<i64: 4587520>} : (tensor<10x16x16x64xf32>) -> tensor<10x16x16x64xf32>
// CHECK: %1 = "onnx.Relu"(%arg1) {graph.bin = 0 : i64, graph.offset = array<i64: 5242880>} : (tensor<20x16x16x64xf32>) -> tensor<20x16x16x64xf32>
// CHECK: %2 = "onnx.Relu"(%arg2) {graph.bin = 0 : i64, graph.offset = array<i64: 6553600>} : (tensor<15x16x16x64xf32>) -> tensor<15x16x16x64xf32>
// CHECK: %3 = "onnx.Relu"(%arg3) {graph.bin = 0 : i64, graph.offset = array<i64: 7536640>} : (tensor<25x16x16x64xf32>) -> tensor<25x16x16x64xf32>
// CHECK: %4 = "onnx.Concat"(%0, %1, %2, %3) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 4587520>} : (tensor<10x16x16x64xf32>, tensor<20x16x16x64xf32>, tensor<15x16x16x64xf32>, tensor<25x16x16x64xf32>) -> tensor<70x16x16x64xf32>
// CHECK: %5 = "onnx.Relu"(%4) {graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<70x16x16x64xf32>) -> tensor<70x16x16x64xf32>
// CHECK: return %5 : tensor<70x16x16x64xf32>
// CHECK-LABEL: func.func @chained
// CHECK-SAME: (%arg0: tensor<2x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}, %arg1: tensor<3x64xf32> {graph.bin = 0 : i64, graph.offset = 1024 : i64}, %arg2: tensor<4x64xf32> {graph.bin = 0 : i64, graph.offset = 2816 : i64}) -> tensor<15x64xf32> attributes {graph.arena_size = array<i64: 3840>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 8448>} {
// CHECK: %0 = "onnx.Concat"(%arg0, %arg1, %arg2) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 512>} : (tensor<2x64xf32>, tensor<3x64xf32>, tensor<4x64xf32>) -> tensor<9x64xf32>
// CHECK: %1 = "onnx.Concat"(%arg0, %0, %arg2) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<2x64xf32>, tensor<9x64xf32>, tensor<4x64xf32>) -> tensor<15x64xf32>
// CHECK: return %1 : tensor<15x64xf32>
// CHECK-LABEL: func.func @axis_one
// CHECK-SAME: (%arg0: tensor<1x2x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}, %arg1: tensor<1x6x64xf32> {graph.bin = 0 : i64, graph.offset = 512 : i64}) -> tensor<1x8x64xf32> attributes {graph.arena_size = array<i64: 2048>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 4096>} {
// CHECK: %0 = "onnx.Concat"(%arg0, %arg1) {axis = -2 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>} : (tensor<1x2x64xf32>, tensor<1x6x64xf32>) -> tensor<1x8x64xf32>
// CHECK: return %0 : tensor<1x8x64xf32>
// CHECK-LABEL: func.func @constant_input
// CHECK-SAME: (%arg0: tensor<2x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<4x64xf32> attributes {graph.arena_size = array<i64: 1536>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 1536>} {
// CHECK: %1 = "onnx.Concat"(%arg0, %0) {axis = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 512>} : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<4x64xf32>
// CHECK: return %1 : tensor<4x64xf32>

// CHAINED: "summary": {"arenaBytes":3840,"preallocatedBytes":0,"totalBytes":3840,"unaliasedBytes":8448,"savedBytes":4608,"savedPercent":54.5,"unaliasedPlannedBytes":7680},
// CHAINED: "bins": [
// CHAINED-NEXT: {"bin":0,"arenaBytes":3840,"preallocatedBytes":0,"totalBytes":3840,"unaliasedBytes":8448,"savedBytes":4608,"savedPercent":54.5,"unaliasedPlannedBytes":7680,"lowerBound":3840}
// CHAINED: "blocks": [
// CHAINED-NEXT: {"id":0,"bin":0,"offset":0,"size":3840,"lifetime":[0,3],"owner":"%arg0","aliases":["%arg1","%arg2","%0","%1"]}
// CHAINED: "tensors": [
// CHAINED-NEXT: {"name":"%arg0","op":"argument","type":"tensor<2x64xf32>","bin":0,"block":0,"offset":0,"size":512,"lifetime":[0,2],"placement":"concat slot of %1 at +0"},
// CHAINED-NEXT: {"name":"%arg1","op":"argument","type":"tensor<3x64xf32>","bin":0,"block":0,"offset":1024,"size":768,"lifetime":[0,1],"placement":"concat slot of %0 at +512"},
// CHAINED-NEXT: {"name":"%arg2","op":"argument","type":"tensor<4x64xf32>","bin":0,"block":0,"offset":2816,"size":1024,"lifetime":[0,2],"placement":"concat slot of %1 at +2816"},
// CHAINED-NEXT: {"name":"%0","op":"onnx.Concat","type":"tensor<9x64xf32>","bin":0,"block":0,"offset":512,"size":2304,"lifetime":[1,2],"placement":"concat slot of %1 at +512"},
// CHAINED-NEXT: {"name":"%1","op":"onnx.Concat","type":"tensor<15x64xf32>","bin":0,"block":0,"offset":0,"size":3840,"lifetime":[2,3],"placement":"concat"}
// CHAINED: "fallbacks": [
// CHAINED-NEXT: {"op":"onnx.Concat","result":"%0","message":"concat_runtime: input #0 (%arg0) is copied into its slot: already placed at another offset of the same block"},
// CHAINED-NEXT: {"op":"onnx.Concat","result":"%0","message":"concat_runtime: input #2 (%arg2) is copied into its slot: already placed at another offset of the same block"}
// CHAINED: "deallocations": [
// CHAINED-NEXT: {"tick":1,"tensor":"%arg1","block":0,"action":"drop-alias","owner":"%arg0","aliases":["%arg2","%0"]},
// CHAINED-NEXT: {"tick":2,"tensor":"%arg0","block":0,"action":"transfer","owner":"%arg2","aliases":["%0","%1"]},
// CHAINED-NEXT: {"tick":2,"tensor":"%arg2","block":0,"action":"transfer","owner":"%0","aliases":["%1"]},
// CHAINED-NEXT: {"tick":2,"tensor":"%0","block":0,"action":"transfer","owner":"%1","aliases":[]}
