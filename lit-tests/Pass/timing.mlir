// RUN: jopt %s -o /dev/null --mlir-timing -p 'builtin.module(func.func(canonicalize,test-function-pass),test-module-pass)' 2>&1 | FileCheck %s
// RUN: jopt %s -o /dev/null --mlir-timing --mlir-disable-threading -p 'builtin.module(func.func(canonicalize),test-module-pass)' 2>&1 | FileCheck %s --check-prefix=SINGLE

// The execution time report of -mlir-timing: passes nested under their pipeline.

func.func @f() {
  return
}

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----User Time----  ----Wall Time----  ----Name----
// CHECK-NEXT: {{ +[0-9]+\.[0-9]+ \( *[0-9.]+%\) +[0-9]+\.[0-9]+ \( *[0-9.]+%\)}}  Parser
// CHECK-NEXT: {{.*}}  'func.func' Pipeline
// CHECK-NEXT: {{.*}}    Canonicalizer
// CHECK-NEXT: {{.*}}    {{.*}}TestFunctionPass
// CHECK-NEXT: {{.*}}  {{.*}}TestModulePass
// CHECK-NEXT: {{.*}}  Output
// CHECK-NEXT: {{.*}}  Rest
// CHECK-NEXT: {{.*}}(100.0%)  Total

// SINGLE:      ----Wall Time----  ----Name----
// SINGLE-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9.]+%\)}}  Parser
// SINGLE-NEXT: {{.*}}  'func.func' Pipeline
// SINGLE-NEXT: {{.*}}    Canonicalizer
