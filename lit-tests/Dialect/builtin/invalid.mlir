// RUN: jopt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "test.x"() : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
module {
^bb0(%a: i32):
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module @m attributes {foo} {
}

// -----

// expected-error @+1 {{invalid properties {sym_name = 1 : i64} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i64}}
"builtin.module"() <{sym_name = 1}> ({
^bb0:
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

%a = "test.a"() : () -> i32
// expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types}}
%0 = builtin.unrealized_conversion_cast %a : i32, i32 to i64
