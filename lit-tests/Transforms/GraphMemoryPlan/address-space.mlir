// Sizes are exact: a tensor whose padded size does not fit in 63 bits, or tensors whose sizes
// sum past it, are refused, never planned with wrapped sizes, offsets or annotations.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=64 strict-runtime-rules=true preallocate-io=false}))' --split-input-file --verify-diagnostics

// expected-error @+1 {{graph-memory-plan: %arg0 (tensor<4611686018427387904xf32>) takes more than 9223372036854775807 bytes: it does not fit in a 64-bit address space}}
func.func @element_bytes_overflow(%a: tensor<4611686018427387904xf32>) -> tensor<4611686018427387904xf32> {
  %r = "onnx.Relu"(%a) : (tensor<4611686018427387904xf32>) -> tensor<4611686018427387904xf32>
  return %r : tensor<4611686018427387904xf32>
}

// -----

// The channel padding (to an odd multiple of 64) takes 2^63-1 bytes past 63 bits.
// expected-error @+1 {{graph-memory-plan: %arg0 (tensor<9223372036854775807xi8>) takes more than 9223372036854775807 bytes: it does not fit in a 64-bit address space}}
func.func @padding_overflow(%a: tensor<9223372036854775807xi8>) -> tensor<9223372036854775807xi8> {
  %r = "onnx.Relu"(%a) : (tensor<9223372036854775807xi8>) -> tensor<9223372036854775807xi8>
  return %r : tensor<9223372036854775807xi8>
}

// -----

// expected-error @+1 {{graph-memory-plan: the 4 tensors take 9223372036854776064 bytes in all (aligned to 64): more than can be planned in a 64-bit address space}}
func.func @sum_overflow(%a: tensor<2305843009213693952xi8>) -> tensor<2305843009213693952xi8> {
  %r = "onnx.Relu"(%a) : (tensor<2305843009213693952xi8>) -> tensor<2305843009213693952xi8>
  %s = "onnx.Relu"(%r) : (tensor<2305843009213693952xi8>) -> tensor<2305843009213693952xi8>
  %t = "onnx.Add"(%s, %r) : (tensor<2305843009213693952xi8>, tensor<2305843009213693952xi8>) -> tensor<2305843009213693952xi8>
  return %t : tensor<2305843009213693952xi8>
}
