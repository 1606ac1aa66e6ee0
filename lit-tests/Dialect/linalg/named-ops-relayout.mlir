// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// linalg.softmax, the Winograd transforms, linalg.pack and linalg.unpack.

// CHECK-LABEL: func.func @softmax(
// CHECK: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK: linalg.softmax {my.tag} dimension(0) ins(%arg2 : memref<?x16xf32>) outs(%arg3 : memref<4x?xf32>)
func.func @softmax(%x: tensor<2x16x32xf32>, %y: tensor<2x16x32xf32>, %m: memref<?x16xf32>, %n: memref<4x?xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%y : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  linalg.softmax {my.tag} dimension(0) ins(%m : memref<?x16xf32>) outs(%n : memref<4x?xf32>)
  return %0 : tensor<2x16x32xf32>
}

// CHECK-LABEL: func.func @winograd(
// CHECK: %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK: %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg2 : tensor<2x10x10x5xf32>) outs(%arg3 : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
// CHECK: %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg4 : tensor<6x6x2x2x2x2xf32>) outs(%arg5 : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
// CHECK: %3 = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg6 : tensor<2x3x1x5xf32>) outs(%arg7 : tensor<4x1x5x2xf32>) -> tensor<4x1x5x2xf32>
// CHECK: %4 = linalg.winograd_input_transform fmr(F_2_5) ins(%arg8 : tensor<2x?x6x5xf32>) outs(%arg9 : tensor<6x6x?x1x2x5xf32>) -> tensor<6x6x?x1x2x5xf32>
func.func @winograd(%f: tensor<2x3x3x5xf32>, %ft: tensor<6x6x5x2xf32>,
                    %i: tensor<2x10x10x5xf32>, %it: tensor<6x6x2x2x2x5xf32>,
                    %o: tensor<6x6x2x2x2x2xf32>, %ot: tensor<2x8x8x2xf32>,
                    %f1: tensor<2x3x1x5xf32>, %ft1: tensor<4x1x5x2xf32>,
                    %i2: tensor<2x?x6x5xf32>, %it2: tensor<6x6x?x1x2x5xf32>)
    -> (tensor<6x6x5x2xf32>, tensor<6x6x2x2x2x5xf32>, tensor<2x8x8x2xf32>, tensor<4x1x5x2xf32>, tensor<6x6x?x1x2x5xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%ft : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x10x10x5xf32>) outs(%it : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
  %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%o : tensor<6x6x2x2x2x2xf32>) outs(%ot : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  %3 = linalg.winograd_filter_transform fmr("F_2_3") ins(%f1 : tensor<2x3x1x5xf32>) outs(%ft1 : tensor<4x1x5x2xf32>) -> tensor<4x1x5x2xf32>
  %4 = linalg.winograd_input_transform fmr(F_2_5) ins(%i2 : tensor<2x?x6x5xf32>) outs(%it2 : tensor<6x6x?x1x2x5xf32>) -> tensor<6x6x?x1x2x5xf32>
  return %0, %1, %2, %3, %4 : tensor<6x6x5x2xf32>, tensor<6x6x2x2x2x5xf32>, tensor<2x8x8x2xf32>, tensor<4x1x5x2xf32>, tensor<6x6x?x1x2x5xf32>
}

// CHECK-LABEL: func.func @pack_unpack(
// CHECK: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
// CHECK: %pack_0 = linalg.pack %arg0 padding_value(%arg4 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [%arg5] into %arg2 {my.tag} : tensor<128x256xf32> -> tensor<?x128x?xf32>
// CHECK: %unpack = linalg.unpack %pack outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg0 : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
// CHECK: %unpack_1 = linalg.unpack %pack_0 outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [%arg5] into %arg3 : tensor<?x128x?xf32> -> tensor<128x256xf32>
func.func @pack_unpack(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>, %d2: tensor<?x128x?xf32>,
                       %u: tensor<128x256xf32>, %pad: f32, %t: index) -> (tensor<128x256xf32>, tensor<128x256xf32>) {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %1 = linalg.pack %s padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [%t] into %d2 {my.tag}
    : tensor<128x256xf32> -> tensor<?x128x?xf32>
  %2 = linalg.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %s : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %3 = linalg.unpack %1 outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [%t] into %u : tensor<?x128x?xf32> -> tensor<128x256xf32>
  return %2, %3 : tensor<128x256xf32>, tensor<128x256xf32>
}

// An empty outer_dims_perm is its default: not printed.
// CHECK-LABEL: func.func @pack_default_perm(
// CHECK: %pack = linalg.pack %arg0 inner_dims_pos = [0] inner_tiles = [4] into %arg1 : tensor<8xf32> -> tensor<2x4xf32>
func.func @pack_default_perm(%s: tensor<8xf32>, %d: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.pack %s outer_dims_perm = [] inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<8xf32> -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
