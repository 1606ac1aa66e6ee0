// --verify-diagnostics=only-expected (LLVM 22): the expected-* lines must all be met, but a
// diagnostic that none names is dropped instead of failing the run; bare or =all, it fails.
// RUN: jopt --verify-diagnostics=only-expected %s
// RUN: not jopt --verify-diagnostics %s 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not jopt --verify-diagnostics=all %s 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not jopt --verify-diagnostics=every %s 2>&1 | FileCheck %s --check-prefix=BAD

func.func @ret() {
  %c = arith.constant 0 : i32
  // expected-error@below {{'func.return' op has 1 operands, but enclosing function (@ret) returns 0}}
  return %c : i32
}

// An error no line expects: dropped with only-expected, reported with all.
func.func @unexpected() {
  %c = arith.constant 0 : i32
  return %c : i32
}

// ALL: error: unexpected error: 'func.return' op has 1 operands, but enclosing function (@unexpected) returns 0
// BAD: for the --verify-diagnostics option: Cannot find option named 'every'!
