// COMPARE: mlir-opt-22
// RUN: jopt %s --split-input-file --verify-diagnostics

func.func @broadcast_rank(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @broadcast_dim(%v: vector<3xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}

// -----

func.func @broadcast_scalable(%v: vector<[1]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([1] vs. [4])}}
  %0 = vector.broadcast %v : vector<[1]xf32> to vector<[4]xf32>
  return
}

// -----

func.func @broadcast_element(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<4xi32> to vector<2x4xf32>
  return
}

// -----

func.func @shuffle_rank(%a: vector<2xf32>, %b: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<2x2xf32>
  return
}

// -----

func.func @shuffle_index(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %b [0, 4] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @shuffle_scalable(%a: vector<[2]xf32>, %b: vector<[2]xf32>) {
  // expected-error@+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[2]xf32>'}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<[2]xf32>, vector<[2]xf32>
  return
}

// -----

func.func @interleave_types(%a: vector<2xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @deinterleave_odd(%a: vector<3xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %a : vector<3xf32> -> vector<1xf32>
  return
}

// -----

func.func @extract_position(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[1, 8] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_rank(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2, 3] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_0d(%v: vector<4x8xf32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[1, 2] : vector<f32> from vector<4x8xf32>
  return
}

// -----

func.func @extract_inferred(%v: vector<4x8xf32>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<8xf32>' are incompatible with return type(s) of operation 'vector<4xf32>'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[1] : vector<4xf32> from vector<4x8xf32>
  return
}

// -----

func.func @insert_position(%v: vector<4x8xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %f, %v[4, 0] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_rank(%v: vector<4x8xf32>, %s: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[0, 1] : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_scalar_rank(%v: vector<4x8xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %f, %v[0] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_0d(%v: vector<4xf32>, %s: vector<f32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %s, %v[0] : vector<f32> into vector<4xf32>
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<2xf32>
  return
}

// -----

func.func @to_elements_count(%v: vector<2xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0 = "vector.to_elements"(%v) : (vector<2xf32>) -> f32
  return
}

// -----

func.func @scalable_insert_pos(%a: vector<4xf32>, %b: vector<[16]xf32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %a, %b[5] : vector<4xf32> into vector<[16]xf32>
  return
}

// -----

func.func @scalable_extract_fixed(%b: vector<16xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op operand #0 must be  of ranks 1, but got 'vector<16xf32>'}}
  %0 = vector.scalable.extract %b[0] : vector<4xf32> from vector<16xf32>
  return
}

// -----

func.func @insert_strided_offsets(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_strided_sum(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 6], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_strided_stride(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 2], strides = [2]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @extract_strided_sizes(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [5], strides = [1]} : vector<4x8xf32> to vector<5x8xf32>
  return
}

// -----

func.func @extract_strided_result(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @extract_strided_count(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %a {offsets = [1, 0], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @outerproduct_dim(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @outerproduct_kind(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @reduction_rank(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
  return
}

// -----

func.func @reduction_kind(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_acc(%v: vector<4xf32>, %acc: f64) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%v, %acc) <{kind = #vector.kind<add>}> : (vector<4xf32>, f64) -> f32
  return
}

// -----

func.func @multi_reduction_dest(%v: vector<4x8xf32>, %acc: vector<8xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

#map = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_no_reduction(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#map = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_acc(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x7xf32>'}}
  %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x8xf32>
  return
}

// -----

#map = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
func.func @contract_maps(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @transfer_read_indices(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_padding(%m: memref<?xf32>, %i: index, %f: f64) {
  // expected-error@+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f64) -> vector<4xf32>
  return
}

// -----

func.func @transfer_read_perm(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @transfer_read_in_bounds(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_rank(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @transfer_read_types(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{requires two types}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>
  return
}

// -----

func.func @transfer_write_broadcast(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_write_unranked(%m: tensor<*xf32>, %v: vector<4xf32>) {
  // expected-error@+1 {{requires memref or ranked tensor type}}
  vector.transfer_write %v, %m[] : vector<4xf32>, tensor<*xf32>
  return
}

// -----

func.func @load_rank(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<8xf32>, vector<2x4xf32>
  return
}

// -----

func.func @load_element(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<8xf32>, vector<4xi32>
  return
}

// -----

func.func @load_stride(%m: memref<8x8xf32, strided<[8, 2]>>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<8x8xf32, strided<[8, 2]>>, vector<4xf32>
  return
}

// -----

func.func @store_indices(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op requires 2 indices}}
  vector.store %v, %m[%i] : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @maskedload_pass(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %p: vector<8xf64>) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<8xi1>, vector<8xf64> into vector<8xf32>
  return
}

// -----

func.func @maskedstore_shape(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @gather_dims(%m: memref<?xf32>, %i: index, %idx: vector<4xi32>, %mask: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i][%idx], %mask, %p : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @scatter_mask(%m: memref<?xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i][%idx], %mask, %v : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @expandload_scalable_mask(%m: memref<?xf32>, %i: index, %mask: vector<[8]xi1>, %p: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.expandload' op operand #2 must be fixed-length vector of 1-bit signless integer values, but got 'vector<[8]xi1>'}}
  %0 = vector.expandload %m[%i], %mask, %p : memref<?xf32>, vector<[8]xi1>, vector<[8]xf32> into vector<[8]xf32>
  return
}

// -----

func.func @compressstore_element(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %v: vector<8xi32>) {
  // expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xi32>
  return
}

// -----

func.func @shape_cast_count(%v: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (12) and result (10)}}
  %0 = vector.shape_cast %v : vector<4x3xf32> to vector<10xf32>
  return
}

// -----

func.func @shape_cast_scalable(%v: vector<[4]x3xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %v : vector<[4]x3xf32> to vector<12xf32>
  return
}

// -----

func.func @bitcast_width(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi16>
  return
}

// -----

func.func @bitcast_rank(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<1x4xi32>
  return
}

// -----

func.func @type_cast_dynamic(%m: memref<?xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = vector.type_cast %m : memref<?xf32> to memref<vector<4xf32>>
  return
}

// -----

func.func @type_cast_shape(%m: memref<5x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x5xf32>>'}}
  %0 = vector.type_cast %m : memref<5x4xf32> to memref<vector<4x5xf32>>
  return
}

// -----

func.func @constant_mask_bounds() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [3, 5] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_zeros() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
  return
}

// -----

func.func @create_mask_count(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x3xi1>
  return
}

// -----

func.func @transpose_perm(%v: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %v, [0, 0] : vector<4x3xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_dim(%v: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %v, [0, 1] : vector<4x3xf32> to vector<3x4xf32>
  return
}

// -----

func.func @mask_type(%m: vector<4xi1>, %a: vector<8xi32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<4xi1> -> i32
  return
}

// -----

func.func @mask_not_maskable(%m: vector<8xi1>, %a: vector<8xi32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { arith.addi %a, %a : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  return
}

// -----

func.func @mask_passthru(%m: vector<8xi1>, %a: vector<8xi32>, %p: i32) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %p { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return
}

// -----

func.func @print_string(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4xf32> str "x"
  return
}

// -----

func.func @print_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %t : tensor<4xf32>
  return
}

// -----

func.func @scan_dim(%v: vector<4x8xf32>, %init: vector<4xf32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @scan_shapes(%v: vector<4x8xf32>, %init: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @step_rank() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<2x4xindex>'}}
  %0 = vector.step : vector<2x4xindex>
  return
}

// -----

func.func @fma_types(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<8xf32>) {
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %b, %c) : (vector<4xf32>, vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}
