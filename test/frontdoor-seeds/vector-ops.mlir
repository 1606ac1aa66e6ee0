// vector: transfers on memrefs and tensors, masks, contractions and reductions, shape ops.

func.func @transfers(%m: memref<?x?xf32>, %t: tensor<4x8xf32>, %i: index, %j: index) -> tensor<4x8xf32> {
  %pad = arith.constant 0.000000e+00 : f32
  %v = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  %u = vector.transfer_read %t[%i, %j], %pad : tensor<4x8xf32>, vector<8xf32>
  %b = vector.broadcast %u : vector<8xf32> to vector<4x8xf32>
  %s = arith.addf %v, %b : vector<4x8xf32>
  vector.transfer_write %s, %m[%i, %j] : vector<4x8xf32>, memref<?x?xf32>
  %r = vector.transfer_write %s, %t[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : vector<4x8xf32>, tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

func.func @masks(%m: memref<?xf32>, %n: index, %v: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.000000e+00 : f32
  %mask = vector.create_mask %n : vector<16xi1>
  %cm = vector.constant_mask [8] : vector<16xi1>
  %both = arith.andi %mask, %cm : vector<16xi1>
  %r = vector.mask %both { vector.transfer_read %m[%c0], %pad : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  %l = vector.maskedload %m[%c0], %mask, %v : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%c0], %cm, %l : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %s = arith.addf %r, %l : vector<16xf32>
  return %s : vector<16xf32>
}

// -----

#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @contract(%x: vector<4x8xf32>, %y: vector<8x2xf32>, %acc: vector<4x2xf32>, %acc1: vector<4xf32>) -> (vector<4x2xf32>, f32, vector<2x4xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  %1 = vector.shape_cast %0 : vector<4x2xf32> to vector<8xf32>
  %2 = vector.reduction <maximumf>, %1 : vector<8xf32> into f32
  %3 = vector.transpose %0, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %4 = vector.fma %3, %3, %3 : vector<2x4xf32>
  %5 = vector.multi_reduction <add>, %x, %acc1 [1] : vector<4x8xf32> to vector<4xf32>
  %6 = vector.extract %5[0] : f32 from vector<4xf32>
  %7 = arith.addf %2, %6 : f32
  return %0, %7, %4 : vector<4x2xf32>, f32, vector<2x4xf32>
}

// -----

func.func @shuffles(%a: vector<4xi32>, %b: vector<4xi32>, %s: i32, %k: index) -> (vector<8xi32>, vector<2x4xi32>, i32, vector<[4]xi32>) {
  %0 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xi32>, vector<4xi32>
  %1 = vector.insert %s, %a [2] : i32 into vector<4xi32>
  %2 = vector.from_elements %s, %s, %s, %s : vector<4xi32>
  %3 = vector.interleave %1, %2 : vector<4xi32> -> vector<8xi32>
  %4 = vector.extract_strided_slice %3 {offsets = [2], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
  %5 = vector.broadcast %4 : vector<4xi32> to vector<2x4xi32>
  %6 = vector.extract %0[%k] : i32 from vector<8xi32>
  %7 = vector.broadcast %s : i32 to vector<[4]xi32>
  %8 = vector.step : vector<[4]xindex>
  %i8 = arith.index_cast %8 : vector<[4]xindex> to vector<[4]xi32>
  %9 = arith.addi %7, %i8 : vector<[4]xi32>
  return %0, %5, %6, %9 : vector<8xi32>, vector<2x4xi32>, i32, vector<[4]xi32>
}
