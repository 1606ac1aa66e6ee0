// RUN: jopt %s -o /dev/null --mlir-disable-threading --mlir-print-ir-before-all --mlir-print-ir-after-all -p 'builtin.module(func.func(test-function-pass),test-module-pass)' 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: jopt %s -o /dev/null --mlir-print-ir-before-all --mlir-print-ir-after-all -p 'builtin.module(func.func(test-function-pass),test-module-pass)' 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: jopt %s -o /dev/null --mlir-disable-threading --mlir-print-ir-module-scope --mlir-print-ir-before=test-module-pass,test-function-pass -p 'builtin.module(func.func(test-function-pass),test-module-pass)' 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: jopt %s -o /dev/null --mlir-print-ir-after=test-module-pass -p 'builtin.module(func.func(test-function-pass),test-module-pass)' 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: jopt %s -o /dev/null --mlir-print-ir-after-change --mlir-print-ir-after-all -p 'builtin.module(func.func(test-function-pass),test-module-pass)' 2>&1 | FileCheck %s --check-prefix=CHANGE --allow-empty
// RUN: jopt %s -o /dev/null --mlir-print-ir-after-change --canonicalize 2>&1 | FileCheck %s --check-prefix=CHANGE --allow-empty
// RUN: not jopt %s --mlir-print-ir-after=no-such-pass --canonicalize 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// IR dumps around passes: the op the pass runs on, nested ops with local numbering; with
// threads, the dumps of functions still come in function order.

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g() {
  return
}

// ALL:      // -----// IR Dump Before {{.*}}TestFunctionPass (test-function-pass) //----- //
// ALL-NEXT: func.func @f(%arg0: i32) -> i32 {
// ALL-NEXT:   return %arg0 : i32
// ALL-NEXT: }
// ALL-EMPTY:
// ALL-NEXT: // -----// IR Dump After {{.*}}TestFunctionPass (test-function-pass) //----- //
// ALL-NEXT: func.func @f(%arg0: i32) -> i32 {
// ALL:      // -----// IR Dump Before {{.*}}TestFunctionPass (test-function-pass) //----- //
// ALL-NEXT: func.func @g() {
// ALL:      // -----// IR Dump After {{.*}}TestFunctionPass (test-function-pass) //----- //
// ALL-NEXT: func.func @g() {
// ALL-NEXT:   return
// ALL-NEXT: }
// ALL-EMPTY:
// ALL-NEXT: // -----// IR Dump Before {{.*}}TestModulePass (test-module-pass) //----- //
// ALL-NEXT: module {
// ALL:      {{^}}}
// ALL-EMPTY:
// ALL-EMPTY:
// ALL-NEXT: // -----// IR Dump After {{.*}}TestModulePass (test-module-pass) //----- //
// ALL-NEXT: module {

// SCOPE:      // -----// IR Dump Before {{.*}}TestFunctionPass (test-function-pass) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// SCOPE:      // -----// IR Dump Before {{.*}}TestFunctionPass (test-function-pass) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump Before {{.*}}TestModulePass (test-module-pass) ('builtin.module' operation) //----- //
// SCOPE-NEXT: module {

// AFTER-NOT:  TestFunctionPass
// AFTER:      // -----// IR Dump After {{.*}}TestModulePass (test-module-pass) //----- //
// AFTER-NOT:  IR Dump

// Passes that change nothing print nothing with -mlir-print-ir-after-change.
// CHANGE-NOT: IR Dump
// Alone, -mlir-print-ir-after-change prints nothing: it narrows what -mlir-print-ir-after(-all)
// print, as in MLIR.

// UNKNOWN: for the --mlir-print-ir-after option: Cannot find option named 'no-such-pass'!
