// RUN: not jopt %s 2>&1 | FileCheck %s
// RUN: not jopt < %s 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: not jopt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=SPLIT

// Errors are rendered as mlir-opt renders them: file:line:col, source line, caret.

func.func @f() {
  %0 = "foo.bar"() : () -> i32
  return
}
// CHECK: {{^}}{{.*}}diagnostics.mlir:[[# @LINE - 3]]:17: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// CHECK-NEXT: {{^}}  %0 = "foo.bar"() : () -> i32
// CHECK-NEXT: {{^}}                ^
// STDIN: {{^}}<stdin>:[[# @LINE - 6]]:17: error: operation being parsed with an unregistered dialect

// -----

"foo.baz"() : () -> ()
// Without splitting, parsing stops at the first error.
// CHECK-NOT: foo.baz
// SPLIT: diagnostics.mlir:[[# @LINE - 13]]:17: error: operation being parsed
// SPLIT: diagnostics.mlir:[[# @LINE - 4]]:10: error: operation being parsed
