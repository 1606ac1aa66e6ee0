// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @fill_copy(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: f32, %arg3: tensor<4xf32>, %arg4: memref<4x8xi32>) -> tensor<4xf32> {
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.fill {foo} ins(%arg2 : f32) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg3 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: linalg.copy {bar} ins(%arg4 : memref<4x8xi32>) outs(%arg4 : memref<4x8xi32>)
// CHECK-NEXT: %1 = linalg.copy ins(%0 : tensor<4xf32>) outs(%arg3 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<8x4xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<8x16xf32>, %arg6: tensor<4x16xf32>, %arg7: memref<4x8xi32>, %arg8: memref<8x8xi32>) -> tensor<4x16xf32> {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: %0 = linalg.matmul ins(%arg4, %arg5 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg6 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg3, %arg1 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg7, %arg8 : memref<4x8xi32>, memref<8x8xi32>) outs(%arg7 : memref<4x8xi32>)
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = "test.add"(%in, %out) : (f32, f32) -> f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg2 : tensor<4xf32>) outs(%arg2 : tensor<4xf32>) attrs =  {foo} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %1:2 = linalg.generic {doc = "x", indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "reduction"], library_call = "y"} ins(%arg3 : tensor<4x8xf32>) outs(%0, %arg2 : tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32, %out_0: f32):
// CHECK-NEXT: linalg.yield %in, %in : f32, f32
// CHECK-NEXT: } -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%arg0 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

#map = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
func.func @fill_copy(%m: memref<4xf32>, %n: memref<4xf32>, %cst: f32, %t: tensor<4xf32>, %i: memref<4x8xi32>) -> tensor<4xf32> {
  linalg.fill ins(%cst : f32) outs(%m : memref<4xf32>)
  linalg.fill {foo} ins(%cst : f32) outs(%n : memref<4xf32>)
  %r = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
  linalg.copy {bar} ins(%i : memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  %c = linalg.copy ins(%r : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>, %AT: memref<8x4xf32>, %TA: tensor<4x8xf32>, %TB: tensor<8x16xf32>, %TC: tensor<4x16xf32>, %I: memref<4x8xi32>, %J: memref<8x8xi32>) -> tensor<4x16xf32> {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  %mm = linalg.matmul ins(%TA, %TB : tensor<4x8xf32>, tensor<8x16xf32>) outs(%TC : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%AT, %B : memref<8x4xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  linalg.matmul ins(%I, %J : memref<4x8xi32>, memref<8x8xi32>) outs(%I : memref<4x8xi32>)
  return %mm : tensor<4x16xf32>
}

func.func @generic(%m: memref<4xf32>, %n: memref<4xf32>, %t: tensor<4xf32>, %t2: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = "test.add"(%in, %out) : (f32, f32) -> f32
    linalg.yield %x : f32
  }
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) attrs = {foo} {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    linalg.yield %in : f32
  } -> tensor<4xf32>
  %0:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "reduction"], doc = "x", library_call = "y"} ins(%t2 : tensor<4x8xf32>) outs(%g, %t : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32, %o2: f32):
    linalg.yield %in, %in : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
