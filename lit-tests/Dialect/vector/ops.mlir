// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #map3 = affine_map<(d0) -> (d0)>
// CHECK-DAG: #map4 = affine_map<(d0) -> ()>
// CHECK-DAG: #map5 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #map6 = affine_map<(d0, d1) -> (0)>
// CHECK-DAG: #map7 = affine_map<() -> (0)>

#matmat = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}

// CHECK-LABEL: func.func @contract(%arg0: vector<4x3xf32>, %arg1: vector<3x7xf32>, %arg2: vector<4x7xf32>, %arg3: vector<10xf32>, %arg4: vector<10xf32>, %arg5: f32, %arg6: vector<4x3xi1>, %arg7: vector<3x7xi1>) -> (vector<4x7xf32>, f32) {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg3, %arg4, %arg5 : vector<10xf32>, vector<10xf32> into f32
// CHECK-NEXT: %2 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %0 {foo = 1 : i64} : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
// CHECK-NEXT: return %2, %1 : vector<4x7xf32>, f32
// CHECK-NEXT: }
func.func @contract(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>, %x: vector<10xf32>, %y: vector<10xf32>, %s: f32, %m1: vector<4x3xi1>, %m2: vector<3x7xi1>) -> (vector<4x7xf32>, f32) {
  %0 = vector.contract #matmat %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %x, %y, %s : vector<10xf32>, vector<10xf32> into f32
  %2 = vector.contract #matmat %a, %b, %0 {foo = 1} : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return %2, %1 : vector<4x7xf32>, f32
}

// CHECK-LABEL: func.func @reductions(%arg0: vector<16xf32>, %arg1: f32, %arg2: vector<4xi32>, %arg3: vector<4x8x16xf32>, %arg4: vector<4x16xf32>, %arg5: vector<f32>) -> f32 {
// CHECK-NEXT: %0 = vector.reduction <add>, %arg0 : vector<16xf32> into f32
// CHECK-NEXT: %1 = vector.reduction <mul>, %arg0, %arg1 : vector<16xf32> into f32
// CHECK-NEXT: %2 = vector.reduction <xor>, %arg2 : vector<4xi32> into i32
// CHECK-NEXT: %3 = vector.reduction <maximumf>, %arg0, %arg1 fastmath<nnan,ninf> : vector<16xf32> into f32
// CHECK-NEXT: %4 = vector.multi_reduction <add>, %arg3, %arg4 [1] : vector<4x8x16xf32> to vector<4x16xf32>
// CHECK-NEXT: %5 = vector.multi_reduction <minnumf>, %arg3, %arg1 [0, 1, 2] : vector<4x8x16xf32> to f32
// CHECK-NEXT: %6 = vector.reduction <add>, %arg5 : vector<f32> into f32
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
func.func @reductions(%v: vector<16xf32>, %acc: f32, %i: vector<4xi32>, %m: vector<4x8x16xf32>, %macc: vector<4x16xf32>, %z: vector<f32>) -> f32 {
  %0 = vector.reduction <add>, %v : vector<16xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<16xf32> into f32
  %2 = vector.reduction <xor>, %i : vector<4xi32> into i32
  %3 = vector.reduction <maximumf>, %v, %acc fastmath<nnan,ninf> : vector<16xf32> into f32
  %4 = vector.multi_reduction <add>, %m, %macc [1] : vector<4x8x16xf32> to vector<4x16xf32>
  %5 = vector.multi_reduction <minnumf>, %m, %acc [0, 1, 2] : vector<4x8x16xf32> to f32
  %6 = vector.reduction <add>, %z : vector<f32> into f32
  return %3 : f32
}

// CHECK-LABEL: func.func @broadcast_shuffle(%arg0: f32, %arg1: vector<16xf32>, %arg2: vector<2xf32>, %arg3: vector<2xf32>, %arg4: vector<2x16xf32>, %arg5: vector<1x16xf32>, %arg6: vector<f32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<16xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<16xf32> to vector<4x16xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT: %3 = vector.broadcast %arg0 : f32 to vector<[4]xf32>
// CHECK-NEXT: %4 = vector.shuffle %arg2, %arg3 [0, 3] : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %5 = vector.shuffle %arg4, %arg5 [0, 1, 2] : vector<2x16xf32>, vector<1x16xf32>
// CHECK-NEXT: %6 = vector.shuffle %arg6, %arg6 [0, 1] : vector<f32>, vector<f32>
// CHECK-NEXT: %7 = vector.shuffle %arg2, %arg3 [3, -1, 1, 0] : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @broadcast_shuffle(%f: f32, %v: vector<16xf32>, %a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2x16xf32>, %d: vector<1x16xf32>, %z: vector<f32>) {
  %0 = vector.broadcast %f : f32 to vector<16xf32>
  %1 = vector.broadcast %v : vector<16xf32> to vector<4x16xf32>
  %2 = vector.broadcast %f : f32 to vector<f32>
  %3 = vector.broadcast %f : f32 to vector<[4]xf32>
  %4 = vector.shuffle %a, %b [0, 3] : vector<2xf32>, vector<2xf32>
  %5 = vector.shuffle %c, %d [0, 1, 2] : vector<2x16xf32>, vector<1x16xf32>
  %6 = vector.shuffle %z, %z [0, 1] : vector<f32>, vector<f32>
  %7 = vector.shuffle %a, %b [3, -1, 1, 0] : vector<2xf32>, vector<2xf32>
  return
}

