// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @to_tensor_shape(%m: memref<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @to_buffer_element(%t: tensor<4xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}

// -----

func.func @materialize_result(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_shape(%t: tensor<4xf32>, %m: memref<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<5xf32>) -> ()
  return
}
// -----

func.func @alloc_tensor_result(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<?xf32>'}}
  %0 = "bufferization.alloc_tensor"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @alloc_tensor_dynamic_sizes() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_sizes(%t: tensor<4xf32>, %d: index) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%d) copy(%t) : tensor<4xf32>
  return
}

// -----

func.func @alloc_tensor_type() {
  // expected-error @+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}

// -----

func.func @alloc_tensor_segments() {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i16: 1>} for op bufferization.alloc_tensor: expected DenseI32ArrayAttr for key `value`}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i16: 1>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @clone_operand(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "bufferization.clone"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @clone_type(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.clone' invalid kind of type specified}}
  %0 = bufferization.clone %m : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @dealloc_tensor_operand(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @to_tensor_operand(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
  %0 = "bufferization.to_tensor"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @to_tensor_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %t : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_buffer_unit(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_buffer' 'bufferization.to_buffer' op attribute 'read_only' failed to satisfy constraint: unit attribute}}
  %0 = bufferization.to_buffer %t {read_only = 1} : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @to_memref_unknown(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_memref' is unknown}}
  %0 = bufferization.to_memref %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @materialize_element_type(%t: tensor<4xf32>, %u: tensor<4xi32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @materialize_restrict(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_dest_kind(%t: tensor<4xf32>, %v: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in %v : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @materialize_rank(%t: tensor<4xf32>, %u: tensor<4x4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @materialize_types(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.materialize_in_destination' number of operands and types do not match: got 2 operands and 1 types}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @dealloc_conditions(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}

// -----

func.func @dealloc_results(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<4xf32>) -> (i1, i1)
  return
}

// -----

func.func @dealloc_condition_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'memref<4xf32>'}}
  "bufferization.dealloc"(%m, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @dealloc_types(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{custom op 'bufferization.dealloc' number of operands and types do not match: got 2 operands and 1 types}}
  bufferization.dealloc (%m, %m : memref<4xf32>) if (%c)
  return
}

// -----

func.func @dealloc_missing_if(%m: memref<4xf32>) {
  bufferization.dealloc (%m : memref<4xf32>)
  // expected-error @+1 {{custom op 'bufferization.dealloc' expected 'if'}}
  return
}
