// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// cf's canonicalizations and the region simplifier's dead block arguments: a branch to a block
// with one predecessor merges it; branches skip blocks that only branch on; a conditional branch
// on a constant, to one block twice, or on its predecessor's condition becomes a branch; the
// condition is known in the blocks only one edge reaches; arguments nothing live uses go, with
// the operands branches pass them.

// CHECK-LABEL: func.func @merge_single_pred
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[X]] : i32
func.func @merge_single_pred(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb2
^bb2:
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @pass_through
// CHECK:         cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK:       ^bb1:
// CHECK-NEXT:    return %arg2 : i32
// CHECK:       ^bb2(%[[Z:.*]]: i32):
// CHECK-NEXT:    return %[[Z]] : i32
func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  return %b : i32
^bb3(%z: i32):
  return %z : i32
}

// -----

// CHECK-LABEL: func.func @const_cond
// CHECK-NEXT:    return %arg1 : i32
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

// -----

// CHECK-LABEL: func.func @identical_successors
// CHECK:         %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @identical_successors(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @same_condition
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.foo"
// CHECK-NEXT:    return %arg1 : i32
func.func @same_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  return %a : i32
^bb3:
  return %b : i32
}

// -----

// CHECK-LABEL: func.func @truth_propagation
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK:         "test.consumer1"(%[[T]])
// CHECK:         "test.consumer2"(%[[F]])
func.func @truth_propagation(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.consumer1"(%c) : (i1) -> ()
  return
^bb2:
  "test.consumer2"(%c) : (i1) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @dead_block_args
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.sink"() : () -> ()
// CHECK-NEXT:    cf.br ^bb2
// CHECK:       ^bb2:
// CHECK-NEXT:    return
func.func @dead_block_args(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %x = arith.muli %a, %a : i32
  "test.sink"() : () -> ()
  cf.br ^bb2(%x : i32)
^bb2(%unused: i32):
  return
}

// -----

// CHECK-LABEL: func.func @assert_true
// CHECK-NEXT:    cf.assert %arg0
// CHECK-NEXT:    return
func.func @assert_true(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "always"
  cf.assert %c, "maybe"
  return
}

// -----

// scf.execute_region: one block replaces the op, several are spliced into the function, both
// unless no_inline.

// CHECK-LABEL: func.func @execute_region
// CHECK:         scf.execute_region -> i32 no_inline {
// CHECK-NEXT:      arith.addi
// CHECK:         arith.muli
// CHECK:         cf.cond_br %arg0
// CHECK:         scf.execute_region -> i32 no_inline {
// CHECK:           cf.cond_br
func.func @execute_region(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = scf.execute_region -> i32 no_inline {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  %3 = scf.execute_region -> i32 {
    %s = arith.muli %a, %b : i32
    scf.yield %s : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  %2 = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %b : i32
  ^bb2:
    %m = arith.subi %a, %b : i32
    scf.yield %m : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @indirect_call
// CHECK-NEXT:    %[[R:.*]] = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[R]]
func.func private @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @indirect_call(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