// CHECK-LABEL: func.func @interleave(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<f16>, %arg3: vector<[4]xi32>, %arg4: vector<2x[8]xf64>) {
// CHECK-NEXT: %0 = vector.interleave %arg0, %arg1 : vector<2xi32> -> vector<4xi32>
// CHECK-NEXT: %1 = vector.interleave %arg2, %arg2 : vector<f16> -> vector<2xf16>
// CHECK-NEXT: %2 = vector.interleave %arg3, %arg3 : vector<[4]xi32> -> vector<[8]xi32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg4 : vector<2x[8]xf64> -> vector<2x[4]xf64>
// CHECK-NEXT: %res1_0, %res2_1 = vector.deinterleave %0 : vector<4xi32> -> vector<2xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @interleave(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<f16>, %d: vector<[4]xi32>, %e: vector<2x[8]xf64>) {
  %0 = vector.interleave %a, %b : vector<2xi32> -> vector<4xi32>
  %1 = vector.interleave %c, %c : vector<f16> -> vector<2xf16>
  %2 = vector.interleave %d, %d : vector<[4]xi32> -> vector<[8]xi32>
  %3, %4 = vector.deinterleave %e : vector<2x[8]xf64> -> vector<2x[4]xf64>
  %5:2 = vector.deinterleave %0 : vector<4xi32> -> vector<2xi32>
  return
}

// CHECK-LABEL: func.func @extract_insert(%arg0: vector<4x8x16xf32>, %arg1: index, %arg2: index, %arg3: vector<f32>, %arg4: f32, %arg5: vector<16xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[3] : vector<8x16xf32> from vector<4x8x16xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2, 1, 3] : f32 from vector<4x8x16xf32>
// CHECK-NEXT: %2 = vector.extract %arg3[] : f32 from vector<f32>
// CHECK-NEXT: %3 = vector.extract %arg0[%arg1, %arg2, 2] : f32 from vector<4x8x16xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[2, %arg2] : vector<16xf32> from vector<4x8x16xf32>
// CHECK-NEXT: %5 = vector.extract %arg0[-1, %arg1] : vector<16xf32> from vector<4x8x16xf32>
// CHECK-NEXT: %6 = vector.insert %0, %arg0 [3] : vector<8x16xf32> into vector<4x8x16xf32>
// CHECK-NEXT: %7 = vector.insert %arg4, %arg0 [2, 1, 3] : f32 into vector<4x8x16xf32>
// CHECK-NEXT: %8 = vector.insert %arg4, %arg3 [] : f32 into vector<f32>
// CHECK-NEXT: %9 = vector.insert %arg5, %arg0 [%arg1, %arg2] : vector<16xf32> into vector<4x8x16xf32>
// CHECK-NEXT: %10 = vector.insert %arg4, %arg0 [%arg1, 0, -1] : f32 into vector<4x8x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extract_insert(%v: vector<4x8x16xf32>, %i: index, %j: index, %z: vector<f32>, %f: f32, %w: vector<16xf32>) {
  %0 = vector.extract %v[3] : vector<8x16xf32> from vector<4x8x16xf32>
  %1 = vector.extract %v[2, 1, 3] : f32 from vector<4x8x16xf32>
  %2 = vector.extract %z[] : f32 from vector<f32>
  %3 = vector.extract %v[%i, %j, 2] : f32 from vector<4x8x16xf32>
  %4 = vector.extract %v[2, %j] : vector<16xf32> from vector<4x8x16xf32>
  %5 = vector.extract %v[-1, %i] : vector<16xf32> from vector<4x8x16xf32>
  %6 = vector.insert %0, %v[3] : vector<8x16xf32> into vector<4x8x16xf32>
  %7 = vector.insert %f, %v[2, 1, 3] : f32 into vector<4x8x16xf32>
  %8 = vector.insert %f, %z[] : f32 into vector<f32>
  %9 = vector.insert %w, %v[%i, %j] : vector<16xf32> into vector<4x8x16xf32>
  %10 = vector.insert %f, %v[%i, 0, -1] : f32 into vector<4x8x16xf32>
  return
}

