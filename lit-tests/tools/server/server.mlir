// The jopt server (docs/server.md) answers as the direct path does: output, diagnostics and
// exit codes byte for byte, files named relative to the caller's directory, standard input.
// A server a failed RUN line leaves behind stops after two idle minutes (JOPT_SERVER_IDLE=120).
// REQUIRES: cc
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop > %t.stop
// RUN: rm -rf %t.d %t.o && mkdir -p %t.o
// RUN: env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt %s > %t.o/server.mlir
// RUN: env JOPT_SERVER=0 %S/../../../bin/jopt %s > %t.o/direct.mlir
// RUN: diff %t.o/server.mlir %t.o/direct.mlir
// RUN: cd %S && env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d ../../../bin/jopt server.mlir --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cd %t.o && env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt direct.mlir -o relative.mlir
// RUN: diff %t.o/relative.mlir %t.o/direct.mlir
// RUN: cat %s | env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt - | FileCheck %s
// RUN: echo 'func.func @f(' | not env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt - 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop | FileCheck %s --check-prefix=STOP
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop | FileCheck %s --check-prefix=NONE --allow-empty

// CHECK-LABEL: func.func @twice(
// CHECK: arith.addi %arg0, %arg0 : i32
// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "twice"}>
// ERR: <stdin>:1:14: error: expected non-function type
// ERR-NEXT: func.func @f(
// ERR-NEXT: {{^}}             ^
// STOP: jopt server {{[0-9]+}} stopped
// NONE-NOT: stopped
func.func @twice(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
