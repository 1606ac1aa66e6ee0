// vector folders and canonicalization patterns as mlir-opt-22's --canonicalize applies them: extract of
// broadcast/insert/from_elements/shape_cast/shuffle/constants, broadcast and transpose folding, transfer
// in_bounds inference and read/write folds, shape_cast chains, masks, reductions, insert chains.
// COMPARE: mlir-opt-22
// RUN: jopt --canonicalize %s | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @extract_broadcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: index) -> (f32, vector<4xf32>, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0, %1 : f32, vector<4xf32>, f32, vector<4xf32>
// CHECK-NEXT: }
func.func @extract_broadcast(%f: f32, %v: vector<4xf32>, %i: index) -> (f32, vector<4xf32>, f32, vector<4xf32>) {
  %0 = vector.broadcast %f : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %3 = vector.extract %2[%i] : vector<4xf32> from vector<3x4xf32>
  %4 = vector.extract %2[2, 1] : f32 from vector<3x4xf32>
  %5 = vector.broadcast %f : f32 to vector<3x4xf32>
  %6 = vector.extract %5[1] : vector<4xf32> from vector<3x4xf32>
  return %1, %3, %4, %6 : f32, vector<4xf32>, f32, vector<4xf32>
}

// CHECK-LABEL: func.func @extract_insert(%arg0: vector<4x8xf32>, %arg1: f32, %arg2: vector<8xf32>) -> (f32, f32, vector<8xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[3, 2] : f32 from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[5] : f32 from vector<8xf32>
// CHECK-NEXT: return %arg1, %0, %arg2, %1 : f32, f32, vector<8xf32>, f32
// CHECK-NEXT: }
func.func @extract_insert(%v: vector<4x8xf32>, %f: f32, %s: vector<8xf32>) -> (f32, f32, vector<8xf32>, f32) {
  %0 = vector.insert %f, %v[1, 2] : f32 into vector<4x8xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<4x8xf32>
  %2 = vector.extract %0[3, 2] : f32 from vector<4x8xf32>
  %3 = vector.insert %s, %v[2] : vector<8xf32> into vector<4x8xf32>
  %4 = vector.extract %3[2] : vector<8xf32> from vector<4x8xf32>
  %5 = vector.extract %3[2, 5] : f32 from vector<4x8xf32>
  return %1, %2, %4, %5 : f32, f32, vector<8xf32>, f32
}

// CHECK-LABEL: func.func @extract_chain(%arg0: vector<4x8x16xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2, 3] : f32 from vector<4x8x16xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @extract_chain(%v: vector<4x8x16xf32>) -> f32 {
  %0 = vector.extract %v[1] : vector<8x16xf32> from vector<4x8x16xf32>
  %1 = vector.extract %0[2] : vector<16xf32> from vector<8x16xf32>
  %2 = vector.extract %1[3] : f32 from vector<16xf32>
  return %2 : f32
}

// CHECK-LABEL: func.func @extract_const_index(%arg0: vector<4x8xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 3] : f32 from vector<4x8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @extract_const_index(%v: vector<4x8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = vector.extract %v[%c1, %c3] : f32 from vector<4x8xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @extract_constants() -> (f32, vector<2xi32>, i32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<[3, 4]> : vector<2xi32>
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: return %cst, %cst_0, %c6_i32 : f32, vector<2xi32>, i32
// CHECK-NEXT: }
func.func @extract_constants() -> (f32, vector<2xi32>, i32) {
  %cst = arith.constant dense<2.0> : vector<4x8xf32>
  %0 = vector.extract %cst[1, 2] : f32 from vector<4x8xf32>
  %c = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %1 = vector.extract %c[1] : vector<2xi32> from vector<3x2xi32>
  %2 = vector.extract %c[2, 1] : i32 from vector<3x2xi32>
  return %0, %1, %2 : f32, vector<2xi32>, i32
}

// CHECK-LABEL: func.func @extract_from_elements(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> (f32, vector<2xf32>) {
// CHECK-NEXT: %0 = vector.from_elements %arg2, %arg3 : vector<2xf32>
// CHECK-NEXT: return %arg2, %0 : f32, vector<2xf32>
// CHECK-NEXT: }
func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, vector<2xf32>) {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %1 = vector.extract %0[1, 0] : f32 from vector<2x2xf32>
  %2 = vector.extract %0[1] : vector<2xf32> from vector<2x2xf32>
  return %1, %2 : f32, vector<2xf32>
}

