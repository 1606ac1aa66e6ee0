// RUN: jopt %s --linalg-fold-unit-extent-dims | FileCheck %s
// RUN: jopt %s --linalg-fold-unit-extent-dims=use-rank-reducing-slices | FileCheck %s --check-prefix=SLICES
// RUN: jopt-run %s -e @broadcast_row --args=iota,iota | FileCheck %s --check-prefix=ROW
// RUN: jopt %s --linalg-fold-unit-extent-dims | jopt-run - -e @broadcast_row --args=iota,iota | FileCheck %s --check-prefix=ROW
// RUN: jopt %s --linalg-fold-unit-extent-dims=use-rank-reducing-slices | jopt-run - -e @broadcast_row --args=iota,iota | FileCheck %s --check-prefix=ROW
// RUN: jopt-run %s -e @elementwise_leading_unit --args=iota | FileCheck %s --check-prefix=LEAD
// RUN: jopt %s --linalg-fold-unit-extent-dims | jopt-run - -e @elementwise_leading_unit --args=iota | FileCheck %s --check-prefix=LEAD
// RUN: jopt %s --linalg-fold-unit-extent-dims=use-rank-reducing-slices | jopt-run - -e @elementwise_leading_unit --args=iota | FileCheck %s --check-prefix=LEAD
// RUN: jopt-run %s -e @reduce_unit_rows --args=iota:5 | FileCheck %s --check-prefix=RED
// RUN: jopt %s --linalg-fold-unit-extent-dims | jopt-run - -e @reduce_unit_rows --args=iota:5 | FileCheck %s --check-prefix=RED
// RUN: jopt %s --linalg-fold-unit-extent-dims=use-rank-reducing-slices | jopt-run - -e @reduce_unit_rows --args=iota:5 | FileCheck %s --check-prefix=RED
// RUN: jopt-run %s -e @reads_init --args=iota,random | FileCheck %s --check-prefix=INIT
// RUN: jopt %s --linalg-fold-unit-extent-dims | jopt-run - -e @reads_init --args=iota,random | FileCheck %s --check-prefix=INIT
// RUN: jopt %s --linalg-fold-unit-extent-dims=use-rank-reducing-slices | jopt-run - -e @reads_init --args=iota,random | FileCheck %s --check-prefix=INIT
// RUN: jopt-run %s -e @pad_unit --args=iota | FileCheck %s --check-prefix=PAD
// RUN: jopt %s --linalg-fold-unit-extent-dims | jopt-run - -e @pad_unit --args=iota | FileCheck %s --check-prefix=PAD
// RUN: jopt %s --linalg-fold-unit-extent-dims=use-rank-reducing-slices | jopt-run - -e @pad_unit --args=iota | FileCheck %s --check-prefix=PAD
// RUN: jopt-run %s -e @slices --args=iota,random | FileCheck %s --check-prefix=SLC
// RUN: jopt %s --linalg-fold-unit-extent-dims | jopt-run - -e @slices --args=iota,random | FileCheck %s --check-prefix=SLC
// RUN: jopt %s --linalg-fold-unit-extent-dims=use-rank-reducing-slices | jopt-run - -e @slices --args=iota,random | FileCheck %s --check-prefix=SLC

// linalg-fold-unit-extent-dims, both strategies, as mlir-opt-22 prints them; each function
// computes the same before and after (jopt-run on the input and on each output).

func.func @broadcast_row(%row: tensor<1x8xf32>, %m: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%row, %m : tensor<1x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @elementwise_leading_unit(%x: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
  %e = tensor.empty() : tensor<1x4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 2 : index
    %k = arith.addi %i, %j : index
    %c = arith.index_cast %k : index to i32
    %f = arith.sitofp %c : i32 to f32
    %s = arith.mulf %a, %f : f32
    linalg.yield %s : f32
  } -> tensor<1x4x8xf32>
  return %r : tensor<1x4x8xf32>
}

func.func @reduce_unit_rows(%x: tensor<1x?xf32>) -> tensor<1xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<1x?xf32>) outs(%f : tensor<1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %r : tensor<1xf32>
}

