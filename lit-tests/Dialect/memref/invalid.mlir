// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @alloc_missing_dynamic_size() {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @alloc_extra_symbol(%d: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc(%d)[%d] : memref<?xf32>
  return
}

// -----

func.func @alloc_missing_strided_symbol() {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: ?>>
  return
}

// -----

func.func @alloca_missing_dynamic_size(%d: index) {
  // expected-error @+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.alloca(%d) : memref<?x?xf32>
  return
}

// -----

func.func @load_rank(%d: index, %m: memref<4xf32>) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %0 = memref.load %m[%d, %d] : memref<4xf32>
  return
}

// -----

func.func @store_rank(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<4xf32>
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @cast_element(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_unranked_to_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @memory_space_cast_element(%m: memref<?xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<?xf32>' and result type 'memref<?xi32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<?xf32> to memref<?xi32, 1>
  return
}

// -----

func.func @transpose_not_permutation(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @transpose_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d0, d2) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_result_layout(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @subview_result_sizes(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3x2xf32, strided<[4, 1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<3x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @subview_ranks(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @view_missing_size(%m: memref<2048xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @collapse_groups(%m: memref<4x6xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x6xf32> into memref<24xf32>
  return
}

// -----

func.func @expand_group_size(%m: memref<4x6xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (6)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 6] : memref<4x6xf32> into memref<2x3x6xf32>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<?xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<?xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_extra_size(%m: memref<4xf32>, %d: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%d) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @copy_element(%m: memref<4xf32>, %d: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %d : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @reshape_rank(%m: memref<?xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?x?xf32>
  return
}

// -----

func.func @reinterpret_cast_ranks(%m: memref<?xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 2], strides: [1] : memref<?xf32> to memref<10x2xf32>
  return
}

// -----

func.func @assume_alignment_pow2(%m: memref<?xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<?xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

memref.global "private" @g : memref<4xf32>

func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<8xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "weird"}}
memref.global "weird" @w : memref<4xf32>

// -----

func.func @collapse_rank0(%m: memref<2x1xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<2x1xf32> into memref<f32>
  return
}

// -----

func.func @collapse_out_of_bounds(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation index 1 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4xf32> into memref<4xf32>
  return
}

// -----

func.func @collapse_not_collapse(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4xf32> into memref<2x2xf32>
  return
}

// -----

func.func @subview_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0] [2] [1] : memref<4x4xf32> to memref<2xf32>
  return
}

// -----

func.func @transpose_type(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<1x1xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<1x1xf32>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}

// -----

func.func @realloc_element(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<4xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @metadata_base_type(%m: memref<4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<i32>', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4xf32> -> memref<i32>, index, index, index
  return
}
