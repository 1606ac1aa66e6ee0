// Intel Xe GPU kernels in the shape XeGPU lowering emits: a workgroup-level GEMM tile with block
// descriptors, prefetch, VNNI-packed loads and dpas in an scf.for, a gather/scatter elementwise
// kernel on a raw pointer carrying #xegpu.layout and #xegpu.slice distributions, and a
// shared-memory transpose through mem_desc with named barriers and a fence.

gpu.module @gemm {
  gpu.func @tile(%a: memref<256x256xf16>, %b: memref<256x256xf16>, %c: memref<256x256xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %bx = gpu.block_id x
    %row = arith.muli %bx, %c16 : index
    %ta = xegpu.create_nd_tdesc %a[%row, 0] : memref<256x256xf16> -> !xegpu.tensor_desc<8x16xf16>
    %tb = xegpu.create_nd_tdesc %b[0, 0] : memref<256x256xf16> -> !xegpu.tensor_desc<16x16xf16>
    %tc = xegpu.create_nd_tdesc %c[%row, 0] : memref<256x256xf32> -> !xegpu.tensor_desc<8x16xf32>
    xegpu.prefetch_nd %ta <{l1_hint = #xegpu.cache_hint<cached>, l2_hint = #xegpu.cache_hint<cached>}> : !xegpu.tensor_desc<8x16xf16>
    %init = xegpu.load_nd %tc : !xegpu.tensor_desc<8x16xf32> -> vector<8x16xf32>
    %r:3 = scf.for %k = %c0 to %c256 step %c16 iter_args(%acc = %init, %pa = %ta, %pb = %tb) -> (vector<8x16xf32>, !xegpu.tensor_desc<8x16xf16>, !xegpu.tensor_desc<16x16xf16>) {
      %va = xegpu.load_nd %pa : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
      %vb = xegpu.load_nd %pb <{packed}> : !xegpu.tensor_desc<16x16xf16> -> vector<8x16x2xf16>
      %d = xegpu.dpas %va, %vb, %acc : vector<8x16xf16>, vector<8x16x2xf16>, vector<8x16xf32> -> vector<8x16xf32>
      %na = xegpu.update_nd_offset %pa, [0, 16] : !xegpu.tensor_desc<8x16xf16>
      %nb = xegpu.update_nd_offset %pb, [16, 0] : !xegpu.tensor_desc<16x16xf16>
      scf.yield %d, %na, %nb : vector<8x16xf32>, !xegpu.tensor_desc<8x16xf16>, !xegpu.tensor_desc<16x16xf16>
    }
    xegpu.store_nd %r#0, %tc <{l1_hint = #xegpu.cache_hint<write_back>}> : vector<8x16xf32>, !xegpu.tensor_desc<8x16xf32>
    gpu.return
  }
}

// -----

gpu.module @eltwise {
  gpu.func @minimum(%x: memref<4x96xf32>, %y: memref<4x96xf32>) kernel {
    %mask = arith.constant {layout_result_0 = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>} dense<true> : vector<4x96xi1>
    %stride = arith.constant {layout_result_0 = #xegpu.slice<#xegpu.layout<sg_layout = [4, 1], sg_data = [1, 1]>, dims = [1]>} dense<96> : vector<4xindex>
    %rows = vector.step {layout_result_0 = #xegpu.slice<#xegpu.layout<sg_layout = [4, 1], sg_data = [1, 1]>, dims = [1]>} : vector<4xindex>
    %base = arith.muli %rows, %stride {layout_result_0 = #xegpu.slice<#xegpu.layout<sg_layout = [4, 1], sg_data = [1, 1]>, dims = [1]>} : vector<4xindex>
    %col = vector.shape_cast %base {layout_result_0 = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 1]>} : vector<4xindex> to vector<4x1xindex>
    %bcast = vector.broadcast %col {layout_result_0 = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>} : vector<4x1xindex> to vector<4x96xindex>
    %lanes = vector.step : vector<96xindex>
    %lb = vector.broadcast %lanes {layout_result_0 = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>} : vector<96xindex> to vector<4x96xindex>
    %off = arith.addi %bcast, %lb {layout_result_0 = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>} : vector<4x96xindex>
    %px = memref.extract_aligned_pointer_as_index %x : memref<4x96xf32> -> index
    %ix = arith.index_cast %px : index to i64
    %vx = xegpu.load %ix[%off], %mask {layout = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>} : i64, vector<4x96xindex>, vector<4x96xi1> -> vector<4x96xf32>
    %py = memref.extract_aligned_pointer_as_index %y : memref<4x96xf32> -> index
    %iy = arith.index_cast %py : index to i64
    %vy = xegpu.load %iy[%off], %mask {layout = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>} : i64, vector<4x96xindex>, vector<4x96xi1> -> vector<4x96xf32>
    %m = arith.minimumf %vx, %vy {layout_result_0 = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>} : vector<4x96xf32>
    xegpu.store %m, %iy[%off], %mask {layout = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>, layout_operand_2 = #xegpu.layout<sg_layout = [4, 1], sg_data = [1, 32]>} : vector<4x96xf32>, i64, vector<4x96xindex>, vector<4x96xi1>
    gpu.return
  }
}

// -----

gpu.module @shared {
  gpu.func @transpose(%slm: memref<4096xi8, 3>, %src: memref<1024xf32>, %off: vector<16xindex>, %mask: vector<16xi1>) kernel {
    %c1 = arith.constant 1 : i8
    %c16 = arith.constant 16 : i8
    xegpu.alloc_nbarrier 1
    %nb = xegpu.init_nbarrier %c1, %c16 : i8, i8 -> !xegpu.nbarrier
    %m = xegpu.create_mem_desc %slm : memref<4096xi8, 3> -> !xegpu.mem_desc<32x32xf32, #xegpu.mem_layout<stride = [1, 32]>>
    %t = xegpu.create_tdesc %src, %off : memref<1024xf32>, vector<16xindex> -> !xegpu.tensor_desc<16x8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>
    %v = xegpu.load %t, %mask <{l1_hint = #xegpu.cache_hint<streaming>}> : !xegpu.tensor_desc<16x8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>, vector<16xi1> -> vector<16x8xf32>
    xegpu.store_matrix %v, %m[0, 0] : vector<16x8xf32>, !xegpu.mem_desc<32x32xf32, #xegpu.mem_layout<stride = [1, 32]>>
    xegpu.fence memory_kind = slm, fence_scope = workgroup
    xegpu.nbarrier_arrive %nb : !xegpu.nbarrier
    xegpu.nbarrier_wait %nb : !xegpu.nbarrier
    %w = xegpu.load_matrix %m[0, 0] : !xegpu.mem_desc<32x32xf32, #xegpu.mem_layout<stride = [1, 32]>> -> vector<8x16xf32>
    %u = xegpu.update_offset %t, %off : !xegpu.tensor_desc<16x8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>, vector<16xindex>
    %s = xegpu.atomic_rmw addf %t, %mask, %v : !xegpu.tensor_desc<16x8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 8>>, vector<16xi1>, vector<16x8xf32> -> vector<16x8xf32>
    gpu.return
  }
}
