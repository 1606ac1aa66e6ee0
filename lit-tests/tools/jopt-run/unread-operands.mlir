// A structured op reads an operand only when its payload uses the block argument (MLIR's
// payloadUsesValueFromOperand). A pooling window is a tensor.empty() whose block argument the
// payload never uses, as torch-mlir emits every pooling op: reading nothing there, jopt-run raises
// no alarm, interpreted or compiled, and none after merge-alloc, where the window's bytes are an
// arena's bytes another buffer wrote. A generic input the body never uses is not read either.
// RUN: jopt-run %s -e pool --args=iota 2>&1 | FileCheck %s --check-prefix=POOL
// RUN: jopt-run %s -e pool --args=iota --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=POOL
// RUN: jopt-run %s -e pool --args=iota -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' 2>&1 | FileCheck %s --check-prefix=MERGED
// RUN: jopt-run %s -e unused_input --args=iota 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: jopt-run %s -e unused_input --args=iota --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: not jopt-run %s -e used_input 2>&1 | FileCheck %s --check-prefix=USED
// RUN: not jopt-run %s -e used_input --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=USED

// POOL:      result #0: memref<1x1x2x2xf32> {{\[}}{{\[}}{{\[}}[10.0, 11.0], [14.0, 15.0]]]]
// POOL-NEXT: heap:
func.func @pool(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  %ninf = arith.constant -1.0e30 : f32
  %0 = tensor.empty() : tensor<1x1x2x2xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %2 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x1x4x4xf32>, tensor<3x3xf32>) outs(%1 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  // A second pooling whose window takes the bytes of a buffer dead by then.
  %3 = tensor.empty() : tensor<1x1x2x2xf32>
  %4 = linalg.fill ins(%ninf : f32) outs(%3 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %w2 = tensor.empty() : tensor<1x1xf32>
  %5 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%2, %w2 : tensor<1x1x2x2xf32>, tensor<1x1xf32>) outs(%4 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %5 : tensor<1x1x2x2xf32>
}
// MERGED: result #0: memref<1x1x2x2xf32> {{\[}}{{\[}}{{\[}}[10.0, 11.0], [14.0, 15.0]]]]
// MERGED: heap after:

#id = affine_map<(d0) -> (d0)>
// UNUSED: result #0: memref<4xf32> [0.0, 2.0, 4.0, 6.0]
func.func @unused_input(%a: tensor<4xf32>) -> tensor<4xf32> {
  %u = tensor.empty() : tensor<4xf32>
  %o = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%u, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%unused: f32, %x: f32, %out: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// An input the body uses is read: never written, it is a fault.
// USED: unread-operands.mlir:[[# @LINE + 4]]:8: error: read of uninitialized memory: byte 0 of buffer #{{[0-9]+}} (memref<4xf32>, 16 bytes) was never written
func.func @used_input() -> tensor<4xf32> {
  %u = tensor.empty() : tensor<4xf32>
  %o = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%u : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