// CHECK-LABEL: func.func @broadcasts(%arg0: f32, %arg1: vector<4xf32>) -> (vector<2x3x4xf32>, vector<4xf32>, vector<8xf32>, vector<2x4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<2x4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.500000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<4xf32> to vector<2x3x4xf32>
// CHECK-NEXT: return %0, %arg1, %cst_0, %cst : vector<2x3x4xf32>, vector<4xf32>, vector<8xf32>, vector<2x4xi32>
// CHECK-NEXT: }
func.func @broadcasts(%f: f32, %v: vector<4xf32>) -> (vector<2x3x4xf32>, vector<4xf32>, vector<8xf32>, vector<2x4xi32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.broadcast %0 : vector<3x4xf32> to vector<2x3x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %c = arith.constant 1.5 : f32
  %3 = vector.broadcast %c : f32 to vector<8xf32>
  %i = arith.constant 7 : i32
  %4 = vector.broadcast %i : i32 to vector<2x4xi32>
  return %1, %2, %3, %4 : vector<2x3x4xf32>, vector<4xf32>, vector<8xf32>, vector<2x4xi32>
}

// CHECK-LABEL: func.func @transfers(%arg0: memref<16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: vector<4x8xf32>, %arg3: memref<?x?xf32>) -> (vector<4x8xf32>, tensor<16x16xf32>, vector<4x8xf32>, vector<4x8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf32>, vector<4x8xf32>
// CHECK-NEXT: %1 = vector.transfer_write %arg2, %arg1[%c12, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<16x16xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c12, %c12], %cst {in_bounds = [true, false]} : memref<16x16xf32>, vector<4x8xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg3[%c0, %c0], %cst : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<16x16xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<4x8xf32>, tensor<16x16xf32>, vector<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: }
func.func @transfers(%m: memref<16x16xf32>, %t: tensor<16x16xf32>, %v: vector<4x8xf32>, %d: memref<?x?xf32>) -> (vector<4x8xf32>, tensor<16x16xf32>, vector<4x8xf32>, vector<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c12 = arith.constant 12 : index
  %cst = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %cst : memref<16x16xf32>, vector<4x8xf32>
  %1 = vector.transfer_write %v, %t[%c12, %c0] : vector<4x8xf32>, tensor<16x16xf32>
  %2 = vector.transfer_read %m[%c12, %c12], %cst : memref<16x16xf32>, vector<4x8xf32>
  %3 = vector.transfer_read %d[%c0, %c0], %cst : memref<?x?xf32>, vector<4x8xf32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<4x8xf32>, memref<16x16xf32>
  return %0, %1, %2, %3 : vector<4x8xf32>, tensor<16x16xf32>, vector<4x8xf32>, vector<4x8xf32>
}

// CHECK-LABEL: func.func @raw(%arg0: tensor<4x4xf32>, %arg1: vector<1x4xf32>) -> vector<1x4xf32> {
// CHECK-NEXT: return %arg1 : vector<1x4xf32>
// CHECK-NEXT: }
func.func @raw(%t: tensor<4x4xf32>, %v: vector<1x4xf32>) -> vector<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %r = vector.transfer_read %w[%c1, %c0], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  return %r : vector<1x4xf32>
}

