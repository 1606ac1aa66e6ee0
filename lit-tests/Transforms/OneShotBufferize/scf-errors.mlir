// A loop whose yielded value is not equivalent to its iter arg needs allow-return-allocs-from-loops.
// RUN: not jopt --one-shot-bufferize %s 2>&1 | FileCheck %s

func.func @for_yield_other(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    // CHECK: [[@LINE+1]]:5: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
