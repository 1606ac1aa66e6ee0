// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// The errors of the linalg ops, with mlir-opt-22's words.

func.func @yield_parent(%a: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %a : f32
}
// -----
func.func @index_parent() {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %0 = linalg.index 0 : index
  return
}
// -----
func.func @index_negative(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %i = linalg.index -1 : index
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @index_loops(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (0) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @index_type(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{custom op 'linalg.index' invalid kind of type specified: expected builtin.index, but found 'i32'}}
    %i = linalg.index 0 : i32
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @yield_count(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (0) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield
  }
  return
}
// -----
func.func @yield_type(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    %c = arith.constant 1 : i4
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i4') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i4
  }
  return
}
// -----
func.func @generic_loops(%m: memref<1xi32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  linalg.generic {indexing_maps = [affine_map<() -> (0)>], iterator_types = ["parallel"]} outs(%m : memref<1xi32>) {
  ^bb0(%x: i32):
    linalg.yield %x : i32
  }
  return
}
// -----
func.func @generic_rank(%m: memref<?xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.generic {indexing_maps = [affine_map<() -> (0, 0)>], iterator_types = []} outs(%m : memref<?xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @generic_symbols(%m: memref<?xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  linalg.generic {indexing_maps = [affine_map<(d0)[s0] -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<?xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @generic_map_count(%m: memref<?xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (2) to be equal to the number of input/output operands (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<?xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @generic_invertible(%a: memref<?xf32>, %b: memref<?xf32>) {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0 + d1, d0 + d1))}}
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i + j)>, affine_map<(i, j) -> (i + j)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @generic_static_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<5xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @generic_negative_index(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i - 1)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @generic_empty_region(%a: memref<f32>) {
  // expected-error @+1 {{'linalg.generic' op expects to have 1 region with 1 block}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%a : memref<f32>) outs(%a : memref<f32>) {
  }
  return
}
// -----
func.func @generic_blocks(%a: memref<f32>) {
  %f = arith.constant 0.0 : f32
  // expected-error @+1 {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%a : memref<f32>) outs(%a : memref<f32>) {
  ^bb1:
    linalg.yield %f : f32
  ^bb2:
    linalg.yield %f : f32
  }
  return
}
// -----
func.func @generic_arg_count(%a: memref<f32>) {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} outs(%a, %a : memref<f32>, memref<f32>) {
  ^bb0(%x: f32):
    linalg.yield %x, %x : f32, f32
  }
  return
}
// -----
func.func @generic_arg_type(%a: memref<f32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('i1') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%a : memref<f32>) {
  ^bb0(%x: i1):
    %c = arith.constant 1.0 : f32
    linalg.yield %c : f32
  }
  return
}
// -----
func.func @generic_result_type(%a: memref<?xf32>, %t: tensor<?xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #1 ('tensor<?xf32>') to match type of corresponding result ('tensor<f32>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : memref<?xf32>) outs(%t : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<f32>
  return
}
// -----
func.func @generic_mixed(%a: memref<?xf32>, %t: tensor<?xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : memref<?xf32>) outs(%t : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return
}
// -----
func.func @generic_terminator(%m: memref<4xf32>) {
  // expected-error @+2 {{'linalg.generic' op expects regions to end with 'linalg.yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'linalg.yield'}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
  ^bb0(%x: f32):
    "test.foo"() : () -> ()
  }
  return
}
// -----
func.func @generic_iterator(%m: memref<1xi32>) {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (random)}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["random"]} outs(%m : memref<1xi32>) {
  ^bb0(%x: i32):
    linalg.yield %x : i32
  }
  return
}
// -----
func.func @generic_no_iterators(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>]} outs(%m : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @generic_maps_kind(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' 'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  linalg.generic {indexing_maps = 3, iterator_types = []} ins(%a : memref<4x4xf32>) outs(%c : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @generic_doc_kind(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' 'linalg.generic' op attribute 'doc' failed to satisfy constraint: string attribute}}
  linalg.generic {indexing_maps = [], iterator_types = [], doc = 3} ins(%a : memref<4x4xf32>) outs(%c : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @generic_no_region(%a: memref<f32>) {
  // expected-error @+1 {{expected '{' to begin a region}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} ins(%a : memref<f32>)
}
// -----
func.func @generic_iterator_enum(%m: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  "linalg.generic"(%m) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%f: f32):
    linalg.yield %f : f32
  }) : (memref<4xf32>) -> ()
  return
}
// -----
func.func @fill_no_result(%i: index, %f: f32) {
  %0 = tensor.empty(%i) : tensor<?xf32>
  // expected-error @+1 {{'linalg.fill' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>)
  return
}
// -----
func.func @fill_memref_result(%m: memref<?xf32>, %f: f32) {
  // expected-error @+1 {{'linalg.fill' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = linalg.fill ins(%f : f32) outs(%m : memref<?xf32>) -> tensor<?xf32>
  return
}
// -----
func.func @fill_result_kind(%t: tensor<?xf32>, %f: f32) {
  // expected-error @+1 {{'linalg.fill' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<?xf32>'}}
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> memref<?xf32>
  return
}
// -----
func.func @fill_scalar(%t: tensor<2x2xf32>, %v: tensor<2xf32>) {
  // expected-error @+1 {{expected op with scalar input}}
  %0 = linalg.fill ins(%v : tensor<2xf32>) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @fill_value_type(%m: memref<4xf32>, %f: f64) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f64') to match output element type ('f32')}}
  linalg.fill ins(%f : f64) outs(%m : memref<4xf32>)
  return
}
// -----
func.func @named_region_args(%m: memref<?x?xf32>) {
  %0 = linalg.matmul ins(%m, %m : memref<?x?xf32>, memref<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  // expected-error @+1 {{custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}
// -----
func.func @named_binary_types(%i: memref<4xi32>, %h: memref<4xf16>, %c: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.add' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'i32' and 'f16'}}
  linalg.add {foo} ins(%i, %h : memref<4xi32>, memref<4xf16>) outs(%c : memref<4xf32>)
  return
}
// -----
func.func @named_sub_bools(%c: memref<4xi1>) {
  // expected-error @+1 {{custom op 'linalg.sub' unsupported operation: sub with bools}}
  linalg.sub ins(%c, %c : memref<4xi1>, memref<4xi1>) outs(%c : memref<4xi1>)
  return
}
// -----
func.func @named_unary_type(%c: memref<4xi32>) {
  // expected-error @+1 {{custom op 'linalg.exp' unsupported non numeric type}}
  linalg.exp ins(%c : memref<4xi32>) outs(%c : memref<4xi32>)
  return
}
// -----
func.func @named_operand_count(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.copy' number of operands and types do not match: got 2 operands and 1 types}}
  linalg.copy ins(%a, %a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}
// -----
func.func @named_cast_kind(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.copy' 'linalg.copy' op attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1}}
  linalg.copy {cast = 3} ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}
// -----
func.func @named_duplicate(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.copy' attribute 'operandSegmentSizes' occurs more than once in the attribute list}}
  linalg.copy {operandSegmentSizes = array<i32: 1, 1>} ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}
// -----
func.func @matmul_shape(%a: memref<2x4xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 3}}
  linalg.matmul ins(%a, %b : memref<2x4xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}
// -----
func.func @matmul_dim_expr(%a: memref<5x5xf32>, %b: memref<5x5xf32>, %c: memref<5x5xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<5x5xf32>, memref<5x5xf32>) outs(%c : memref<5x5xf32>)
  return
}
// -----
func.func @matmul_broadcast(%a: memref<3xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}
// -----
func.func @matmul_map_kind(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.matmul' element of indexing_maps array is not an affine_map}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, 3, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
// -----
func.func @matmul_maps_twice(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.matmul' attribute 'indexing_maps' occurs more than once in the attribute list}}
  linalg.matmul {indexing_maps = 3} ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
// -----
func.func @contraction_body(%a: memref<4x4xf32>) {
  // expected-error @+1 {{expected add/mul op in the body}}
  "linalg.matmul"(%a, %a, %a) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %z : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}
// -----
func.func @batch_matmul_rank(%a: memref<?x?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?x?xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op expected operand #1 rank (2) to match the result rank of indexing_map (3)}}
  linalg.batch_matmul ins(%a, %b : memref<?x?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?x?xf32>)
  return
}
// -----
func.func @map_arity(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 3 and 2}}
  linalg.map ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @map_arg_type(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
    (%x: i32, %y: f32) {
      linalg.yield %y : f32
    }
  return
}
// -----
func.func @map_shape(%a: memref<4xf32>, %c: memref<5xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4) to match shape of output (5)}}
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<5xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @map_no_body(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{expected '(' in argument list}}
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}
// -----
func.func @map_payload_name(%a: memref<4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{expected bare identifier or keyword}}
  linalg.map { } ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}
