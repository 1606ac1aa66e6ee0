// RUN: jopt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

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

// -----

// Structurally broken ops are reported, not crashed on.
func.func @dealloc_no_operand() {
  // expected-error @+1 {{'memref.dealloc' op requires a single operand}}
  "memref.dealloc"() : () -> ()
  return
}

// -----

func.func @view_no_byte_shift(%b: memref<16xi8>) {
  // expected-error @+1 {{'memref.view' op expected 2 or more operands, but found 1}}
  %0 = "memref.view"(%b) : (memref<16xi8>) -> memref<4xf32>
  return
}

// -----

func.func @subview_no_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.subview' op requires one result}}
  "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> ()
  return
}

// -----

func.func @copy_one_operand(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.copy' op expected 2 operands, but found 1}}
  "memref.copy"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @collapse_no_result(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op requires one result}}
  "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> ()
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %f: f32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "memref.load"(%m, %f) : (memref<4xf32>, f32) -> f32
  return
}

// -----

func.func @custom_form_type_kind(%f: f32) {
  // expected-error @+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.load %f[] : f32
  return
}

// -----

%0 = memref.alloca() : memref<4xf32>
// expected-error @-1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}

// -----

func.func @reinterpret_cast_static_vs_dynamic(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{expected result type with offset = dynamic instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [%i], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 3>>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with stride = 3 instead of 2 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [3] : memref<?xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @expand_static_dim_dynamic_bound(%m: memref<16xf32>, %i: index) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, %i] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<8xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[0][4][3] : memref<8xf32> to memref<4xf32, strided<[3]>>
  return
}

// -----

func.func @subview_dynamic_entries(%m: memref<4xf32>) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 4, 4 but was 4, 5}}
"memref.global"() <{sym_name = "g", type = memref<4x4xf32>, initial_value = dense<1.0> : tensor<4x5xf32>}> : () -> ()

// -----

func.func @rank_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %0 = "memref.rank"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @dma_start_num_elements(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %i, %m, %i, %f, %m, %i) : (memref<4xf32>, index, memref<4xf32>, index, f32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_types(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %m[%i], %i, %m[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_wait_indices(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %m[], %i : memref<4xf32>
  return
}

// -----

func.func @atomic_rmw_kind(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_unknown_kind(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' invalid kind attribute specification: "foo"}}
  %0 = memref.atomic_rmw "foo" %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_types(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%f, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f16
  return
}

// -----

func.func @generic_atomic_rmw_effects(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %c, %m[%i] : memref<4xf32>
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_blocks(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expects region #0 to have 0 or 1 blocks}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%c: f32):
    "cf.br"() [^bb1] : () -> ()
  ^bb1:
    "memref.atomic_yield"(%c) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f16
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c: f32):
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'index' and its parent: 'f32'}}
    memref.atomic_yield %i : index
  }
  return
}

// -----

func.func @atomic_yield_parent(%f: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %f : f32
  return
}

// -----

func.func @alloca_scope_args() {
  // expected-error @+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%a: f32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @alloca_scope_result(%f: f32, %i: index) {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'index' should match successor input type #0 'f32'}}
  %0 = memref.alloca_scope -> f32 {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %i : index
  }
  return
}

// -----

func.func @alloca_scope_terminator() {
  // expected-error @+2 {{'memref.alloca_scope' op expects regions to end with 'memref.alloca_scope.return', found 'test.term'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'}}
  "memref.alloca_scope"() ({
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @prefetch_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<4>, data : memref<4xf32>
  return
}

// -----

func.func @distinct_objects_types(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @distinct_objects_empty() {
  // expected-error @+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @extract_strided_metadata_results(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op expected 2 or more results}}
  %b = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>)
  return
}

// -----

// The result of memref.assume_alignment has the memref's type (InferTypeOpInterface).
func.func @assume_alignment_result_type(%m: memref<4xf32>) {
  // expected-error@+2 {{'memref.assume_alignment' op inferred type(s) 'memref<4xf32>' are incompatible with return type(s) of operation 'memref<?xf32>'}}
  // expected-error@+1 {{'memref.assume_alignment' op failed to infer returned types}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<?xf32>
  return
}
