// COMPARE: mlir-opt-22
// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jopt --allow-unregistered-dialect | FileCheck %s

// The linalg ops in their custom forms (named ops print no body); the generic form parses back to the same.

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @generic(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg2 : tensor<4xf32>) outs(%arg2 : tensor<4xf32>) attrs =  {foo} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %1:2 = linalg.generic {doc = "x", indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"], library_call = "y"} ins(%arg3 : tensor<4x8xf32>) outs(%0, %arg2 : tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32, %out_0: f32):
// CHECK-NEXT: linalg.yield %in, %in : f32, f32
// CHECK-NEXT: } -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg0 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_copy(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: f32, %arg3: tensor<4xf32>, %arg4: memref<4x8xi32>, %arg5: memref<4x8xf32>) -> tensor<4xf32> {
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.fill {foo} ins(%arg2 : f32) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg3 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: linalg.copy {bar} ins(%arg4 : memref<4x8xi32>) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT: linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg4 : memref<4x8xi32>) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT: %1 = linalg.copy ins(%0 : tensor<4xf32>) outs(%arg3 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<8x4xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<8x16xf32>, %arg6: tensor<4x16xf32>, %arg7: memref<4x8xi8>, %arg8: memref<8xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: %0 = linalg.matmul ins(%arg4, %arg5 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg6 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%arg3, %arg1 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul indexing_maps = [#map6, #map4, #map5] ins(%arg8, %arg1 : memref<8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul {foo} ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg7, %arg1 : memref<4x8xi8>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matmul(%arg0: memref<2x4x8xf32>, %arg1: memref<2x8x3xf32>, %arg2: memref<2x4x3xf32>, %arg3: tensor<2x4x8xi32>, %arg4: tensor<2x8x3xi32>, %arg5: tensor<2x4x3xi32>) -> tensor<2x4x3xi32> {
// CHECK-NEXT: linalg.batch_matmul ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x3xf32>) outs(%arg2 : memref<2x4x3xf32>)
// CHECK-NEXT: %0 = linalg.batch_matmul ins(%arg3, %arg4 : tensor<2x4x8xi32>, tensor<2x8x3xi32>) outs(%arg5 : tensor<2x4x3xi32>) -> tensor<2x4x3xi32>
// CHECK-NEXT: return %0 : tensor<2x4x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @layout(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<8xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<8x4xf32>, %arg5: tensor<8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.broadcast ins(%arg2 : memref<8xf32>) outs(%arg0 : memref<4x8xf32>) dimensions = [0]  {x}
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg3 : tensor<4x8xf32>) outs(%arg4 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg5 : tensor<8xf32>) outs(%arg3 : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT: return %transposed, %broadcasted : tensor<8x4xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map_reduce(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<4xf32>, %arg5: memref<4xi32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.map { arith.negf {fastmath = #arith.fastmath<fast>} } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {m}
// CHECK-NEXT: linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg5, %arg5 : memref<4xi32>, memref<4xi32>) outs(%arg5 : memref<4xi32>)
// CHECK-NEXT: linalg.map ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.mulf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped = linalg.map { arith.negf } ins(%arg3 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>)
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4xf32>) dimensions = [1]
// CHECK-NEXT: linalg.reduce { arith.maximumf } ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4xf32>) dimensions = [1]  {r}
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg3 : tensor<4x8xf32>) outs(%arg4 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %mapped, %reduced : tensor<4x8xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xi32>, %arg4: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: linalg.add ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.sub ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.mul ins(%arg3, %arg3 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg3 : memref<4x8xi32>)
// CHECK-NEXT: linalg.div ins(%arg3, %arg3 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg3 : memref<4x8xi32>)
// CHECK-NEXT: linalg.div_unsigned ins(%arg3, %arg3 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg3 : memref<4x8xi32>)
// CHECK-NEXT: linalg.max ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.min {k} ins(%arg3, %arg3 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg3 : memref<4x8xi32>)
// CHECK-NEXT: linalg.powf ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.log ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.abs ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.ceil ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.floor ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.negf ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.round ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.sqrt ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.rsqrt ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.square ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.tanh ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.erf ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: %0 = linalg.add ins(%arg4, %arg4 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg4 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise_kinds(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8xf32>, %arg4: memref<4x8xi1>, %arg5: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<exp> {foo} ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg4, %arg0, %arg1 : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map7, #map1, #map1] ins(%arg3, %arg1 : memref<8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg5 : tensor<4x8xf32>) outs(%arg5 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

#id1 = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @generic(%m: memref<4xf32>, %n: memref<4xf32>, %t: tensor<4xf32>, %t2: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  }
  %0 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) attrs = {foo} {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    linalg.yield %in : f32
  } -> tensor<4xf32>
  %1:2 = linalg.generic {indexing_maps = [#id2, #row, #row], iterator_types = ["parallel", "reduction"], doc = "x", library_call = "y"} ins(%t2 : tensor<4x8xf32>) outs(%0, %t : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32, %o2: f32):
    linalg.yield %in, %in : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  }
  return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
}

func.func @fill_copy(%m: memref<4xf32>, %n: memref<4xf32>, %cst: f32, %t: tensor<4xf32>, %i: memref<4x8xi32>, %f: memref<4x8xf32>) -> tensor<4xf32> {
  linalg.fill ins(%cst : f32) outs(%m : memref<4xf32>)
  linalg.fill {foo} ins(%cst : f32) outs(%n : memref<4xf32>)
  %0 = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
  linalg.copy ins(%i : memref<4x8xi32>) outs(%f : memref<4x8xf32>) {bar}
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i : memref<4x8xi32>) outs(%f : memref<4x8xf32>)
  %1 = linalg.copy ins(%0 : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>, %AT: memref<8x4xf32>, %TA: tensor<4x8xf32>, %TB: tensor<8x16xf32>, %TC: tensor<4x16xf32>, %I: memref<4x8xi8>, %V: memref<8xf32>) -> tensor<4x16xf32> {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  %0 = linalg.matmul ins(%TA, %TB : tensor<4x8xf32>, tensor<8x16xf32>) outs(%TC : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%AT, %B : memref<8x4xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%V, %B : memref<8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {foo} ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%I, %B : memref<4x8xi8>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  return %0 : tensor<4x16xf32>
}

func.func @batch_matmul(%a: memref<2x4x8xf32>, %b: memref<2x8x3xf32>, %c: memref<2x4x3xf32>, %ta: tensor<2x4x8xi32>, %tb: tensor<2x8x3xi32>, %tc: tensor<2x4x3xi32>) -> tensor<2x4x3xi32> {
  linalg.batch_matmul ins(%a, %b : memref<2x4x8xf32>, memref<2x8x3xf32>) outs(%c : memref<2x4x3xf32>)
  %0 = linalg.batch_matmul ins(%ta, %tb : tensor<2x4x8xi32>, tensor<2x8x3xi32>) outs(%tc : tensor<2x4x3xi32>) -> tensor<2x4x3xi32>
  return %0 : tensor<2x4x3xi32>
}

func.func @layout(%a: memref<4x8xf32>, %t: memref<8x4xf32>, %v: memref<8xf32>, %ta: tensor<4x8xf32>, %tt: tensor<8x4xf32>, %tv: tensor<8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<8xf32>) outs(%a : memref<4x8xf32>) dimensions = [0] {x}
  %0 = linalg.transpose ins(%ta : tensor<4x8xf32>) outs(%tt : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%tv : tensor<8xf32>) outs(%ta : tensor<4x8xf32>) dimensions = [0]
  return %0, %1 : tensor<8x4xf32>, tensor<4x8xf32>
}

func.func @map_reduce(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %v: memref<4xf32>, %t: tensor<4x8xf32>, %tv: tensor<4xf32>, %i: memref<4xi32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.map { arith.negf {fastmath = #arith.fastmath<fast>} } ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {m}
  linalg.map { arith.addi } ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.map ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
    (%x: f32, %o: f32) {
      %p = arith.mulf %x, %o : f32
      linalg.yield %p : f32
    }
  linalg.map outs(%a : memref<4x8xf32>)
    (%o: f32) {
      %c = arith.constant 1.0 : f32
      linalg.yield %c : f32
    }
  %0 = linalg.map { arith.negf } ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%v : memref<4xf32>) dimensions = [1]
  linalg.reduce { arith.maximumf } ins(%a : memref<4x8xf32>) outs(%v : memref<4xf32>) dimensions = [1] {r}
  %1 = linalg.reduce ins(%t : tensor<4x8xf32>) outs(%tv : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0, %1 : tensor<4x8xf32>, tensor<4xf32>
}

func.func @elementwise(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>, %i: memref<4x8xi32>, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  linalg.add ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.sub ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.mul ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  linalg.div ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  linalg.div_unsigned ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  linalg.max ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.min ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>) {k}
  linalg.powf ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.exp ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.log ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.abs ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.ceil ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.floor ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.negf ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.round ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.sqrt ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.rsqrt ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.square ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.tanh ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.erf ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  %0 = linalg.add ins(%t, %t : tensor<4x8xf32>, tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @elementwise_kinds(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>, %v: memref<8xf32>, %s: memref<4x8xi1>, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<exp> {foo} ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%s, %a, %b : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v, %b : memref<8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