// -----
func.func @reduce_input_shapes(%a: memref<4x4xf32>, %b: memref<4x5xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op expects all inputs to have the same shapes. Shape at input-index 1 is not equal to the shape at input-index 0.}}
  linalg.reduce ins(%a, %b : memref<4x4xf32>, memref<4x5xf32>) outs(%c, %c : memref<4xf32>, memref<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %z: f32, %w: f32) {
      linalg.yield %z, %w : f32, f32
    }
  return
}
// -----
func.func @reduce_output_shapes(%a: memref<4x4xf32>, %c: memref<4xf32>, %d: memref<5xf32>) {
  // expected-error @+1 {{'linalg.reduce' op expects all outputs to have the same shapes. Shape at output-index 1 is not equal to the shape at output-index 0.}}
  linalg.reduce ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c, %d : memref<4xf32>, memref<5xf32>) dimensions = [1]
    (%x: f32, %y: f32, %z: f32, %w: f32) {
      linalg.yield %z, %w : f32, f32
    }
  return
}
// -----
func.func @reduce_dim_range(%a: memref<4x4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  linalg.reduce ins(%a : memref<4x4xf32>) outs(%c : memref<4xf32>) dimensions = [2]
    (%x: f32, %y: f32) {
      linalg.yield %y : f32
    }
  return
}
// -----
func.func @reduce_init_dims(%a: memref<4x5xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [4] doesn't match input dimensions after reduction [5]}}
  linalg.reduce ins(%a : memref<4x5xf32>) outs(%c : memref<4xf32>) dimensions = [0]
    (%x: f32, %y: f32) {
      linalg.yield %y : f32
    }
  return
}
// -----
func.func @reduce_init_rank(%a: memref<4x4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  "linalg.reduce"(%a, %a, %c) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @reduce_block_args(%a: memref<4x5xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  linalg.reduce ins(%a : memref<4x5xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @reduce_input_type(%a: memref<4x5xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'i32'}}
  linalg.reduce ins(%a : memref<4x5xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: i32, %y: f32) {
      linalg.yield %y : f32
    }
  return
}
// -----
func.func @reduce_output_type(%a: memref<4x5xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'i32'}}
  linalg.reduce ins(%a : memref<4x5xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: f32, %y: i32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @reduce_sorted(%a: memref<4x4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  "linalg.reduce"(%a, %c) <{dimensions = array<i64: 1, 0>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4x4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @reduce_region(%a: memref<4x4xf32>, %c: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op region #0 ('combiner') failed to verify constraint: region with 1 blocks}}
  "linalg.reduce"(%a, %c) <{dimensions = array<i64: 0>}> ({
  }) : (memref<4x4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @transpose_permutation(%a: memref<4x5xf32>, %c: memref<5x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%c : memref<5x4xf32>) permutation = [1, 1]
  return
}
// -----
func.func @transpose_rank(%a: memref<4x5xf32>, %c: memref<5x4x1xf32>) {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%c : memref<5x4x1xf32>) permutation = [1, 0]
  return
}
// -----
func.func @transpose_size(%a: memref<4x5xf32>, %c: memref<5x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op size of permutation 3 does not match the argument rank 2}}
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%c : memref<5x4xf32>) permutation = [1, 0, 2]
  return
}
// -----
func.func @transpose_dims(%a: memref<4x5xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 5}}
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%c : memref<4x5xf32>) permutation = [1, 0]
  return
}
// -----
func.func @transpose_keyword(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.transpose ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  // expected-error @+1 {{custom op 'linalg.transpose' expected 'permutation'}}
  return
}
// -----
func.func @transpose_twice(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.transpose' attribute 'permutation' occurs more than once in the attribute list}}
  linalg.transpose ins(%a : memref<4x4xf32>) outs(%c : memref<4x4xf32>) permutation = [1, 0] {permutation = 3}
  return
}
// -----
func.func @transpose_operand(%a: f32, %c: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op operand #0 must be memref of any type values or ranked tensor of any type values, but got 'f32'}}
  "linalg.transpose"(%a, %c) <{permutation = array<i64: 1, 0>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (f32, memref<4x4xf32>) -> ()
  return
}
// -----
func.func @broadcast_rank(%a: memref<4xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  linalg.broadcast ins(%a : memref<4xf32>) outs(%c : memref<4x5xf32>) dimensions = [0, 1]
  return
}
// -----
func.func @broadcast_range(%a: memref<4xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 2}}
  linalg.broadcast ins(%a : memref<4xf32>) outs(%c : memref<4x5xf32>) dimensions = [2]
  return
}
// -----
func.func @broadcast_dims(%a: memref<4xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 5}}
  linalg.broadcast ins(%a : memref<4xf32>) outs(%c : memref<4x5xf32>) dimensions = [0]
  return
}
// -----
func.func @elementwise_arity(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  // expected-error @+2 {{custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  // expected-error @+1 {{custom op 'linalg.elementwise' unable to parse elemwise op}}
  return
}
// -----
func.func @elementwise_kind_keyword(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  // expected-error @+1 {{custom op 'linalg.elementwise' expected 'kind'}}
  linalg.elementwise ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}
