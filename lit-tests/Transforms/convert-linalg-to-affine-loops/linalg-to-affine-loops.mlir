// COMPARE: mlir-opt-22
// RUN: jopt %s --convert-linalg-to-affine-loops | FileCheck %s
// RUN: jopt %s --convert-linalg-to-affine-loops --canonicalize --cse | FileCheck %s --check-prefix=CANON

// As convert-linalg-to-loops with affine.for, affine.load and affine.store: constant bounds
// become constant maps, dynamic ones symbols. Then canonicalize and cse on the output.

func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}
func.func @gen(%A: memref<4x8xf32>, %B: memref<8x5xf32>, %s: f32) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i,j) -> ()>, affine_map<(i, j) -> (j, i + 1)>], iterator_types = ["parallel", "reduction"]}
    ins(%A, %s : memref<4x8xf32>, f32) outs(%B : memref<8x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %0 = arith.addf %a, %f : f32
    %1 = arith.mulf %0, %b : f32
    linalg.yield %1 : f32
  }
  return
}
func.func @conv(%in: memref<1x6x6x3xf32>, %f: memref<3x3x3x8xf32>, %o: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : memref<1x6x6x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  %cst = arith.constant 1.0 : f32
  linalg.fill ins(%cst : f32) outs(%o : memref<1x4x4x8xf32>)
  return
}
func.func @dyn_generic(%A: memref<?x?xf32>, %B: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
    ins(%A : memref<?x?xf32>) outs(%B : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 2.0 : f32
    %m = arith.mulf %a, %c : f32
    %0 = arith.addf %m, %b : f32
    linalg.yield %0 : f32
  }
  return
}
func.func @multi_out(%A: memref<3x4xf32>, %B: memref<3x4xf32>, %C: memref<4x3xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>], iterator_types = ["parallel", "parallel"]}
    ins(%A : memref<3x4xf32>) outs(%B, %C : memref<3x4xf32>, memref<4x3xi32>) {
  ^bb0(%a: f32, %b: f32, %c: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %t = arith.index_cast %s : index to i32
    %0 = arith.negf %a : f32
    linalg.yield %0, %t : f32, i32
  }
  return
}
func.func @rank0(%A: memref<f32>, %B: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
    ins(%A : memref<f32>) outs(%B : memref<f32>) {
  ^bb0(%a: f32, %b: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  }
  return
}
func.func @named(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>, %d: memref<4x2xf32>, %e: memref<2x4xf32>, %v: memref<4xf32>, %w: memref<4x7xf32>, %x: memref<7xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  linalg.transpose ins(%d : memref<4x2xf32>) outs(%e : memref<2x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<4xf32>) outs(%w : memref<4x7xf32>) dimensions = [1]
  linalg.map { arith.addf } ins(%e, %e : memref<2x4xf32>, memref<2x4xf32>) outs(%e : memref<2x4xf32>)
  linalg.reduce { arith.addf } ins(%w : memref<4x7xf32>) outs(%v : memref<4xf32>) dimensions = [1]
  linalg.copy ins(%d : memref<4x2xf32>) outs(%d : memref<4x2xf32>)
  linalg.matvec ins(%w, %x : memref<4x7xf32>, memref<7xf32>) outs(%v : memref<4xf32>)
  return
}
func.func @pool(%in: memref<1x8x8x2xf32>, %k: memref<2x2xf32>, %o: memref<1x4x4x2xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %k : memref<1x8x8x2xf32>, memref<2x2xf32>) outs(%o : memref<1x4x4x2xf32>)
  return
}
func.func @tensor_untouched(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @strided(%A: memref<?x?xf32, strided<[?, 1], offset: ?>>, %s: f32) {
  linalg.fill ins(%s : f32) outs(%A : memref<?x?xf32, strided<[?, 1], offset: ?>>)
  return
}
func.func @alloc_dim(%n: index) {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%a : memref<?x4xf32>)
  memref.dealloc %a : memref<?x4xf32>
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to %dim {
// CHECK-NEXT: affine.for %arg4 = 0 to %dim_1 {
// CHECK-NEXT: affine.for %arg5 = 0 to %dim_0 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @gen(%arg0: memref<4x8xf32>, %arg1: memref<8x5xf32>, %arg2: f32) {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg3)
// CHECK-NEXT: %2 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT: %4 = arith.addf %0, %3 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %arg2 : f32
// CHECK-NEXT: affine.store %5, %arg1[%arg4, %1] : memref<8x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @conv(%arg0: memref<1x6x6x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x4x4x8xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to 8 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: affine.for %arg9 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #map1(%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #map1(%arg5, %arg8)
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %0, %1, %arg9] : memref<1x6x6x3xf32>
// CHECK-NEXT: %3 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x8xf32>
// CHECK-NEXT: %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x8xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: affine.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to 8 {
// CHECK-NEXT: affine.store %cst, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dyn_generic(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: affine.for %arg3 = 0 to %dim_0 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: %2 = arith.mulf %0, %cst : f32
// CHECK-NEXT: %3 = arith.addf %2, %1 : f32
// CHECK-NEXT: affine.store %3, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @multi_out(%arg0: memref<3x4xf32>, %arg1: memref<3x4xf32>, %arg2: memref<4x3xi32>) {
// CHECK-NEXT: affine.for %arg3 = 0 to 3 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<3x4xf32>
// CHECK-NEXT: %1 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: %3 = arith.negf %0 : f32
// CHECK-NEXT: affine.store %3, %arg1[%arg3, %arg4] : memref<3x4xf32>
// CHECK-NEXT: affine.store %2, %arg2[%arg4, %arg3] : memref<4x3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rank0(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT: %0 = affine.load %arg0[] : memref<f32>
// CHECK-NEXT: %1 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg1[] : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @named(%arg0: memref<2x3x4xf32>, %arg1: memref<2x4x5xf32>, %arg2: memref<2x3x5xf32>, %arg3: memref<4x2xf32>, %arg4: memref<2x4xf32>, %arg5: memref<4xf32>, %arg6: memref<4x7xf32>, %arg7: memref<7xf32>) {
// CHECK-NEXT: affine.for %arg8 = 0 to 2 {
// CHECK-NEXT: affine.for %arg9 = 0 to 3 {
// CHECK-NEXT: affine.for %arg10 = 0 to 5 {
// CHECK-NEXT: affine.for %arg11 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg8, %arg9, %arg11] : memref<2x3x4xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg8, %arg11, %arg10] : memref<2x4x5xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg8, %arg9, %arg10] : memref<2x3x5xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg8, %arg9, %arg10] : memref<2x3x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 2 {
// CHECK-NEXT: affine.for %arg9 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg9, %arg8] : memref<4x2xf32>
// CHECK-NEXT: affine.store %0, %arg4[%arg8, %arg9] : memref<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 7 {
// CHECK-NEXT: %0 = affine.load %arg5[%arg8] : memref<4xf32>
// CHECK-NEXT: affine.store %0, %arg6[%arg8, %arg9] : memref<4x7xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 2 {
// CHECK-NEXT: affine.for %arg9 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg4[%arg8, %arg9] : memref<2x4xf32>
// CHECK-NEXT: %1 = affine.load %arg4[%arg8, %arg9] : memref<2x4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg4[%arg8, %arg9] : memref<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 7 {
// CHECK-NEXT: %0 = affine.load %arg6[%arg8, %arg9] : memref<4x7xf32>
// CHECK-NEXT: %1 = affine.load %arg5[%arg8] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: affine.store %2, %arg5[%arg8] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 2 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg8, %arg9] : memref<4x2xf32>
// CHECK-NEXT: affine.store %0, %arg3[%arg8, %arg9] : memref<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 7 {
// CHECK-NEXT: %0 = affine.load %arg6[%arg8, %arg9] : memref<4x7xf32>
// CHECK-NEXT: %1 = affine.load %arg7[%arg9] : memref<7xf32>
// CHECK-NEXT: %2 = affine.load %arg5[%arg8] : memref<4xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg5[%arg8] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pool(%arg0: memref<1x8x8x2xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x4x4x2xf32>) {
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to 2 {
// CHECK-NEXT: affine.for %arg7 = 0 to 2 {
// CHECK-NEXT: affine.for %arg8 = 0 to 2 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #map2(%arg5, %arg8)
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %0, %1, %arg6] : memref<1x8x8x2xf32>
// CHECK-NEXT: %3 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x2xf32>
// CHECK-NEXT: %4 = arith.maximumf %3, %2 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tensor_untouched(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%arg0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @strided(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: affine.for %arg3 = 0 to %dim_0 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2, %arg3] : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @alloc_dim(%arg0: index) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT: affine.for %arg1 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.store %cst, %alloc[%arg1, %arg2] : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: module {
// CANON-NEXT: func.func @matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CANON-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CANON-NEXT: %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CANON-NEXT: affine.for %arg3 = 0 to %dim {
// CANON-NEXT: affine.for %arg4 = 0 to %dim_1 {
// CANON-NEXT: affine.for %arg5 = 0 to %dim_0 {
// CANON-NEXT: %0 = affine.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// CANON-NEXT: %1 = affine.load %arg1[%arg5, %arg4] : memref<?x?xf32>
// CANON-NEXT: %2 = affine.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// CANON-NEXT: %3 = arith.mulf %0, %1 : f32
// CANON-NEXT: %4 = arith.addf %2, %3 : f32
// CANON-NEXT: affine.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @gen(%arg0: memref<4x8xf32>, %arg1: memref<8x5xf32>, %arg2: f32) {
// CANON-NEXT: affine.for %arg3 = 0 to 4 {
// CANON-NEXT: affine.for %arg4 = 0 to 8 {
// CANON-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CANON-NEXT: %1 = arith.index_cast %arg3 : index to i32
// CANON-NEXT: %2 = arith.sitofp %1 : i32 to f32
// CANON-NEXT: %3 = arith.addf %0, %2 : f32
// CANON-NEXT: %4 = arith.mulf %3, %arg2 : f32
// CANON-NEXT: affine.store %4, %arg1[%arg4, %arg3 + 1] : memref<8x5xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @conv(%arg0: memref<1x6x6x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x4x4x8xf32>) {
// CANON-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CANON-NEXT: affine.for %arg3 = 0 to 1 {
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: affine.for %arg5 = 0 to 4 {
// CANON-NEXT: affine.for %arg6 = 0 to 8 {
// CANON-NEXT: affine.for %arg7 = 0 to 3 {
// CANON-NEXT: affine.for %arg8 = 0 to 3 {
// CANON-NEXT: affine.for %arg9 = 0 to 3 {
// CANON-NEXT: %0 = affine.load %arg0[%arg3, %arg4 + %arg7, %arg5 + %arg8, %arg9] : memref<1x6x6x3xf32>
// CANON-NEXT: %1 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x8xf32>
// CANON-NEXT: %2 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x8xf32>
// CANON-NEXT: %3 = arith.mulf %0, %1 : f32
// CANON-NEXT: %4 = arith.addf %2, %3 : f32
// CANON-NEXT: affine.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x8xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg3 = 0 to 1 {
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: affine.for %arg5 = 0 to 4 {
// CANON-NEXT: affine.for %arg6 = 0 to 8 {
// CANON-NEXT: affine.store %cst, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x8xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @dyn_generic(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>) {
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CANON-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CANON-NEXT: affine.for %arg2 = 0 to %dim {
// CANON-NEXT: affine.for %arg3 = 0 to %dim_0 {
// CANON-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CANON-NEXT: %1 = affine.load %arg1[%arg2] : memref<?xf32>
// CANON-NEXT: %2 = arith.mulf %0, %cst : f32
// CANON-NEXT: %3 = arith.addf %2, %1 : f32
// CANON-NEXT: affine.store %3, %arg1[%arg2] : memref<?xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @multi_out(%arg0: memref<3x4xf32>, %arg1: memref<3x4xf32>, %arg2: memref<4x3xi32>) {
// CANON-NEXT: affine.for %arg3 = 0 to 3 {
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<3x4xf32>
// CANON-NEXT: %1 = arith.addi %arg3, %arg4 : index
// CANON-NEXT: %2 = arith.index_cast %1 : index to i32
// CANON-NEXT: %3 = arith.negf %0 : f32
// CANON-NEXT: affine.store %3, %arg1[%arg3, %arg4] : memref<3x4xf32>
// CANON-NEXT: affine.store %2, %arg2[%arg4, %arg3] : memref<4x3xi32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @rank0(%arg0: memref<f32>, %arg1: memref<f32>) {
// CANON-NEXT: %0 = affine.load %arg0[] : memref<f32>
// CANON-NEXT: %1 = affine.load %arg1[] : memref<f32>
// CANON-NEXT: %2 = arith.addf %0, %1 : f32
// CANON-NEXT: affine.store %2, %arg1[] : memref<f32>
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @named(%arg0: memref<2x3x4xf32>, %arg1: memref<2x4x5xf32>, %arg2: memref<2x3x5xf32>, %arg3: memref<4x2xf32>, %arg4: memref<2x4xf32>, %arg5: memref<4xf32>, %arg6: memref<4x7xf32>, %arg7: memref<7xf32>) {
// CANON-NEXT: affine.for %arg8 = 0 to 2 {
// CANON-NEXT: affine.for %arg9 = 0 to 3 {
// CANON-NEXT: affine.for %arg10 = 0 to 5 {
// CANON-NEXT: affine.for %arg11 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg8, %arg9, %arg11] : memref<2x3x4xf32>
// CANON-NEXT: %1 = affine.load %arg1[%arg8, %arg11, %arg10] : memref<2x4x5xf32>
// CANON-NEXT: %2 = affine.load %arg2[%arg8, %arg9, %arg10] : memref<2x3x5xf32>
// CANON-NEXT: %3 = arith.mulf %0, %1 : f32
// CANON-NEXT: %4 = arith.addf %2, %3 : f32
// CANON-NEXT: affine.store %4, %arg2[%arg8, %arg9, %arg10] : memref<2x3x5xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg8 = 0 to 2 {
// CANON-NEXT: affine.for %arg9 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg3[%arg9, %arg8] : memref<4x2xf32>
// CANON-NEXT: affine.store %0, %arg4[%arg8, %arg9] : memref<2x4xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg8 = 0 to 4 {
// CANON-NEXT: affine.for %arg9 = 0 to 7 {
// CANON-NEXT: %0 = affine.load %arg5[%arg8] : memref<4xf32>
// CANON-NEXT: affine.store %0, %arg6[%arg8, %arg9] : memref<4x7xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg8 = 0 to 2 {
// CANON-NEXT: affine.for %arg9 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg4[%arg8, %arg9] : memref<2x4xf32>
// CANON-NEXT: %1 = arith.addf %0, %0 : f32
// CANON-NEXT: affine.store %1, %arg4[%arg8, %arg9] : memref<2x4xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg8 = 0 to 4 {
// CANON-NEXT: affine.for %arg9 = 0 to 7 {
// CANON-NEXT: %0 = affine.load %arg6[%arg8, %arg9] : memref<4x7xf32>
// CANON-NEXT: %1 = affine.load %arg5[%arg8] : memref<4xf32>
// CANON-NEXT: %2 = arith.addf %1, %0 : f32
// CANON-NEXT: affine.store %2, %arg5[%arg8] : memref<4xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg8 = 0 to 4 {
// CANON-NEXT: affine.for %arg9 = 0 to 2 {
// CANON-NEXT: %0 = affine.load %arg3[%arg8, %arg9] : memref<4x2xf32>
// CANON-NEXT: affine.store %0, %arg3[%arg8, %arg9] : memref<4x2xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg8 = 0 to 4 {
// CANON-NEXT: affine.for %arg9 = 0 to 7 {
// CANON-NEXT: %0 = affine.load %arg6[%arg8, %arg9] : memref<4x7xf32>
// CANON-NEXT: %1 = affine.load %arg7[%arg9] : memref<7xf32>
// CANON-NEXT: %2 = affine.load %arg5[%arg8] : memref<4xf32>
// CANON-NEXT: %3 = arith.mulf %0, %1 : f32
// CANON-NEXT: %4 = arith.addf %2, %3 : f32
// CANON-NEXT: affine.store %4, %arg5[%arg8] : memref<4xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @pool(%arg0: memref<1x8x8x2xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x4x4x2xf32>) {
// CANON-NEXT: affine.for %arg3 = 0 to 1 {
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: affine.for %arg5 = 0 to 4 {
// CANON-NEXT: affine.for %arg6 = 0 to 2 {
// CANON-NEXT: affine.for %arg7 = 0 to 2 {
// CANON-NEXT: affine.for %arg8 = 0 to 2 {
// CANON-NEXT: %0 = affine.load %arg0[%arg3, %arg4 * 2 + %arg7, %arg5 * 2 + %arg8, %arg6] : memref<1x8x8x2xf32>
// CANON-NEXT: %1 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x2xf32>
// CANON-NEXT: %2 = arith.maximumf %1, %0 : f32
// CANON-NEXT: affine.store %2, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x4x4x2xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @tensor_untouched(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CANON-NEXT: return %arg0 : tensor<4xf32>
// CANON-NEXT: }
// CANON-NEXT: func.func @strided(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: f32) {
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: affine.for %arg2 = 0 to %dim {
// CANON-NEXT: affine.for %arg3 = 0 to %dim_0 {
// CANON-NEXT: affine.store %arg1, %arg0[%arg2, %arg3] : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: func.func @alloc_dim(%arg0: index) {
// CANON-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CANON-NEXT: %alloc = memref.alloc(%arg0) : memref<?x4xf32>
// CANON-NEXT: affine.for %arg1 = 0 to %arg0 {
// CANON-NEXT: affine.for %arg2 = 0 to 4 {
// CANON-NEXT: affine.store %cst, %alloc[%arg1, %arg2] : memref<?x4xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: memref.dealloc %alloc : memref<?x4xf32>
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
