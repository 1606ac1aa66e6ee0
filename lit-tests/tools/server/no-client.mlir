// Without the server's C client (no C compiler, no client built), bin/jopt-run and
// bin/jopt-translate run their own direct path through bin/jopt, not jopt's main with their
// arguments. A checkout of bin/ whose tools/target holds only the jar (a symlink) and no client
// source: the client cannot be built there.
// RUN: rm -rf %t.r && mkdir -p %t.r/bin %t.r/tools/target
// RUN: cp %S/../../../bin/jopt %S/../../../bin/jopt-run %S/../../../bin/jopt-translate %S/../../../bin/jopt-jvm.sh %S/../../../bin/jopt-run-compilers.json %t.r/bin/
// RUN: ln -s %S/../../../tools/target/jopt.jar %t.r/tools/target/jopt.jar
// RUN: env JOPT_SERVER=1 JOPT_NO_CDS=1 %t.r/bin/jopt-run %s -e twice --args=21 | FileCheck %s --check-prefix=INTERP
// RUN: env JOPT_SERVER=1 JOPT_NO_CDS=1 %t.r/bin/jopt %s | FileCheck %s --check-prefix=OPT
// RUN: env JOPT_SERVER=1 JOPT_NO_CDS=1 %t.r/bin/jopt-translate --help | FileCheck %s --check-prefix=TRANSLATE
// RUN: test ! -e %t.r/tools/target/jopt-client

// INTERP: result #0: 42 : i32
// TRANSLATE: OVERVIEW: translates into MLIR
// OPT: func.func @twice
func.func @twice(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
