// RUN: jopt %s --generate-runtime-verification --mlir-print-debuginfo | FileCheck %s
// RUN: jopt %s --generate-runtime-verification --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// The op in a check's message is printed with the command line's printing flags, as mlir-opt's
// default flags: its location under --mlir-print-debuginfo, the generic form under
// --mlir-print-op-generic.

// CHECK: cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1] : memref<4xf32> loc(\22at.mlir\22:30:8)\0A^ out-of-bounds access\0ALocation: loc(\22at.mlir\22:30:8)"
// GENERIC: "cf.assert"(%{{.*}}) <{msg = "ERROR: Runtime op verification failed\0A%0 = \22memref.load\22(%arg0, %arg1) : (memref<4xf32>, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22at.mlir\22:30:8)"}>
func.func @load(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<4xf32> loc("at.mlir":30:8)
  return %x : f32
}
