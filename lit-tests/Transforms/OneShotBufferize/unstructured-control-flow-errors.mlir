// What One-Shot Bufferize refuses in unstructured control flow, with mlir-opt-22's messages.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s -split-input-file -verify-diagnostics

// Buffers of two memory spaces reach one block argument.
// expected-error @below{{'func.func' op incoming operands of block argument have inconsistent memory spaces}}
// expected-error @below{{failed to bufferize op}}
func.func @two_spaces(%c: i1) -> tensor<8xi32> {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xi32>
  %b = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<8xi32>
  cf.cond_br %c, ^join(%a : tensor<8xi32>), ^other
^other:
  cf.br ^join(%b : tensor<8xi32>)
^join(%t: tensor<8xi32>):
  return %t : tensor<8xi32>
}

// -----

// A block only reached from itself: no operand gives its argument a type.
// expected-error @below{{'func.func' op could not infer buffer type of block argument}}
// expected-error @below{{failed to bufferize op}}
func.func @self_loop(%n: index) {
  return
^spin(%t: tensor<?xf32>):
  %d = arith.constant 0 : index
  cf.br ^spin(%t : tensor<?xf32>)
}

// -----

// Both successors of one branch are the same block: as upstream, only the first successor's
// operands are rewritten, and the branch no longer verifies.
func.func @same_block_twice(%c: i1, %t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below{{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^join(%t : tensor<4xf32>), ^join(%u : tensor<4xf32>)
^join(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// -----

// An scf.execute_region of blocks that yields in two of them.
func.func @two_yields(%c: i1, %t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below{{'scf.execute_region' op op without unique scf.yield is not supported}}
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %t : tensor<4xf32>
  ^b:
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
