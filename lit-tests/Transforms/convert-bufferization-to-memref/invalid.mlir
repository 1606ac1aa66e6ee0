// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics -convert-bufferization-to-memref

// A clone of a buffer with a layout an allocation cannot be cast to is left illegal: the pass
// fails as mlir-opt-22's does.
func.func @strided_clone(%s: memref<4xf32, strided<[2], offset: 1>>) -> memref<4xf32, strided<[2], offset: 1>> {
  // expected-error @+1 {{failed to legalize operation 'bufferization.clone' that was explicitly marked illegal}}
  %c = bufferization.clone %s : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[2], offset: 1>>
  return %c : memref<4xf32, strided<[2], offset: 1>>
}
