// RUN: jopt %s -split-input-file -verify-diagnostics

// The errors of the tensor ops, with mlir-opt-22's words.

func.func @bitcast_width(%t: tensor<4xi32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xi64>
  return
}
// -----
func.func @bitcast_index(%t: tensor<4xindex>) {
  // expected-error @+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  %0 = "tensor.bitcast"(%t) : (tensor<4xindex>) -> tensor<4xi64>
  return
}
// -----
func.func @cast_incompatible(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}
// -----
func.func @cast_not_tensor(%t: f32) {
  // expected-error @+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %0 = tensor.cast %t : f32 to tensor<4xf32>
  return
}
// -----
func.func @collapse_rank(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<4x4xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<4x4x1xf32>'.}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<4x4x1xf32>
  return
}
// -----
func.func @collapse_groups(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<4x4xf32> into tensor<16xf32>
  return
}
// -----
func.func @collapse_contiguous(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[1, 0]] : tensor<4x4xf32> into tensor<16xf32>
  return
}
// -----
func.func @collapse_static(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<15xf32>
  return
}
// -----
func.func @collapse_dynamic(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<16xf32>
  return
}
// -----
func.func @collapse_element(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<16xf32>', but got 'tensor<16xi32>'}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<16xi32>
  return
}
// -----
func.func @collapse_empty_group(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %t [[0, 1], []] : tensor<4x4xf32> into tensor<16x1xf32>
  return
}
// -----
func.func @collapse_map_size(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = tensor.collapse_shape %t [[0, 2]] : tensor<4x4xf32> into tensor<16xf32>
  return
}
// -----
func.func @expand_output_rank(%t: tensor<16xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [4, 4, 1] : tensor<16xf32> into tensor<4x4xf32>
  return
}
// -----
func.func @expand_dynamic_count(%t: tensor<16xf32>, %i: index) {
  // expected-error @+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>}> : (tensor<16xf32>, index) -> tensor<4x4xf32>
  return
}
// -----
func.func @expand_reassociation_kind(%t: tensor<16xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.expand_shape %t [0, 1] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  return
}
// -----
func.func @expand_reassociation_literal(%t: tensor<16xf32>) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %0 = tensor.expand_shape %t 3 output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
  return
}
// -----
func.func @expand_missing_keyword(%t: tensor<16xf32>) {
  // expected-error @+1 {{custom op 'tensor.expand_shape' expected 'output_shape'}}
  %0 = tensor.expand_shape %t [[0, 1]] [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  return
}
// -----
func.func @concat_no_input() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = "tensor.concat"() <{dim = 0 : i64}> : () -> tensor<8xf32>
  return
}
// -----
func.func @concat_rank(%a: tensor<4xf32>, %b: tensor<4x1xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4x1xf32>) -> tensor<8xf32>
  return
}
// -----
func.func @concat_element(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<8xf32>
  return
}
// -----
func.func @concat_dim(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}
// -----
func.func @concat_mismatch(%a: tensor<4x3xf32>, %b: tensor<4x2xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x2xf32>) -> tensor<8x3xf32>
  return
}
// -----
func.func @concat_inferred(%a: tensor<4x?xf32>, %b: tensor<?x2xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<8x3xf32>'does not match inferred shape 'tensor<?x2xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x?xf32>, tensor<?x2xf32>) -> tensor<8x3xf32>
  return
}
// -----
func.func @concat_types(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.concat' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<4xf32>) -> tensor<8xf32>
  return
}
// -----
func.func @concat_function_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.concat' invalid kind of type specified: expected builtin.function, but found 'tensor<4xf32>'}}
  %0 = tensor.concat dim(0) %a : tensor<4xf32>
  return
}
// -----
func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}
// -----
func.func @empty_sizes(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4xf32>
  return
}
// -----
func.func @extract_unranked(%u: tensor<*xf32>) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %u[] : tensor<*xf32>
  return
}
// -----
func.func @extract_indices(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = "tensor.extract"(%t) : (tensor<4xf32>) -> f32
  return
}
// -----
func.func @extract_type(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> f64
  return
}
// -----
func.func @insert_indices(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = "tensor.insert"(%f, %t) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @insert_scalar(%t: tensor<4xf32>, %i: index, %f: f64) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (f64, tensor<4xf32>, index) -> tensor<4xf32>
  return
}
// -----
func.func @from_elements_dynamic(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = tensor.from_elements %f : tensor<?xf32>
  return
}
// -----
func.func @from_elements_count(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = tensor.from_elements %f, %f : tensor<3xf32>
  return
}
// -----
func.func @gather_empty(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}
// -----
func.func @gather_overflow(%s: tensor<4x5xf32>, %i: tensor<2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5xf32>, tensor<2x3xindex>) -> tensor<2x1x5xf32>
  return
}
// -----
func.func @gather_last_dim(%s: tensor<4x5xf32>, %i: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x2xindex>) -> tensor<2x1x5xf32>
  return
}
// -----
func.func @gather_negative(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}
// -----
func.func @gather_increasing(%s: tensor<4x5xf32>, %i: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
  return
}
// -----
func.func @gather_result(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<2x1x5xf32>' or its rank-reduced variant 'tensor<2x5xf32>' (got: 'tensor<2x1x6xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x6xf32>
  return
}
// -----
func.func @gather_dims_syntax(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{expected '['}}
  %0 = tensor.gather %s[%i] gather_dims(0) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}
