// gpu: a host function copying to device memory and launching kernels, inline and outlined.

module attributes {gpu.container_module} {
  func.func @host(%a: memref<8x8xf32>, %n: index, %f: f32) -> memref<8x8xf32> {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<8x8xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %a : memref<8x8xf32>, memref<8x8xf32>
    %t3 = gpu.memset async [%t2] %dev, %f : memref<8x8xf32>, f32
    gpu.wait [%t3]
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %v = memref.load %dev[%bx, %tx] : memref<8x8xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %dev[%bx, %tx] : memref<8x8xf32>
      gpu.barrier
      gpu.terminator
    }
    %t4 = gpu.launch_func async @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
        args(%dev : memref<8x8xf32>, %f : f32)
    %out = memref.alloc() : memref<8x8xf32>
    %t5 = gpu.memcpy async [%t4] %out, %dev : memref<8x8xf32>, memref<8x8xf32>
    %t6 = gpu.dealloc async [%t5] %dev : memref<8x8xf32>
    gpu.wait [%t6]
    return %out : memref<8x8xf32>
  }

  gpu.module @kernels {
    gpu.func @scale(%m: memref<8x8xf32>, %s: f32)
        workgroup(%tile : memref<8xf32, #gpu.address_space<workgroup>>)
        private(%tmp : memref<1xf32, #gpu.address_space<private>>) kernel {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x upper_bound 1
      %bd = gpu.block_dim x
      %gd = gpu.grid_dim y
      %v = memref.load %m[%bx, %tx] : memref<8x8xf32>
      memref.store %v, %tile[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %tile[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      %r = arith.mulf %w, %s : f32
      memref.store %r, %m[%bx, %tx] : memref<8x8xf32>
      gpu.printf "thread %d\n", %tx : index
      gpu.return
    }
    gpu.func @device_helper(%x: f32) -> f32 {
      %lane = gpu.lane_id
      %sg = gpu.subgroup_size : index
      gpu.return %x : f32
    }
  }
}
