// COMPARE: mlir-opt-22
// RUN: jopt %s -p 'builtin.module(buffer-results-to-out-params)' -split-input-file -verify-diagnostics

// Without hoist-dynamic-allocs, no caller knows the size of a dynamically shaped result.
func.func private @dyn(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @caller(%n: index) {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %r = call @dyn(%n) : (index) -> memref<?xf32>
  return
}

// -----

// Only the identity layout and the fully dynamic strided layout have an out-param.
// expected-error @+1 {{cannot create out param for result with unsupported layout}}
func.func private @view(%m: memref<8xf32>) -> memref<4xf32, strided<[2]>> {
  %v = memref.subview %m[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  return %v : memref<4xf32, strided<[2]>>
}