// CHECK-LABEL: func.func @war(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x4xf32>
// CHECK-NEXT: }
func.func @war(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%c0, %c0], %cst : tensor<4x4xf32>, vector<4x4xf32>
  %w = vector.transfer_write %r, %t[%c0, %c0] : vector<4x4xf32>, tensor<4x4xf32>
  return %w : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @shape_casts(%arg0: vector<4x3xf32>, %arg1: f32) -> (vector<12xf32>, vector<4x3xf32>, vector<2x6xf32>, vector<6x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00], [5.000000e+00], [6.000000e+00]]> : vector<6x1xf32>
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4x3xf32> to vector<12xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : f32 to vector<2x6xf32>
// CHECK-NEXT: %2 = vector.broadcast %cst : vector<6x1xf32> to vector<6x2xf32>
// CHECK-NEXT: return %0, %arg0, %1, %2 : vector<12xf32>, vector<4x3xf32>, vector<2x6xf32>, vector<6x2xf32>
// CHECK-NEXT: }
func.func @shape_casts(%v: vector<4x3xf32>, %f: f32) -> (vector<12xf32>, vector<4x3xf32>, vector<2x6xf32>, vector<6x2xf32>) {
  %0 = vector.shape_cast %v : vector<4x3xf32> to vector<2x6xf32>
  %1 = vector.shape_cast %0 : vector<2x6xf32> to vector<12xf32>
  %2 = vector.shape_cast %1 : vector<12xf32> to vector<4x3xf32>
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %3 = vector.shape_cast %c : vector<2x3xf32> to vector<6xf32>
  %4 = vector.broadcast %f : f32 to vector<12xf32>
  %5 = vector.shape_cast %4 : vector<12xf32> to vector<2x6xf32>
  %6 = vector.shape_cast %3 : vector<6xf32> to vector<6x1xf32>
  %7 = vector.broadcast %6 : vector<6x1xf32> to vector<6x2xf32>
  return %1, %2, %5, %7 : vector<12xf32>, vector<4x3xf32>, vector<2x6xf32>, vector<6x2xf32>
}

// CHECK-LABEL: func.func @transposes(%arg0: vector<4x3xf32>, %arg1: f32) -> (vector<4x3xf32>, vector<3x4xf32>, vector<3x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<3.000000e+00> : vector<3x4xf32>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<3x4xf32>
// CHECK-NEXT: return %arg0, %cst, %0 : vector<4x3xf32>, vector<3x4xf32>, vector<3x4xf32>
// CHECK-NEXT: }
func.func @transposes(%v: vector<4x3xf32>, %f: f32) -> (vector<4x3xf32>, vector<3x4xf32>, vector<3x4xf32>) {
  %0 = vector.transpose %v, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %c = arith.constant dense<3.0> : vector<4x3xf32>
  %2 = vector.transpose %c, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %b = vector.broadcast %f : f32 to vector<4x3xf32>
  %3 = vector.transpose %b, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  return %1, %2, %3 : vector<4x3xf32>, vector<3x4xf32>, vector<3x4xf32>
}

// CHECK-LABEL: func.func @masks(%arg0: memref<16xf32>, %arg1: vector<8xf32>) -> (vector<4x3xi1>, vector<4x3xi1>, vector<8xf32>, vector<8xf32>, vector<4x3xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4x3xi1>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<4x3xi1>
// CHECK-NEXT: %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.load %arg0[%c0] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %arg1, %arg0[%c0] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: return %cst_0, %0, %1, %arg1, %cst : vector<4x3xi1>, vector<4x3xi1>, vector<8xf32>, vector<8xf32>, vector<4x3xi1>
// CHECK-NEXT: }
func.func @masks(%m: memref<16xf32>, %p: vector<8xf32>) -> (vector<4x3xi1>, vector<4x3xi1>, vector<8xf32>, vector<8xf32>, vector<4x3xi1>) {
  %0 = vector.constant_mask [4, 3] : vector<4x3xi1>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %1 = vector.create_mask %c3, %c2 : vector<4x3xi1>
  %t = vector.constant_mask [8] : vector<8xi1>
  %2 = vector.maskedload %m[%c0], %t, %p : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %z = vector.constant_mask [0] : vector<8xi1>
  %3 = vector.maskedload %m[%c0], %z, %p : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%c0], %t, %p : memref<16xf32>, vector<8xi1>, vector<8xf32>
  vector.maskedstore %m[%c0], %z, %p : memref<16xf32>, vector<8xi1>, vector<8xf32>
  %4 = vector.constant_mask [0, 0] : vector<4x3xi1>
  return %0, %1, %2, %3, %4 : vector<4x3xi1>, vector<4x3xi1>, vector<8xf32>, vector<8xf32>, vector<4x3xi1>
}

