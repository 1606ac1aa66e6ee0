// concat_runtime (runtime seed): the inputs are laid out one after another and the output is the
// whole region, starting at the first input; planned in reverse topological order, each input
// placed into its slot of the output (the concat-split duality).
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=CHAINED --input-file=%t.chained.json
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0 alignment=1}))' | FileCheck %s --check-prefix=BYTES

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

// The seed's memory layout: shapes [10], [20], [15] f32 (40, 80 and 60 bytes, no padding) at
// 0x1000, 0x1028 and 0x1078; 180 bytes.
func.func @layout(%i0: tensor<10xf32>, %i1: tensor<20xf32>, %i2: tensor<15xf32>) -> (tensor<45xf32> {graph.address = 4096 : i64}) {
  %0 = "onnx.Concat"(%i0, %i1, %i2) {axis = 0 : si64} : (tensor<10xf32>, tensor<20xf32>, tensor<15xf32>) -> tensor<45xf32>
  return %0 : tensor<45xf32>
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