// -----
func.func @scatter_unique(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>, %d: tensor<2x5xf32>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %d into %s[%i] scatter_dims([0]) : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}
// -----
func.func @scatter_source(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>, %d: tensor<2x6xf32>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<2x1x5xf32>' or its rank-reduced variant 'tensor<2x5xf32>' (got: 'tensor<2x6xf32>')}}
  %0 = tensor.scatter %d into %s[%i] scatter_dims([0]) unique : (tensor<2x6xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}
// -----
func.func @generate_args(%n: index, %c: f32) {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate %n {
  ^bb0(%i: i32):
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @generate_arg_count(%n: index, %c: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @generate_yield_type(%n: index, %c: f64) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %c : f64
  } : tensor<?xf32>
  return
}
// -----
func.func @generate_extents(%n: index, %c: f32) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<4xf32>
  return
}
// -----
func.func @generate_blocks(%n: index, %c: f32) {
  // expected-error @+1 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %c : f32
  ^bb1:
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @generate_no_yield(%n: index, %c: f32) {
  // expected-error @+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
  } : tensor<?xf32>
  return
}
// -----
func.func @yield_parent(%c: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %c : f32
}
// -----
func.func @pad_type(%t: tensor<4xf32>, %c: f32) {
  // expected-error @+1 {{specified type 'tensor<8xf32>' does not match the inferred type 'tensor<7xf32>'}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<8xf32>
  return
}
// -----
func.func @pad_infer(%t: tensor<4xf32>, %c: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<7xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[2] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @pad_block_args(%t: tensor<4xf32>, %c: f32) {
  // expected-error @+1 {{expected the block to have 1 arguments}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @pad_arg_type(%t: tensor<4xf32>, %c: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: i32):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @pad_yield_type(%t: tensor<4xf32>, %c: f64) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %c : f64
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @reshape_element(%t: tensor<4xf32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xi32>
  return
}
// -----
func.func @reshape_count(%t: tensor<4xf32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<5xf32>
  return
}
// -----
func.func @reshape_dynamic_shape(%t: tensor<4xf32>, %s: tensor<?xindex>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xindex>) -> tensor<4xf32>
  return
}
// -----
func.func @reshape_shape_length(%t: tensor<4xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<4xf32>
  return
}
// -----
func.func @reshape_shape_type(%t: tensor<4xf32>, %s: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2x2xindex>'}}
  %0 = "tensor.reshape"(%t, %s) : (tensor<4xf32>, tensor<2x2xindex>) -> tensor<*xf32>
  return
}
// -----
func.func @splat_sizes(%f: f32, %i: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.splat %f[%i] : tensor<4xf32>
  return
}
// -----
func.func @splat_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @slice_offsets_rank(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %0 = tensor.extract_slice %t[0, 0] [2, 1] [1, 1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @slice_mixed_rank(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [2] [1, 1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @slice_dynamic_count(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<2xf32>
  return
}
// -----
func.func @slice_negative_offset(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @slice_negative_size(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -2}}
  %0 = tensor.extract_slice %t[0] [-2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @slice_offset_oob(%t: tensor<4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %t[4] [0] [1] : tensor<4xf32> to tensor<0xf32>
  return
}
// -----
func.func @slice_oob(%t: tensor<4x4xf32>, %v: tensor<2xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 4 >= 4}}
  %0 = tensor.insert_slice %v into %t[3, 3] [1, 2] [1, 1] : tensor<2xf32> into tensor<4x4xf32>
  return
}
// -----
func.func @slice_rank_too_large(%t: tensor<4x1xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank. }}
  %0 = tensor.extract_slice %t[1, 0] [2, 1] [1, 1] : tensor<4x1xf32> to tensor<2x1x1xf32>
  return
}
// -----
func.func @slice_size_mismatch(%t: tensor<4x4xf32>, %v: tensor<2xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %v into %t[1, 0] [2, 2] [1, 1] : tensor<2xf32> into tensor<4x4xf32>
  return
}
// -----
func.func @slice_element(%t: tensor<4x1xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[1, 0] [2, 1] [1, 1] : tensor<4x1xf32> to tensor<2xi32>
  return
}
// -----
func.func @slice_encoding(%t: tensor<4xf32, "e">) {
  // expected-error @+1 {{expected type to be 'tensor<2xf32, "e">' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32, "e"> to tensor<3xf32>
  return
}
// -----
func.func @insert_slice_result(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}
// -----
func.func @slice_index_list(%t: tensor<4xf32>) {
  // expected-error @+2 {{custom op 'tensor.extract_slice' expected integer value}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[a] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @slice_index_list_bracket(%t: tensor<4xf32>) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0 [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @slice_attr_constraint(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.extract_slice' 'tensor.extract_slice' op attribute 'static_sizes' failed to satisfy constraint: i64 dense array attribute}}
  %0 = tensor.extract_slice %t[0] [2] [1] {static_sizes = 3} : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @slice_unranked_result(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.extract_slice' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<*xf32>
  return
}
// -----
func.func @parallel_insert_parent(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return
}
// -----
// tensor.pad lists its segment sizes before SingleBlock.
func.func @pad_segments_before_blocks(%a: tensor<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.pad' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %0 = "tensor.pad"(%a, %i) <{operandSegmentSizes = array<i32: 1, 2, 0>, static_high = array<i64: 1>, static_low = array<i64: 1>}> ({
  ^bb0(%x: index):
    "tensor.yield"(%v) : (f32) -> ()
  ^bb1:
    "tensor.yield"(%v) : (f32) -> ()
  }) : (tensor<4xf32>, index) -> tensor<6xf32>
  return
}
