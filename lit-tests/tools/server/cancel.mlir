// Ctrl-C stops the work: a client ended by SIGINT ends with the status a shell reports for it
// (130, as the direct path's JVM), and the server cancels its request (the loop below would
// run for days), noting it in its log.
// REQUIRES: cc
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop > %t.stop
// RUN: rm -rf %t.d
// RUN: env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt %s > /dev/null
// RUN: bash -c 'timeout --preserve-status -s INT 3 env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt-run %s --max-steps=1000000000000000000; echo "server: $?"' | FileCheck %s --check-prefix=SERVER
// RUN: bash -c 'for i in $(seq 100); do grep -q cancelled %t.d/*.sock.log && break; sleep 0.1; done; cat %t.d/*.sock.log' | FileCheck %s --check-prefix=LOG
// RUN: bash -c 'timeout --preserve-status -s INT 3 env JOPT_SERVER=0 %S/../../../bin/jopt-run %s --max-steps=1000000000000000000; echo "direct: $?"' | FileCheck %s --check-prefix=DIRECT
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop | FileCheck %s --check-prefix=STOP

// SERVER: server: 130
// LOG: jopt server: jopt-run {{.*}}cancel.mlir --max-steps=1000000000000000000: cancelled by the client
// DIRECT: direct: 130
// STOP: jopt server {{[0-9]+}} stopped
func.func @main() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}
