// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

// The xegpu attribute, type and op verifiers, with mlir-opt-22's words.

// expected-error @+1 {{expected at least one of sg_layout, inst_data or lane_layout}}
func.func @layout_without_layout() attributes {l = #xegpu.layout<sg_data = [4, 4]>} {
  return
}

// -----

// expected-error @+1 {{expected sg_layout and inst_data to have the same rank}}
func.func @layout_inst_rank() attributes {l = #xegpu.layout<sg_layout = [2, 2], inst_data = [8]>} {
  return
}

// -----

// expected-error @+1 {{expected sg_layout and lane_layout to have the same rank}}
func.func @layout_lane_rank() attributes {l = #xegpu.layout<sg_layout = [2, 2, 1], lane_layout = [16]>} {
  return
}

// -----

// expected-error @+1 {{expected inst_data and lane_layout to have the same rank, got inst_data 1, lane_layout 2}}
func.func @layout_inst_lane_rank() attributes {l = #xegpu.layout<inst_data = [16], lane_layout = [1, 16]>} {
  return
}

// -----

// expected-error @+1 {{expected sg_data and sg_layout to have the same rank}}
func.func @layout_sg_data_rank() attributes {l = #xegpu.layout<sg_layout = [4], sg_data = [2, 2]>} {
  return
}

// -----

// expected-error @+1 {{expected lane_layout being used with lane_data}}
func.func @layout_lane_data_alone() attributes {l = #xegpu.layout<inst_data = [8, 8], lane_data = [1, 1]>} {
  return
}

// -----

// expected-error @+1 {{expected lane_data and lane_layout to have the same rank}}
func.func @layout_lane_data_rank() attributes {l = #xegpu.layout<lane_layout = [16], lane_data = [1, 2]>} {
  return
}

// -----

// expected-error @+1 {{expected sg_layout/lane_layout being used with order}}
func.func @layout_order_alone() attributes {l = #xegpu.layout<inst_data = [8, 8], order = [1, 0]>} {
  return
}

// -----

// expected-error @+1 {{expected order and sg_layout to have the same rank}}
func.func @layout_order_rank() attributes {l = #xegpu.layout<sg_layout = [2, 2], order = [0]>} {
  return
}

// -----

// expected-error @+1 {{expected order and lane_layout to have the same rank}}
func.func @layout_order_lane_rank() attributes {l = #xegpu.layout<lane_layout = [2, 8], order = [2, 1, 0]>} {
  return
}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: sg_data}}
func.func @layout_repeated() attributes {l = #xegpu.layout<sg_layout = [2], sg_data = [1], sg_data = [1]>} {
  return
}

// -----

// expected-error @+1 {{invalid dim (3) in slice attribute.}}
func.func @slice_dim_out_of_range() attributes {s = #xegpu.slice<#xegpu.layout<sg_layout = [2, 4, 8]>, dims = [3]>} {
  return
}

// -----

// expected-error @+1 {{repeated dim (1) in slice attribute.}}
func.func @slice_repeated_dim() attributes {s = #xegpu.slice<#xegpu.layout<sg_layout = [2, 4, 8]>, dims = [1, 1]>} {
  return
}

// -----

// expected-error @+1 {{invalid dim (1) in slice attribute.}}
func.func @slice_of_slice() attributes {s = #xegpu.slice<#xegpu.slice<#xegpu.layout<lane_layout = [2, 8]>, dims = [0]>, dims = [1]>} {
  return
}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse XeGPU_SliceAttr parameter 'parent' which is to be a `xegpu::DistributeLayoutAttr`}}
func.func @slice_parent() attributes {s = #xegpu.slice<[1, 2], dims = [0]>} {
  return
}

// -----

// expected-error @+1 {{'end' : 3 must be greater than 'start' : 3}}
func.func @empty_range() attributes {r = #xegpu.range<[3, 3]>} {
  return
}

// -----

