// jopt-schedule-for-memory: the ops of a block are reordered within their dependences so that
// fewer tensor bytes are live at once. Two branches each make a 16 KiB tensor and reduce it to
// 256 bytes; run in the given order both large tensors are live together (33,280 bytes), in
// the scheduled order one at a time (16,896 bytes). Ops with memory effects keep their order
// among themselves, and an op of unknown effects (the call) keeps its place among them.
// jopt-run runs the input and the output and checks that the results are the input's.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-schedule-for-memory))' | FileCheck %s
// RUN: jopt-run %s -e branches --args=random,random -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=BEFORE
// RUN: jopt-run %s -e branches --args=random,random -p 'builtin.module(func.func(jopt-schedule-for-memory),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=AFTER
// RUN: jopt-run %s -e effects --args=random,random,random -p 'builtin.module(func.func(jopt-schedule-for-memory),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EFFECTS
// RUN: jopt-run %s -e small --args=random -p 'builtin.module(func.func(jopt-schedule-for-memory{exact-limit=0}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=SMALL

// BEFORE: heap after: {{.*}} total-peak-bytes=33280
// AFTER: heap after: {{.*}} total-peak-bytes=16896

// CHECK-LABEL: func @branches(
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @branches(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.mulf %p, %p : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = math.exp %p : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  %er = tensor.empty() : tensor<64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %ra = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<64x64xf32>) outs(%z : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %rb = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%b : tensor<64x64xf32>) outs(%z : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ra, %rb : tensor<64xf32>, tensor<64xf32>) outs(%er : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// The store, the call and the load keep their order; the generics move around them.
// CHECK-LABEL: func @effects(
// CHECK: memref.store
// CHECK: call @observe
// CHECK: memref.load
// EFFECTS: heap after: {{.*}} total-peak-bytes=16640
func.func @observe(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %m[%c0] : memref<4xf32>
  return
}
func.func @effects(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>, %m: memref<4xf32>) -> (tensor<64xf32>, f32) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  memref.store %zero, %m[%c0] : memref<4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m2 = arith.mulf %p, %p : f32
    linalg.yield %m2 : f32
  } -> tensor<64x64xf32>
  call @observe(%m) : (memref<4xf32>) -> ()
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m2 = arith.addf %p, %p : f32
    linalg.yield %m2 : f32
  } -> tensor<64x64xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  %er = tensor.empty() : tensor<64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %ra = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<64x64xf32>) outs(%z : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %rb = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%b : tensor<64x64xf32>) outs(%ra : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %rb, %v : tensor<64xf32>, f32
}

// A block the estimate cannot improve keeps its order (greedy search: exact-limit=0).
// CHECK-LABEL: func @small(
// CHECK: arith.mulf
// CHECK: arith.addf
// SMALL: heap after:
func.func @small(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.mulf %p, %p : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.addf %p, %p : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %b : tensor<8xf32>
}
