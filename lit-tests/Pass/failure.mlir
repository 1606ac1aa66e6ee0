// RUN: not jopt %s -p 'builtin.module(func.func(test-pass-failure{gen-diagnostics}))' 2>&1 | FileCheck %s
// RUN: not jopt %s --mlir-disable-threading -p 'builtin.module(func.func(test-pass-failure{gen-diagnostics}))' 2>&1 | FileCheck %s
// RUN: not jopt %s -p 'builtin.module(func.func(test-pass-failure),test-module-pass)' --mlir-print-ir-before=test-module-pass 2>&1 | FileCheck %s --check-prefix=STOP --allow-empty
// RUN: not jopt %s -p 'builtin.module(func.func(test-function-pass,test-pass-failure))' --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: not jopt %s --test-pass-failure -o %t.out
// RUN: not test -s %t.out

// A failing pass reports on the op it failed on; the pipeline stops, nothing is printed, and
// the exit code is 1. Every function still gets its pipeline, as in MLIR.

func.func @f() {
  return
}
func.func @g() {
  return
}

// CHECK:      failure.mlir:[[# @LINE - 7]]:1: error: illegal operation
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: ^
// CHECK-NEXT: failure.mlir:[[# @LINE - 7]]:1: error: illegal operation
// CHECK-NEXT: func.func @g() {
// CHECK-NOT:  module

// STOP-NOT: IR Dump Before

// AFTER:      // -----// IR Dump After {{.*}}TestFailurePass Failed (test-pass-failure) //----- //
// AFTER-NEXT: func.func @f() {
// AFTER-NEXT:   return
// AFTER-NEXT: }
// AFTER:      // -----// IR Dump After {{.*}}TestFailurePass Failed (test-pass-failure) //----- //
// AFTER-NEXT: func.func @g() {