// CHECK-LABEL: func.func @reductions(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<8xf32>, %arg3: vector<1x8xf32>, %arg4: vector<8xf32>) -> (f32, f32, vector<8xf32>, vector<8xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : f32
// CHECK-NEXT: %3 = vector.shape_cast %arg3 : vector<1x8xf32> to vector<8xf32>
// CHECK-NEXT: %4 = arith.addf %arg4, %3 : vector<8xf32>
// CHECK-NEXT: return %0, %2, %arg2, %4 : f32, f32, vector<8xf32>, vector<8xf32>
// CHECK-NEXT: }
func.func @reductions(%v: vector<1xf32>, %acc: f32, %w: vector<8xf32>, %m: vector<1x8xf32>, %macc: vector<8xf32>) -> (f32, f32, vector<8xf32>, vector<8xf32>) {
  %0 = vector.reduction <add>, %v : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<1xf32> into f32
  %2 = vector.multi_reduction <add>, %w, %macc [] : vector<8xf32> to vector<8xf32>
  %3 = vector.multi_reduction <add>, %m, %macc [0] : vector<1x8xf32> to vector<8xf32>
  return %0, %1, %2, %3 : f32, f32, vector<8xf32>, vector<8xf32>
}

// CHECK-LABEL: func.func @from_elements(%arg0: f32) -> (vector<3xf32>, vector<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<3xf32>
// CHECK-NEXT: return %0, %cst : vector<3xf32>, vector<2xi32>
// CHECK-NEXT: }
func.func @from_elements(%a: f32) -> (vector<3xf32>, vector<2xi32>) {
  %0 = vector.from_elements %a, %a, %a : vector<3xf32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %1 = vector.from_elements %c1, %c2 : vector<2xi32>
  return %0, %1 : vector<3xf32>, vector<2xi32>
}

// CHECK-LABEL: func.func @inserts(%arg0: f32, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %0 = vector.insert %arg1, %cst [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %cst_0, %0 : vector<4xf32>, vector<2x4xf32>
// CHECK-NEXT: }
func.func @inserts(%f: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
  %c = arith.constant dense<0.0> : vector<4xf32>
  %k = arith.constant 1.0 : f32
  %0 = vector.insert %k, %c[1] : f32 into vector<4xf32>
  %d = arith.constant dense<0.0> : vector<2x4xf32>
  %1 = vector.insert %v, %d[0] : vector<4xf32> into vector<2x4xf32>
  return %0, %1 : vector<4xf32>, vector<2x4xf32>
}

// CHECK-LABEL: func.func @bitcasts(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-NEXT: }
func.func @bitcasts(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  %1 = vector.bitcast %0 : vector<8xi16> to vector<4xf32>
  return %1 : vector<4xf32>
}

// CHECK-LABEL: func.func @mask_all_true(%arg0: tensor<?xf32>, %arg1: vector<8xf32>, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = vector.transfer_write %arg1, %arg0[%arg2] : vector<8xf32>, tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @mask_all_true(%t: tensor<?xf32>, %v: vector<8xf32>, %i: index) -> tensor<?xf32> {
  %m = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// CHECK-LABEL: func.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<2xf32>) -> (vector<4xf32>, vector<2xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[1] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0 : vector<4xf32>, vector<2xf32>, f32
// CHECK-NEXT: }
func.func @shuffles(%a: vector<4xf32>, %b: vector<2xf32>) -> (vector<4xf32>, vector<2xf32>, f32) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<2xf32>
  %1 = vector.shuffle %a, %b [4, 5] : vector<4xf32>, vector<2xf32>
  %2 = vector.shuffle %a, %b [5, 1, 4] : vector<4xf32>, vector<2xf32>
  %3 = vector.extract %2[1] : f32 from vector<3xf32>
  return %0, %1, %3 : vector<4xf32>, vector<2xf32>, f32
}

// CHECK-LABEL: func.func @insert_chain(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg1, %arg2, %arg3 : vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @insert_chain(%a: f32, %b: f32, %c: f32, %d: f32, %init: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %a, %init[0] : f32 into vector<4xf32>
  %1 = vector.insert %b, %0[1] : f32 into vector<4xf32>
  %2 = vector.insert %c, %1[2] : f32 into vector<4xf32>
  %3 = vector.insert %d, %2[3] : f32 into vector<4xf32>
  return %3 : vector<4xf32>
}

