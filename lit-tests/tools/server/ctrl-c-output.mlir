// Ctrl-C on a call that writes -o (issue 77): the call ends, its output file is gone, as
// mlir-opt-22 leaves it (LLVM removes a tool's output file on a signal), and nothing of it lands
// later over the file of the next call of the same name; no temporary file is left.
// The signal comes once the call has opened its output (its temporary file beside out.mlir
// exists), not after a fixed time: the call is then certainly under way with a file to remove,
// and its 1,000,000 ops take seconds more, however loaded the machine (a 1 s timeout could come
// before the call or, on a fast machine, after it). The client's own status tells a cancelled
// call (130, as a shell reports a Ctrl-C) from one that ended before the signal came (0); every
// file left, dot files included, is listed with its size. The call goes to the server (no
// warning that it did not start: the JDK binds a socket path of at most 106 bytes).
// REQUIRES: cc
// RUN: rm -rf %t.d %t.o && mkdir -p %t.o
// RUN: python3 -c "import sys; sys.stdout.write('func.func @f(%%a: i32) -> i32 {\n' + ''.join('  %%v' + str(i) + ' = arith.addi %%a, %%a : i32\n' for i in range(1000000)) + '  return %%a : i32\n}\n')" > %t.o/big.mlir
// RUN: env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt %s > /dev/null
// RUN: cd %t.o && bash -c 'env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt big.mlir -o out.mlir & c=$!; for i in $(seq 1200); do compgen -G ".out.mlir.*.tmp" > /dev/null && break; sleep 0.05; done; kill -INT $c; wait $c; echo "status $?"; ls -a -s --block-size=1' 2>&1 | FileCheck %s --check-prefix=CANCELLED
// RUN: cd %t.o && env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt %s -o out.mlir
// RUN: sleep 2
// RUN: FileCheck %s --input-file=%t.o/out.mlir
// RUN: ls -a %t.o | FileCheck %s --check-prefix=FILES
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop > /dev/null

// CANCELLED-NOT: warning
// CANCELLED: status 130
// CANCELLED: big.mlir
// CANCELLED-NOT: out.mlir
// CHECK: func.func @small
// FILES-NOT: tmp
func.func @small(%x: i32) -> i32 {
  return %x : i32
}
