// Ctrl-C on a call that writes -o (issue 77): the call ends, its output file is gone, as
// mlir-opt-22 leaves it (LLVM removes a tool's output file on a signal), and nothing of it lands
// later over the file of the next call of the same name; no temporary file is left.
// The big call takes several seconds even on a warm server of a fast machine. The client's own
// status (--preserve-status) tells a cancelled call (130, as a shell reports a Ctrl-C) from one
// that ended before the signal came (0); a file left is listed with its size.
// REQUIRES: cc
// RUN: rm -rf %t.d %t.o && mkdir -p %t.o
// RUN: python3 -c "import sys; sys.stdout.write('func.func @f(%%a: i32) -> i32 {\n' + ''.join('  %%v' + str(i) + ' = arith.addi %%a, %%a : i32\n' for i in range(1000000)) + '  return %%a : i32\n}\n')" > %t.o/big.mlir
// RUN: env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt %s > /dev/null
// RUN: cd %t.o && bash -c 'timeout --preserve-status -s INT 1 env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt big.mlir -o out.mlir; echo "status $?"; ls -s --block-size=1' | FileCheck %s --check-prefix=CANCELLED
// RUN: cd %t.o && env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt %s -o out.mlir
// RUN: sleep 2
// RUN: FileCheck %s --input-file=%t.o/out.mlir
// RUN: ls %t.o | FileCheck %s --check-prefix=FILES
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop > /dev/null

// CANCELLED: status 130
// CANCELLED: big.mlir
// CANCELLED-NOT: out.mlir
// CHECK: func.func @small
// FILES-NOT: tmp
func.func @small(%x: i32) -> i32 {
  return %x : i32
}