// CHECK-LABEL: func.func @fma_elements(%arg0: vector<8x16xf32>, %arg1: f32, %arg2: f32, %arg3: vector<2x3xf32>) {
// CHECK-NEXT: %0 = vector.fma %arg0, %arg0, %arg0 : vector<8x16xf32>
// CHECK-NEXT: %1 = vector.from_elements %arg1, %arg2 : vector<2xf32>
// CHECK-NEXT: %2 = vector.from_elements %arg1 : vector<f32>
// CHECK-NEXT: %3:6 = vector.to_elements %arg3 : vector<2x3xf32>
// CHECK-NEXT: %4 = vector.to_elements %2 : vector<f32>
// CHECK-NEXT: %5 = vector.from_elements %3#0, %3#1, %3#2, %3#3, %3#4, %3#5 : vector<3x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fma_elements(%a: vector<8x16xf32>, %f: f32, %g: f32, %v: vector<2x3xf32>) {
  %0 = vector.fma %a, %a, %a : vector<8x16xf32>
  %1 = vector.from_elements %f, %g : vector<2xf32>
  %2 = vector.from_elements %f : vector<f32>
  %3:6 = vector.to_elements %v : vector<2x3xf32>
  %4 = vector.to_elements %2 : vector<f32>
  %5 = vector.from_elements %3#0, %3#1, %3#2, %3#3, %3#4, %3#5 : vector<3x2xf32>
  return
}

// CHECK-LABEL: func.func @scalable(%arg0: vector<4xf32>, %arg1: vector<[16]xf32>, %arg2: vector<[4]xf32>) {
// CHECK-NEXT: %0 = vector.scalable.insert %arg0, %arg1[8] : vector<4xf32> into vector<[16]xf32>
// CHECK-NEXT: %1 = vector.scalable.insert %arg2, %arg1[0] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %2 = vector.scalable.extract %arg1[8] : vector<4xf32> from vector<[16]xf32>
// CHECK-NEXT: %3 = vector.scalable.extract %arg1[4] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %4 = vector.step : vector<[4]xindex>
// CHECK-NEXT: %5 = vector.step : vector<4xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @scalable(%a: vector<4xf32>, %b: vector<[16]xf32>, %c: vector<[4]xf32>) {
  %0 = vector.scalable.insert %a, %b[8] : vector<4xf32> into vector<[16]xf32>
  %1 = vector.scalable.insert %c, %b[0] : vector<[4]xf32> into vector<[16]xf32>
  %2 = vector.scalable.extract %b[8] : vector<4xf32> from vector<[16]xf32>
  %3 = vector.scalable.extract %b[4] : vector<[4]xf32> from vector<[16]xf32>
  %4 = vector.vscale
  %5 = vector.step : vector<[4]xindex>
  %6 = vector.step : vector<4xindex>
  return
}

// CHECK-LABEL: func.func @strided(%arg0: vector<2x4xf32>, %arg1: vector<16x4x8xf32>, %arg2: vector<4x8x16xf32>) {
// CHECK-NEXT: %0 = vector.insert_strided_slice %arg0, %arg1 {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<16x4x8xf32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg2 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @strided(%a: vector<2x4xf32>, %b: vector<16x4x8xf32>, %c: vector<4x8x16xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<16x4x8xf32>
  %1 = vector.extract_strided_slice %c {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
  return
}

// CHECK-LABEL: func.func @outer(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>, %arg3: f32, %arg4: vector<4xi32>, %arg5: vector<8xi32>) {
// CHECK-NEXT: %0 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %2 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %3 = vector.outerproduct %arg0, %arg3 : vector<4xf32>, f32
// CHECK-NEXT: %4 = vector.outerproduct %arg4, %arg5 : vector<4xi32>, vector<8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @outer(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<4xi32>, %j: vector<8xi32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %f : vector<4xf32>, f32
  %4 = vector.outerproduct %i, %j {kind = #vector.kind<xor>} : vector<4xi32>, vector<8xi32>
  return
}

