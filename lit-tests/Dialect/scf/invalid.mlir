// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @for_iter_args_count(%lb: index, %ub: index, %s: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%lb, %ub, %s, %a) ({
  ^bb0(%i: index, %x: i32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> (i32, i32)
  return
}

// -----

func.func @for_yield_type(%lb: index, %ub: index, %s: index, %a: i32, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    "scf.yield"(%f) : (f32) -> ()
  }
  return
}

// -----

func.func @for_body_arg_type(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_results_no_else(%c: i1, %a: i32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    "scf.yield"(%a) : (i32) -> ()
  }, {
  }) : (i1) -> i32
  return
}

// -----

func.func @yield_parent(%a: i32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"(%a) : (i32) -> ()
}

// -----

func.func @while_cond_type(%a: i32) {
  %w = scf.while (%x = %a) : (i32) -> i32 {
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%x, %x) : (i32, i32) -> ()
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_zero_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) {
  }
  return
}

// -----

func.func @parallel_reduce_count(%lb: index, %ub: index, %s: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @forall_rank(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @condition_parent(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%c) : (i1) -> ()
}

// -----

func.func @for_results_type(%lb: index, %ub: index, %s: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %ub, %s, %a) ({
  ^bb0(%i: index, %x: i32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @if_else_no_results(%c: i1, %a: i32) {
  // expected-error @+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @reduce_return_type(%lb: index, %ub: index, %s: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @parallel_bounds(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @execute_region_no_block() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}