func.func @reads_init(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%y : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.subf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @pad_unit(%x: tensor<1x4x1xf32>) -> tensor<1x6x3xf32> {
  %cst = arith.constant 0.5 : f32
  %p = tensor.pad %x low[0, 1, 1] high[0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } : tensor<1x4x1xf32> to tensor<1x6x3xf32>
  return %p : tensor<1x6x3xf32>
}

func.func @slices(%x: tensor<4x8xf32>, %y: tensor<1x8xf32>) -> (tensor<1x8xf32>, tensor<4x8xf32>) {
  %s = tensor.extract_slice %x[2, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
  %i = tensor.insert_slice %y into %x[1, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
  return %s, %i : tensor<1x8xf32>, tensor<4x8xf32>
}

func.func @memref_unit(%x: memref<1x8xf32>, %y: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<1x8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  return
}

func.func @strided_stays(%x: memref<4x1xf32, strided<[2, 1]>>, %y: memref<4x1xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x1xf32, strided<[2, 1]>>) outs(%y : memref<4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  return
}

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #map2 = affine_map<(d0) -> (d0)>
// CHECK-DAG: #map3 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @broadcast_row(
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : tensor<1x8xf32> into tensor<8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %arg1 : tensor<8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise_leading_unit(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} : tensor<1x4x8xf32> into tensor<4x8xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: %5 = arith.mulf %in, %4 : f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %1 {{\[\[}}0, 1], [2{{\]\]}} output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
// CHECK-NEXT: return %expanded : tensor<1x4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_unit_rows(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : tensor<1x?xf32> into tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["reduction"]} ins(%collapsed : tensor<?xf32>) outs(%1 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: return %expanded : tensor<1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reads_init(
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.subf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_unit(
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} : tensor<1x4x1xf32> into tensor<4x1xf32>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[1, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4x1xf32> to tensor<6x3xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2{{\]\]}} output_shape [1, 6, 3] : tensor<6x3xf32> into tensor<1x6x3xf32>
// CHECK-NEXT: return %expanded : tensor<1x6x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice {{\[\[}}0, 1{{\]\]}} output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1{{\]\]}} : tensor<1x8xf32> into tensor<8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %collapsed into %arg0[1, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
// CHECK-NEXT: return %expanded, %inserted_slice : tensor<1x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memref_unit(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<1x8xf32> into memref<8xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapse_shape : memref<8xf32>) outs(%arg1 : memref<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided_stays(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x1xf32, strided<[2, 1]>>) outs(%arg1 : memref<4x1xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// SLICES-DAG: #map = affine_map<(d0, d1) -> (d1)>
// SLICES-DAG: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// SLICES-DAG: #map2 = affine_map<(d0) -> (d0)>
// SLICES-DAG: #map3 = affine_map<(d0) -> ()>
// SLICES-LABEL: func.func @broadcast_row(
// SLICES-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 8] [1, 1] : tensor<1x8xf32> to tensor<8xf32>
// SLICES-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %arg1 : tensor<8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// SLICES-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// SLICES-NEXT: %2 = arith.addf %in, %in_0 : f32
// SLICES-NEXT: linalg.yield %2 : f32
// SLICES-NEXT: } -> tensor<4x8xf32>
// SLICES-NEXT: return %1 : tensor<4x8xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @elementwise_leading_unit(
// SLICES-NEXT: %0 = tensor.empty() : tensor<1x4x8xf32>
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xf32> to tensor<4x8xf32>
// SLICES-NEXT: %1 = tensor.empty() : tensor<4x8xf32>
// SLICES-NEXT: %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) {
// SLICES-NEXT: ^bb0(%in: f32, %out: f32):
// SLICES-NEXT: %3 = linalg.index 1 : index
// SLICES-NEXT: %4 = arith.index_cast %3 : index to i32
// SLICES-NEXT: %5 = arith.sitofp %4 : i32 to f32
// SLICES-NEXT: %6 = arith.mulf %in, %5 : f32
// SLICES-NEXT: linalg.yield %6 : f32
// SLICES-NEXT: } -> tensor<4x8xf32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %2 into %0[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x8xf32> into tensor<1x4x8xf32>
// SLICES-NEXT: return %inserted_slice : tensor<1x4x8xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @reduce_unit_rows(
// SLICES-NEXT: %c1 = arith.constant 1 : index
// SLICES-NEXT: %cst = arith.constant 0.000000e+00 : f32
// SLICES-NEXT: %0 = tensor.empty() : tensor<1xf32>
// SLICES-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
// SLICES-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<1x?xf32>
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, %dim] [1, 1] : tensor<1x?xf32> to tensor<?xf32>
// SLICES-NEXT: %extracted_slice_0 = tensor.extract_slice %1[0] [1] [1] : tensor<1xf32> to tensor<f32>
// SLICES-NEXT: %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["reduction"]} ins(%extracted_slice : tensor<?xf32>) outs(%extracted_slice_0 : tensor<f32>) {
// SLICES-NEXT: ^bb0(%in: f32, %out: f32):
// SLICES-NEXT: %3 = arith.addf %in, %out : f32
// SLICES-NEXT: linalg.yield %3 : f32
// SLICES-NEXT: } -> tensor<f32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %2 into %1[0] [1] [1] : tensor<f32> into tensor<1xf32>
// SLICES-NEXT: return %inserted_slice : tensor<1xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @reads_init(
// SLICES-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// SLICES-NEXT: %1 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// SLICES-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// SLICES-NEXT: %2 = arith.subf %in, %in_0 : f32
// SLICES-NEXT: linalg.yield %2 : f32
// SLICES-NEXT: } -> tensor<4x8xf32>
// SLICES-NEXT: return %1 : tensor<4x8xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @pad_unit(
// SLICES-NEXT: %cst = arith.constant 5.000000e-01 : f32
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<1x4x1xf32> to tensor<4x1xf32>
// SLICES-NEXT: %padded = tensor.pad %extracted_slice low[1, 1] high[1, 1] {
// SLICES-NEXT: ^bb0(%arg1: index, %arg2: index):
// SLICES-NEXT: tensor.yield %cst : f32
// SLICES-NEXT: } : tensor<4x1xf32> to tensor<6x3xf32>
// SLICES-NEXT: %0 = tensor.empty() : tensor<1x6x3xf32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %padded into %0[0, 0, 0] [1, 6, 3] [1, 1, 1] : tensor<6x3xf32> into tensor<1x6x3xf32>
// SLICES-NEXT: return %inserted_slice : tensor<1x6x3xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @slices(
// SLICES-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
// SLICES-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[1, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
// SLICES-NEXT: return %extracted_slice, %inserted_slice : tensor<1x8xf32>, tensor<4x8xf32>
// SLICES-NEXT: }
// SLICES-LABEL: func.func @memref_unit(
// SLICES-NEXT: %subview = memref.subview %arg0[0, 0] [1, 8] [1, 1] : memref<1x8xf32> to memref<8xf32, strided<[1]>>
// SLICES-NEXT: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<8xf32, strided<[1]>>) outs(%arg1 : memref<4x8xf32>) {
// SLICES-NEXT: ^bb0(%in: f32, %out: f32):
// SLICES-NEXT: %0 = arith.addf %in, %out : f32
// SLICES-NEXT: linalg.yield %0 : f32
// SLICES-NEXT: }
// SLICES-NEXT: return
// SLICES-NEXT: }
// SLICES-LABEL: func.func @strided_stays(
// SLICES-NEXT: linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x1xf32, strided<[2, 1]>>) outs(%arg1 : memref<4x1xf32>) {
// SLICES-NEXT: ^bb0(%in: f32, %out: f32):
// SLICES-NEXT: linalg.yield %in : f32
// SLICES-NEXT: }
// SLICES-NEXT: return
// SLICES-NEXT: }

// ROW: result #0: memref<4x8xf32> {{\[\[}}0.0, 2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0], [8.0, 10.0, 12.0, 14.0, 16.0, 18.0, 20.0, 22.0], [16.0, 18.0, 20.0, 22.0, 24.0, 26.0, 28.0, 30.0], [24.0, 26.0, 28.0, 30.0, 32.0, 34.0, 36.0, 38.0{{\]\]}}

// LEAD: result #0: memref<1x4x8xf32> {{\[\[}}[0.0, 1.0, 4.0, 9.0, 16.0, 25.0, 36.0, 49.0], [0.0, 9.0, 20.0, 33.0, 48.0, 65.0, 84.0, 105.0], [0.0, 17.0, 36.0, 57.0, 80.0, 105.0, 132.0, 161.0], [0.0, 25.0, 52.0, 81.0, 112.0, 145.0, 180.0, 217.0{{\]\]}}]

// RED: result #0: memref<1xf32> [10.0]

// INIT: result #0: memref<4x8xf32> {{\[\[}}-0.13312314, 0.50843644, 1.0579945, 3.1112816, 4.1114707, 4.474211, 5.2453027, 6.9538655], [8.428983, 8.412006, 10.191715, 10.789159, 12.090124, 12.939842, 14.128069, 15.66593], [15.709331, 16.369299, 17.636591, 18.23135, 20.86808, 21.837172, 22.00824, 23.753782], [24.426178, 25.904198, 25.96896, 26.572458, 28.912504, 28.004505, 29.804296, 30.826809{{\]\]}}

// PAD: result #0: memref<1x6x3xf32> {{\[\[}}[0.5, 0.5, 0.5], [0.5, 0.0, 0.5], [0.5, 1.0, 0.5], [0.5, 2.0, 0.5], [0.5, 3.0, 0.5], [0.5, 0.5, 0.5{{\]\]}}]

// SLC: result #0: memref<1x8xf32> {{\[\[}}16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0{{\]\]}}
// SLC-NEXT: result #1: memref<4x8xf32> {{\[\[}}0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [0.13312314, 0.49156353, 0.9420055, -0.11128157, -0.111470595, 0.5257888, 0.7546974, 0.04613436], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0{{\]\]}}
