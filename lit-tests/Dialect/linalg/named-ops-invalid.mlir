// COMPARE: mlir-opt-22
// RUN: jopt %s --split-input-file --verify-diagnostics

// The verifiers and parsers of the named-op table's rows and of softmax, the Winograd
// transforms, pack and unpack.

func.func @strides_shape(%i: memref<1x8x8x3xf32>, %k: memref<3x3x3x4xf32>, %o: memref<1x6x6x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<[1, 2, 3]> : tensor<3xi64>} ins(%i, %k : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}

// -----

func.func @dilations_kind(%i: memref<1x8x8x3xf32>, %k: memref<3x3x3x4xf32>, %o: memref<1x6x6x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf {dilations = [1, 1]} ins(%i, %k : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}

// -----

func.func @zero_stride(%i: memref<1x8x8x3xf32>, %k: memref<3x3x3x4xf32>, %o: memref<1x6x6x4xf32>) {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<0> : tensor<2xi64>} ins(%i, %k : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}

// -----

func.func @conv_operands(%i: tensor<1x8x8x3xf32>, %o: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{expected op with 2 inputs and 1 output}}
  %r = "linalg.conv_2d_nhwc_hwcf"(%i, %o) ({
    ^bb0(%x: f32, %z: f32):
      linalg.yield %x : f32
  }) {operandSegmentSizes = array<i32: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %r : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_region_args(%i: memref<1x8x8x3xf32>, %k: memref<3x3x3x4xf32>, %o: memref<1x6x6x4xf32>) {
  // The error is at the token after the op, where the region would start.
  // expected-error @+2 {{custom op 'linalg.conv_2d_nhwc_hwcf' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 4}}
  linalg.conv_2d_nhwc_hwcf ins(%i, %k, %k : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}

// -----

func.func @conv_shapes(%i: memref<1x8x8x3xf32>, %k: memref<3x3x3x4xf32>, %o: memref<1x7x6x4xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 8}}
  linalg.conv_2d_nhwc_hwcf ins(%i, %k : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x7x6x4xf32>)
  return
}

// -----

func.func @unsigned_max_on_floats(%i: memref<1x4x4x3xf32>, %k: memref<2x2xf32>, %o: memref<1x3x3x3xf32>) {
  // expected-error @+1 {{custom op 'linalg.pooling_nhwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  linalg.pooling_nhwc_max_unsigned ins(%i, %k : memref<1x4x4x3xf32>, memref<2x2xf32>) outs(%o : memref<1x3x3x3xf32>)
  return
}

// -----

func.func @unsigned_min_on_bools(%i: memref<1x4x3xi1>, %k: memref<2xi1>, %o: memref<1x3x3xi1>) {
  // expected-error @+1 {{custom op 'linalg.pooling_nwc_min_unsigned' unsupported operation: unsigned min not on uint}}
  linalg.pooling_nwc_min_unsigned ins(%i, %k : memref<1x4x3xi1>, memref<2xi1>) outs(%o : memref<1x3x3xi1>)
  return
}

// -----

func.func @matvec_body(%a: tensor<8x8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expected add/mul op in the body}}
  %r = "linalg.matvec"(%a, %b, %c) ({
    ^bb0(%x: f32, %y: f32, %z: f32):
      linalg.yield %x : f32
  }) {operandSegmentSizes = array<i32: 2, 1>} : (tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @dot_maps(%a: memref<4xf32>, %c: memref<f32>) {
  // expected-error @+1 {{'linalg.dot' op expected the number of indexing_map (3) to be equal to the number of input/output operands (2)}}
  "linalg.dot"(%a, %c) ({
    ^bb0(%x: f32, %z: f32):
      linalg.yield %x : f32
  }) {operandSegmentSizes = array<i32: 1, 1>} : (memref<4xf32>, memref<f32>) -> ()
  return
}

// -----

func.func @fill_rng_rank(%min: f64, %max: f64, %seed: i32, %o: memref<4xf32>) {
  // expected-error @+1 {{'linalg.fill_rng_2d' op expected operand #3 rank (1) to match the result rank of indexing_map (2)}}
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : memref<4xf32>)
  return
}

// -----

