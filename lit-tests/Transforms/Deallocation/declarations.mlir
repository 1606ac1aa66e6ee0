// A function declaration (no body) passes through every deallocation pass unchanged;
// hlo-deallocation-simplification crashed on one.
// RUN: jopt --hlo-deallocate --hlo-deallocation-simplification --hlo-buffer-reuse --hlo-deallocation-to-scf --hlo-convert-deallocation-ops-to-llvm %s | FileCheck %s
// RUN: jopt --hlo-deallocation-simplification=prune-ownership=true %s | FileCheck %s

// CHECK: func.func private @declaration(memref<2xf32>)
// CHECK-NEXT: }
func.func private @declaration(memref<2xf32>)
