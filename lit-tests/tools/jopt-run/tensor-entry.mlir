// A tensor function runs bufferized with identity layouts at its boundary (its arguments are
// buffers the caller makes); with -p the pipeline runs on the bufferized program. Arguments can
// be NumPy .npy files or seeded random values; --dump-results writes the results as .npy.
// RUN: jopt-run %s --args=iota,iota 2>&1 | FileCheck %s
// RUN: jopt-run %s --args=iota,iota -p canonicalize 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not jopt-run %s --args=iota,iota -p no-such-pass 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not jopt-run %s --args=iota,iota -p one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=BOUNDARY
// RUN: not jopt-run %s --args=iota,iota -p test-pass-failure 2>&1 | FileCheck %s --check-prefix=FAILS
// RUN: rm -rf %t && jopt-run %s --entry=@make --dump-results=%t
// RUN: jopt-run %s --args=%t/result0.npy,%t/result1.npy | FileCheck %s --check-prefix=NPY
// RUN: not jopt-run %s --args=%t/result1.npy,%t/result0.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: jopt-run %s --args=random,random --seed=5 | FileCheck %s --check-prefix=RANDOM
// RUN: jopt-run %s --args=random,random --seed=5 | FileCheck %s --check-prefix=RANDOM
// RUN: jopt-run %s -e print_tensor -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=RUNNER

// CHECK: jopt-run: tensor program: running it bufferized by one-shot-bufferize{allow-return-allocs-from-loops bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}
// CHECK: result #0: memref<2x2xf32> {{\[\[}}10.0, 13.0], [28.0, 40.0]]

// PIPE: jopt-run: tensor program: running it bufferized by {{.*}}; the pipeline runs on the bufferized program
// PIPE: result #0: memref<2x2xf32> {{\[\[}}10.0, 13.0], [28.0, 40.0]]
// PIPE: heap after:

// BAD-NOT: result #0
// BAD: jopt-run: invalid pass pipeline: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// BAD-NOT: the pipeline failed: the pipeline failed

// A pipeline that bufferizes runs on the tensor program; its output must take buffers.
// BOUNDARY: the pipeline bufferizes: it runs on the tensor program
// BOUNDARY: jopt-run: the output of the pipeline is invalid: @main still takes or returns tensor<2x3xf32> after the pipeline; jopt-run runs buffers: bufferize the function boundaries too (one-shot-bufferize{bufferize-function-boundaries})

// FAILS: jopt-run: the pipeline failed: a pass failed without a diagnostic

// NPY: result #0: memref<2x2xf32> {{\[\[}}1.25, 3.5], [3.5, 12.5]]

// SHAPE: jopt-run: argument #0 of type memref<2x3xf32> cannot be '{{.*}}result1.npy' of shape [3, 2]

// RANDOM: result #0: memref<2x2xf32> {{\[\[}}[[X:-?[0-9.]+]],

// As mlir-runner, only what the program prints (the tensor program still runs bufferized).
// RUNNER-NOT: tensor program
// RUNNER: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// RUNNER-NEXT: [1.5,  2.5]
// RUNNER-NOT: {{.}}
func.func private @printMemrefF32(tensor<*xf32>)
func.func @print_tensor() {
  %t = arith.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %u = tensor.cast %t : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %m : tensor<2x2xf32>
}

// [[0, 0.5, 1], [1.5, 2, 2.5]] and its transpose.
func.func @make() -> (memref<2x3xf32>, memref<3x2xf32>) {
  %a = memref.alloc() : memref<2x3xf32>
  %t = memref.alloc() : memref<3x2xf32>
  %half = arith.constant 0.5 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>],
      iterator_types = ["parallel", "parallel"]} outs(%a, %t : memref<2x3xf32>, memref<3x2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%i, %j)
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %v = arith.mulf %kf, %half : f32
    linalg.yield %v, %v : f32, f32
  }
  return %a, %t : memref<2x3xf32>, memref<3x2xf32>
}
