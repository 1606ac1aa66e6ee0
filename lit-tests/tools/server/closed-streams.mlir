// Closed standard streams, through the server as directly and as mlir-opt-22 answers them: a
// closed stdin read ("Bad file descriptor", status 1), a closed stdout written (LLVM's message,
// status 1), a closed stderr (the diagnostics lost, the status kept) (issue 77).
// REQUIRES: cc
// RUN: rm -rf %t.d
// RUN: bash -c 'for s in 1 0; do JOPT_SERVER=$s JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt - <&- 2>&1; echo "stdin $s: $?"; done' | FileCheck %s --check-prefix=STDIN
// RUN: bash -c 'for s in 1 0; do JOPT_SERVER=$s JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt %s 2>&1 >&-; echo "stdout $s: $?"; done' | FileCheck %s --check-prefix=STDOUT
// RUN: bash -c 'for s in 1 0; do echo "func.func @f(" | JOPT_SERVER=$s JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt - 2>&-; echo "stderr $s: $?"; done' | FileCheck %s --check-prefix=STDERR
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop > /dev/null

// STDIN: cannot open input file '-': Bad file descriptor
// STDIN-NEXT: stdin 1: 1
// STDIN-NEXT: cannot open input file '-': Bad file descriptor
// STDIN-NEXT: stdin 0: 1
// STDOUT: LLVM ERROR: IO failure on output stream: Bad file descriptor
// STDOUT-NEXT: stdout 1: 1
// STDOUT-NEXT: LLVM ERROR: IO failure on output stream: Bad file descriptor
// STDOUT-NEXT: stdout 0: 1
// STDERR: stderr 1: 1
// STDERR-NEXT: stderr 0: 1
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
