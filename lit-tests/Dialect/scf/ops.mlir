// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%arg5) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = scf.for unsigned %arg5 = %c0_i32 to %arg4 step %c1_i32 iter_args(%arg6 = %c0_i32) -> (i32)  : i32 {
// CHECK-NEXT: %2 = arith.addi %arg6, %arg5 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } {tag = "unsigned"}
// CHECK-NEXT: return %0, %1 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_ops(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.else"() : () -> ()
// CHECK-NEXT: } {tag}
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_loop(%arg0: i32, %arg1: i32) -> i64 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i64 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: scf.condition(%1) %2 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64):
// CHECK-NEXT: %1 = arith.trunci %arg2 : i64 to i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } attributes {tag}
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @execute_region(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = scf.execute_region -> i64 no_inline {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg1 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: scf.yield %c0_i64 : i64
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_loops(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, %arg1) to (%arg1, 16) step (2, %arg1) {
// CHECK-NEXT: "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: "test.use"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %1 = "test.value"(%arg4) : (index) -> f32
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %2 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_switch(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {tag}
// CHECK-NEXT: default {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @for_loops(%lb: index, %ub: index, %step: index, %init: f32, %n: i32) -> (f32, i32) {
  scf.for %i = %lb to %ub step %step {
    "test.use"(%i) : (index) -> ()
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %next = arith.addf %acc, %acc : f32
    scf.yield %next : f32
  }
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %count = scf.for unsigned %i = %c0 to %n step %c1 iter_args(%k = %c0) -> (i32) : i32 {
    %k1 = arith.addi %k, %i : i32
    scf.yield %k1 : i32
  } {tag = "unsigned"}
  return %sum, %count : f32, i32
}

func.func @if_ops(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  } {tag}
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @while_loop(%init: i32, %limit: i32) -> i64 {
  %r = scf.while (%x = %init) : (i32) -> i64 {
    %go = arith.cmpi slt, %x, %limit : i32
    %w = arith.extsi %x : i32 to i64
    scf.condition(%go) %w : i64
  } do {
  ^bb0(%y: i64):
    %t = arith.trunci %y : i64 to i32
    scf.yield %t : i32
  } attributes {tag}
  return %r : i64
}

func.func @execute_region(%c: i1, %a: i64) -> i64 {
  %r = scf.execute_region -> i64 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i64
  ^bb2:
    %z = arith.constant 0 : i64
    scf.yield %z : i64
  }
  scf.execute_region {
    "test.op"() : () -> ()
    scf.yield
  }
  return %r : i64
}

func.func @forall_loops(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  scf.forall (%i, %j) = (0, %n) to (%n, 16) step (2, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {tag}
  return %r : tensor<8xf32>
}

func.func @parallel_loops(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %v = "test.value"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @index_switch(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    scf.yield %b : i32
  }
  default {
    %c = arith.addi %a, %b : i32
    scf.yield %c : i32
  }
  scf.index_switch %i {tag}
  default {
    "test.op"() : () -> ()
  }
  return %r : i32
}
