// A server folder deeper than a socket address holds (108 bytes, as in a deep CI checkout): the
// server still starts, answers and stops (the client reaches the socket through its folder's
// descriptor, the server binds it by name in its folder).
// REQUIRES: cc
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: env JOPT_SERVER_DIR=%t.d/a-folder-name-long-enough-that-the-socket-path-passes-the-limit-of-a-unix-socket-address %S/../../../bin/jopt --server-stop > %t.stop
// RUN: env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d/a-folder-name-long-enough-that-the-socket-path-passes-the-limit-of-a-unix-socket-address %S/../../../bin/jopt %s 2>&1 | FileCheck %s
// RUN: ls %t.d/a-folder-name-long-enough-that-the-socket-path-passes-the-limit-of-a-unix-socket-address | FileCheck %s --check-prefix=SOCKET
// RUN: env JOPT_SERVER_DIR=%t.d/a-folder-name-long-enough-that-the-socket-path-passes-the-limit-of-a-unix-socket-address %S/../../../bin/jopt --server-stop | FileCheck %s --check-prefix=STOP

// CHECK-NOT: warning
// CHECK: arith.muli %arg0, %arg0 : i32
// SOCKET: {{.*}}.sock{{$}}
// STOP: jopt server {{[0-9]+}} stopped
func.func @square(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