// A bound is read as a signed integer of its width: true (i1) is -1.
// expected-error @+1 {{'end' : -1 must be greater than 'start' : 0}}
func.func @range_of_bool() attributes {r = #xegpu.range<[0, true]>} {
  return
}

// -----

// expected-error @+1 {{invalid chunk size}}
func.func @chunk_size() attributes {a = #xegpu.scatter_tdesc_attr<chunk_size = 0>} {
  return
}

// -----

// expected-error @+2 {{expected ::mlir::xegpu::CachePolicy to be one of: cached, uncached, streaming, read_invalidate, write_back, write_through}}
// expected-error @+1 {{failed to parse XeGPU_CacheHintAttr parameter 'value' which is to be a `::mlir::xegpu::CachePolicy`}}
func.func @cache_hint() attributes {h = #xegpu.cache_hint<lru>} {
  return
}

// -----

// expected-error @+1 {{SLM is only supported for 1D block tensor}}
func.func @slm_2d(%t: !xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<memory_space = slm>>) {
  return
}

// -----

// expected-error @+1 {{expected non-contiguous elements for 1D tensor}}
func.func @scatter_1d_chunk(%t: !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4>>) {
  return
}

// -----

// expected-error @+1 {{expected last dim of tensor to match chunk size}}
func.func @scatter_chunk_dim(%t: !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>) {
  return
}

// -----

// expected-error @+1 {{expected last dim of tensor to be a multiple of 4}}
func.func @scatter_chunk_packing(%t: !xegpu.tensor_desc<16x2xi8, #xegpu.scatter_tdesc_attr<chunk_size = 2>>) {
  return
}

// -----

// expected-error @+1 {{expected layout rank to match tensor rank}}
func.func @layout_rank(%t: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<lane_layout = [16], lane_data = [1]>>) {
  return
}

// -----

// expected-error @+1 {{cannot distribute [8, 16] using #xegpu.layout<sg_layout = [3, 4]>}}
func.func @not_distributable(%t: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<sg_layout = [3, 4]>>) {
  return
}

// -----

// expected-error @+1 {{expected non-zero rank tensor}}
func.func @rank_zero(%t: !xegpu.tensor_desc<f32>) {
  return
}

// -----

// expected-error @+1 {{expected last dim of lane_data to be a multiple of: 2}}
func.func @lane_data_packing(%t: !xegpu.tensor_desc<16x8xf16, #xegpu.scatter_tdesc_attr<chunk_size = 8>, #xegpu.layout<lane_layout = [16, 1], lane_data = [1, 1]>>) {
  return
}

// -----

// expected-error @+1 {{unknown  type `barrier` in dialect `xegpu`}}
func.func @unknown_type(%t: !xegpu.barrier) {
  return
}

// -----

func.func @nd_memory_space(%m: memref<64xf32, 3>) {
  // expected-error @+1 {{'xegpu.create_nd_tdesc' op Memory space mismatch. Source: 3, TensorDesc: 0}}
  %t = xegpu.create_nd_tdesc %m[0] : memref<64xf32, 3> -> !xegpu.tensor_desc<16xf32>
  return
}

// -----

