// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// CHECK: module attributes {gpu.container_module}
module attributes {gpu.container_module} {
  // CHECK-LABEL: func.func @launches
  func.func @launches(%n: index, %f: f32, %buf: memref<?xf32, 1>, %shm: i32) {
    // CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      // CHECK-NEXT: arith.addi %[[BX]], %[[TX]] : index
      %sum = arith.addi %bx, %tx : index
      // CHECK-NEXT: gpu.barrier
      gpu.barrier
      // CHECK-NEXT: gpu.terminator
      gpu.terminator
    }
    // CHECK: %[[T0:.*]] = gpu.wait async
    %t0 = gpu.wait async
    // CHECK: gpu.launch async [%[[T0]]] clusters(%{{.*}}) in ({{.*}}) blocks({{.*}}) in ({{.*}}) threads({{.*}}) in ({{.*}}) dynamic_shared_memory_size %{{.*}} workgroup(%{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>) private(%{{.*}} : memref<1xf32, #gpu.address_space<private>>) {
    // CHECK: } {foo = 1 : i64}
    %t1 = gpu.launch async [%t0] clusters(%cx, %cy, %cz) in (%cgx = %n, %cgy = %n, %cgz = %n)
               blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
               dynamic_shared_memory_size %shm
               workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>)
               private(%p : memref<1xf32, #gpu.address_space<private>>) {
      gpu.terminator
    } {foo = 1}
    // CHECK: gpu.launch_func  @kernels::@kernel_1 blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})  args(%{{.*}} : f32, %{{.*}} : memref<?xf32, 1>)
    gpu.launch_func @kernels::@kernel_1 blocks in (%n, %n, %n) threads in (%n, %n, %n)
        args(%f : f32, %buf : memref<?xf32, 1>)
    // CHECK: %[[T2:.*]] = gpu.launch_func async [%{{.*}}] @kernels::@kernel_1 clusters in ({{.*}}) blocks in ({{.*}}) threads in ({{.*}})  dynamic_shared_memory_size %{{.*}} args(
    %t2 = gpu.launch_func async [%t1] @kernels::@kernel_1 clusters in (%n, %n, %n)
        blocks in (%n, %n, %n) threads in (%n, %n, %n) dynamic_shared_memory_size %shm
        args(%f : f32, %buf : memref<?xf32, 1>)
    // CHECK: gpu.launch_func  @kernels::@kernel_2 blocks in ({{.*}}) threads in ({{.*}}) : i32
    gpu.launch_func @kernels::@kernel_2 blocks in (%shm, %shm, %shm) threads in (%shm, %shm, %shm) : i32
    // CHECK: gpu.wait [%[[T2]]]
    gpu.wait [%t2]
    return
  }

  // CHECK-LABEL: gpu.module @kernels {
  gpu.module @kernels {
    // CHECK: gpu.func @kernel_1(%{{.*}}: f32, %{{.*}}: memref<?xf32, 1>) workgroup(%{{.*}} : memref<32xf32, #gpu.address_space<workgroup>>) private(%{{.*}} : memref<1xf32, #gpu.address_space<private>>) kernel attributes {qux = "quux"} {
    gpu.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>)
        workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>)
        private(%p : memref<1xf32, #gpu.address_space<private>>)
        kernel attributes {qux = "quux"} {
      // CHECK: %thread_id_x = gpu.thread_id  x
      %tid = gpu.thread_id x
      // CHECK: %block_id_y = gpu.block_id  y
      %bid = gpu.block_id y
      // CHECK: %block_dim_z = gpu.block_dim  z
      %bd = gpu.block_dim z
      // CHECK: %grid_dim_x = gpu.grid_dim  x upper_bound 8
      %gd = gpu.grid_dim x upper_bound 8
      // CHECK: %global_id_x = gpu.global_id  x
      %gid = gpu.global_id x
      // CHECK: gpu.lane_id upper_bound 64
      %l = gpu.lane_id upper_bound 64
      // CHECK: gpu.lane_id{{$}}
      %l2 = gpu.lane_id
      // CHECK: gpu.subgroup_id : index
      %s = gpu.subgroup_id : index
      // CHECK: gpu.num_subgroups : index
      %ns = gpu.num_subgroups : index
      // CHECK: gpu.subgroup_size upper_bound 32 : index
      %ss = gpu.subgroup_size upper_bound 32 : index
      // CHECK: %cluster_id_x = gpu.cluster_id  x
      %ci = gpu.cluster_id x
      // CHECK: %cluster_dim_y = gpu.cluster_dim  y
      %cd = gpu.cluster_dim y
      // CHECK: %cluster_block_id_z = gpu.cluster_block_id  z
      %cbi = gpu.cluster_block_id z
      // CHECK: %cluster_dim_blocks_x = gpu.cluster_dim_blocks  x
      %cdb = gpu.cluster_dim_blocks x
      // CHECK: gpu.printf "Hello %d\0A", %thread_id_x : index
      gpu.printf "Hello %d\n", %tid : index
      // CHECK: gpu.printf "plain"
      gpu.printf "plain"
      // CHECK: gpu.return
      gpu.return
    }
    // CHECK: gpu.func @kernel_2() kernel {
    gpu.func @kernel_2() kernel {
      gpu.return
    }
    // CHECK: gpu.func @helper(%[[A:.*]]: f32) -> f32 {
    gpu.func @helper(%a : f32) -> f32 {
      // CHECK: %[[S:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %shared = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      // CHECK: gpu.return %[[A]] : f32
      gpu.return %a : f32
    }
  }

  // CHECK: gpu.module @empty {
  // CHECK-NEXT: }
  gpu.module @empty {
  }

  // CHECK-LABEL: func.func @memory
  func.func @memory(%d: index, %host: memref<?xf32>, %f: f32, %u: memref<*xf32>, %dev: i32) {
    // CHECK: %[[T:.*]] = gpu.wait async
    %t0 = gpu.wait async
    // CHECK: %memref, %asyncToken = gpu.alloc async [%[[T]]] (%{{.*}}) : memref<?xf32, 1>
    %0, %t1 = gpu.alloc async [%t0] (%d) : memref<?xf32, 1>
    // CHECK: %memref_0 = gpu.alloc  host_shared (%{{.*}}) : memref<?xf32, 1>
    %1 = gpu.alloc host_shared (%d) : memref<?xf32, 1>
    // CHECK: %memref_1 = gpu.alloc  () : memref<4xf32>
    %2 = gpu.alloc () : memref<4xf32>
    // CHECK: gpu.memcpy async [%asyncToken] %memref, %{{.*}} : memref<?xf32, 1>, memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %0, %host : memref<?xf32, 1>, memref<?xf32>
    // CHECK: gpu.memcpy  %memref_0, %{{.*}} : memref<?xf32, 1>, memref<?xf32>
    gpu.memcpy %1, %host : memref<?xf32, 1>, memref<?xf32>
    // CHECK: gpu.memset async [%{{.*}}] %memref, %{{.*}} : memref<?xf32, 1>, f32
    %t3 = gpu.memset async [%t2] %0, %f : memref<?xf32, 1>, f32
    // CHECK: gpu.memset  %memref_0, %{{.*}} : memref<?xf32, 1>, f32
    gpu.memset %1, %f : memref<?xf32, 1>, f32
    // CHECK: %[[T4:.*]] = gpu.dealloc async [%{{.*}}] %memref : memref<?xf32, 1>
    %t4 = gpu.dealloc async [%t3] %0 : memref<?xf32, 1>
    // CHECK: gpu.dealloc  %memref_0 : memref<?xf32, 1>
    gpu.dealloc %1 : memref<?xf32, 1>
    // CHECK: gpu.wait [%[[T4]]]
    gpu.wait [%t4]
    // CHECK: gpu.wait{{ $}}
    gpu.wait
    // CHECK: gpu.host_register %{{.*}} : memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    // CHECK: gpu.host_unregister %{{.*}} : memref<*xf32>
    gpu.host_unregister %u : memref<*xf32>
    // CHECK: gpu.set_default_device %{{.*}}
    gpu.set_default_device %dev
    return
  }

  // CHECK-LABEL: func.func @subgroups
  func.func @subgroups(%f: f32, %i: i32, %v: vector<4xf16>, %w: i32) {
    // CHECK: %shuffleResult, %valid = gpu.shuffle  xor %{{.*}}, %{{.*}}, %{{.*}} : f32
    %0, %1 = gpu.shuffle xor %f, %i, %w : f32
    // CHECK: %shuffleResult_0, %valid_1 = gpu.shuffle  idx %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf16>
    %2, %3 = gpu.shuffle idx %v, %i, %w : vector<4xf16>
    // CHECK: gpu.all_reduce  add %{{.*}} {
    // CHECK-NEXT: } : (f32) -> f32
    %4 = gpu.all_reduce add %f {} : (f32) -> (f32)
    // CHECK: gpu.all_reduce  %{{.*}} {
    // CHECK-NEXT: ^bb0(%[[L:.*]]: f32, %[[R:.*]]: f32):
    // CHECK-NEXT: %[[S:.*]] = arith.addf %[[L]], %[[R]] : f32
    // CHECK-NEXT: gpu.yield %[[S]] : f32
    // CHECK-NEXT: } : (f32) -> f32
    %5 = gpu.all_reduce %f {
    ^bb(%lhs : f32, %rhs : f32):
      %sum = arith.addf %lhs, %rhs : f32
      "gpu.yield"(%sum) : (f32) -> ()
    } : (f32) -> (f32)
    // CHECK: gpu.all_reduce  maxsi %{{.*}} uniform {
    %6 = gpu.all_reduce maxsi %i uniform {} : (i32) -> (i32)
    // CHECK: gpu.subgroup_reduce  add %{{.*}} : (f32) -> f32
    %7 = gpu.subgroup_reduce add %f : (f32) -> f32
    // CHECK: gpu.subgroup_reduce  mul %{{.*}} uniform cluster(size = 4, stride = 2) : (vector<4xf16>) -> vector<4xf16>
    %8 = gpu.subgroup_reduce mul %v uniform cluster(size = 4, stride = 2) : (vector<4xf16>) -> vector<4xf16>
    // CHECK: gpu.subgroup_reduce  minsi %{{.*}} cluster(size = 2) : (i32) -> i32
    %9 = gpu.subgroup_reduce minsi %i cluster(size = 2) : (i32) -> i32
    return
  }
}
