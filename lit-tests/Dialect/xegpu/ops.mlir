// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// Every xegpu op, type and attribute jopt knows, printed back as mlir-opt-22 prints them.

gpu.module @kernels {
  // CHECK-LABEL: gpu.func @block_2d
  gpu.func @block_2d(%mem: memref<64x128xf16>, %i: index, %acc: vector<8x16xf32>) {
    // CHECK: %[[D:.*]] = xegpu.create_nd_tdesc %{{.*}}[%{{.*}}, 32] : memref<64x128xf16> -> !xegpu.tensor_desc<8x16xf16>
    %d = xegpu.create_nd_tdesc %mem[%i, 32] : memref<64x128xf16> -> !xegpu.tensor_desc<8x16xf16>
    // CHECK: %[[B:.*]] = xegpu.create_nd_tdesc %{{.*}} : memref<64x128xf16> -> !xegpu.tensor_desc<16x16xf16, #xegpu.block_tdesc_attr<array_length = 2 : i64>>
    %b = xegpu.create_nd_tdesc %mem : memref<64x128xf16> -> !xegpu.tensor_desc<16x16xf16, #xegpu.block_tdesc_attr<array_length = 2>>
    // CHECK: xegpu.prefetch_nd %[[D]] <{l1_hint = #xegpu.cache_hint<cached>, l2_hint = #xegpu.cache_hint<uncached>}> : !xegpu.tensor_desc<8x16xf16>
    xegpu.prefetch_nd %d <{l1_hint = #xegpu.cache_hint<cached>, l2_hint = #xegpu.cache_hint<uncached>}> : !xegpu.tensor_desc<8x16xf16>
    // CHECK: %[[A:.*]] = xegpu.load_nd %[[D]] <{l3_hint = #xegpu.cache_hint<streaming>}> : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
    %a = xegpu.load_nd %d <{l3_hint = #xegpu.cache_hint<streaming>}> : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
    // CHECK: %[[P:.*]] = xegpu.load_nd %[[B]][0, %{{.*}}] <{packed}> : !xegpu.tensor_desc<16x16xf16, #xegpu.block_tdesc_attr<array_length = 2 : i64>> -> vector<2x8x16x2xf16>
    %p = xegpu.load_nd %b[0, %i] {packed} : !xegpu.tensor_desc<16x16xf16, #xegpu.block_tdesc_attr<array_length = 2>> -> vector<2x8x16x2xf16>
    // CHECK: %{{.*}} = vector.extract
    %p0 = vector.extract %p[0] : vector<8x16x2xf16> from vector<2x8x16x2xf16>
    // CHECK: %[[C:.*]] = xegpu.dpas %[[A]], %{{.*}}, %{{.*}} : vector<8x16xf16>, vector<8x16x2xf16>, vector<8x16xf32> -> vector<8x16xf32>
    %c = xegpu.dpas %a, %p0, %acc : vector<8x16xf16>, vector<8x16x2xf16>, vector<8x16xf32> -> vector<8x16xf32>
    // CHECK: xegpu.dpas %[[A]], %{{.*}} : vector<8x16xf16>, vector<8x16x2xf16> -> vector<8x16xf32>
    %c2 = xegpu.dpas %a, %p0 : vector<8x16xf16>, vector<8x16x2xf16> -> vector<8x16xf32>
    // CHECK: %[[N:.*]] = xegpu.update_nd_offset %[[D]], [%{{.*}}, 16] : !xegpu.tensor_desc<8x16xf16>
    %n = xegpu.update_nd_offset %d, [%i, 16] : !xegpu.tensor_desc<8x16xf16>
    // CHECK: xegpu.store_nd %[[A]], %[[N]] <{l1_hint = #xegpu.cache_hint<write_back>, l3_hint = #xegpu.cache_hint<write_through>}> : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16>
    xegpu.store_nd %a, %n <{l1_hint = #xegpu.cache_hint<write_back>, l3_hint = #xegpu.cache_hint<write_through>}> : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16>
    // CHECK: xegpu.store_nd %[[A]], %[[D]][%{{.*}}, 0]  : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16>
    xegpu.store_nd %a, %d[%i, 0] : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @pointers
  gpu.func @pointers(%ptr: ui64, %h: index, %w: index) {
    %c1 = arith.constant 1 : index
    // CHECK: xegpu.create_nd_tdesc %{{.*}}[0, 0], shape : [%{{.*}}, %{{.*}}], strides : [%{{.*}}, 1] : ui64 -> !xegpu.tensor_desc<8x32xf32, #xegpu.block_tdesc_attr<boundary_check = false>>
    %d = xegpu.create_nd_tdesc %ptr[0, 0], shape : [%h, %w], strides : [%w, 1] : ui64 -> !xegpu.tensor_desc<8x32xf32, #xegpu.block_tdesc_attr<boundary_check = false>>
    // A block descriptor whose encoding holds only defaults prints none.
    // CHECK: xegpu.create_nd_tdesc %{{.*}}, shape : [64, %{{.*}}], strides : [%{{.*}}, %{{.*}}] : ui64 -> !xegpu.tensor_desc<16xf32>
    %e = xegpu.create_nd_tdesc %ptr, shape : [64, %w], strides : [%w, %c1] : ui64 -> !xegpu.tensor_desc<16xf32, #xegpu.block_tdesc_attr<memory_space = global>>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @scattered
  gpu.func @scattered(%src: memref<1024xf32>, %off: vector<16xindex>, %mask: vector<16xi1>) {
    // CHECK: %[[T:.*]] = xegpu.create_tdesc %{{.*}}, %{{.*}} : memref<1024xf32>, vector<16xindex> -> !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4 : i64>>
    %t = xegpu.create_tdesc %src, %off : memref<1024xf32>, vector<16xindex> -> !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4>>
    // CHECK: xegpu.prefetch %[[T]] <{l2_hint = #xegpu.cache_hint<cached>}> : !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4 : i64>>
    xegpu.prefetch %t <{l2_hint = #xegpu.cache_hint<cached>}> : !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4>>
    // CHECK: %[[V:.*]] = xegpu.load %[[T]], %{{.*}}  : !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4 : i64>>, vector<16xi1> -> vector<16x4xf32>
    %v = xegpu.load %t, %mask : !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4>>, vector<16xi1> -> vector<16x4xf32>
    // CHECK: xegpu.store %[[V]], %[[T]], %{{.*}}  : vector<16x4xf32>, !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4 : i64>>, vector<16xi1>
    xegpu.store %v, %t, %mask : vector<16x4xf32>, !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4>>, vector<16xi1>
    // CHECK: xegpu.update_offset %[[T]], %{{.*}} : !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4 : i64>>, vector<16xindex>
    %u = xegpu.update_offset %t, %off : !xegpu.tensor_desc<16x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 4>>, vector<16xindex>
    %s = xegpu.create_tdesc %src, %off : memref<1024xf32>, vector<16xindex> -> !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>
    %x = xegpu.load %s, %mask : !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, vector<16xi1> -> vector<16xf32>
    // CHECK: xegpu.atomic_rmw maximumf %{{.*}}, %{{.*}}, %{{.*}} : !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, vector<16xi1>, vector<16xf32> -> vector<16xf32>
    %r = xegpu.atomic_rmw maximumf %s, %mask, %x : !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, vector<16xi1>, vector<16xf32> -> vector<16xf32>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @gather_scatter_on_base
  gpu.func @gather_scatter_on_base(%ptr: i64, %mem: memref<512xbf16>, %off: vector<16xindex>, %mask: vector<16xi1>, %i: index, %b: i1) {
    // CHECK: %[[G:.*]] = xegpu.load %{{.*}}[%{{.*}}], %{{.*}} <{chunk_size = 2 : i64, l1_hint = #xegpu.cache_hint<read_invalidate>}> : memref<512xbf16>, vector<16xindex>, vector<16xi1> -> vector<16x2xbf16>
    %g = xegpu.load %mem[%off], %mask <{chunk_size = 2 : i64, l1_hint = #xegpu.cache_hint<read_invalidate>}> : memref<512xbf16>, vector<16xindex>, vector<16xi1> -> vector<16x2xbf16>
    // CHECK: xegpu.store %[[G]], %{{.*}}[%{{.*}}], %{{.*}} <{chunk_size = 2 : i64}> : vector<16x2xbf16>, memref<512xbf16>, vector<16xindex>, vector<16xi1>
    xegpu.store %g, %mem[%off], %mask <{chunk_size = 2 : i64}> : vector<16x2xbf16>, memref<512xbf16>, vector<16xindex>, vector<16xi1>
    // CHECK: %[[F:.*]] = xegpu.load %{{.*}}[%{{.*}}], %{{.*}}  : i64, index, i1 -> f32
    %f = xegpu.load %ptr[%i], %b : i64, index, i1 -> f32
    // CHECK: xegpu.store %[[F]], %{{.*}}[%{{.*}}], %{{.*}}  : f32, i64, index, i1
    xegpu.store %f, %ptr[%i], %b : f32, i64, index, i1
    // CHECK: xegpu.prefetch %{{.*}}[%{{.*}}] <{offset_align_byte = 2 : i64}> : i64, vector<16xindex>
    xegpu.prefetch %ptr[%off] <{offset_align_byte = 2 : i64}> : i64, vector<16xindex>
    // CHECK: xegpu.prefetch %{{.*}}[%{{.*}}]  : memref<512xbf16>, vector<16xindex>
    xegpu.prefetch %mem[%off] : memref<512xbf16>, vector<16xindex>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @layouts
  gpu.func @layouts(%v: vector<64x32xf32>, %ptr: i64, %off: vector<64x32xindex>, %mask: vector<64x32xi1>) {
    // CHECK: xegpu.convert_layout %{{.*}} <{input_layout = #xegpu.layout<sg_layout = [4, 2], sg_data = [16, 16], lane_layout = [1, 16], lane_data = [1, 1]>, target_layout = #xegpu.layout<sg_layout = [8, 1], sg_data = [8, 32], order = [0, 1]>}> : vector<64x32xf32>
    %c = xegpu.convert_layout %v <{input_layout = #xegpu.layout<sg_layout = [4, 2], sg_data = [16, 16], lane_layout = [1, 16], lane_data = [1, 1]>, target_layout = #xegpu.layout<order = [0, 1], sg_data = [8, 32], sg_layout = [8, 1]>}> : vector<64x32xf32>
    // CHECK: xegpu.convert_layout %{{.*}} <{input_layout = #xegpu.layout<inst_data = [8, 16]>, target_layout = #xegpu.layout<inst_data = [16, 16]>}> {note = "discardable"} : vector<64x32xf32>
    %d = xegpu.convert_layout %v <{input_layout = #xegpu.layout<inst_data = [8, 16]>, target_layout = #xegpu.layout<inst_data = [16, 16]>}> {note = "discardable"} : vector<64x32xf32>
    // CHECK: xegpu.load %{{.*}}[%{{.*}}], %{{.*}} <{layout = #xegpu.slice<#xegpu.slice<#xegpu.layout<sg_layout = [2, 4, 8], sg_data = [1, 16, 8]>, dims = [0]>, dims = []>}> : i64, vector<64x32xindex>, vector<64x32xi1> -> vector<64x32xf32>
    %l = xegpu.load %ptr[%off], %mask {layout = #xegpu.slice<#xegpu.slice<#xegpu.layout<sg_layout = [2, 4, 8], sg_data = [1, 16, 8]>, dims = [0]>, dims = []>} : i64, vector<64x32xindex>, vector<64x32xi1> -> vector<64x32xf32>
    // CHECK: arith.addf %{{.*}}, %{{.*}} {layout_result_0 = #xegpu.layout<sg_layout = [8, 1], sg_data = [8, 32]>} : vector<64x32xf32>
    %s = arith.addf %c, %l {layout_result_0 = #xegpu.layout<sg_layout = [8, 1], sg_data = [8, 32]>} : vector<64x32xf32>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @subgroup_descriptors
  gpu.func @subgroup_descriptors(%mem: memref<32x32xf32>) {
    // CHECK: !xegpu.tensor_desc<16x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>>
    %d = xegpu.create_nd_tdesc %mem[0, 0] : memref<32x32xf32> -> !xegpu.tensor_desc<16x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>>
    // CHECK: xegpu.load_nd %{{.*}}  : !xegpu.tensor_desc<16x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>> -> vector<16x16xf32>
    %v = xegpu.load_nd %d : !xegpu.tensor_desc<16x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>> -> vector<16x16xf32>
    // CHECK: !xegpu.tensor_desc<16xf32, #xegpu.block_tdesc_attr<boundary_check = false>, #xegpu.layout<inst_data = [16]>>
    %e = xegpu.create_nd_tdesc %mem[0, 0] : memref<32x32xf32> -> !xegpu.tensor_desc<16xf32, #xegpu.layout<inst_data = [16]>, #xegpu.block_tdesc_attr<boundary_check = false>>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @barriers_and_fences
  gpu.func @barriers_and_fences(%id: i8, %n: i8) {
    // CHECK: xegpu.alloc_nbarrier 8
    xegpu.alloc_nbarrier 8
    // CHECK: %[[NB:.*]] = xegpu.init_nbarrier %{{.*}}, %{{.*}} : i8, i8 -> !xegpu.nbarrier
    %nb = xegpu.init_nbarrier %id, %n : i8, i8 -> !xegpu.nbarrier
    // CHECK: xegpu.nbarrier_arrive %[[NB]] : !xegpu.nbarrier
    xegpu.nbarrier_arrive %nb : !xegpu.nbarrier
    // CHECK: xegpu.nbarrier_wait %[[NB]] : !xegpu.nbarrier
    xegpu.nbarrier_wait %nb : !xegpu.nbarrier
    // CHECK: xegpu.fence memory_kind = slm, fence_scope = gpu
    xegpu.fence memory_kind = slm, fence_scope = gpu
    // CHECK: xegpu.fence memory_kind = global, fence_scope = workgroup
    xegpu.fence memory_kind = global, fence_scope = workgroup
    gpu.return
  }

  // CHECK-LABEL: gpu.func @shared_matrices
  gpu.func @shared_matrices(%slm: memref<2048xi8, 3>, %j: index) {
    // CHECK: %[[M:.*]] = xegpu.create_mem_desc %{{.*}} : memref<2048xi8, 3> -> !xegpu.mem_desc<16x32xf32, #xegpu.mem_layout<block = [8, 16], stride = [32, 1]>>
    %m = xegpu.create_mem_desc %slm : memref<2048xi8, 3> -> !xegpu.mem_desc<16x32xf32, #xegpu.mem_layout<stride = [32, 1], block = [8, 16]>>
    // CHECK: %[[V:.*]] = xegpu.load_matrix %[[M]][%{{.*}}, 0] <{subgroup_block_io}>: !xegpu.mem_desc<16x32xf32, #xegpu.mem_layout<block = [8, 16], stride = [32, 1]>>, index -> vector<8x16xf32>
    %v = xegpu.load_matrix %m[%j, 0] <{subgroup_block_io}> : !xegpu.mem_desc<16x32xf32, #xegpu.mem_layout<stride = [32, 1], block = [8, 16]>>, index -> vector<8x16xf32>
    // CHECK: xegpu.store_matrix %[[V]], %[[M]][8, 16] : vector<8x16xf32>, !xegpu.mem_desc<16x32xf32, #xegpu.mem_layout<block = [8, 16], stride = [32, 1]>>
    xegpu.store_matrix %v, %m[8, 16] : vector<8x16xf32>, !xegpu.mem_desc<16x32xf32, #xegpu.mem_layout<stride = [32, 1], block = [8, 16]>>
    // CHECK: xegpu.load_matrix %[[M]][0, 0] <{layout = #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>}>: !xegpu.mem_desc<16x32xf32, #xegpu.mem_layout<block = [8, 16], stride = [32, 1]>> -> f32
    %f = xegpu.load_matrix %m[0, 0] <{layout = #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>}> : !xegpu.mem_desc<16x32xf32, #xegpu.mem_layout<stride = [32, 1], block = [8, 16]>> -> f32
    gpu.return
  }
}

// The attributes on their own, as discardable attributes of a function (printed in name order).
// CHECK-LABEL: func.func @attributes
// CHECK-SAME: f = #xegpu<fence_scope workgroup>
// CHECK-SAME: h = #xegpu.cache_hint<write_through>
// CHECK-SAME: r = #xegpu.range<[2 : i64, 6 : i64]>
// CHECK-SAME: s = #xegpu<memory_space slm>
// CHECK-SAME: sc = #xegpu.scatter_tdesc_attr<memory_space =  slm, chunk_size = 8 : i64>
// CHECK-SAME: t = !xegpu.tensor_desc<?x16xf32>
func.func @attributes() attributes {r = #xegpu.range<[2, 6]>, s = #xegpu<memory_space slm>, f = #xegpu<fence_scope workgroup>, h = #xegpu.cache_hint<write_through>, sc = #xegpu.scatter_tdesc_attr<chunk_size = 8, memory_space = slm>, t = !xegpu.tensor_desc<?x16xf32>} {
  return
}
