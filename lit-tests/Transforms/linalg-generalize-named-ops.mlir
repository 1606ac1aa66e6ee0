// COMPARE: mlir-opt-22
// RUN: jopt %s --linalg-generalize-named-ops | FileCheck %s

// Every named op becomes linalg.generic with its maps, loops and body: one or two instances of
// each family (the rows whose bodies use the math dialect are compared by NamedOpsOracleTest),
// casts as OpDSL inserts them, fill_rng_2d's constants folded to the entry block, map, reduce,
// transpose and broadcast too; generic, pack, unpack and softmax stay (the unused unpack dies).

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> ()>
// CHECK: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map6 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK: #map7 = affine_map<(d0, d1, d2) -> (d2)>
// CHECK: #map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK: #map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK: #map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK: #map11 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK: #map12 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK: #map13 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK: #map14 = affine_map<(d0, d1, d2) -> ()>
// CHECK: #map15 = affine_map<(d0, d1, d2, d3) -> ()>
// CHECK: #map16 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK: #map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK: #map18 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK: #map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// CHECK: #map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// CHECK: #map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// CHECK: #map22 = affine_map<(d0, d1) -> (d1)>
// CHECK: #map23 = affine_map<(d0, d1) -> (d0)>
// CHECK: #map24 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: #map25 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK: #map26 = affine_map<(d0) -> (d0)>
// CHECK: #map27 = affine_map<(d0) -> ()>
// CHECK: #map28 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: #map29 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d6)>
// CHECK: #map30 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK: #map31 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK: #map32 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// CHECK: #map33 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// CHECK: #map34 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK: #map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// CHECK: #map36 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 3, d4 * 2 + d7 * 3)>
// CHECK: #map37 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// CHECK: #map38 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK: #map39 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3, d7)>
// CHECK: #map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// CHECK: #map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// CHECK: #map42 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d4 * 2 + d8 * 3)>
// CHECK: #map43 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// CHECK: #map44 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// CHECK: #map45 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3 * 3)>
// CHECK: #map46 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK: #map47 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// CHECK: #map48 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
// CHECK: #map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// CHECK: #map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// CHECK: #map51 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// CHECK: #map52 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// CHECK: #map53 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// CHECK: #map54 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d3)>
// CHECK: #map55 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK: #map56 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK: #map57 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// CHECK: #map58 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// CHECK: #map59 = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK: #map60 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 2 + d6 * 3, d3 * 2 + d7 * 3, d4)>
// CHECK: #map61 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>

