// RUN: jopt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

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
// -----

func.func @if_yield_count(%c: i1, %a: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (i32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %a: i32, %b: index) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'index' should match successor input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %b : index
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @if_multi_block_before_operand_type(%c: i32) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @if_region_args(%c: i32) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_empty_block(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects a non-empty block}}
  "scf.if"(%c) ({
  ^bb0:
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_wrong_terminator(%c: i1) {
  // expected-error @+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "test.foo"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @execute_region_yield_count(%a: i32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %a, %a : i32, i32
  }
  return
}

// -----

func.func @while_condition_count(%a: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.c"() : () -> i1
    // expected-note @+1 {{region branch point}}
    scf.condition(%c)
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @while_yield_count(%a: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.c"() : () -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @while_init_type(%a: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%a) ({
  ^bb0(%x: i64):
    %c = "test.c"() : () -> i1
    "scf.condition"(%c, %x) : (i1, i64) -> ()
  }, {
  ^bb0(%y: i64):
    "scf.yield"(%y) : (i64) -> ()
  }) : (i32) -> i64
  return
}

// -----

func.func @while_before_terminator(%a: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    %c = "test.c"() : () -> i1
    // expected-note @+1 {{terminator here}}
    "test.foo"(%c, %x) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @for_yield_count(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    "scf.yield"(%x, %x) : (i32, i32) -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @for_empty_yield(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_no_block_args(%lb: index) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%lb, %lb, %lb) ({
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_bounds_types(%lb: index, %s: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %lb, %s) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, i32) -> ()
  return
}

// -----

func.func @for_second_result_type(%lb: index, %a: i32, %b: i64) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i64' != 'i32'}}
  %r:2 = "scf.for"(%lb, %lb, %lb, %a, %b) ({
  ^bb0(%i: index, %x: i32, %y: i64):
    "scf.yield"(%x, %y) : (i32, i64) -> ()
  }) : (index, index, index, i32, i64) -> (i32, i32)
  return
}

// -----

func.func @for_wrong_terminator(%lb: index, %a: i32) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    "test.foo"(%x, %x) : (i32, i32) -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @for_unsigned_property(%lb: index) {
  // expected-error @+1 {{invalid properties {unsignedCmp = 1 : i64} for op scf.for: Invalid attribute `unsignedCmp` in property conversion: 1 : i64}}
  "scf.for"(%lb, %lb, %lb) <{unsignedCmp = 1}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_missing_to(%a: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %a too %a step %a {
  }
  return
}

// -----

func.func @for_duplicate_unsigned(%a: i32) {
  // expected-error @+1 {{custom op 'scf.for' attribute 'unsignedCmp' occurs more than once in the attribute list}}
  scf.for unsigned %i = %a to %a step %a : i32 {
  } {unsignedCmp}
  return
}

// -----

func.func @yield_misplaced() {
  scf.execute_region {
    // expected-error @+1 {{'scf.yield' op must be the last operation in the parent block}}
    "scf.yield"() : () -> ()
    "test.foo"() : () -> ()
  }
  return
}

// -----

func.func @index_switch_operand(%i: i32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @index_switch_case_count(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @index_switch_duplicate(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @index_switch_yield_count(%i: index, %a: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> i32
  case 4 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @index_switch_yield_type(%i: index, %a: i32, %b: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 4 {
    scf.yield %a : i32
  }
  default {
    // expected-note @+1 {{default region returns 'f32' here}}
    scf.yield %b : f32
  }
  return
}

// -----

func.func @index_switch_terminator(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.foo}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "test.foo"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @index_switch_no_default(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error @+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}

// -----

func.func @forall_outputs(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %r = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_result_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @forall_step_count() {
  // expected-error @+1 {{expected 1 step values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_mapping() {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (4) {
  } {mapping = [1]}
  return
}

// -----

func.func @forall_bounds_list() {
  // expected-error @+2 {{expected '(' in dynamic index list}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%i) in [4] {
  }
  return
}

// -----

func.func @in_parallel_op(%t: tensor<4xf32>) {
  scf.forall (%i) in (4) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.foo"() : () -> ()
    }
  }
  return
}

// -----

func.func @in_parallel_destination(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %u[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @parallel_bound_type(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.parallel' op operand #2 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%lb, %lb, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, i32) -> ()
  return
}

// -----

func.func @parallel_terminator(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note @+1 {{terminator here}}
    "test.foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_init_types(%lb: index, %x: i32) {
  // expected-error @+1 {{custom op 'scf.parallel' number of operands and types do not match: got 2 operands and 1 types}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x, %x) -> i32 {
  }
  return
}

// -----

func.func @reduce_regions(%lb: index, %x: i32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    "scf.reduce"(%x) : (i32) -> ()
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %x: i32, %y: i64) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'i32' (the type of the reduction inputs)}}
      scf.reduce.return %y : i64
    }
  }
  return
}
