// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @bad_dimension() {
  // expected-error @+2 {{custom op 'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  // expected-error @+2 {{custom op 'gpu.thread_id' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  %0 = gpu.thread_id w
  return
}

// -----

func.func @dimension_kind() {
  // expected-error @+1 {{'gpu.thread_id' op attribute 'dimension' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
  %0 = "gpu.thread_id"() {dimension = 1 : i32} : () -> index
  return
}

// -----

func.func @unnamed_async() {
  // expected-error @+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @no_container_module(%a: index) {
  // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @k::@f blocks in (%a, %a, %a) threads in (%a, %a, %a)
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @undefined_container(%a: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'k' is undefined}}
    gpu.launch_func @k::@f blocks in (%a, %a, %a) threads in (%a, %a, %a)
    return
  }
}

// -----

// expected-error @+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @container_on_func() attributes {gpu.container_module} {
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() {
      gpu.return
    }
  }
  func.func @not_a_kernel(%a: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @k::@f blocks in (%a, %a, %a) threads in (%a, %a, %a)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%x: f32) kernel {
      gpu.return
    }
  }
  func.func @operand_count(%a: index) {
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @k::@f blocks in (%a, %a, %a) threads in (%a, %a, %a)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%x: f32) kernel {
      gpu.return
    }
  }
  func.func @operand_type(%a: index, %i: i32) {
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @k::@f blocks in (%a, %a, %a) threads in (%a, %a, %a) args(%i : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @not_a_gpu_module(%a: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel module 'k' is undefined}}
    gpu.launch_func @k::@f blocks in (%a, %a, %a) threads in (%a, %a, %a)
    return
  }
  func.func @k() {
    return
  }
}

// -----

gpu.module @k {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @f() -> f32 kernel {
    %c = arith.constant 1.0 : f32
    gpu.return %c : f32
  }
}

// -----

gpu.module @k {
  // expected-note @+1 {{return type declared here}}
  gpu.func @f() -> f32 {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @k {
  // expected-error @+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @f(%a: memref<4xf32>) workgroup(%w : memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}

// -----

gpu.module @k {
  // expected-error @+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @f(%a: index) workgroup(%w : f32) {
    gpu.return
  }
}

// -----

func.func @memcpy_element_type(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %m, %n : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @memcpy_shape(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %m, %n : memref<4xf32>, memref<5xf32>
  return
}

// -----

func.func @alloc_sizes(%d: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = gpu.alloc () : memref<?xf32>
  return
}

// -----

func.func @alloc_symbols(%d: index) {
  // expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc (%d)[%d] : memref<?xf32>
  return
}

// -----

func.func @return_outside() {
  // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
  gpu.return
}

// -----

func.func @terminator_outside() {
  // expected-error @+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

func.func @func_outside() {
  // expected-error @+1 {{'gpu.func' op expects parent op 'gpu.module'}}
  gpu.func @f() {
    gpu.return
  }
  return
}

// -----

func.func @memset_not_memref(%f: f32, %i: i32) {
  // expected-error @+1 {{custom op 'gpu.memset' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = gpu.memset %f, %i : f32, i32
  return
}

// -----

func.func @memset_element_type(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %m, %i : memref<4xf32>, i32
  return
}

// -----

func.func @launch_terminator(%a: index) {
  // expected-note @+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a)
             threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    // expected-error @+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "test.ret"() : () -> ()
  }
  return
}

// -----

func.func @shared_memory_space() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %0 = gpu.dynamic_shared_memory : memref<?xi8>
  return
}

// -----

func.func @shared_memory_static() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
  %0 = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @launch_func_mixed_sizes(%a: index, %i: i32) {
  // expected-error @+1 {{'gpu.launch_func' op failed to verify that all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type}}
  "gpu.launch_func"(%a, %i, %a, %a, %a, %a) <{kernel = @k::@f, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, i32, index, index, index, index) -> ()
  return
}

// -----

func.func @all_reduce_kind(%f: f32) {
  // expected-error @+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %0 = gpu.all_reduce foo %f {} : (f32) -> (f32)
  return
}

// -----

func.func @all_reduce_nothing(%f: f32) {
  // expected-error @+1 {{expected either an op attribute or a non-empty body}}
  %0 = gpu.all_reduce %f {} : (f32) -> (f32)
  return
}

// -----

func.func @all_reduce_type(%f: f32) {
  // expected-error @+1 {{`maxsi` reduction operation is not compatible with type 'f32'}}
  %0 = gpu.all_reduce maxsi %f {} : (f32) -> (f32)
  return
}

// -----

func.func @all_reduce_arguments(%f: f32) {
  // expected-error @+1 {{expected two region arguments}}
  %0 = gpu.all_reduce %f {
  ^bb(%lhs : f32):
    "gpu.yield"(%lhs) : (f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func.func @cluster_size(%f: f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %0 = gpu.subgroup_reduce add %f cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @cluster_stride(%f: f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op cluster stride 3 is not a power of two}}
  %0 = gpu.subgroup_reduce add %f cluster(size = 4, stride = 3) : (f32) -> f32
  return
}

// -----

func.func @subgroup_reduce_type(%i: i32) {
  // expected-error @+1 {{`maxnumf` reduction operation is not compatible with type 'i32'}}
  %0 = gpu.subgroup_reduce maxnumf %i : (i32) -> i32
  return
}

// -----

func.func @shuffle_mode(%f: f32, %o: i32) {
  // expected-error @+2 {{custom op 'gpu.shuffle' expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
  // expected-error @+1 {{custom op 'gpu.shuffle' failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
  %0, %1 = gpu.shuffle foo %f, %o, %o : f32
  return
}

// -----

func.func @shuffle_types(%f: f32, %o: i32) {
  // expected-error @+1 {{'gpu.shuffle' op failed to verify that all of {value, shuffleResult} have same type}}
  %0, %1 = "gpu.shuffle"(%f, %o, %o) {mode = #gpu<shuffle_mode xor>} : (f32, i32, i32) -> (f64, i1)
  return
}

// -----

gpu.module @k {
  // expected-error @+1 {{'gpu.func' op requires string attribute 'sym_name'}}
  "gpu.func"() <{function_type = () -> ()}> ({
    "gpu.return"() : () -> ()
  }) : () -> ()
}

// -----

gpu.module @k {
  // expected-error @+1 {{'gpu.func' op expected at least 6 arguments to body region}}
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%x: f32):
    "gpu.return"() : () -> ()
  }) {sym_name = "f", workgroup_attributions = 5 : i64} : () -> ()
}

// -----

func.func @launch_arguments(%c: index) {
  // expected-error @+1 {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%c, %c, %c, %c, %c, %c) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a: index):
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

// expected-error @+1 {{unknown gpu type: foo}}
func.func @unknown_type(%m: !gpu.foo) {
  return
}