// -----
func.func @elementwise_kind_attr(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  // expected-error @+1 {{custom op 'linalg.elementwise' expected ElementwiseKind attribute}}
  linalg.elementwise kind=3 ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}
// -----
func.func @elementwise_no_maps(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.elementwise' op expected the number of indexing_map (0) to be equal to the number of input/output operands (2)}}
  "linalg.elementwise"(%a, %c) <{kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
  return
}
// -----
func.func @elementwise_transposed(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.elementwise' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}
// -----
func.func @batch_output_rank(%a: memref<2x4x8xf32>, %b: memref<2x8x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op expects 3 dims, but got (2).}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
// -----
func.func @batch_dim(%a: memref<4x2x8xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid batch dimension expression.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<4x2x8xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x4xf32>)
  return
}
// -----
func.func @batch_lhs_broadcast(%a: memref<8x4xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<8x4xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x4xf32>)
  return
}
// -----
func.func @batch_rhs_broadcast(%a: memref<2x4x8xf32>, %b: memref<4x8xf32>, %c: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<4x8xf32>) outs(%c : memref<2x4x4xf32>)
  return
}
// -----
func.func @batch_map_count(%a: memref<2x4x8xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x4xf32>)
  return
}
// -----
func.func @batch_broadcast_batch(%a: memref<2xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<2xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x4xf32>)
  return
}
// -----
func.func @batch_unexpected_dim(%a: memref<2x4x8xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x4xf32>)
  return
}
// -----
func.func @batch_output_order(%a: memref<2x4x8xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid output map result dimension.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x4xf32>)
  return
}
// -----
// SingleBlock comes before the segment sizes in a structured op's traits.
func.func @two_blocks_before_segments(%a: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  %0 = "linalg.generic"(%a, %a) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  ^bb1:
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
