// A dense_resource whose blob the file does not hold (MLIR prints large constants as
// dense_resource<__elided__>, and public model files ship so) runs as deterministic stand-ins,
// noted once on stderr with the number of elided constants and their bytes: floats uniform in
// [-1, 1) by element type, shape and index, integers 0 (--elided=random, the default),
// or zeros; --elided=error refuses them where they are used. A blob the file holds gives its
// bytes. The same after bufferization (a memref.global of such an initial value) and through a
// pipeline, whose input and output see the same values.
// RUN: jopt-run %s 2>&1 | FileCheck %s
// RUN: jopt-run %s -p 'builtin.module(jopt-deallocation-pipeline)' 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: jopt-run %s --elided=zeros 2>&1 | FileCheck %s --check-prefix=ZEROS
// RUN: not jopt-run %s --elided=error 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not jopt-run %s --elided=ones 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: jopt-run %s -e to_buffer 2>&1 | FileCheck %s --check-prefix=TOBUF

// CHECK:      jopt-run: 3 elided constants (dense_resource without data, 64 bytes) run as deterministic stand-ins (floats in [-1, 1), integers 0); --elided=error refuses them
// CHECK-NOT:  elided constant
// CHECK:      result #0: memref<4xf32> [{{-?0\.[0-9]+(E-[0-9]+)?}}, {{-?0\.[0-9]+(E-[0-9]+)?}}, {{-?0\.[0-9]+(E-[0-9]+)?}}, {{-?0\.[0-9]+(E-[0-9]+)?}}]
// CHECK-NEXT: result #1: memref<4xi64> [0, 0, 0, 0]
// CHECK-NEXT: result #2: memref<2xf32> [1.0, 2.0]

// PIPE-COUNT-1: elided constants
// PIPE:         heap after:

// ZEROS:      jopt-run: 3 elided constants (dense_resource without data, 64 bytes) run as zeros; --elided=error refuses them
// ZEROS:      result #0: memref<4xf32> [0.0, 0.0, 0.0, 0.0]

// ERROR-NOT: elided constants (
// ERROR:     error: dense_resource<__elided__> has no data (an elided constant); --elided=random or --elided=zeros runs it with stand-in values

// BAD: jopt-run: for the --elided option: 'ones' is not one of random, zeros, error

func.func @main() -> (tensor<4xf32>, tensor<4xi64>, tensor<2xf32>) {
  %w = arith.constant dense_resource<__elided__> : tensor<4xf32>
  %i = arith.constant dense_resource<__elided__> : tensor<4xi64>
  %b = arith.constant dense_resource<blob1> : tensor<2xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%w : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r, %i, %b : tensor<4xf32>, tensor<4xi64>, tensor<2xf32>
}

// bufferization.to_buffer of an elided constant: One-Shot Bufferize makes it a memref.global
// (and a copy, the buffer being writable).
// TOBUF: result #0: {{-?0\.[0-9]+(E-[0-9]+)?}} : f32
// TOBUF-NEXT: heap: allocations=1
func.func @to_buffer() -> f32 {
  %c0 = arith.constant 0 : index
  %c = arith.constant dense_resource<__elided__> : tensor<4xf32>
  %m = bufferization.to_buffer %c : tensor<4xf32> to memref<4xf32>
  %x = memref.load %m[%c0] : memref<4xf32>
  return %x : f32
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F00000040"
    }
  }
#-}