// CHECK-LABEL: func.func @transfers(%arg0: memref<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: f32, %arg4: vector<4x8xf32>, %arg5: vector<4x8xi1>, %arg6: tensor<f32>, %arg7: memref<?x?xvector<4x3xf32>>, %arg8: vector<4x3xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map5} : memref<?x?xf32>, vector<8x4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map6} : memref<?x?xf32>, vector<128xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg1[%arg2, %arg2], %arg3, %arg5 : tensor<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg6[], %arg3 : tensor<f32>, vector<f32>
// CHECK-NEXT: %6 = vector.transfer_read %arg7[%arg2, %arg2], %arg8 : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
// CHECK-NEXT: vector.transfer_write %arg4, %arg0[%arg2, %arg2] : vector<4x8xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg4, %arg0[%arg2, %arg2], %arg5 {in_bounds = [true, true]} : vector<4x8xf32>, memref<?x?xf32>
// CHECK-NEXT: %7 = vector.transfer_write %arg4, %arg1[%arg2, %arg2] : vector<4x8xf32>, tensor<?x?xf32>
// CHECK-NEXT: %8 = vector.transfer_write %2, %arg1[%arg2, %arg2] {permutation_map = #map5} : vector<8x4xf32>, tensor<?x?xf32>
// CHECK-NEXT: %9 = vector.transfer_read %arg6[], %arg3 {permutation_map = #map7} : tensor<f32>, vector<1xf32>
// CHECK-NEXT: return %8 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @transfers(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4x8xf32>, %mask: vector<4x8xi1>, %z: tensor<f32>, %vm: memref<?x?xvector<4x3xf32>>, %vf: vector<4x3xf32>) -> tensor<?x?xf32> {
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  %2 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<128xf32>
  %4 = vector.transfer_read %t[%i, %i], %f, %mask : tensor<?x?xf32>, vector<4x8xf32>
  %5 = vector.transfer_read %z[], %f : tensor<f32>, vector<f32>
  %6 = vector.transfer_read %vm[%i, %i], %vf : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true, true]} : vector<4x8xf32>, memref<?x?xf32>
  %7 = vector.transfer_write %v, %t[%i, %i] : vector<4x8xf32>, tensor<?x?xf32>
  %8 = vector.transfer_write %2, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, tensor<?x?xf32>
  %9 = vector.transfer_read %z[], %f {permutation_map = affine_map<()->(0)>} : tensor<f32>, vector<1xf32>
  return %8 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: memref<200x100xvector<8xf32>>, %arg3: memref<?xf32>, %arg4: vector<8xi1>, %arg5: vector<8xf32>, %arg6: vector<8xi32>, %arg7: tensor<?xf32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1, %arg1] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1, %arg1] {alignment = 16 : i64, nontemporal = true} : memref<100x100xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = vector.load %arg2[%arg1, %arg1] : memref<200x100xvector<8xf32>>, vector<8xf32>
