// The caller's own state, through the server as directly (issue 77): its umask for the files a
// call creates; its locale (a server started under LC_ALL=C, then a UTF-8 caller, a file named
// in UTF-8); no descriptor of the caller's kept by the server it starts (a pipe's reader would
// wait for the server's end).
// REQUIRES: cc
// RUN: rm -rf %t.d %t.o && mkdir -p %t.o && cp %s %t.o/é.mlir
// RUN: cd %t.o && bash -c 'for s in 1 0; do rm -f a.mlir; (umask 077; JOPT_SERVER=$s JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt é.mlir -o a.mlir); stat -c "$s %%A" a.mlir; done' | FileCheck %s --check-prefix=UMASK
// RUN: cd %t.o && bash -c 'for s in 1 0; do for l in C C.UTF-8; do LC_ALL=$l JOPT_SERVER=$s JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt é.mlir | grep -c "func.func @f"; done; done' | FileCheck %s --check-prefix=LOCALE
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop > /dev/null
// RUN: bash -c '(exec 3>&1; timeout 60 env JOPT_SERVER=1 JOPT_SERVER_IDLE=120 JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt %s > /dev/null) | cat; echo "done $?"' | FileCheck %s --check-prefix=FD
// RUN: env JOPT_SERVER_DIR=%t.d %S/../../../bin/jopt --server-stop > /dev/null

// UMASK: 1 -rw-------
// UMASK-NEXT: 0 -rw-------
// LOCALE-COUNT-4: 1
// FD: done 0
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
