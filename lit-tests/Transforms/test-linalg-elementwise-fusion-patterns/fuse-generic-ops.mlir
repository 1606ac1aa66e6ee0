// COMPARE: mlir-opt-22
// RUN: jopt %s -test-linalg-elementwise-fusion-patterns=fuse-generic-ops | FileCheck %s
// RUN: jopt-run %s -e four --args=random,random,random,random,random,random -p 'builtin.module(func.func(test-linalg-elementwise-fusion-patterns{fuse-generic-ops}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=FOUR
// RUN: jopt-run %s -e multi_use --args=random,random -p 'builtin.module(func.func(test-linalg-elementwise-fusion-patterns{fuse-generic-ops}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=MULTI

// The test pass's fuse-generic-ops as mlir-opt-22 runs it: every elementwise producer is fused,
// whatever the operand count of the fused op (three producers of two inputs each into one
// generic of six inputs), and a multi-use producer is fused into its consumer and kept for its
// other use. jopt-run runs the input and the output (bufferized) and checks that the results
// are the input's.

// CHECK-LABEL: func @four(
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%{{.*}} : tensor<4x4xf32>)
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
// CHECK-LABEL: func @multi_use(
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: return %[[P]], %[[C]]
// FOUR: heap before: {{.*}} total-peak-bytes=192
// FOUR: heap after: {{.*}} total-peak-bytes=64
// MULTI: heap after:
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @four(%a0: tensor<4x4xf32>, %a1: tensor<4x4xf32>, %a2: tensor<4x4xf32>, %a3: tensor<4x4xf32>, %a4: tensor<4x4xf32>, %a5: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %init = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a0, %a1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a2, %a3 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.subf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a4, %a5 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %1, %2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %3 : tensor<4x4xf32>
}

func.func @multi_use(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %init = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %x : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
}