// CHECK-NEXT: %3 = vector.load %arg0[%arg1, %arg1] : memref<100x100xf32>, vector<f32>
// CHECK-NEXT: vector.store %0, %arg0[%arg1, %arg1] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %1, %arg0[%arg1, %arg1] : memref<100x100xf32>, vector<4x8xf32>
// CHECK-NEXT: %4 = vector.maskedload %arg3[%arg1], %arg4, %arg5 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg3[%arg1], %arg4, %4 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %5 = vector.gather %arg3[%arg1] [%arg6], %arg4, %arg5 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %6 = vector.gather %arg7[%arg1] [%arg6], %arg4, %arg5 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.scatter %arg3[%arg1] [%arg6], %arg4, %5 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %7 = vector.scatter %arg7[%arg1] [%arg6], %arg4, %5 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
// CHECK-NEXT: %8 = vector.expandload %arg3[%arg1], %arg4, %arg5 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.compressstore %arg3[%arg1], %arg4, %8 {alignment = 4 : i64} : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @load_store(%m: memref<100x100xf32>, %i: index, %vm: memref<200x100xvector<8xf32>>, %dm: memref<?xf32>, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>, %t: tensor<?xf32>) {
  %0 = vector.load %m[%i, %i] : memref<100x100xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true, alignment = 16 : i64} : memref<100x100xf32>, vector<4x8xf32>
  %2 = vector.load %vm[%i, %i] : memref<200x100xvector<8xf32>>, vector<8xf32>
  %3 = vector.load %m[%i, %i] : memref<100x100xf32>, vector<f32>
  vector.store %0, %m[%i, %i] : memref<100x100xf32>, vector<8xf32>
  vector.store %1, %m[%i, %i] {nontemporal = false} : memref<100x100xf32>, vector<4x8xf32>
  %4 = vector.maskedload %dm[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %dm[%i], %mask, %4 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  %5 = vector.gather %dm[%i][%idx], %mask, %pt : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %6 = vector.gather %t[%i][%idx], %mask, %pt : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %dm[%i][%idx], %mask, %5 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %7 = vector.scatter %t[%i][%idx], %mask, %5 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
  %8 = vector.expandload %dm[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %dm[%i], %mask, %8 {alignment = 4 : i64} : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// CHECK-LABEL: func.func @casts(%arg0: vector<4x3xf32>, %arg1: vector<[2]x3x[4]xi8>, %arg2: vector<5x1x4x3xf32>, %arg3: vector<f32>, %arg4: memref<5x4x3xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4x3xf32> to vector<3x2x2xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg1 : vector<[2]x3x[4]xi8> to vector<3x[1]x[8]xi8>
// CHECK-NEXT: %2 = vector.bitcast %arg2 : vector<5x1x4x3xf32> to vector<5x1x4x6xi16>
// CHECK-NEXT: %3 = vector.bitcast %arg3 : vector<f32> to vector<i32>
// CHECK-NEXT: %4 = vector.type_cast %arg4 : memref<5x4x3xf32> to memref<vector<5x4x3xf32>>
// CHECK-NEXT: %5 = vector.transpose %arg0, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%a: vector<4x3xf32>, %b: vector<[2]x3x[4]xi8>, %c: vector<5x1x4x3xf32>, %z: vector<f32>, %m: memref<5x4x3xf32>) {
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<3x2x2xf32>
  %1 = vector.shape_cast %b : vector<[2]x3x[4]xi8> to vector<3x[1]x[8]xi8>
  %2 = vector.bitcast %c : vector<5x1x4x3xf32> to vector<5x1x4x6xi16>
  %3 = vector.bitcast %z : vector<f32> to vector<i32>
  %4 = vector.type_cast %m : memref<5x4x3xf32> to memref<vector<5x4x3xf32>>
  %5 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  return
}

// CHECK-LABEL: func.func @masks(%arg0: index, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xi32>, %arg4: vector<8xi32>, %arg5: tensor<?xf32>, %arg6: vector<8xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.constant_mask [0] : vector<[8]xi1>
// CHECK-NEXT: %2 = vector.create_mask %arg0, %arg1 : vector<4x3xi1>
// CHECK-NEXT: %3 = vector.create_mask %arg0 : vector<i1>
// CHECK-NEXT: %4 = vector.mask %arg2 { vector.reduction <add>, %arg3 : vector<8xi32> into i32 } : vector<8xi1> -> i32
// CHECK-NEXT: %5 = vector.mask %arg2 { vector.transfer_write %arg6, %arg5[%arg0] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
// CHECK-NEXT: vector.mask %arg2 { vector.yield } : vector<8xi1>
// CHECK-NEXT: %6 = vector.mask %arg2 { vector.yield %arg3 : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
// CHECK-NEXT: return %5 : tensor<?xf32>
// CHECK-NEXT: }
func.func @masks(%i: index, %j: index, %m: vector<8xi1>, %a: vector<8xi32>, %p: vector<8xi32>, %t: tensor<?xf32>, %v: vector<8xf32>) -> tensor<?xf32> {
  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.constant_mask [0] : vector<[8]xi1>
  %2 = vector.create_mask %i, %j : vector<4x3xi1>
  %3 = vector.create_mask %i : vector<i1>
  %4 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %6 = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
  vector.mask %m { vector.yield } : vector<8xi1>
  %7 = vector.mask %m { vector.yield %a : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  return %6 : tensor<?xf32>
}

// CHECK-LABEL: func.func @misc(%arg0: vector<4xf32>, %arg1: f32, %arg2: index, %arg3: vector<4x8x16x32xf32>, %arg4: vector<4x16x32xf32>) {
// CHECK-NEXT: vector.print %arg0 : vector<4xf32>
// CHECK-NEXT: vector.print %arg1 : f32 punctuation <comma>
// CHECK-NEXT: vector.print
// CHECK-NEXT: vector.print str "Hello, World!"
// CHECK-NEXT: vector.print %arg2 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg3, %arg4 {inclusive = false, reduction_dim = 1 : i64} : vector<4x8x16x32xf32>, vector<4x16x32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @misc(%v: vector<4xf32>, %s: f32, %i: index, %src: vector<4x8x16x32xf32>, %acc: vector<4x16x32xf32>) {
  vector.print %v : vector<4xf32>
  vector.print %s : f32 punctuation <comma>
  vector.print punctuation <newline>
  vector.print str "Hello, World!"
  vector.print %i : index
  vector.print punctuation <open>
  %0:2 = vector.scan <add>, %src, %acc {inclusive = false, reduction_dim = 1 : i64} : vector<4x8x16x32xf32>, vector<4x16x32xf32>
  return
}
