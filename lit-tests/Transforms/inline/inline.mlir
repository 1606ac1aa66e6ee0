// COMPARE: mlir-opt-22
// RUN: jopt %s --inline --split-input-file | FileCheck %s

// Calls of func.func bodies are inlined bottom-up over the call graph, each function
// canonicalized before and after; a private function whose last call was inlined goes, as does
// a private function nothing calls.

// CHECK-LABEL: func.func @caller
// CHECK-NOT:     call
// CHECK:         %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK:         %[[M:.*]] = arith.muli %[[S]], %[[S]] : i32
// CHECK:         return %[[M]] : i32
// CHECK-NOT:   func.func private @add
// CHECK-NOT:   func.func private @square
// CHECK-NOT:   func.func private @unused
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func private @square(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller(%a: i32, %b: i32) -> i32 {
  %0 = call @add(%a, %b) : (i32, i32) -> i32
  %1 = call @square(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A public callee stays (its inlined copy here is dead code); a private one called twice is
// copied once and moved in at its last call.

// CHECK-LABEL: func.func @public_callee
// CHECK-LABEL: func.func @twice
// CHECK-NEXT:    %[[A:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.subi %[[A]], %arg1 : i32
// CHECK-NEXT:    %[[C:.*]] = arith.muli %[[B]], %arg0 : i32
// CHECK-NEXT:    return %[[C]] : i32
// CHECK-NOT:   @sub
func.func @public_callee(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}
func.func private @sub(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  return %0 : i32
}
func.func @twice(%a: i32, %b: i32) -> i32 {
  %0 = call @sub(%a, %b) : (i32, i32) -> i32
  %1 = call @sub(%0, %b) : (i32, i32) -> i32
  %2 = call @public_callee(%1) : (i32) -> i32
  %3 = arith.muli %1, %a : i32
  return %3 : i32
}

// -----

// Recursion is not inlined: a function calling itself, two functions calling each other, and a
// private function left dead keeps what it called (as MLIR: the uses it held are not dropped).

// CHECK-LABEL: func.func private @leaf
// CHECK-LABEL: func.func @self
// CHECK:         call @self
// CHECK-LABEL: func.func @ping
// CHECK:         call @pong
// CHECK-LABEL: func.func @pong
// CHECK:         call @ping
// CHECK-NOT:   @dead
func.func private @dead(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @leaf(%a: i32) -> i32 {
  %0 = arith.xori %a, %a : i32
  %1 = arith.ori %a, %0 : i32
  %2 = arith.shli %1, %a : i32
  return %2 : i32
}
func.func @self(%a: i32) -> i32 {
  %0 = call @self(%a) : (i32) -> i32
  return %0 : i32
}
func.func @ping(%a: i32) -> i32 {
  %0 = call @pong(%a) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// Declarations and no_inline on the call or on the callee stay calls; an indirect call of a
// func.constant becomes a direct call in canonicalization, then is inlined.

// CHECK-LABEL: func.func @kept
// CHECK:         call @decl
// CHECK:         call @noinline_fn
// CHECK:         call @helper({{.*}}) {no_inline}
// CHECK-NEXT:    arith.muli %arg0, %arg0
func.func private @decl(i32) -> i32
func.func private @noinline_fn(%a: i32) -> i32 attributes {no_inline} {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @helper(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @kept(%a: i32) -> (i32, i32, i32, i32) {
  %0 = call @decl(%a) : (i32) -> i32
  %1 = call @noinline_fn(%a) : (i32) -> i32
  %2 = call @helper(%a) {no_inline} : (i32) -> i32
  %f = func.constant @helper : (i32) -> i32
  %3 = func.call_indirect %f(%a) : (i32) -> i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// Calls inside regions of scf, linalg and tensor ops are inlined there.

// CHECK-LABEL: func.func @nested
// CHECK:         scf.for
// CHECK-NEXT:      arith.mulf
// CHECK:         linalg.generic
// CHECK:           arith.mulf
// CHECK:         tensor.generate
// CHECK-NOT:     call
func.func private @sq(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  return %0 : f32
}
func.func @nested(%m: memref<?xf32>, %t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = func.call @sq(%f) : (f32) -> f32
    memref.store %v, %m[%i] : memref<?xf32>
  }
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = func.call @sq(%in) : (f32) -> f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e = tensor.generate %n {
  ^bb0(%i: index):
    %v = func.call @sq(%f) : (f32) -> f32
    tensor.yield %v : f32
  } : tensor<?xf32>
  return %g, %e : tensor<4xf32>, tensor<?xf32>
}

// -----

// A callee of several blocks is inlined with branches to the block after the call, where the
// caller's region may hold blocks: not into scf.for's single-block body.

// CHECK-LABEL: func.func private @select
// CHECK-LABEL: func.func @multi_block
// CHECK:         cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb2(%[[M]] : i32)
// CHECK:       ^bb2(%[[R:.*]]: i32):
// CHECK:         scf.for
// CHECK:           func.call @select
func.func private @select(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @multi_block(%c: i1, %a: i32, %n: index) -> (i32, i32) {
  %0 = call @select(%c, %a) : (i1, i32) -> i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %0) -> i32 {
    %2 = func.call @select(%c, %acc) : (i1, i32) -> i32
    scf.yield %2 : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Calls that inlining brings in are inlined too, a chain of private functions at once.

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[X:.*]] = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    %[[Y:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT:    %[[Z:.*]] = arith.negf %[[Y]] : f32
// CHECK-NEXT:    return %[[Z]] : f32
// CHECK-NOT:   func.func private
func.func @chain(%a: f32) -> f32 {
  %0 = call @c1(%a) : (f32) -> f32
  return %0 : f32
}
func.func private @c1(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
  %1 = call @c2(%0) : (f32) -> f32
  return %1 : f32
}
func.func private @c2(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  %1 = call @c3(%0) : (f32) -> f32
  return %1 : f32
}
func.func private @c3(%a: f32) -> f32 {
  %0 = arith.negf %a : f32
  return %0 : f32
}

// -----

// Functions of a nested module are inlined within it.

// CHECK-LABEL: module @inner
// CHECK-LABEL:   func.func @user
// CHECK-NEXT:      arith.addi
// CHECK-NOT:     func.func private @inner_add
module @inner {
  func.func private @inner_add(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  func.func @user(%a: i32) -> i32 {
    %0 = call @inner_add(%a) : (i32) -> i32
    return %0 : i32
  }
}
