// jopt-run --version names the version Maven built (as jopt and filecheck do); --help lists it.
// RUN: jopt-run --version | FileCheck %s
// RUN: jopt-run --help | FileCheck %s --check-prefix=HELP
// RUN: jopt --version | FileCheck %s --check-prefix=JOPT

// CHECK: jopt-run {{[0-9]+\.[0-9]+\.[0-9]+}} (MLIR text format of LLVM 22)
// HELP: --version {{.*}}Display the version of this program
// JOPT: jopt {{[0-9]+\.[0-9]+\.[0-9]+}} (MLIR text format of LLVM 22)
