// COMPARE: mlir-opt-22
// RUN: jopt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -ownership-based-buffer-deallocation
// RUN: not jopt %s -allow-unregistered-dialect -split-input-file -ownership-based-buffer-deallocation 2>&1 | FileCheck %s

// What ownership-based-buffer-deallocation cannot handle, it reports as upstream's pass does,
// and fails.

// CHECK: error: ops with unknown memory side effects are not supported
func.func @unknown_op() {
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{ops with unknown memory side effects are not supported}}
  "test.opaque"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

// A memref.realloc frees its operand: buffer-deallocation-pipeline expands it first.
// CHECK: error: memory free side-effect on MemRef value not supported!
func.func @realloc() -> memref<8xf32> {
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{memory free side-effect on MemRef value not supported!}}
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
