// RUN: not jopt --no-such-flag %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not jopt %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: jopt %s -o %t
// RUN: FileCheck %s < %t
// RUN: jopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: jopt --mlir-print-op-generic - < %s | jopt | FileCheck %s
// RUN: jopt -allow-unregistered-dialect %s | grep -c func.func | FileCheck %s --check-prefix=COUNT

// UNKNOWN: Unknown command line argument '--no-such-flag'
// MISSING: cannot open input file '{{.*}}cli.mlir.missing': No such file or directory

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     "func.return"(%arg0) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// COUNT: 1

func.func @f(%x: i32) -> i32 {
  return %x : i32
}