// CHECK-LABEL: func.func @copy_int_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x5xi8>) outs(%arg1 : tensor<3x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<3x5xi32>
// CHECK-NEXT: return %0 : tensor<3x5xi32>
func.func @copy_int_tensor(%arg0: tensor<3x5xi8>, %arg1: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.copy ins(%arg0 : tensor<3x5xi8>) outs(%arg1 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @copy_unsigned_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<3x5xi8>) outs(%arg1 : memref<3x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %out: i32):
// CHECK-NEXT: %0 = arith.extui %in : i8 to i32
// CHECK-NEXT: linalg.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @copy_unsigned_memref(%arg0: memref<3x5xi8>, %arg1: memref<3x5xi32>) {
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : memref<3x5xi8>) outs(%arg1 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @negf_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @negf_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.negf ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @square_f32_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @square_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.square ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @reciprocal_f32_memref(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.divf %cst, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @reciprocal_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) {
  linalg.reciprocal ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @add_f32_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @add_f32_tensor(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.add ins(%arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @div_unsigned_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %0 = arith.divui %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @div_unsigned_f32_memref(%arg0: memref<3x5xi32>, %arg1: memref<3x5xi32>, %arg2: memref<3x5xi32>) {
  linalg.div_unsigned ins(%arg0, %arg1 : memref<3x5xi32>, memref<3x5xi32>) outs(%arg2 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @max_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @max_f32_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.max ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @select_f32_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %1 = arith.select %in, %in_0, %in_1 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @select_f32_tensor(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.select ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @fill_f32_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : tensor<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @fill_f32_tensor(%arg0: f32, %arg1: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @fill_int_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : i32) outs(%arg1 : memref<3x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: linalg.yield %in : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @fill_int_memref(%arg0: i32, %arg1: memref<3x5xi32>) {
  linalg.fill ins(%arg0 : i32) outs(%arg1 : memref<3x5xi32>)
  return
}

// CHECK-LABEL: func.func @fill_rng_2d_f32_tensor(
// CHECK-NEXT: %c12345_i32 = arith.constant 12345 : i32
// CHECK-NEXT: %c1103515245_i32 = arith.constant 1103515245 : i32
// CHECK-NEXT: %cst = arith.constant 0x41DFFFFFFFC00000 : f64
// CHECK-NEXT: %cst_0 = arith.constant 2.3283063999999999E-10 : f64
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f64, %in_1: f64, %in_2: i32, %out: f32):
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = arith.addi %4, %in_2 : i32
// CHECK-NEXT: %6 = arith.muli %5, %c1103515245_i32 : i32
// CHECK-NEXT: %7 = arith.addi %6, %c12345_i32 : i32
// CHECK-NEXT: %8 = arith.addi %2, %7 : i32
// CHECK-NEXT: %9 = arith.muli %8, %c1103515245_i32 : i32
// CHECK-NEXT: %10 = arith.addi %9, %c12345_i32 : i32
// CHECK-NEXT: %11 = arith.sitofp %10 : i32 to f64
// CHECK-NEXT: %12 = arith.addf %11, %cst : f64
// CHECK-NEXT: %13 = arith.subf %in_1, %in : f64
// CHECK-NEXT: %14 = arith.mulf %13, %cst_0 : f64
// CHECK-NEXT: %15 = arith.mulf %12, %14 : f64
// CHECK-NEXT: %16 = arith.addf %15, %in : f64
// CHECK-NEXT: %17 = arith.truncf %16 : f64 to f32
// CHECK-NEXT: linalg.yield %17 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
func.func @fill_rng_2d_f32_tensor(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @fill_rng_2d_int_memref(
// CHECK-NEXT: %c12345_i32 = arith.constant 12345 : i32
// CHECK-NEXT: %c1103515245_i32 = arith.constant 1103515245 : i32
// CHECK-NEXT: %cst = arith.constant 0x41DFFFFFFFC00000 : f64
// CHECK-NEXT: %cst_0 = arith.constant 2.3283063999999999E-10 : f64
// CHECK-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xi32>) {
// CHECK-NEXT: ^bb0(%in: f64, %in_1: f64, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = linalg.index 1 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.addi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %4, %c1103515245_i32 : i32
// CHECK-NEXT: %6 = arith.addi %5, %c12345_i32 : i32
// CHECK-NEXT: %7 = arith.addi %1, %6 : i32
// CHECK-NEXT: %8 = arith.muli %7, %c1103515245_i32 : i32
// CHECK-NEXT: %9 = arith.addi %8, %c12345_i32 : i32
// CHECK-NEXT: %10 = arith.sitofp %9 : i32 to f64
// CHECK-NEXT: %11 = arith.addf %10, %cst : f64
// CHECK-NEXT: %12 = arith.subf %in_1, %in : f64
// CHECK-NEXT: %13 = arith.mulf %12, %cst_0 : f64
// CHECK-NEXT: %14 = arith.mulf %11, %13 : f64
// CHECK-NEXT: %15 = arith.addf %14, %in : f64
// CHECK-NEXT: %16 = arith.fptosi %15 : f64 to i32
// CHECK-NEXT: linalg.yield %16 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @fill_rng_2d_int_memref(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<2x3xi32>) {
  linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @elementwise_add_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @elementwise_add_memref(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : memref<3x5xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_select_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %1 = arith.select %in, %in_0, %in_1 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<3x5xf32>
// CHECK-NEXT: return %0 : tensor<3x5xf32>
func.func @elementwise_select_tensor(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%arg3 : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// CHECK-LABEL: func.func @elementwise_transposed_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<5x3xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.subf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @elementwise_transposed_memref(%arg0: memref<5x3xf32>, %arg1: memref<3x5xf32>, %arg2: memref<3x5xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%arg0, %arg1 : memref<5x3xf32>, memref<3x5xf32>) outs(%arg2 : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @elementwise_max_unsigned_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %1 = arith.maxui %in, %in_0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: } -> tensor<3x5xi32>
// CHECK-NEXT: return %0 : tensor<3x5xi32>
func.func @elementwise_max_unsigned_tensor(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg0, %arg1 : tensor<3x5xi32>, tensor<3x5xi32>) outs(%arg2 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// CHECK-LABEL: func.func @matmul_f32_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
func.func @matmul_f32_tensor(%arg0: tensor<2x4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @matmul_unsigned_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %0 = arith.extui %in : i8 to i32
// CHECK-NEXT: %1 = arith.extui %in_0 : i8 to i32
// CHECK-NEXT: %2 = arith.muli %0, %1 : i32
// CHECK-NEXT: %3 = arith.addi %out, %2 : i32
// CHECK-NEXT: linalg.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @matmul_unsigned_memref(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: memref<2x3xi32>) {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x4xi8>, memref<4x3xi8>) outs(%arg2 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @matmul_transposed_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map6, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x2xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @matmul_transposed_memref(%arg0: memref<4x2xf32>, %arg1: memref<4x3xf32>, %arg2: memref<2x3xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : memref<4x2xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @matmul_broadcast_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map7, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
func.func @matmul_broadcast_tensor(%arg0: tensor<4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : tensor<4xf32>, tensor<4x3xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @batch_matmul_int_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %2 = arith.muli %0, %1 : i32
// CHECK-NEXT: %3 = arith.addi %out, %2 : i32
// CHECK-NEXT: linalg.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @batch_matmul_int_memref(%arg0: memref<2x3x2xi8>, %arg1: memref<2x2x4xi8>, %arg2: memref<2x3x4xi32>) {
  linalg.batch_matmul ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @batch_matmul_transposed_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map11, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
func.func @batch_matmul_transposed_tensor(%arg0: tensor<2x2x3xf32>, %arg1: tensor<2x2x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%arg0, %arg1 : tensor<2x2x3xf32>, tensor<2x2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @batch_reduce_matmul_unsigned_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map8, #map9, #map12], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %2 = arith.muli %0, %1 : i32
// CHECK-NEXT: %3 = arith.addi %out, %2 : i32
// CHECK-NEXT: linalg.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @batch_reduce_matmul_unsigned_memref(%arg0: memref<2x3x2xi8>, %arg1: memref<2x2x4xi8>, %arg2: memref<3x4xi32>) {
  linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x3x2xi8>, memref<2x2x4xi8>) outs(%arg2 : memref<3x4xi32>)
  return
}

// CHECK-LABEL: func.func @contract_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @contract_f32_memref(%arg0: memref<2x4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<2x3xf32>) {
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%arg0, %arg1 : memref<2x4xf32>, memref<4x3xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @contract_batch_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map8, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4xf32>
func.func @contract_batch_tensor(%arg0: tensor<2x3x2xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%arg0, %arg1 : tensor<2x3x2xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// CHECK-LABEL: func.func @quantized_matmul_int_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map4, #map14, #map14, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xi8>, memref<4x3xi8>, i32, i32) outs(%arg4 : memref<2x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @quantized_matmul_int_memref(%arg0: memref<2x4xi8>, %arg1: memref<4x3xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3xi32>) {
  linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4xi8>, memref<4x3xi8>, i32, i32) outs(%arg4 : memref<2x3xi32>)
  return
}

// CHECK-LABEL: func.func @quantized_batch_matmul_int_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map8, #map9, #map15, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x2xi8>, tensor<2x2x4xi8>, i32, i32) outs(%arg4 : tensor<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4xi32>
func.func @quantized_batch_matmul_int_tensor(%arg0: tensor<2x3x2xi8>, %arg1: tensor<2x2x4xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x2xi8>, tensor<2x2x4xi8>, i32, i32) outs(%arg4 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// CHECK-LABEL: func.func @mmt4d_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map16, #map17, #map18], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x2x4xf32>, memref<3x4x3x4xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @mmt4d_f32_memref(%arg0: memref<2x4x2x4xf32>, %arg1: memref<3x4x3x4xf32>, %arg2: memref<2x3x2x3xf32>) {
  linalg.mmt4d ins(%arg0, %arg1 : memref<2x4x2x4xf32>, memref<3x4x3x4xf32>) outs(%arg2 : memref<2x3x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @batch_mmt4d_int_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map19, #map20, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x2x3x2xi8>, tensor<2x4x2x4x2xi8>) outs(%arg2 : tensor<2x3x4x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.muli %1, %2 : i32
// CHECK-NEXT: %4 = arith.addi %out, %3 : i32
// CHECK-NEXT: linalg.yield %4 : i32
// CHECK-NEXT: } -> tensor<2x3x4x3x4xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x3x4xi32>
func.func @batch_mmt4d_int_tensor(%arg0: tensor<2x3x2x3x2xi8>, %arg1: tensor<2x4x2x4x2xi8>, %arg2: tensor<2x3x4x3x4xi32>) -> tensor<2x3x4x3x4xi32> {
  %0 = linalg.batch_mmt4d ins(%arg0, %arg1 : tensor<2x3x2x3x2xi8>, tensor<2x4x2x4x2xi8>) outs(%arg2 : tensor<2x3x4x3x4xi32>) -> tensor<2x3x4x3x4xi32>
  return %0 : tensor<2x3x4x3x4xi32>
}

// CHECK-LABEL: func.func @matvec_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map22, #map23], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @matvec_f32_memref(%arg0: memref<2x3xf32>, %arg1: memref<3xf32>, %arg2: memref<2xf32>) {
  linalg.matvec ins(%arg0, %arg1 : memref<2x3xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>)
  return
}

// CHECK-LABEL: func.func @vecmat_int_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map22, #map2, #map23], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<3xi8>, memref<3x2xi8>) outs(%arg2 : memref<2xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %2 = arith.muli %0, %1 : i32
// CHECK-NEXT: %3 = arith.addi %out, %2 : i32
// CHECK-NEXT: linalg.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @vecmat_int_memref(%arg0: memref<3xi8>, %arg1: memref<3x2xi8>, %arg2: memref<2xi32>) {
  linalg.vecmat ins(%arg0, %arg1 : memref<3xi8>, memref<3x2xi8>) outs(%arg2 : memref<2xi32>)
  return
}

// CHECK-LABEL: func.func @batch_matvec_f32_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map24, #map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
func.func @batch_matvec_f32_tensor(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.batch_matvec ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%arg2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @batch_vecmat_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map25, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4xf32>, memref<2x4x3xf32>) outs(%arg2 : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @batch_vecmat_f32_memref(%arg0: memref<2x4xf32>, %arg1: memref<2x4x3xf32>, %arg2: memref<2x3xf32>) {
  linalg.batch_vecmat ins(%arg0, %arg1 : memref<2x4xf32>, memref<2x4x3xf32>) outs(%arg2 : memref<2x3xf32>)
  return
}

// CHECK-LABEL: func.func @dot_int_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map26, #map26, #map27], iterator_types = ["reduction"]} ins(%arg0, %arg1 : tensor<2xi8>, tensor<2xi8>) outs(%arg2 : tensor<i32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.muli %1, %2 : i32
// CHECK-NEXT: %4 = arith.addi %out, %3 : i32
// CHECK-NEXT: linalg.yield %4 : i32
// CHECK-NEXT: } -> tensor<i32>
// CHECK-NEXT: return %0 : tensor<i32>
func.func @dot_int_tensor(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = linalg.dot ins(%arg0, %arg1 : tensor<2xi8>, tensor<2xi8>) outs(%arg2 : tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @dot_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map26, #map26, #map27], iterator_types = ["reduction"]} ins(%arg0, %arg1 : memref<2xf32>, memref<2xf32>) outs(%arg2 : memref<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @dot_f32_memref(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<f32>) {
  linalg.dot ins(%arg0, %arg1 : memref<2xf32>, memref<2xf32>) outs(%arg2 : memref<f32>)
  return
}

// CHECK-LABEL: func.func @conv_1d_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map28, #map22, #map23], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<4xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @conv_1d_f32_memref(%arg0: memref<4xf32>, %arg1: memref<3xf32>, %arg2: memref<2xf32>) {
  linalg.conv_1d ins(%arg0, %arg1 : memref<4xf32>, memref<3xf32>) outs(%arg2 : memref<2xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_strided_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map29, #map30, #map31], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4x2x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %2 = arith.addf %out, %1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<2x3x4x2xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x2xf32>
func.func @conv_2d_nhwc_hwcf_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4x2x2xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4x2x2xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_int_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map32, #map30, #map31], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4x2x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %2 = arith.muli %0, %1 : i32
// CHECK-NEXT: %3 = arith.addi %out, %2 : i32
// CHECK-NEXT: linalg.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @conv_2d_nhwc_hwcf_int_memref(%arg0: memref<2x5x7x2xi8>, %arg1: memref<3x4x2x2xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : memref<2x5x7x2xi8>, memref<3x4x2x2xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q_int_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map33, #map34, #map35, #map35, #map31], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x7x3xi8>, memref<3x3x4x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.subi %0, %in_1 : i32
// CHECK-NEXT: %2 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %3 = arith.subi %2, %in_2 : i32
// CHECK-NEXT: %4 = arith.muli %1, %3 : i32
// CHECK-NEXT: %5 = arith.addi %out, %4 : i32
// CHECK-NEXT: linalg.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @conv_2d_nchw_fchw_q_int_memref(%arg0: memref<2x3x7x3xi8>, %arg1: memref<3x3x4x2xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x4x2xi32>) {
  linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x7x3xi8>, memref<3x3x4x2xi8>, i32, i32) outs(%arg4 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw_strided_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map36, #map37, #map38], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x4x6x11xf32>, memref<4x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @conv_2d_ngchw_fgchw_strided_memref(%arg0: memref<2x3x4x6x11xf32>, %arg1: memref<4x3x4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_2d_ngchw_fgchw {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x4x6x11xf32>, memref<4x3x4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q_strided_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map39, #map40, #map41, #map41, #map38], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x14x10x2x3xf32>, tensor<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %in_1: i32, %in_2: i32, %out: f32):
// CHECK-NEXT: %1 = arith.sitofp %in_1 : i32 to f32
// CHECK-NEXT: %2 = arith.subf %in, %1 : f32
// CHECK-NEXT: %3 = arith.sitofp %in_2 : i32 to f32
// CHECK-NEXT: %4 = arith.subf %in_0, %3 : f32
// CHECK-NEXT: %5 = arith.mulf %2, %4 : f32
// CHECK-NEXT: %6 = arith.addf %out, %5 : f32
// CHECK-NEXT: linalg.yield %6 : f32
// CHECK-NEXT: } -> tensor<2x3x4x2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x2x3xf32>
func.func @conv_2d_nhwgc_gfhwc_q_strided_tensor(%arg0: tensor<2x14x10x2x3xf32>, %arg1: tensor<2x3x4x2x3xf32>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc_q {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x14x10x2x3xf32>, tensor<2x3x4x2x3xf32>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %0 : tensor<2x3x4x2x3xf32>
}

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw_strided_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map42, #map43, #map44], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x4x10x9x14xf32>, memref<3x4x2x3x4xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @conv_3d_ncdhw_fcdhw_strided_memref(%arg0: memref<2x4x10x9x14xf32>, %arg1: memref<3x4x2x3x4xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.conv_3d_ncdhw_fcdhw {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x4x10x9x14xf32>, memref<3x4x2x3x4xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw_strided_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map45, #map46, #map47], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<4x2xf32>) outs(%arg2 : memref<2x4x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @depthwise_conv_1d_ncw_cw_strided_memref(%arg0: memref<2x4x8xf32>, %arg1: memref<4x2xf32>, %arg2: memref<2x4x3xf32>) {
  linalg.depthwise_conv_1d_ncw_cw {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<4x2xf32>) outs(%arg2 : memref<2x4x3xf32>)
  return
}

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q_int_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map48, #map49, #map35, #map35, #map50], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2xi8>, tensor<4x2x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
// CHECK-NEXT: %1 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %2 = arith.subi %1, %in_1 : i32
// CHECK-NEXT: %3 = arith.extsi %in_0 : i8 to i32
// CHECK-NEXT: %4 = arith.subi %3, %in_2 : i32
// CHECK-NEXT: %5 = arith.muli %2, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out, %5 : i32
// CHECK-NEXT: linalg.yield %6 : i32
// CHECK-NEXT: } -> tensor<2x3x4x2x3xi32>
// CHECK-NEXT: return %0 : tensor<2x3x4x2x3xi32>
func.func @depthwise_conv_2d_nhwc_hwcm_q_int_tensor(%arg0: tensor<2x6x5x2xi8>, %arg1: tensor<4x2x2x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x6x5x2xi8>, tensor<4x2x2x3xi8>, i32, i32) outs(%arg4 : tensor<2x3x4x2x3xi32>) -> tensor<2x3x4x2x3xi32>
  return %0 : tensor<2x3x4x2x3xi32>
}

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map51, #map52, #map53], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : memref<2x6x5x4x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x4x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %out, %0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @depthwise_conv_3d_ndhwc_dhwcm_f32_memref(%arg0: memref<2x6x5x4x4xf32>, %arg1: memref<4x2x3x4x3xf32>, %arg2: memref<2x3x4x2x4x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : memref<2x6x5x4x4xf32>, memref<4x2x3x4x3xf32>) outs(%arg2 : memref<2x3x4x2x4x3xf32>)
  return
}

// CHECK-LABEL: func.func @pooling_nhwc_sum_strided_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map54, #map55, #map56], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<2x3x4x2xf32>
// CHECK-NEXT: return %0 : tensor<2x3x4x2xf32>
func.func @pooling_nhwc_sum_strided_tensor(%arg0: tensor<2x11x16x2xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %0 = linalg.pooling_nhwc_sum {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[3, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x11x16x2xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
}

// CHECK-LABEL: func.func @pooling_nchw_max_int_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map57, #map55, #map56], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x6x5xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>) {
// CHECK-NEXT: ^bb0(%in: i8, %in_0: i8, %out: i32):
// CHECK-NEXT: %0 = arith.extsi %in : i8 to i32
// CHECK-NEXT: %1 = arith.maxsi %out, %0 : i32
// CHECK-NEXT: linalg.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @pooling_nchw_max_int_memref(%arg0: memref<2x3x6x5xi8>, %arg1: memref<3x4xi8>, %arg2: memref<2x3x4x2xi32>) {
  linalg.pooling_nchw_max ins(%arg0, %arg1 : memref<2x3x6x5xi8>, memref<3x4xi8>) outs(%arg2 : memref<2x3x4x2xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned_f32_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map58, #map59, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: %0 = arith.minui %out, %in : i32
// CHECK-NEXT: linalg.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @pooling_nwc_min_unsigned_f32_memref(%arg0: memref<2x4x4xi32>, %arg1: memref<2xi32>, %arg2: memref<2x3x4xi32>) {
  linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : memref<2x4x4xi32>, memref<2xi32>) outs(%arg2 : memref<2x3x4xi32>)
  return
}

// CHECK-LABEL: func.func @pooling_ndhwc_max_strided_memref(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map60, #map61, #map38], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x14x10x9x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.maximumf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @pooling_ndhwc_max_strided_memref(%arg0: memref<2x14x10x9x3xf32>, %arg1: memref<4x2x3xf32>, %arg2: memref<2x3x4x2x3xf32>) {
  linalg.pooling_ndhwc_max {strides = dense<[2, 2, 2]> : tensor<3xi64>, dilations = dense<[3, 3, 3]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x14x10x9x3xf32>, memref<4x2x3xf32>) outs(%arg2 : memref<2x3x4x2x3xf32>)
  return
}

// CHECK-LABEL: func.func @structured(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg1 : memref<5x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : memref<4xf32>) outs(%arg0 : memref<4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map23], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<4x5xf32>) outs(%arg2 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %out, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x5xf32>) outs(%arg0 : memref<4x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @structured(%a: memref<4x5xf32>, %b: memref<5x4xf32>, %c: memref<4xf32>) {
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%b : memref<5x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%c : memref<4xf32>) outs(%a : memref<4x5xf32>) dimensions = [1]
  linalg.reduce { arith.addf } ins(%a : memref<4x5xf32>) outs(%c : memref<4xf32>) dimensions = [1]
  linalg.map { arith.negf } ins(%a : memref<4x5xf32>) outs(%a : memref<4x5xf32>)
  return
}

// CHECK-LABEL: func.func @untouched(
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
// CHECK-NEXT: %0 = linalg.softmax dimension(2) ins(%arg2 : tensor<2x16x32xf32>) outs(%arg3 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%arg4 : tensor<4x4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: } -> tensor<4x4xf32>
// CHECK-NEXT: return %pack, %0, %1 : tensor<16x8x8x32xf32>, tensor<2x16x32xf32>, tensor<4x4xf32>
func.func @untouched(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>, %x: tensor<2x16x32xf32>, %y: tensor<2x16x32xf32>,
                     %g: tensor<4x4xf32>) -> (tensor<16x8x8x32xf32>, tensor<2x16x32xf32>, tensor<4x4xf32>) {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %s : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %2 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%y : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} outs(%g : tensor<4x4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4x4xf32>
  return %0, %2, %3 : tensor<16x8x8x32xf32>, tensor<2x16x32xf32>, tensor<4x4xf32>
}
