// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @extract_slice_list_rank(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %x = tensor.extract_slice %t[0, 0] [2, 1] [1, 1] : tensor<4xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_mixed_rank(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %x = tensor.extract_slice %t[0] [2] [1, 1] : tensor<4xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_offset_oob(%t: tensor<4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %x = tensor.extract_slice %t[4] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_rank_too_large(%t: tensor<4x1xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %x = tensor.extract_slice %t[1, 0] [2, 1] [1, 1] : tensor<4x1xf32> to tensor<2x1x1xf32>
  return
}

// -----

func.func @extract_slice_element_type(%t: tensor<4x1xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %x = tensor.extract_slice %t[1, 0] [2, 1] [1, 1] : tensor<4x1xf32> to tensor<2xi32>
  return
}

// -----

func.func @insert_slice_size_mismatch(%t: tensor<4x4xf32>, %v: tensor<2xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %x = tensor.insert_slice %v into %t[1, 0] [2, 2] [1, 1] : tensor<2xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @insert_slice_oob(%t: tensor<4x4xf32>, %v: tensor<2xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 4 >= 4}}
  %x = tensor.insert_slice %v into %t[3, 3] [1, 2] [1, 1] : tensor<2xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @extract_unranked(%u: tensor<*xf32>) {
  // expected-error @+1 {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %x = "tensor.extract"(%u) : (tensor<*xf32>) -> f32
  return
}

// -----

func.func @extract_element_type(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %x = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> f64
  return
}

// -----

func.func @extract_num_indices(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %x = "tensor.extract"(%t) : (tensor<4xf32>) -> f32
  return
}

// -----

func.func @cast_incompatible(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %x = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %x = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @empty_dynamic_sizes(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %x = tensor.empty(%i) : tensor<4xf32>
  return
}

// -----

func.func @extract_unranked_custom(%u: tensor<*xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %x = tensor.extract %u[] : tensor<*xf32>
  return
}
