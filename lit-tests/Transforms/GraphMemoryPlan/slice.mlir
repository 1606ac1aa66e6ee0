// slice_runtime (runtime seed): the output points into its input at the byte offset of
// `starts` over the padded strides; no memory of its own. Offsets need not be aligned.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.json}))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0}))' | FileCheck %s --check-prefix=UNPADDED

// The seed's example: starts=[10] on axis 0 of (50, 32, 32, 128) f32, padded (50, 32, 32, 192):
// 10 x 32 x 32 x 192 elements = 1,966,080, times 4 bytes = 7,864,320. (The seed's input size,
// 9,830,400, leaves out the 4 bytes of float32: it is 39,321,600.)
func.func @seed_example(%input: tensor<50x32x32x128xf32>) -> tensor<20x32x32x128xf32> {
  %starts = onnx.Constant dense<10> : tensor<1xi64>
  %ends = onnx.Constant dense<30> : tensor<1xi64>
  %axes = onnx.Constant dense<0> : tensor<1xi64>
  %steps = onnx.Constant dense<1> : tensor<1xi64>
  %0 = "onnx.Slice"(%input, %starts, %ends, %axes, %steps) : (tensor<50x32x32x128xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<20x32x32x128xf32>
  return %0 : tensor<20x32x32x128xf32>
}

// The input at the caller's 0x1000 (4096): the output's address is 4096 + 7,864,320 = 7,868,416
// (0x781000; the seed's "0x1000 + 0x77F800 = 0x77F800" drops the base).
func.func @seed_example_preallocated(%input: tensor<50x32x32x128xf32> {graph.address = 4096 : i64}) -> tensor<20x32x32x128xf32> {
  %starts = onnx.Constant dense<10> : tensor<1xi64>
  %ends = onnx.Constant dense<30> : tensor<1xi64>
  %axes = onnx.Constant dense<0> : tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Slice"(%input, %starts, %ends, %axes, %none) : (tensor<50x32x32x128xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<20x32x32x128xf32>
  return %0 : tensor<20x32x32x128xf32>
}

// The seed's "Example 2: Slice with Offset": batches [100:200] of (1000, 16, 16, 64): offset
// 100 x 16 x 16 x 64 x 4 = 6,553,600 in a 65,536,000-byte input.
func.func @example2(%input: tensor<1000x16x16x64xf32>) -> tensor<100x16x16x64xf32> {
  %starts = onnx.Constant dense<100> : tensor<1xi64>
  %ends = onnx.Constant dense<200> : tensor<1xi64>
  %axes = onnx.Constant dense<0> : tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Slice"(%input, %starts, %ends, %axes, %none) : (tensor<1000x16x16x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<100x16x16x64xf32>
  return %0 : tensor<100x16x16x64xf32>
}

// The seed's memory layout: 40 f32 elements (160 bytes) at 0x1000, slice [10:30] at
// 0x1000 + 10 x 4 = 0x1028 (4136), unaligned.
func.func @layout(%input: tensor<40xf32> {graph.address = 4096 : i64}) -> tensor<20xf32> {
  %starts = onnx.Constant dense<10> : tensor<1xi64>
  %ends = onnx.Constant dense<30> : tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Slice"(%input, %starts, %ends, %none, %none) : (tensor<40xf32>, tensor<1xi64>, tensor<1xi64>, none, none) -> tensor<20xf32>
  return %0 : tensor<20xf32>
}

// Multi-level aliasing: input -> slice -> reshape -> output, one allocation for the chain.
func.func @slice_then_reshape(%input: tensor<8x4x64xf32>) -> tensor<2x256xf32> {
  %starts = onnx.Constant dense<[-4]> : tensor<1xi64>
  %ends = onnx.Constant dense<[6]> : tensor<1xi64>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %s = "onnx.Slice"(%input, %starts, %ends, %axes, %none) : (tensor<8x4x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<2x4x64xf32>
  %shape = onnx.Constant dense<[2, 256]> : tensor<2xi64>
  %r = "onnx.Reshape"(%s, %shape) {allowzero = 0 : si64} : (tensor<2x4x64xf32>, tensor<2xi64>) -> tensor<2x256xf32>
  %out = "onnx.Relu"(%r) : (tensor<2x256xf32>) -> tensor<2x256xf32>
  return %out : tensor<2x256xf32>
}

// A step other than 1 is not a contiguous view: the output is a copy.
func.func @strided(%input: tensor<8x64xf32>) -> tensor<4x64xf32> {
  %starts = onnx.Constant dense<0> : tensor<1xi64>
  %ends = onnx.Constant dense<8> : tensor<1xi64>
  %axes = onnx.Constant dense<0> : tensor<1xi64>
  %steps = onnx.Constant dense<2> : tensor<1xi64>
  %0 = "onnx.Slice"(%input, %starts, %ends, %axes, %steps) : (tensor<8x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}