func.func @nd_integer_source(%p: ui64) {
  // expected-error @+1 {{'xegpu.create_nd_tdesc' op expecting strides and shape to be present for integer source.}}
  %t = xegpu.create_nd_tdesc %p[0, 0] : ui64 -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @nd_offsets_rank(%m: memref<32x32xf32>) {
  // expected-error @+1 {{'xegpu.create_nd_tdesc' op Expecting the rank of shape, strides, offsets, and source (if source is a memref) should match with each other.}}
  %t = xegpu.create_nd_tdesc %m[0] : memref<32x32xf32> -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @nd_desc_rank(%m: memref<32xf32>) {
  // expected-error @+1 {{'xegpu.create_nd_tdesc' op Expecting the TensorDesc rank is not greater than the ranks of shape, strides, offsets or the memref source.}}
  %t = xegpu.create_nd_tdesc %m[0] : memref<32xf32> -> !xegpu.tensor_desc<4x8xf32>
  return
}

// -----

func.func @nd_element_type(%m: memref<32x32xf16>) {
  // expected-error @+1 {{'xegpu.create_nd_tdesc' op TensorDesc should have the same element type with the source if it is a memref.}}
  %t = xegpu.create_nd_tdesc %m[0, 0] : memref<32x32xf16> -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @nd_scattered(%m: memref<32x32xf32>) {
  // expected-error @+1 {{'xegpu.create_nd_tdesc' op Expects a non-scattered TensorDesc.}}
  %t = xegpu.create_nd_tdesc %m[0, 0] : memref<32x32xf32> -> !xegpu.tensor_desc<16x2xf32, #xegpu.scatter_tdesc_attr<chunk_size = 2>>
  return
}

// -----

func.func @load_nd_hint(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @+1 {{'xegpu.load_nd' op invalid l2_hint: #xegpu.cache_hint<write_back>}}
  %v = xegpu.load_nd %t <{l2_hint = #xegpu.cache_hint<write_back>}> : !xegpu.tensor_desc<8x16xf32> -> vector<8x16xf32>
  return
}

// -----

func.func @load_nd_shape(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @+1 {{'xegpu.load_nd' op Result shape [16, 8] is not consistent with tensor descriptor '!xegpu.tensor_desc<8x16xf32>'}}
  %v = xegpu.load_nd %t : !xegpu.tensor_desc<8x16xf32> -> vector<16x8xf32>
  return
}

// -----

func.func @load_nd_simt(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @+1 {{'xegpu.load_nd' op Result shape [3] is not a valid distribution for tensor descriptor '!xegpu.tensor_desc<8x16xf32>'}}
  %v = xegpu.load_nd %t : !xegpu.tensor_desc<8x16xf32> -> vector<3xf32>
  return
}

// -----

func.func @load_nd_offsets(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @+1 {{'xegpu.load_nd' op Mismatched ranks between offsets and tensor descriptor}}
  %v = xegpu.load_nd %t[0, 0, 0] : !xegpu.tensor_desc<8x16xf32> -> vector<8x16xf32>
  return
}

// -----

func.func @load_nd_element(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @+1 {{'xegpu.load_nd' op failed to verify that all of {value, TensorDesc} have same element type}}
  %v = xegpu.load_nd %t : !xegpu.tensor_desc<8x16xf32> -> vector<8x16xf16>
  return
}

// -----

func.func @store_nd_array(%v: vector<8x16xf32>, %t: !xegpu.tensor_desc<8x16xf32, #xegpu.block_tdesc_attr<array_length = 2>>) {
  // expected-error @+1 {{'xegpu.store_nd' op array length is not supported by store_nd.}}
  xegpu.store_nd %v, %t : vector<8x16xf32>, !xegpu.tensor_desc<8x16xf32, #xegpu.block_tdesc_attr<array_length = 2>>
  return
}

// -----

func.func @store_nd_hint(%v: vector<8x16xf32>, %t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @+1 {{'xegpu.store_nd' op invalid l1_hint: #xegpu.cache_hint<streaming>}}
  xegpu.store_nd %v, %t <{l1_hint = #xegpu.cache_hint<streaming>}> : vector<8x16xf32>, !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @store_nd_shape(%v: vector<4x32xf32>, %t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @+1 {{'xegpu.store_nd' op Value shape [4, 32] is not consistent with tensor descriptor '!xegpu.tensor_desc<8x16xf32>'}}
  xegpu.store_nd %v, %t : vector<4x32xf32>, !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @prefetch_nd_scattered(%t: !xegpu.tensor_desc<16x2xf32, #xegpu.scatter_tdesc_attr<chunk_size = 2>>) {
  // expected-error @+1 {{'xegpu.prefetch_nd' op Expects a non-scattered TensorDesc.}}
  xegpu.prefetch_nd %t : !xegpu.tensor_desc<16x2xf32, #xegpu.scatter_tdesc_attr<chunk_size = 2>>
  return
}

// -----

func.func @update_nd_offset_count(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @+1 {{'xegpu.update_nd_offset' op Invalid number of offsets.}}
  %u = xegpu.update_nd_offset %t, [8] : !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @create_tdesc_block(%m: memref<256xf32>, %o: vector<16xindex>) {
  // expected-error @+1 {{'xegpu.create_tdesc' op Expects a scattered TensorDesc.}}
  %t = xegpu.create_tdesc %m, %o : memref<256xf32>, vector<16xindex> -> !xegpu.tensor_desc<16xf32>
  return
}

// -----

func.func @create_tdesc_shape(%m: memref<256xf32>, %o: vector<16xindex>) {
  // expected-error @+1 {{'xegpu.create_tdesc' op Incorrect TensorDesc shape. Expected is [16, 4]}}
  %t = xegpu.create_tdesc %m, %o : memref<256xf32>, vector<16xindex> -> !xegpu.tensor_desc<8x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4>>
  return
}

// -----

func.func @load_without_offsets(%m: memref<256xf32>, %k: vector<16xi1>) {
  // expected-error @+1 {{'xegpu.load' op Expects offsets.}}
  %v = xegpu.load %m, %k : memref<256xf32>, vector<16xi1> -> vector<16xf32>
  return
}

// -----

func.func @load_descriptor_offsets(%t: !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, %o: vector<16xindex>, %k: vector<16xi1>) {
  // expected-error @+1 {{'xegpu.load' op offsets not allowed.}}
  %v = xegpu.load %t[%o], %k : !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, vector<16xindex>, vector<16xi1> -> vector<16xf32>
  return
}

// -----

func.func @load_element_type(%m: memref<256xf32>, %o: vector<16xindex>, %k: vector<16xi1>) {
  // expected-error @+1 {{Value should have the same element type as MemRef.}}
  %v = xegpu.load %m[%o], %k : memref<256xf32>, vector<16xindex>, vector<16xi1> -> vector<16xf16>
  return
}

// -----

func.func @load_chunk(%p: ui64, %o: vector<16xindex>, %k: vector<16xi1>) {
  // expected-error @+1 {{'xegpu.load' op value elements must match chunk size 4}}
  %v = xegpu.load %p[%o], %k <{chunk_size = 4 : i64}> : ui64, vector<16xindex>, vector<16xi1> -> vector<8xf32>
  return
}

// -----

func.func @load_mask(%p: ui64, %o: vector<16xindex>, %k: vector<8xi1>) {
  // expected-error @+1 {{'xegpu.load' op Mask should match value except the chunk size dim.}}
  %v = xegpu.load %p[%o], %k : ui64, vector<16xindex>, vector<8xi1> -> vector<16xf32>
  return
}

// -----

func.func @load_scalar(%p: ui64, %o: vector<16xindex>, %k: i1) {
  // expected-error @+1 {{'xegpu.load' op Expecting scalar mask and offsets.}}
  %v = xegpu.load %p[%o], %k : ui64, vector<16xindex>, i1 -> f32
  return
}

// -----

func.func @load_descriptor_mask(%t: !xegpu.tensor_desc<16x8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>, %k: vector<8xi1>) {
  // expected-error @+1 {{'xegpu.load' op Mask should match TensorDesc except the chunk size dim.}}
  %v = xegpu.load %t, %k : !xegpu.tensor_desc<16x8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>, vector<8xi1> -> vector<16x8xf32>
  return
}

// -----

func.func @load_descriptor_value(%t: !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, %k: vector<16xi1>) {
  // expected-error @+1 {{'xegpu.load' op Value shape [4] is neither a valid distribution for SIMT nor consistent with the tensor descriptor for SIMD '!xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>'}}
  %v = xegpu.load %t, %k : !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, vector<16xi1> -> vector<4xf32>
  return
}

// -----

func.func @store_hint(%v: vector<16xf32>, %m: memref<256xf32>, %o: vector<16xindex>, %k: vector<16xi1>) {
  // expected-error @+1 {{'xegpu.store' op invalid l3_hint: #xegpu.cache_hint<read_invalidate>}}
  xegpu.store %v, %m[%o], %k <{l3_hint = #xegpu.cache_hint<read_invalidate>}> : vector<16xf32>, memref<256xf32>, vector<16xindex>, vector<16xi1>
  return
}

// -----

func.func @store_block_descriptor(%v: vector<16xf32>, %t: !xegpu.tensor_desc<16xf32>, %k: vector<16xi1>) {
  // expected-error @+1 {{'xegpu.store' op Expects a scattered TensorDesc.}}
  xegpu.store %v, %t, %k : vector<16xf32>, !xegpu.tensor_desc<16xf32>, vector<16xi1>
  return
}

// -----

func.func @prefetch_alignment(%p: ui64, %o: vector<16xindex>) {
  // expected-error @+1 {{'xegpu.prefetch' op offset_align_byte is required with integer source.}}
  xegpu.prefetch %p[%o] : ui64, vector<16xindex>
  return
}

// -----

func.func @prefetch_alignment_memref(%m: memref<256xf32>, %o: vector<16xindex>) {
  // expected-error @+1 {{'xegpu.prefetch' op offset_align_byte only allowed with integer source.}}
  xegpu.prefetch %m[%o] <{offset_align_byte = 8 : i64}> : memref<256xf32>, vector<16xindex>
  return
}

// -----

func.func @update_offset_shape(%t: !xegpu.tensor_desc<16x8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>, %o: vector<8xindex>) {
  // expected-error @+1 {{'xegpu.update_offset' op Offsets should match TensorDesc except the chunk size dim.}}
  %u = xegpu.update_offset %t, %o : !xegpu.tensor_desc<16x8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>, vector<8xindex>
  return
}

// -----

func.func @dpas_acc(%a: vector<8x16xf16>, %b: vector<16x16xf16>, %c: vector<8x16xf16>) {
  // expected-error @+1 {{'xegpu.dpas' op Expecting the acc type to be the same as result.}}
  %r = xegpu.dpas %a, %b, %c : vector<8x16xf16>, vector<16x16xf16>, vector<8x16xf16> -> vector<8x16xf32>
  return
}

// -----

func.func @dpas_k(%a: vector<8x8xf16>, %b: vector<16x16xf16>) {
  // expected-error @+1 {{'xegpu.dpas' op K-dimension mismatch.}}
  %r = xegpu.dpas %a, %b : vector<8x8xf16>, vector<16x16xf16> -> vector<8x16xf32>
  return
}

// -----

func.func @dpas_m(%a: vector<8x16xf16>, %b: vector<16x16xf16>) {
  // expected-error @+1 {{'xegpu.dpas' op M-dimension mismatch.}}
  %r = xegpu.dpas %a, %b : vector<8x16xf16>, vector<16x16xf16> -> vector<4x16xf32>
  return
}

// -----

func.func @dpas_simt(%a: vector<8xf16>, %b: vector<3xf16>) {
  // expected-error @+1 {{'xegpu.dpas' op Expecting B operand to be a multiple of 32 bits.}}
  %r = xegpu.dpas %a, %b : vector<8xf16>, vector<3xf16> -> vector<8xf32>
  return
}

// -----

func.func @dpas_ranks(%a: vector<2x8x16xf16>, %b: vector<16x16xf16>) {
  // expected-error @+1 {{'xegpu.dpas' op expecting lhs and result to be a 2D vector, and rhs to be either 2D or 3D (packed) vector.}}
  %r = xegpu.dpas %a, %b : vector<2x8x16xf16>, vector<16x16xf16> -> vector<8x16xf32>
  return
}

// -----

func.func @dpas_element(%a: vector<8x16xf16>, %b: vector<16x16xbf16>) {
  // expected-error @+1 {{'xegpu.dpas' op failed to verify that all of {lhs, rhs} have same element type}}
  %r = xegpu.dpas %a, %b : vector<8x16xf16>, vector<16x16xbf16> -> vector<8x16xf32>
  return
}

// -----

func.func @atomic_shape(%t: !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, %k: vector<16xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'xegpu.atomic_rmw' op failed to verify that all of {tensorDesc, value, result} have same shape}}
  %r = xegpu.atomic_rmw addf %t, %k, %v : !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, vector<16xi1>, vector<8xf32> -> vector<8xf32>
  return
}

// -----

func.func @convert_levels(%v: vector<32x32xf32>) {
  // expected-error @+1 {{'xegpu.convert_layout' op expected input layout and target layout be WgLayout or SgLayout at the same time.}}
  %r = xegpu.convert_layout %v <{input_layout = #xegpu.layout<sg_layout = [2, 2], sg_data = [16, 16]>, target_layout = #xegpu.layout<lane_layout = [1, 16]>}> : vector<32x32xf32>
  return
}

// -----

func.func @convert_uneven(%v: vector<32x32xf32>) {
  // expected-error @+1 {{'xegpu.convert_layout' op invalid target layout, data cannot be evenly distributed.}}
  %r = xegpu.convert_layout %v <{input_layout = #xegpu.layout<inst_data = [8, 16]>, target_layout = #xegpu.layout<inst_data = [8, 12]>}> : vector<32x32xf32>
  return
}

// -----

func.func @mem_desc_size(%slm: memref<1024xi8, 3>) {
  // expected-error @+1 {{'xegpu.create_mem_desc' op failed to verify that all of {source, mem_desc} have same size in bits}}
  %m = xegpu.create_mem_desc %slm : memref<1024xi8, 3> -> !xegpu.mem_desc<16x32xf32>
  return
}

// -----

func.func @mem_desc_global(%g: memref<2048xi8, 1>) {
  // expected-error @+1 {{'xegpu.create_mem_desc' op operand #0 must be reside in share memory and statically 1d shaped memref}}
  %m = xegpu.create_mem_desc %g : memref<2048xi8, 1> -> !xegpu.mem_desc<16x32xf32>
  return
}

// -----

func.func @load_matrix_rank(%m: !xegpu.mem_desc<256xf32>) {
  // expected-error @+1 {{mem_desc must be 2D.}}
  %v = xegpu.load_matrix %m[0] : !xegpu.mem_desc<256xf32> -> vector<16xf32>
  return
}

// -----

func.func @store_matrix_shape(%v: vector<8x64xf32>, %m: !xegpu.mem_desc<16x32xf32>) {
  // expected-error @+1 {{data shape must not exceed mem_desc shape.}}
  xegpu.store_matrix %v, %m[0, 0] : vector<8x64xf32>, !xegpu.mem_desc<16x32xf32>
  return
}

// -----

func.func @init_nbarrier_type(%a: i32) {
  // expected-error @+1 {{'xegpu.init_nbarrier' op operand #0 must be 8-bit signless integer, but got 'i32'}}
  %b = "xegpu.init_nbarrier"(%a, %a) : (i32, i32) -> !xegpu.nbarrier
  return
}

// -----

// A custom form's prop-dict is converted as the generic form's properties are: an attribute of
// the wrong kind is an error at the op's name (without the custom-op prefix), as mlir-opt-22's.
func.func @prop_dict_wrong_kind(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error@+1 {{invalid properties {l1_hint = 1 : i64} for op xegpu.load_nd: Invalid attribute `l1_hint` in property conversion: 1 : i64}}
  %0 = xegpu.load_nd %t <{l1_hint = 1 : i64}> : !xegpu.tensor_desc<8x16xf32> -> vector<8x16xf32>
  return
}