// CHECK-LABEL: func.func @insert_chain_vectors(%arg0: vector<2xf32>, %arg1: vector<2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0:2 = vector.to_elements %arg0 : vector<2xf32>
// CHECK-NEXT: %1:2 = vector.to_elements %arg1 : vector<2xf32>
// CHECK-NEXT: %2 = vector.from_elements %0#0, %0#1, %1#0, %1#1 : vector<2x2xf32>
// CHECK-NEXT: return %2 : vector<2x2xf32>
// CHECK-NEXT: }
func.func @insert_chain_vectors(%a: vector<2xf32>, %b: vector<2xf32>, %init: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.insert %a, %init[0] : vector<2xf32> into vector<2x2xf32>
  %1 = vector.insert %b, %0[1] : vector<2xf32> into vector<2x2xf32>
  return %1 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @insert_same_pos(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.insert %arg1, %arg2 [2] : f32 into vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @insert_same_pos(%a: f32, %b: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %a, %v[2] : f32 into vector<4xf32>
  %1 = vector.insert %b, %0[2] : f32 into vector<4xf32>
  return %1 : vector<4xf32>
}

// CHECK-LABEL: func.func @insert_broadcast(%arg0: vector<4xf32>, %arg1: vector<1x4xf32>, %arg2: f32) -> (vector<1x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT: %2 = vector.insert %arg2, %1 [1] : f32 into vector<4xf32>
// CHECK-NEXT: return %0, %2 : vector<1x4xf32>, vector<4xf32>
// CHECK-NEXT: }
func.func @insert_broadcast(%v: vector<4xf32>, %d: vector<1x4xf32>, %f: f32) -> (vector<1x4xf32>, vector<4xf32>) {
  %0 = vector.insert %v, %d[0] : vector<4xf32> into vector<1x4xf32>
  %s = vector.broadcast %f : f32 to vector<4xf32>
  %t = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.insert %f, %s[1] : f32 into vector<4xf32>
  return %0, %1 : vector<1x4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @extract_shape_cast(%arg0: vector<2x4xf32>) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: return %0, %1 : f32, vector<4xf32>
// CHECK-NEXT: }
func.func @extract_shape_cast(%v: vector<2x4xf32>) -> (f32, vector<4xf32>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.extract %0[5] : f32 from vector<8xf32>
  %2 = vector.shape_cast %v : vector<2x4xf32> to vector<1x2x4xf32>
  %3 = vector.extract %2[0, 1] : vector<4xf32> from vector<1x2x4xf32>
  return %1, %3 : f32, vector<4xf32>
}

// CHECK-LABEL: func.func @extract_transpose(%arg0: vector<2x3xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @extract_transpose(%v: vector<2x3xf32>, %f: f32) -> f32 {
  %0 = vector.insert %f, %v[1, 2] : f32 into vector<2x3xf32>
  %1 = vector.transpose %0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %2 = vector.extract %1[2, 1] : f32 from vector<3x2xf32>
  return %2 : f32
}

// CHECK-LABEL: func.func @waw(%arg0: tensor<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg2, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @waw(%t: tensor<8xf32>, %a: vector<4xf32>, %b: vector<4xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %a, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %1 = vector.transfer_write %b, %0[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @read_init_write(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @read_init_write(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %r = vector.transfer_read %t[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
  %w = vector.transfer_write %r, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @gathers(%arg0: memref<?xf32>, %arg1: vector<8xi32>, %arg2: vector<8xf32>, %arg3: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.load %arg0[%c0] : memref<?xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %arg3, %arg0[%c0] : memref<?xf32>, vector<8xf32>
// CHECK-NEXT: return %arg2, %0 : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: }
func.func @gathers(%m: memref<?xf32>, %idx: vector<8xi32>, %p: vector<8xf32>, %v: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %f = vector.constant_mask [0] : vector<8xi1>
  %t = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.gather %m[%c0][%idx], %f, %p : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%c0][%idx], %f, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %1 = vector.expandload %m[%c0], %t, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%c0], %f, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  vector.compressstore %m[%c0], %t, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return %0, %1 : vector<8xf32>, vector<8xf32>
}

// CHECK-LABEL: func.func @create_masks(%arg0: index) -> (vector<[4]xi1>, vector<4xi1>, vector<2x[4]xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<true> : vector<2x[4]xi1>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<[4]xi1>, vector<4xi1>, vector<2x[4]xi1>
// CHECK-NEXT: }
func.func @create_masks(%n: index) -> (vector<[4]xi1>, vector<4xi1>, vector<2x[4]xi1>) {
  %vs = vector.vscale
  %c4 = arith.constant 4 : index
  %m = arith.muli %vs, %c4 : index
  %0 = vector.create_mask %m : vector<[4]xi1>
  %cm = arith.constant -1 : index
  %1 = vector.create_mask %cm : vector<4xi1>
  %c2 = arith.constant 2 : index
  %2 = vector.create_mask %c2, %m : vector<2x[4]xi1>
  return %0, %1, %2 : vector<[4]xi1>, vector<4xi1>, vector<2x[4]xi1>
}

// CHECK-LABEL: func.func @mask_ops(%arg0: vector<8xi1>, %arg1: vector<8xi32>, %arg2: vector<8xi32>, %arg3: tensor<?xf32>, %arg4: vector<8xf32>, %arg5: index) -> (vector<8xi32>, vector<8xi32>, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : vector<8xi1>, vector<8xi32>
// CHECK-NEXT: %1 = vector.reduction <add>, %arg1 : vector<8xi32> into i32
// CHECK-NEXT: return %arg1, %0, %1 : vector<8xi32>, vector<8xi32>, i32
// CHECK-NEXT: }
func.func @mask_ops(%m: vector<8xi1>, %a: vector<8xi32>, %p: vector<8xi32>, %t: tensor<?xf32>, %v: vector<8xf32>, %i: index) -> (vector<8xi32>, vector<8xi32>, i32) {
  %0 = vector.mask %m { vector.yield %a : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  %1 = vector.mask %m, %p { vector.yield %a : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  %all = vector.constant_mask [8] : vector<8xi1>
  %2 = vector.mask %all { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return %0, %1, %2 : vector<8xi32>, vector<8xi32>, i32
}

// CHECK-LABEL: func.func @strided(%arg0: vector<4x8xf32>, %arg1: vector<4x8xf32>) -> (vector<4x8xf32>, vector<4x8xf32>) {
// CHECK-NEXT: return %arg0, %arg1 : vector<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: }
func.func @strided(%v: vector<4x8xf32>, %w: vector<4x8xf32>) -> (vector<4x8xf32>, vector<4x8xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 8], strides = [1, 1]} : vector<4x8xf32> to vector<4x8xf32>
  %1 = vector.insert_strided_slice %w, %v {offsets = [0, 0], strides = [1, 1]} : vector<4x8xf32> into vector<4x8xf32>
  return %0, %1 : vector<4x8xf32>, vector<4x8xf32>
}

// CHECK-LABEL: func.func @to_from_elements(%arg0: vector<2xf32>, %arg1: f32, %arg2: f32) -> (vector<2xf32>, f32) {
// CHECK-NEXT: return %arg0, %arg2 : vector<2xf32>, f32
// CHECK-NEXT: }
func.func @to_from_elements(%v: vector<2xf32>, %a: f32, %b: f32) -> (vector<2xf32>, f32) {
  %0:2 = vector.to_elements %v : vector<2xf32>
  %1 = vector.from_elements %0#0, %0#1 : vector<2xf32>
  %2 = vector.from_elements %a, %b : vector<2xf32>
  %3:2 = vector.to_elements %2 : vector<2xf32>
  return %1, %3#1 : vector<2xf32>, f32
}

// CHECK-LABEL: func.func @transpose_broadcast(%arg0: vector<4xf32>, %arg1: vector<1x1xf32>) -> (vector<4x3xf32>, vector<8x1xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<1x1xf32> to vector<8x1xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT: return %2, %0 : vector<4x3xf32>, vector<8x1xf32>
// CHECK-NEXT: }
func.func @transpose_broadcast(%v: vector<4xf32>, %s: vector<1x1xf32>) -> (vector<4x3xf32>, vector<8x1xf32>) {
  %0 = vector.broadcast %s : vector<1x1xf32> to vector<1x8xf32>
  %1 = vector.transpose %0, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %3 = vector.transpose %2, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  return %3, %1 : vector<4x3xf32>, vector<8x1xf32>
}

// CHECK-LABEL: func.func @bitcast_chain(%arg0: vector<4xf32>) -> vector<2xi64> {
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT: return %0 : vector<2xi64>
// CHECK-NEXT: }
func.func @bitcast_chain(%v: vector<4xf32>) -> vector<2xi64> {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  %1 = vector.bitcast %0 : vector<8xi16> to vector<2xi64>
  return %1 : vector<2xi64>
}

// CHECK-LABEL: func.func @reduction_0d(%arg0: vector<f32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[] : f32 from vector<f32>
// CHECK-NEXT: %1 = arith.maxnumf %0, %arg1 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @reduction_0d(%v: vector<f32>, %acc: f32) -> f32 {
  %0 = vector.reduction <maxnumf>, %v, %acc : vector<f32> into f32
  return %0 : f32
}
// CHECK-LABEL: func.func @bcast_map(%arg0: memref<16x16xf32>, %arg1: index) -> (vector<4x8xf32>, vector<4x8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true], permutation_map = #map} : memref<16x16xf32>, vector<4x8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %c0], %cst {in_bounds = [true, true], permutation_map = #map} : memref<16x16xf32>, vector<4x8xf32>
// CHECK-NEXT: return %0, %1 : vector<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: }
func.func @bcast_map(%m: memref<16x16xf32>, %i: index) -> (vector<4x8xf32>, vector<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %cst {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<16x16xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %m[%i, %c0], %cst {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<16x16xf32>, vector<4x8xf32>
  return %0, %1 : vector<4x8xf32>, vector<4x8xf32>
}

// CHECK-LABEL: func.func @masked_read_all_true(%arg0: memref<?xf32>, %arg1: index) -> vector<8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
func.func @masked_read_all_true(%m: memref<?xf32>, %i: index) -> vector<8xf32> {
  %cst = arith.constant 0.0 : f32
  %mask = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.transfer_read %m[%i], %cst, %mask : memref<?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @dyn_extract_bcast(%arg0: f32, %arg1: index, %arg2: vector<1x4xf32>) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg2[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: return %arg0, %0 : f32, vector<4xf32>
// CHECK-NEXT: }
func.func @dyn_extract_bcast(%f: f32, %i: index, %v: vector<1x4xf32>) -> (f32, vector<4xf32>) {
  %0 = vector.broadcast %f : f32 to vector<8xf32>
  %1 = vector.extract %0[%i] : f32 from vector<8xf32>
  %2 = vector.broadcast %v : vector<1x4xf32> to vector<3x4xf32>
  %3 = vector.extract %2[%i] : vector<4xf32> from vector<3x4xf32>
  return %1, %3 : f32, vector<4xf32>
}

// CHECK-LABEL: func.func @extract_mixed_const(%arg0: vector<4x8x2xf32>, %arg1: index) -> vector<2xf32> {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %0 = vector.extract %arg0[%arg1, %c9] : vector<2xf32> from vector<4x8x2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
func.func @extract_mixed_const(%v: vector<4x8x2xf32>, %i: index) -> vector<2xf32> {
  %c9 = arith.constant 9 : index
  %0 = vector.extract %v[%i, %c9] : vector<2xf32> from vector<4x8x2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @transfer_0d(%arg0: tensor<f32>, %arg1: vector<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = vector.transfer_write %arg1, %arg0[] : vector<f32>, tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
// CHECK-NEXT: }
func.func @transfer_0d(%t: tensor<f32>, %v: vector<f32>) -> tensor<f32> {
  %0 = vector.transfer_write %v, %t[] : vector<f32>, tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @write_memref_cast(%arg0: memref<16xf32>, %arg1: vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %arg1, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<16xf32>
// CHECK-NEXT: %0 = vector.load %arg0[%c0] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %0, %arg0[%c0] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_memref_cast(%m: memref<16xf32>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  vector.transfer_write %v, %c[%c0] : vector<4xf32>, memref<?xf32>
  %l = vector.load %c[%c0] : memref<?xf32>, vector<4xf32>
  vector.store %l, %c[%c0] : memref<?xf32>, vector<4xf32>
  return
}

// CHECK-LABEL: func.func @reduce_int(%arg0: vector<1xi32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %1 = arith.maxsi %0, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @reduce_int(%v: vector<1xi32>, %a: i32) -> i32 {
  %0 = vector.reduction <maxsi>, %v, %a : vector<1xi32> into i32
  return %0 : i32
}

// CHECK-LABEL: func.func @insert_dyn_const(%arg0: vector<4xf32>, %arg1: f32) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.insert %arg1, %arg0 [2] : f32 into vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @insert_dyn_const(%v: vector<4xf32>, %f: f32) -> vector<4xf32> {
  %c2 = arith.constant 2 : index
  %0 = vector.insert %f, %v[%c2] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}
