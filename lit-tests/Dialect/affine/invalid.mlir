// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

// The errors of affine.apply, with mlir-opt-22's words.

func.func @operand_count(%a: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}
// -----
func.func @two_results(%a: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index, index) -> index
  return
}
// -----
func.func @missing_symbols(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%a)
  return
}
// -----
func.func @too_many_dims(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a, %a)
  return
}
// -----
func.func @not_a_map(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 3 (%a)
  return
}
// -----
func.func @no_map(%a: index) {
  // expected-error @+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%a) : (index) -> index
  return
}
// -----
func.func @i32_operand(%i: i32) {
  // expected-error @+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}
// -----
func.func @i32_result(%a: index) {
  // expected-error @+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (index) -> i32
  return
}
// -----
func.func @map_twice(%a: index) {
  // expected-error @+1 {{custom op 'affine.apply' attribute 'map' occurs more than once in the attribute list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a) {map = 1}
  return
}

// -----

func.func @load_rank(%A: memref<10x10xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %A[%i] : memref<10x10xf32>
  return
}

// -----

func.func @load_not_affine(%A: memref<10xf32>, %i: index) {
  affine.for %k = 0 to 10 {
    %j = arith.addi %k, %i : index
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %A[%j] : memref<10xf32>
  }
  return
}

// -----

func.func @store_type(%A: memref<10xf32>, %v: f64) {
  // expected-error @+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %A) <{map = affine_map<() -> (0)>}> : (f64, memref<10xf32>) -> ()
  return
}

// -----

func.func @vector_elements(%A: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %A[%i] : memref<10xf32>, vector<4xf64>
  return
}

// -----

func.func @for_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    %j = arith.addi %i, %n : index
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %k = 0 to %j {
    }
  }
  return
}

// -----

func.func @for_min_prefix(%n: index) {
  // expected-error @+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 10)>()[%n] {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error @+1 {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @for_dim_count(%n: index) {
  // expected-error @+1 {{dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>()[%n] to 10 {
  }
  return
}

// -----

func.func @if_operands(%n: index) {
  // expected-error @+1 {{symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @yield_count(%n: index) {
  %0 = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @parallel_reduction(%n: index) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (index) {
    affine.yield %i : index
  }
  return
}

// -----

func.func @parallel_reduce_name(%n: index) {
  // expected-error @+1 {{invalid reduction value: "plus"}}
  %0 = affine.parallel (%i) = (0) to (10) reduce ("plus") -> (index) {
    affine.yield %i : index
  }
  return
}

// -----

func.func @min_operands(%n: index) {
  // expected-error @+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%n) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index) -> index
  return
}

// -----

func.func @delinearize_count(%n: index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:4 = affine.delinearize_index %n into (2, 3) : index, index, index, index
  return
}

// -----

func.func @linearize_count(%i: index, %j: index) {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %j] by (2, 3, 4) : index
  return
}

// -----

func.func @delinearize_basis(%i: index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (0, 2) : index, index
  return
}

// -----

func.func @prefetch_rw(%A: memref<10xf32>, %i: index) {
  // expected-error @+1 {{rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%i], readwrite, locality<3>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%i], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @dma_strides(%A: memref<10xf32>, %B: memref<10xf32, 2>, %tag: memref<1xi32>, %n: index) {
  // expected-error @+1 {{expected two stride related operands}}
  affine.dma_start %A[0], %B[0], %tag[0], %n, %n : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  return
}
