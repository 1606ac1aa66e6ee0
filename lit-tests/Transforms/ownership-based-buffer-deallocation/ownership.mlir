// COMPARE: mlir-opt-22
// RUN: jopt %s -ownership-based-buffer-deallocation -buffer-deallocation-simplification | FileCheck %s
// RUN: jopt %s -ownership-based-buffer-deallocation=private-function-dynamic-ownership=true -buffer-deallocation-simplification | FileCheck %s --check-prefix=DYN
// RUN: jopt %s -ownership-based-buffer-deallocation

// ownership-based-buffer-deallocation gives every memref an ownership indicator (an i1): a
// buffer passed to a block or out of a region travels with its indicator; at the end of each
// block, bufferization.dealloc frees the base buffers the block owns and does not pass on.

// A private function returns what it allocates; without dynamic ownership its signature stays
// and the caller owns the result. With it, the function also returns the indicator.
// CHECK-LABEL: func private @helper(%arg0: memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: memref.copy
// CHECK-NEXT: return %[[A]] : memref<4xf32>
// DYN-LABEL: func private @helper(%arg0: memref<4xf32>) -> (memref<4xf32>, i1)
// DYN: return %{{.*}}, %true : memref<4xf32>, i1
func.func private @helper(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}

// Branches forward the indicator next to the buffer: false for the argument, true for the
// allocation; the join block frees the base buffer if it owns it.
// CHECK-LABEL: func @diamond
// CHECK: cf.br ^bb3(%arg1, %false : memref<4xf32>, i1)
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: cf.br ^bb3(%[[A]], %true : memref<4xf32>, i1)
// CHECK: ^bb3(%[[M:.*]]: memref<4xf32>, %[[O:.*]]: i1):
// CHECK-NEXT: memref.copy %[[M]], %arg2
// CHECK-NEXT: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT: bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[O]])
// CHECK-NEXT: return
func.func @diamond(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%in : memref<4xf32>)
^bb2:
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  cf.br ^bb3(%a : memref<4xf32>)
^bb3(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}

// A returned buffer the function may not own is cloned when it does not: the result of a
// public function is always owned by the caller.
// CHECK-LABEL: func @if_result
// CHECK: %[[R:.*]]:2 = scf.if %arg0 -> (memref<4xf32>, i1)
// CHECK: scf.yield %{{.*}}, %true : memref<4xf32>, i1
// CHECK: scf.yield %arg1, %false : memref<4xf32>, i1
// CHECK: %[[OWNED:.*]] = scf.if %[[R]]#1 -> (memref<4xf32>)
// CHECK-NEXT: scf.yield %[[R]]#0
// CHECK: bufferization.clone %[[R]]#0
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[R]]#1) retain (%[[OWNED]] : memref<4xf32>)
// CHECK-NEXT: return %[[OWNED]]
func.func @if_result(%c: i1, %in: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %in : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// A loop carries the indicator as an iter_arg: each iteration frees the previous buffer when
// it owns it; after the loop, the last one is freed.
// CHECK-LABEL: func @loop
// CHECK: %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %arg3, %[[O:.*]] = %false) -> (memref<4xf32>, i1)
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: memref.extract_strided_metadata %[[ACC]]
// CHECK-NEXT: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[O]])
// CHECK-NEXT: scf.yield %[[A]], %true
// CHECK: memref.load %[[R]]#0
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[R]]#1)
func.func @loop(%lb: index, %ub: index, %step: index, %init: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %acc, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

// The caller owns a call's memref results (statically, or by the returned indicator).
// CHECK-LABEL: func @calls
// CHECK: %[[R:.*]] = call @helper(%arg0) : (memref<4xf32>) -> memref<4xf32>
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%true)
// DYN-LABEL: func @calls
// DYN: %[[R:.*]]:2 = call @helper(%arg0) : (memref<4xf32>) -> (memref<4xf32>, i1)
// DYN: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[R]]#1)
func.func @calls(%in: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = call @helper(%in) : (memref<4xf32>) -> memref<4xf32>
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}
