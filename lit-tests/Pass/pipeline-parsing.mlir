// RUN: not jopt %s -p 'builtin.module(test-module-pass,func.func(test-function-pass)),func.func(test-function-pass)' 2>&1 | FileCheck %s --check-prefix=TWOTOP
// RUN: jopt %s --dump-pass-pipeline -o /dev/null -p 'builtin.module(test-module-pass, func.func( test-function-pass , canonicalize{max-iterations=3 top-down=false} ) , any(cse))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: jopt %s --dump-pass-pipeline -o /dev/null -p 'builtin.module(func.func(test-options-pass{list=1,2,3 string-list=a,b,c string="x y" enum=one},test-options-pass))' 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: jopt %s --dump-pass-pipeline -o /dev/null -p 'builtin.module(func.func(test-options-pass{list={1,2} string-list={a,{b c},d} string={x,y}}))' 2>&1 | FileCheck %s --check-prefix=LISTS
// RUN: jopt %s --dump-pass-pipeline -o /dev/null -p 'builtin.module(func.func(test-function-pass),func.func(canonicalize))' 2>&1 | FileCheck %s --check-prefix=SEPARATE
// RUN: not jopt %s -p 'builtin.module(func.func(foo))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not jopt %s -p 'builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not jopt %s -p 'builtin.module(func.func(cse)))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not jopt %s -p 'builtin.module(func.func(cse),)' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not jopt %s -p 'builtin.module(canonicalize{max-iterations=3)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not jopt %s -p 'cse' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not jopt %s -p 'func.func(cse)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not jopt %s -p 'builtin.module(test-function-pass)' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not jopt %s -p 'builtin.module(canonicalize{foo=1})' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not jopt %s -p 'builtin.module(canonicalize{max-iterations=x})' 2>&1 | FileCheck %s --check-prefix=BADVALUE
// RUN: not jopt %s -p 'builtin.module(canonicalize{region-simplify=bogus})' 2>&1 | FileCheck %s --check-prefix=BADENUM

// The textual pipeline syntax of MLIR: structure first, then names, then nested managers.

func.func @f() {
  return
}

// TWOTOP:      MLIR Textual PassPipeline Parser:1:47: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// TWOTOP-NEXT: {{^}}test-module-pass,func.func(test-function-pass)),func.func(test-function-pass
// TWOTOP-NEXT: {{^}}                                              ^

// NESTED:      Pass Manager with 3 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   test-module-pass,
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     test-function-pass,
// NESTED-NEXT:     canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}
// NESTED-NEXT:   ),
// NESTED-NEXT:   any(
// NESTED-NEXT:     cse
// NESTED-NEXT:   )
// NESTED-NEXT: )

// OPTIONS:      func.func(
// OPTIONS-NEXT:   test-options-pass{enum=one list={1,2,3} string={x y} string-list={a,b,c}},
// OPTIONS-NEXT:   test-options-pass{enum=zero  string= }
// OPTIONS-NEXT: )

// LISTS: test-options-pass{enum=zero list={1,2} string=x,y string-list={a,{b c},d}}

// Adjacent nested pipelines stay apart in the dump; they are merged when the pipeline runs.
// SEPARATE:      Pass Manager with 2 passes:
// SEPARATE-NEXT: builtin.module(
// SEPARATE-NEXT:   func.func(
// SEPARATE-NEXT:     test-function-pass
// SEPARATE-NEXT:   ),
// SEPARATE-NEXT:   func.func(
// SEPARATE-NEXT:     canonicalize{{.*}}
// SEPARATE-NEXT:   )
// SEPARATE-NEXT: )

// Errors point at the column of the pipeline text inside the anchor.
// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: {{^}}func.func(foo)
// UNKNOWN-NEXT: {{^}}          ^

// UNBALANCED:      MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// UNBALANCED-NEXT: {{^}}func.func(cse
// UNBALANCED-NEXT: {{^}}          ^

// EXTRA:      MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA-NEXT: {{^}}func.func(cse))
// EXTRA-NEXT: {{^}}              ^

// EMPTY:      MLIR Textual PassPipeline Parser:1:16: error: '' does not refer to a registered pass or pass pipeline
// EMPTY-NEXT: {{^}}func.func(cse),
// EMPTY-NEXT: {{^}}               ^

// BRACE:      MLIR Textual PassPipeline Parser:1:13: error: missing closing '}' while processing pass options
// BRACE-NEXT: {{^}}canonicalize{max-iterations=3
// BRACE-NEXT: {{^}}            ^

// WRAP: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// ANCHOR: pipeline-parsing.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op

// NEST:      <unknown>:0: error: Can't add pass '{{.*}}TestFunctionPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// NEST-NEXT: failed to add `test-function-pass` with options ``

// NOOPT:      <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// NOOPT-EMPTY:
// NOOPT-NEXT: failed to add `canonicalize` with options `foo=1`

// BADVALUE:      {{.*}}: for the --max-iterations option: 'x' value invalid for long argument!
// BADVALUE-NEXT: <unknown>:0: error:
// BADVALUE-NEXT: failed to add `canonicalize` with options `max-iterations=x`

// BADENUM: for the --region-simplify option: Cannot find option named 'bogus'!
