// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  // expected-error@+1 {{expected at least one argument}}
  "pdl.apply_native_constraint"() {name = "check", isNegated = false} : () -> ()
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  // expected-error@+1 {{returning an operation from a constraint is not supported}}
  %bad = apply_native_constraint "check"(%op : !pdl.operation) : !pdl.operation
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  rewrite %op {
    // expected-error@+1 {{expected at least one argument or result}}
    apply_native_rewrite "nothing"
  }
}

// -----

pdl.pattern : benefit(1) {
  %type = type
  // expected-error@+1 {{expected only one of [`type`, `value`] to be set}}
  %attr = attribute : %type = 10
  %op = operation "test.a" {"v" = %attr}
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  rewrite %op {
    // expected-error@+1 {{expected constant value when specified within a `pdl.rewrite`}}
    %attr = attribute
  }
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@+1 {{expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = operand
  %op = operation "test.a"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  rewrite %op {
    // expected-error@+1 {{must have an operation name when nested within a `pdl.rewrite`}}
    %new = operation
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  %v = result 0 of %op
  rewrite %op {
    %types = types : [i32]
    // expected-error@+1 {{expected operand to have element type '!pdl.value', but got '!pdl.type'}}
    %r = range %v, %types : !pdl.value, !pdl.range<type>
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  %v = result 0 of %op
  rewrite %op {
    %new = operation "test.b"
    // expected-error@+1 {{expected no replacement values to be provided when the replacement operation is present}}
    "pdl.replace"(%op, %new, %v) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!pdl.operation, !pdl.operation, !pdl.value) -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  // expected-error@+1 {{expected `pdl.range<value>` result type when no index is specified, but got: '!pdl.value'}}
  %rs = "pdl.results"(%op) : (!pdl.operation) -> !pdl.value
  rewrite %op with "rewriter"(%rs : !pdl.value)
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  // expected-error@+1 {{expected rewrite region to be empty when rewrite is external}}
  "pdl.rewrite"(%op) ({
    ^bb0:
  }) {name = "rewriter", operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "test.a"
  // expected-error@+1 {{expected rewrite region to be non-empty if external name is not specified}}
  "pdl.rewrite"(%op) ({}) {operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> ()
}

// -----

// expected-error@+1 {{the pattern must contain at least one `pdl.operation`}}
pdl.pattern : benefit(1) {
  %type = type : i32
  rewrite with "rewriter"(%type : !pdl.type)
}

// -----

// expected-error@+1 {{the operations must form a connected component}}
pdl.pattern : benefit(1) {
  %a = operation "test.a"
  // expected-note@+1 {{see a disconnected value / operation here}}
  %b = operation "test.b"
  rewrite %a {
    erase %a
    erase %b
  }
}

// -----

// expected-error@+1 {{expected only `pdl` operations within the pattern body}}
pdl.pattern : benefit(1) {
  %op = operation "test.a"
  // expected-note@+1 {{see non-`pdl` operation defined here}}
  %c = arith.constant 1 : i32
  rewrite %op with "rewriter"
}
