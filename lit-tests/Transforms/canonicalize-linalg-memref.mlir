// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// canonicalize of linalg and memref.subview as mlir-opt-22 (the checks are its output):
// generic and named linalg ops fold memref.cast operands (map/reduce/transpose/broadcast do
// not); an op on a memref with a 0-sized dimension goes; a generic that only yields its input
// into itself goes, a tensor one is its input; a self copy goes; a trivial subview is its
// source (behind a cast), a subview of a cast takes the cast's source; an unused realloc goes.

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: memref<4xf32>, %arg1: memref<4x4xf32>, %arg2: f32, %arg3: memref<2x4x4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg1, %arg1 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
// CHECK-NEXT: linalg.map { arith.addf } ins(%cast, %cast : memref<?xf32>, memref<?xf32>) outs(%cast : memref<?xf32>)
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%cast_0 : memref<?x?xf32>) outs(%cast : memref<?xf32>) dimensions = [1]
// CHECK-NEXT: linalg.transpose ins(%cast_0 : memref<?x?xf32>) outs(%cast_0 : memref<?x?xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.broadcast ins(%cast : memref<?xf32>) outs(%cast_0 : memref<?x?xf32>) dimensions = [1]
// CHECK-NEXT: linalg.add ins(%arg0, %arg0 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.batch_matmul ins(%arg3, %arg3 : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%arg3 : memref<2x4x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>, %b: memref<4x4xf32>, %s: f32, %b3: memref<2x4x4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %e = memref.cast %b3 : memref<2x4x4xf32> to memref<?x?x?xf32>
  %d = memref.cast %b : memref<4x4xf32> to memref<?x?xf32>
  linalg.fill ins(%s : f32) outs(%c : memref<?xf32>)
  linalg.copy ins(%c : memref<?xf32>) outs(%c : memref<?xf32>)
  linalg.matmul ins(%d, %d : memref<?x?xf32>, memref<?x?xf32>) outs(%d : memref<?x?xf32>)
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%c : memref<?xf32>) outs(%c : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.map { arith.addf } ins(%c, %c : memref<?xf32>, memref<?xf32>) outs(%c : memref<?xf32>)
  linalg.reduce { arith.addf } ins(%d : memref<?x?xf32>) outs(%c : memref<?xf32>) dimensions = [1]
  linalg.transpose ins(%d : memref<?x?xf32>) outs(%d : memref<?x?xf32>) permutation = [1, 0]
  linalg.broadcast ins(%c : memref<?xf32>) outs(%d : memref<?x?xf32>) dimensions = [1]
  linalg.add ins(%c, %c : memref<?xf32>, memref<?xf32>) outs(%c : memref<?xf32>)
  linalg.exp ins(%c : memref<?xf32>) outs(%c : memref<?xf32>)
  linalg.batch_matmul ins(%e, %e : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%e : memref<?x?x?xf32>)
  return
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<0x4xf32>) {
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0 : memref<4xf32>, memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %z: memref<0x4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %b : memref<4xf32> to memref<?xf32>
  linalg.copy ins(%c : memref<?xf32>) outs(%d : memref<?xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%c : memref<?xf32>) outs(%d : memref<?xf32>)
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%c : memref<?xf32>) outs(%d : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%c, %c : memref<?xf32>, memref<?xf32>) outs(%d : memref<?xf32>) {
  ^bb0(%x: f32, %x2: f32, %y: f32):
    %s = arith.addf %x, %x2 : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%c : memref<?xf32>) outs(%d : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  %cst = arith.constant 1.0 : f32
  linalg.fill ins(%cst : f32) outs(%z : memref<0x4xf32>)
  linalg.map { arith.negf } ins(%z : memref<0x4xf32>) outs(%z : memref<0x4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: tensor<?xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: return %cast, %arg0, %arg1 : tensor<4xf32>, tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(
// CHECK-SAME: %arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<?xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>, tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %1 = linalg.copy ins(%a : tensor<?xf32>) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<?xf32>, tensor<4xf32>
}
func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {
  %1 = linalg.copy ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: memref<2xf32>, %arg1: memref<2x1xi32>, %arg2: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<2xf32>
// CHECK-NEXT: %subview = memref.subview %arg1[0, 0] [1, 1] [1, 1] : memref<2x1xi32> to memref<1x1xi32, strided<[1, 1]>>
// CHECK-NEXT: "test.use"(%subview) : (memref<1x1xi32, strided<[1, 1]>>) -> ()
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: "test.use"(%cast) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg2] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: "test.use"(%subview_0) : (memref<1xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT: %subview_1 = memref.subview %arg0[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
// CHECK-NEXT: "test.use"(%subview_1) : (memref<1xf32, strided<[1], offset: 1>>) -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

func.func @f(%a: memref<2xf32>, %b: memref<2x1xi32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %a[0] [2] [1] : memref<2xf32> to memref<2xf32, strided<[1]>>
  %v = memref.load %s[%c0] : memref<2xf32, strided<[1]>>
  %t = memref.subview %b[0, 0] [2, 1] [1, 1] : memref<2x1xi32> to memref<2x1xi32, strided<[1, 1]>>
  %u = memref.subview %t[0, 0] [1, 1] [1, 1] : memref<2x1xi32, strided<[1, 1]>> to memref<1x1xi32, strided<[1, 1]>>
  "test.use"(%u) : (memref<1x1xi32, strided<[1, 1]>>) -> ()
  %w = memref.subview %a[%c0] [%c2] [%c1] : memref<2xf32> to memref<?xf32, strided<[?], offset: ?>>
  "test.use"(%w) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  %x = memref.subview %a[%i] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: ?>>
  "test.use"(%x) : (memref<1xf32, strided<[1], offset: ?>>) -> ()
  %c = memref.cast %a : memref<2xf32> to memref<?xf32>
  %y = memref.subview %c[1] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: 1>>
  "test.use"(%y) : (memref<1xf32, strided<[1], offset: 1>>) -> ()
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: ) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(
// CHECK-SAME: ) -> memref<8xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: %0 = memref.realloc %alloc : memref<1xf32> to memref<8xf32>
// CHECK-NEXT: return %0 : memref<8xf32>
// CHECK-NEXT: }

func.func @f() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.realloc %a : memref<8xf32> to memref<5xf32>
  return
}
func.func @g() -> memref<8xf32> {
  %a = memref.alloc() : memref<1xf32>
  %b = memref.realloc %a : memref<1xf32> to memref<8xf32>
  %c = memref.realloc %b : memref<8xf32> to memref<5xf32>
  return %b : memref<8xf32>
}
