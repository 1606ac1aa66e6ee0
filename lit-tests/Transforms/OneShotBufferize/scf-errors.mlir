// A loop whose yielded value is not equivalent to its iter arg needs allow-return-allocs-from-loops.
// RUN: not jopt --one-shot-bufferize %s 2>&1 | FileCheck %s
// RUN: not jopt --one-shot-bufferize --split-input-file %s 2>&1 | FileCheck %s --check-prefix=SPLIT

func.func @for_yield_other(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    // CHECK: [[@LINE+1]]:5: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @while_swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%a = %t, %b = %u, %i = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    // SPLIT: [[@LINE+1]]:5: error: Condition arg #0 is not equivalent to the corresponding iter bbArg
    scf.condition(%cond) %b, %a, %i : tensor<4xf32>, tensor<4xf32>, index
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %j: index):
    %k = arith.addi %j, %c1 : index
    scf.yield %x, %y, %k : tensor<4xf32>, tensor<4xf32>, index
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
