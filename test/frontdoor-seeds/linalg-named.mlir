// linalg's named ops on tensors and memrefs: convolutions, pooling, contractions, relayouts.

func.func @cnn(%img: tensor<1x3x16x16xf32>, %k: tensor<8x3x3x3xf32>) -> tensor<1x8x7x7xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x8x14x14xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x8x14x14xf32>) -> tensor<1x8x14x14xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%img, %k : tensor<1x3x16x16xf32>, tensor<8x3x3x3xf32>) outs(%z : tensor<1x8x14x14xf32>) -> tensor<1x8x14x14xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<1x8x7x7xf32>
  %pf = linalg.fill ins(%ninf : f32) outs(%pe : tensor<1x8x7x7xf32>) -> tensor<1x8x7x7xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%c, %win : tensor<1x8x14x14xf32>, tensor<2x2xf32>) outs(%pf : tensor<1x8x7x7xf32>) -> tensor<1x8x7x7xf32>
  return %p : tensor<1x8x7x7xf32>
}

// -----

func.func @nhwc(%img: tensor<1x10x10x4xi8>, %k: tensor<3x3x4x2xi8>, %dw: tensor<3x3x4xf32>, %x: tensor<1x10x10x4xf32>) -> (tensor<1x8x8x2xi32>, tensor<1x8x8x4xf32>) {
  %c0 = arith.constant 0 : i32
  %zp = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x8x8x2xi32>
  %z = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x8x8x2xi32>) -> tensor<1x8x8x2xi32>
  %c = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %k, %zp, %zp : tensor<1x10x10x4xi8>, tensor<3x3x4x2xi8>, i32, i32) outs(%z : tensor<1x8x8x2xi32>) -> tensor<1x8x8x2xi32>
  %f = arith.constant 0.000000e+00 : f32
  %de = tensor.empty() : tensor<1x8x8x4xf32>
  %dz = linalg.fill ins(%f : f32) outs(%de : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %dw : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%dz : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %c, %d : tensor<1x8x8x2xi32>, tensor<1x8x8x4xf32>
}

// -----

func.func @contractions(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>, %v: memref<8xf32>, %w: memref<4xf32>, %s: memref<f32>, %ba: memref<3x4x8xf32>, %bb: memref<3x8x2xf32>, %bc: memref<3x4x2xf32>, %c2: memref<2x2xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  linalg.matvec ins(%a, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  linalg.vecmat ins(%w, %a : memref<4xf32>, memref<4x8xf32>) outs(%v : memref<8xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.batch_matmul ins(%ba, %bb : memref<3x4x8xf32>, memref<3x8x2xf32>) outs(%bc : memref<3x4x2xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%b, %b : memref<8x2xf32>, memref<8x2xf32>) outs(%c2 : memref<2x2xf32>)
  return
}

// -----

func.func @relayout(%t: tensor<16x32xf32>, %d: tensor<4x8x4x4xf32>) -> (tensor<4x8x4x4xf32>, tensor<16x32xf32>, tensor<32x16xf32>) {
  %e = tensor.empty() : tensor<4x8x4x4xf32>
  %p = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<16x32xf32> -> tensor<4x8x4x4xf32>
  %u = tensor.empty() : tensor<16x32xf32>
  %q = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %u : tensor<4x8x4x4xf32> -> tensor<16x32xf32>
  %te = tensor.empty() : tensor<32x16xf32>
  %tr = linalg.transpose ins(%q : tensor<16x32xf32>) outs(%te : tensor<32x16xf32>) permutation = [1, 0]
  %ex = linalg.exp ins(%tr : tensor<32x16xf32>) outs(%te : tensor<32x16xf32>) -> tensor<32x16xf32>
  %mx = linalg.max ins(%ex, %tr : tensor<32x16xf32>, tensor<32x16xf32>) outs(%te : tensor<32x16xf32>) -> tensor<32x16xf32>
  return %p, %q, %mx : tensor<4x8x4x4xf32>, tensor<16x32xf32>, tensor<32x16xf32>
}
