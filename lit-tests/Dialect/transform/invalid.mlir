// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// expected-note@+1 {{symbol table operation}}
module {
  // expected-error@+1 {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @orphan(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

// expected-error@+1 {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
func.func @not_a_table() attributes {transform.with_named_sequence} {
  return
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{argument #0 cannot be both readonly and consumed}}
  transform.named_sequence @both(%h: !transform.any_op {transform.readonly, transform.consumed}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence private @unmarked(%h: !transform.any_op)
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @sneaky(%h: !transform.any_op {transform.readonly}) {
    %g = transform.structured.generalize %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{expected 'transform.yield' as terminator}}
  transform.named_sequence @no_yield(%h: !transform.any_op {transform.readonly}) {
    // expected-note@+1 {{terminator}}
    %m = transform.structured.match in %h : (!transform.any_op) -> !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @short(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // expected-error@+1 {{expected terminator to have as many operands as the parent op has results}}
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @retyped(%h: !transform.any_op {transform.readonly}) -> !transform.op<"func.func"> {
    // expected-error@+1 {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.op<"func.func">')}}
    transform.yield %h : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%h: !transform.any_op) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{expected the matcher argument to be marked readonly}}
    %m = transform.collect_matching @matcher in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{expected the matcher to yield as many values as op has results (2), got 1}}
    %a, %b = transform.collect_matching @matcher in %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{unresolved matcher symbol @missing}}
    %m = transform.collect_matching @missing in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error@+1 {{'transform.include' op operand type mismatch: expected operand type '!transform.any_op', but provided '!transform.param<i64>' for operand number 0}}
    transform.include @callee failures(propagate) (%p) : (!transform.param<i64>) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{'transform.include' op does not reference a named transform sequence}}
    transform.include @nowhere failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{recursion not allowed in named sequences}}
  transform.named_sequence @again(%h: !transform.any_op {transform.readonly}) {
    transform.include @again failures(propagate) (%h) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// expected-error@+1 {{'transform.sequence' op expects the entry block to have at least one argument}}
transform.sequence failures(propagate) {
^bb0:
}

// -----

// expected-error@+1 {{'transform.sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.sequence failures(propagate) {
^bb0(%p: !transform.any_param):
}

// -----

// expected-error@+1 {{'transform.sequence' op block argument #0 has more than one potential consumer}}
transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-note@+1 {{used here as operand #0}}
  %a = transform.structured.generalize %h : (!transform.any_op) -> !transform.any_op
  // expected-note@+1 {{used here as operand #0}}
  %b = transform.structured.decompose %h : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{result #0 has more than one potential consumer}}
  %m = transform.structured.match in %h : (!transform.any_op) -> !transform.any_op
  // expected-note@+1 {{used here as operand #0}}
  transform.structured.vectorize %m : !transform.any_op
  // expected-note@+1 {{used here as operand #0}}
  %t, %l = transform.structured.tile_using_for %m tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.sequence' op expects the types of the terminator operands to match the types of the result}}
  %r = transform.sequence %h : !transform.any_op -> !transform.any_op failures(propagate) {
  ^bb1(%x: !transform.any_op):
    // expected-note@+1 {{terminator}}
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.apply_patterns' op expected children ops to implement PatternDescriptorOpInterface}}
  transform.apply_patterns to %h {
    // expected-note@+1 {{op without interface}}
    transform.print %h : !transform.any_op
  } : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.structured.tile_using_for' op expected number of loops to tile (1) to match number of `loops` results (2)}}
  %t, %l:2 = transform.structured.tile_using_for %h tile_sizes [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.structured.vectorize' op expected same number of vector sizes (2) and scalable sizes (1)}}
  "transform.structured.vectorize"(%h) <{static_vector_sizes = array<i64: 4, 8>, scalable_sizes = array<i1: true>}> : (!transform.any_op) -> ()
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.bufferization.one_shot_bufferize' op 'print_conflicts' requires 'test_analysis_only'}}
  %b = transform.bufferization.one_shot_bufferize %h {print_conflicts = true} : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.bufferization.one_shot_bufferize' op unsupported memcpy op}}
  %b = transform.bufferization.one_shot_bufferize %h {memcpy_op = "memref.memcpy"} : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.get_parent_op' op attribute 'nth_parent' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %p = transform.get_parent_op %h {nth_parent = 0} : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.param.constant' op result #0 must be TransformParamTypeInterface instance, but got '!transform.any_op'}}
  %p = "transform.param.constant"() {value = 1 : i64} : () -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{custom op 'transform.param.constant' invalid kind of type specified}}
  %p = transform.param.constant 1 : i64 -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'interface' [LinalgOp, TilingInterface, LoopLikeInterface]}}
  %m = transform.structured.match interface{Shaped} in %h : (!transform.any_op) -> !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  // expected-error@+1 {{'transform.split_handle' op overflow_result is not a valid result index}}
  %a, %b = transform.split_handle %h {overflow_result = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}

// -----

// expected-error@+1 {{unknown type mnemonic: handle}}
func.func private @f(!transform.handle)

// -----

// A matcher's action without function_type (generic form): its own error, not a crash of the
// caller's checks.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  // expected-error @+1 {{'transform.named_sequence' op requires attribute 'function_type'}}
  "transform.named_sequence"() <{arg_attrs = [{transform.readonly}], sym_name = "act"}> ({
  ^bb0(%op: !transform.any_op):
    "transform.yield"() : () -> ()
  }) : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
