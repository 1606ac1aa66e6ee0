// slice_runtime (runtime seed): the output points into its input at the byte offset of
// `starts` over the padded strides; no memory of its own. Offsets need not be aligned.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false}))' | FileCheck %s

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

// Multi-level aliasing: input -> slice -> reshape -> output, one allocation for the chain.
func.func @slice_then_reshape(%input: tensor<8x4x64xf32>) -> tensor<8x64xf32> {
  %starts = onnx.Constant dense<[-4]> : tensor<1xi64>
  %ends = onnx.Constant dense<[6]> : tensor<1xi64>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %s = "onnx.Slice"(%input, %starts, %ends, %axes, %none) : (tensor<8x4x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<2x4x64xf32>
  %shape = onnx.Constant dense<[8, 64]> : tensor<2xi64>
  %r = "onnx.Reshape"(%s, %shape) {allowzero = 0 : si64} : (tensor<2x4x64xf32>, tensor<2xi64>) -> tensor<8x64xf32>
  %out = "onnx.Relu"(%r) : (tensor<8x64xf32>) -> tensor<8x64xf32>
  return %out : tensor<8x64xf32>
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

// CHECK-LABEL: func.func @seed_example
// CHECK-SAME: (%arg0: tensor<50x32x32x128xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<20x32x32x128xf32> attributes {graph.arena_size = array<i64: 39321600>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 55050240>} {
// CHECK: %4 = "onnx.Slice"(%arg0, %0, %1, %2, %3) {graph.bin = 0 : i64, graph.offset = array<i64: 7864320>} : (tensor<50x32x32x128xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<20x32x32x128xf32>
// CHECK: return %4 : tensor<20x32x32x128xf32>
// CHECK-LABEL: func.func @seed_example_preallocated
// CHECK-SAME: (%arg0: tensor<50x32x32x128xf32> {graph.address = 4096 : i64, graph.bin = 0 : i64}) -> tensor<20x32x32x128xf32> attributes {graph.arena_size = array<i64: 0>, graph.preallocated_size = array<i64: 39321600>, graph.unaliased_size = array<i64: 55050240>} {
// CHECK: %4 = "onnx.Slice"(%arg0, %0, %1, %2, %3) {graph.address = array<i64: 7868416>, graph.bin = 0 : i64} : (tensor<50x32x32x128xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<20x32x32x128xf32>
// CHECK: return %4 : tensor<20x32x32x128xf32>
// CHECK-LABEL: func.func @example2
// CHECK-SAME: (%arg0: tensor<1000x16x16x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<100x16x16x64xf32> attributes {graph.arena_size = array<i64: 65536000>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 72089600>} {
// CHECK: %4 = "onnx.Slice"(%arg0, %0, %1, %2, %3) {graph.bin = 0 : i64, graph.offset = array<i64: 6553600>} : (tensor<1000x16x16x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<100x16x16x64xf32>
// CHECK: return %4 : tensor<100x16x16x64xf32>
// CHECK-LABEL: func.func @slice_then_reshape
// CHECK-SAME: (%arg0: tensor<8x4x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<8x64xf32> attributes {graph.arena_size = array<i64: 10240>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 14336>} {
// CHECK: %4 = "onnx.Slice"(%arg0, %0, %1, %2, %3) {graph.bin = 0 : i64, graph.offset = array<i64: 4096>} : (tensor<8x4x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> tensor<2x4x64xf32>
// CHECK: %6 = "onnx.Reshape"(%4, %5) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 4096>} : (tensor<2x4x64xf32>, tensor<2xi64>) -> tensor<8x64xf32>
// CHECK: %7 = "onnx.Relu"(%6) {graph.bin = 0 : i64, graph.offset = array<i64: 8192>} : (tensor<8x64xf32>) -> tensor<8x64xf32>
// CHECK: return %7 : tensor<8x64xf32>
// CHECK-LABEL: func.func @strided
// CHECK-SAME: (%arg0: tensor<8x64xf32> {graph.bin = 0 : i64, graph.offset = 0 : i64}) -> tensor<4x64xf32> attributes {graph.arena_size = array<i64: 3072>, graph.preallocated_size = array<i64: 0>, graph.unaliased_size = array<i64: 3072>} {
// CHECK: %4 = "onnx.Slice"(%arg0, %0, %1, %2, %3) {graph.bin = 0 : i64, graph.offset = array<i64: 2048>} : (tensor<8x64xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x64xf32>
// CHECK: return %4 : tensor<4x64xf32>
