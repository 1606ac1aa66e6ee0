// RUN: jopt %s --dump-pass-pipeline -o /dev/null --test-module-pass --test-function-pass --canonicalize="max-iterations=2 top-down=false" --test-function-pass 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: jopt %s --dump-pass-pipeline -o /dev/null -test-function-pass -canonicalize=region-simplify=disabled 2>&1 | FileCheck %s --check-prefix=DASH
// RUN: jopt --test-function-pass %s | FileCheck %s --check-prefix=INPUT
// RUN: not jopt %s -p 'builtin.module(test-module-pass)' --test-function-pass 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not jopt %s --canonicalize=foo 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not jopt %s --canonicalize=max-iterations=x 2>&1 | FileCheck %s --check-prefix=BADVALUE

// Pass flags build the pipeline in command-line order; a pass for another op than the
// top-level one is nested implicitly, one nested manager per flag, as mlir-opt does.

func.func @f() {
  return
}

// FLAGS:      Pass Manager with 4 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   test-module-pass,
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     test-function-pass
// FLAGS-NEXT:   ),
// FLAGS-NEXT:   canonicalize{  max-iterations=2 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false},
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     test-function-pass
// FLAGS-NEXT:   )
// FLAGS-NEXT: )

// DASH:      func.func(
// DASH-NEXT:   test-function-pass
// DASH-NEXT: ),
// DASH-NEXT: canonicalize{{{.*}}region-simplify=disabled{{.*}}}

// A bare pass flag does not take the input file as its options.
// INPUT: func.func @f()

// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// BADOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option foo

// BADVALUE: {{.*}}: for the --max-iterations option: 'x' value invalid for long argument!