func.func @batch_matmul_map_list(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @+1 {{custom op 'linalg.batch_matmul' expected affine map attribute}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, 42]
    ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_reduce_output_rank(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op expects 2 dims, but got (3).}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_reduce_output_dims(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<5x3xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op Invalid output map result dimension.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                              affine_map<(d0, d1, d2, d3) -> (d2, d1)>]
    ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<5x3xf32>)
  return
}

// -----

func.func @batch_reduce_broadcast(%a: memref<3xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op Invalid broadcast requested.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                              affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
    ins(%a, %b : memref<3xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @contract_without_maps(%a: memref<3x4xf32>, %b: memref<4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  linalg.contract ins(%a, %b : memref<3x4xf32>, memref<4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @contract_permutation(%a: memref<3x4xf32>, %b: memref<4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{provided affine_map is not a projected permutation}}
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m + k, k)>, affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>]
    ins(%a, %b : memref<3x4xf32>, memref<4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @contract_ranks(%a: memref<3x4xf32>, %b: memref<4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{ranks of shaped operand and results of corresponding affine_map differ}}
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m)>, affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>]
    ins(%a, %b : memref<3x4xf32>, memref<4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @contract_spaces(%a: memref<3x4xf32>, %b: memref<4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{iteration spaces of provided affine_maps differ}}
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k, l) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>]
    ins(%a, %b : memref<3x4xf32>, memref<4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @contract_unused_dim(%a: memref<3x4xf32>, %b: memref<4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{iteration space dim at index 3 not used to access any operand}}
  linalg.contract indexing_maps = [affine_map<(m, n, k, l) -> (m, k)>, affine_map<(m, n, k, l) -> (k, n)>,
                                   affine_map<(m, n, k, l) -> (m, n)>]
    ins(%a, %b : memref<3x4xf32>, memref<4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @contract_one_input_dim(%a: memref<3x4xf32>, %b: memref<4xf32>, %c: memref<3xf32>) {
  // expected-error @+1 {{iteration space dim at index 1 is neither a contracting dim nor of parallel iteration type}}
  linalg.contract indexing_maps = [affine_map<(m, k, l) -> (m, l)>, affine_map<(m, k, l) -> (k)>,
                                   affine_map<(m, k, l) -> (m)>]
    ins(%a, %b : memref<3x4xf32>, memref<4xf32>) outs(%c : memref<3xf32>)
  return
}

// -----

func.func @contract_no_contraction(%a: memref<3xf32>, %b: memref<5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'indexing_maps' do not specify a contracting dimension}}
  linalg.contract indexing_maps = [affine_map<(m, n) -> (m)>, affine_map<(m, n) -> (n)>,
                                   affine_map<(m, n) -> (m, n)>]
    ins(%a, %b : memref<3xf32>, memref<5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @elementwise_args(%a: memref<4xf32>, %o: memref<4xf32>) {
  // expected-error @+3 {{custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  // expected-error @+2 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

func.func @softmax_shape(%s: tensor<2x16x32xf32>, %d: tensor<2x16x31xf32>) -> tensor<2x16x31xf32> {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %1 = linalg.softmax dimension(2) ins(%s : tensor<2x16x32xf32>) outs(%d : tensor<2x16x31xf32>) -> tensor<2x16x31xf32>
  return %1 : tensor<2x16x31xf32>
}

// -----

func.func @softmax_dimension(%s: tensor<2x16x32xf32>, %d: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %1 = linalg.softmax dimension(3) ins(%s : tensor<2x16x32xf32>) outs(%d : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %1 : tensor<2x16x32xf32>
}

// -----

func.func @softmax_element(%s: tensor<2x16x32xf32>, %d: tensor<2x16x32xf16>) -> tensor<2x16x32xf16> {
  // expected-error @+1 {{'linalg.softmax' op failed to verify that input and output have same element type}}
  %1 = linalg.softmax dimension(1) ins(%s : tensor<2x16x32xf32>) outs(%d : tensor<2x16x32xf16>) -> tensor<2x16x32xf16>
  return %1 : tensor<2x16x32xf16>
}

// -----

func.func @softmax_results(%s: tensor<2x16x32xf32>, %d: tensor<2x16x32xf32>) {
  // expected-error @+1 {{'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.softmax dimension(1) ins(%s : tensor<2x16x32xf32>) outs(%d : tensor<2x16x32xf32>)
  return
}

// -----

func.func @winograd_fmr(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{custom op 'linalg.winograd_filter_transform' expected string or keyword containing one of the following enum values for attribute 'fmr' [F_2_3, F_4_3, F_2_5]}}
  %0 = linalg.winograd_filter_transform fmr(F_9_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_output(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_height(%f: tensor<2x4x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x4x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_unit(%f: tensor<2x1x1x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect either filter height or width equals to r}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x1x1x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_rank(%f: tensor<2x3x3xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op operand #0 must be 4D tensor of any type values, but got 'tensor<2x3x3xf32>'}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_input_output(%i: tensor<2x10x10x5xf32>, %o: tensor<6x6x3x2x2x5xf32>) -> tensor<6x6x3x2x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x10x10x5xf32>) outs(%o : tensor<6x6x3x2x2x5xf32>) -> tensor<6x6x3x2x2x5xf32>
  return %1 : tensor<6x6x3x2x2x5xf32>
}

// -----

func.func @winograd_output_width(%v: tensor<6x5x2x2x2x2xf32>, %o: tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input width equals to input tile size}}
  %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x5x2x2x2x2xf32>) outs(%o : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %2 : tensor<2x8x8x2xf32>
}

// -----

func.func @winograd_result(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x3xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expected type of operand #1 ('tensor<6x6x5x2xf32>') to match type of corresponding result ('tensor<6x6x5x3xf32>')}}
  %0 = "linalg.winograd_filter_transform"(%f, %o) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x3xf32>
  return %0 : tensor<6x6x5x3xf32>
}

// -----

func.func @pack_tile_mismatch(%s: tensor<128x256xf32>, %d: tensor<16x8x8x33xf32>) -> tensor<16x8x8x33xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x33xf32>
  return %0 : tensor<16x8x8x33xf32>
}

// -----

func.func @pack_packed_type(%s: tensor<128x256xf32>, %d: tensor<16x9x8x32xf32>) -> tensor<16x9x8x32xf32> {
  // expected-error @+1 {{expected 'tensor<16x8x8x32xf32>' for the packed domain value, got 'tensor<16x9x8x32xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x9x8x32xf32>
  return %0 : tensor<16x9x8x32xf32>
}

// -----

func.func @pack_zero_tile(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [0, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_inner_dims(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [0, 0] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_outer_dims(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %s outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_outer_dims_range(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [0, 2] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_tile_count(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_rank(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32x3xf32>) -> tensor<16x8x8x32x3xf32> {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 5 != 4}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32x3xf32>
  return %0 : tensor<16x8x8x32x3xf32>
}

// -----

func.func @pack_partial_tile(%s: tensor<127x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<127x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_partial_constant_tile(%s: tensor<127x256xf32>, %d: tensor<16x8x?x32xf32>) -> tensor<16x8x?x32xf32> {
  %c8 = arith.constant 8 : index
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%c8, 32] into %d : tensor<127x256xf32> -> tensor<16x8x?x32xf32>
  return %0 : tensor<16x8x?x32xf32>
}

// -----

func.func @pack_padding_type(%s: tensor<127x256xf32>, %d: tensor<16x8x8x32xf32>, %p: f16) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f16'}}
  %0 = linalg.pack %s padding_value(%p : f16) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<127x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_memref(%s: memref<128x256xf32>, %d: memref<16x8x8x32xf32>) {
  // expected-error @+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<128x256xf32>'}}
  linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : memref<128x256xf32> -> memref<16x8x8x32xf32>
  return
}

// -----

func.func @unpack_inner_dims(%s: tensor<16x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %s inner_dims_pos = [2, 1] inner_tiles = [8, 32] into %d : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_packed_type(%s: tensor<16x8x8x32xf32>, %d: tensor<129x256xf32>) -> tensor<129x256xf32> {
  // expected-error @+1 {{expected 'tensor<17x8x8x32xf32>' for the packed domain value, got 'tensor<16x8x8x32xf32>'}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x8x8x32xf32> -> tensor<129x256xf32>
  return %0 : tensor<129x256xf32>
}

// -----

func.func @unpack_result(%s: tensor<16x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x255xf32> {
  // expected-error @+1 {{'linalg.unpack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.unpack"(%s, %d) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<16x8x8x32xf32>, tensor<128x256xf32>) -> tensor<128x255xf32>
  return %0 : tensor<128x255xf32>
}
