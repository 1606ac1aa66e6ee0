// COMPARE: mlir-opt-22
// RUN: jopt %s -p 'builtin.module(buffer-results-to-out-params)' -split-input-file | FileCheck %s --check-prefixes=CHECK,COPY
// RUN: jopt %s -p 'builtin.module(buffer-results-to-out-params{add-result-attr hoist-static-allocs hoist-dynamic-allocs})' -split-input-file | FileCheck %s --check-prefixes=CHECK,HOIST
// RUN: jopt %s -p 'builtin.module(buffer-results-to-out-params{modify-public-functions})' -split-input-file | FileCheck %s --check-prefix=PUBLIC

// Each memref result of a private function with a body becomes an argument after the others
// (its result attributes go with it); the returns copy into it, or, with hoist-static-allocs,
// the allocation it returned is replaced by it; each call allocates the argument.

// CHECK-LABEL: func.func private @make(
// CHECK-SAME: %[[N:.*]]: index, %[[G:.*]]: memref<2x3xi8>, %[[OUT:.*]]: memref<4xf32> {{.*}}test.kept},
// COPY-SAME: %[[OUT2:.*]]: memref<2x3xi8>) -> i32
// HOIST-SAME: %[[OUT2:.*]]: memref<2x3xi8> {bufferize.result}) -> i32
// COPY: %[[A:.*]] = memref.alloc() : memref<4xf32>
// COPY: memref.copy %[[A]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// COPY: memref.copy %[[G]], %[[OUT2]] : memref<2x3xi8> to memref<2x3xi8>
// HOIST-NOT: memref.alloc
// HOIST: linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : memref<4xf32>)
// HOIST: memref.copy %[[G]], %[[OUT2]] : memref<2x3xi8> to memref<2x3xi8>
// CHECK: return %{{.*}} : i32
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[M:.*]]: index, %[[G:.*]]: memref<2x3xi8>
// CHECK-NEXT: %[[O1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[O2:.*]] = memref.alloc() : memref<2x3xi8>
// CHECK-NEXT: %{{.*}} = call @make(%[[M]], %[[G]], %[[O1]], %[[O2]]) : (index, memref<2x3xi8>, memref<4xf32>, memref<2x3xi8>) -> i32
// PUBLIC-LABEL: func.func @caller(
// PUBLIC-SAME: %{{.*}}: index, %{{.*}}: memref<2x3xi8>, %[[R:.*]]: memref<2x3xi8>) -> i32
// PUBLIC: memref.copy %{{.*}}, %[[R]]
func.func private @make(%n: index, %g: memref<2x3xi8>) -> (memref<4xf32> {test.kept}, i32, memref<2x3xi8>) {
  %f = arith.constant 1.0 : f32
  %c = arith.constant 7 : i32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  return %a, %c, %g : memref<4xf32>, i32, memref<2x3xi8>
}
func.func @caller(%m: index, %g: memref<2x3xi8>) -> (i32, memref<2x3xi8>) {
  %a, %c, %b = call @make(%m, %g) : (index, memref<2x3xi8>) -> (memref<4xf32>, i32, memref<2x3xi8>)
  return %c, %b : i32, memref<2x3xi8>
}

// -----

// Declarations keep their results, and so do their calls; a result with a fully dynamic
// layout is allocated with the identity layout and cast.
// CHECK-LABEL: func.func private @external() -> memref<2xf32>
// CHECK-LABEL: func.func private @strided(
// CHECK-SAME: %{{.*}}: memref<2xf32, strided<[?], offset: ?>>{{.*}})
// CHECK-LABEL: func.func @user
// CHECK-NEXT: %[[E:.*]] = call @external() : () -> memref<2xf32>
// CHECK-NEXT: %[[E2:.*]] = memref.cast %[[E]]
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: call @strided(%[[E2]], %[[C]])
func.func private @external() -> memref<2xf32>
func.func private @strided(%m: memref<2xf32, strided<[?], offset: ?>>) -> memref<2xf32, strided<[?], offset: ?>> {
  return %m : memref<2xf32, strided<[?], offset: ?>>
}
func.func @user() {
  %a = call @external() : () -> memref<2xf32>
  %c = memref.cast %a : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
  %b = call @strided(%c) : (memref<2xf32, strided<[?], offset: ?>>) -> memref<2xf32, strided<[?], offset: ?>>
  return
}
