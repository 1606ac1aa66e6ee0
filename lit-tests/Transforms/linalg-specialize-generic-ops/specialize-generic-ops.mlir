// RUN: jopt %s --linalg-specialize-generic-ops | FileCheck %s
// RUN: jopt-run %s -e @add --args=iota,random | FileCheck %s --check-prefix=ADD
// RUN: jopt %s --linalg-specialize-generic-ops | jopt-run - -e @add --args=iota,random | FileCheck %s --check-prefix=ADD
// RUN: jopt-run %s -e @transpose --args=iota | FileCheck %s --check-prefix=TR
// RUN: jopt %s --linalg-specialize-generic-ops | jopt-run - -e @transpose --args=iota | FileCheck %s --check-prefix=TR
// RUN: jopt-run %s -e @matmul --args=random,iota | FileCheck %s --check-prefix=MM
// RUN: jopt %s --linalg-specialize-generic-ops | jopt-run - -e @matmul --args=random,iota | FileCheck %s --check-prefix=MM
// RUN: jopt-run %s -e @broadcast_exp --args=random | FileCheck %s --check-prefix=BC
// RUN: jopt %s --linalg-specialize-generic-ops | jopt-run - -e @broadcast_exp --args=random | FileCheck %s --check-prefix=BC

// linalg-specialize-generic-ops as mlir-opt-22 prints it: generics that are named ops become
// them (add with swapped operands, transpose, fill, matmul), a broadcast input is unfolded into a
// linalg.broadcast; each function computes the same before and after.

func.func @add(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %q, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @transpose(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%p: f32, %o: f32):
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%e : tensor<4x4xf32>) {
  ^bb0(%p: f32, %o: f32):
    linalg.yield %p : f32
  } -> tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

func.func @broadcast_exp(%x: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %t = math.exp %p : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add(
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.add ins(%arg1, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(
// CHECK-NEXT: %0 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: return %transposed : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %2 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %2 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast_exp(
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }

// ADD: result #0: memref<4x8xf32> {{\[\[}}0.13312314, 1.4915636, 2.9420056, 2.8887184, 3.8885293, 5.525789, 6.7546973, 7.0461345], [7.5710173, 9.587994, 9.808285, 11.210841, 11.909876, 13.060158, 13.871931, 14.33407], [16.290668, 17.630701, 18.363409, 19.76865, 19.13192, 20.162828, 21.99176, 22.246218], [23.573822, 24.095802, 26.03104, 27.427542, 27.087496, 29.995495, 30.195704, 31.173191{{\]\]}}

// TR: result #0: memref<8x4xf32> {{\[\[}}0.0, 8.0, 16.0, 24.0], [1.0, 9.0, 17.0, 25.0], [2.0, 10.0, 18.0, 26.0], [3.0, 11.0, 19.0, 27.0], [4.0, 12.0, 20.0, 28.0], [5.0, 13.0, 21.0, 29.0], [6.0, 14.0, 22.0, 30.0], [7.0, 15.0, 23.0, 31.0{{\]\]}}

// MM: result #0: memref<4x4xf32> {{\[\[}}-16.77528, -17.3928, -18.010315, -18.627829], [22.227352, 23.54944, 24.87153, 26.19362], [34.493332, 36.64758, 38.80182, 40.95607], [20.297874, 21.96629, 23.634706, 25.303118{{\]\]}}

// BC: result #0: memref<4x8xf32> {{\[\[}}2.152482, 0.87201905, 0.3878516, 2.564501, 0.45506883, 0.7079736, 0.520865, 1.7213229], [2.152482, 0.87201905, 0.3878516, 2.564501, 0.45506883, 0.7079736, 0.520865, 1.7213229], [2.152482, 0.87201905, 0.3878516, 2.564501, 0.45506883, 0.7079736, 0.520865, 1.7213229], [2.152482, 0.87201905, 0.3878516, 2.564501, 0.45506883, 0.7079736, 0.520865, 1.7213229{{\]\]}}
