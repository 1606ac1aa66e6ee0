// What hlo-deallocate rejects: the seed's broken implicit captures and its preconditions.
// RUN: jopt --hlo-deallocate %s --split-input-file --verify-diagnostics

func.func @realloc_in_if_without_else(%cond: i1) {
  %alloc = memref.alloc() : memref<2xi32>
  scf.if %cond {
    // expected-error @+1 {{cannot implicitly capture from an if without else}}
    %0 = memref.realloc %alloc : memref<2xi32> to memref<4xi32>
  }
  return
}

// -----

func.func @realloc_across_loop(%lb: index, %ub: index, %step: index, %cond: i1) {
  %alloc = memref.alloc() : memref<2xi32>
  scf.for %i = %lb to %ub step %step {
    %0 = scf.if %cond -> memref<2xi32> {
      // expected-error @+1 {{can't implicitly capture across loop boundaries}}
      %1 = memref.realloc %alloc : memref<2xi32> to memref<2xi32>
      scf.yield %1 : memref<2xi32>
    } else {
      %2 = memref.alloc() : memref<2xi32>
      scf.yield %2 : memref<2xi32>
    }
  }
  return
}

// -----

func.func @realloc_not_yielded_on_other_branch(%cond: i1) {
  %alloc = memref.alloc() : memref<2xi32>
  // expected-error @+1 {{released value not yielded on other branch}}
  %0 = scf.if %cond -> memref<2xi32> {
    %1 = memref.realloc %alloc : memref<2xi32> to memref<2xi32>
    scf.yield %1 : memref<2xi32>
  } else {
    %2 = memref.alloc() : memref<2xi32>
    scf.yield %2 : memref<2xi32>
  }
  return
}

// -----

func.func @realloc_of_argument(%arg: memref<2xi32>) {
  // expected-error @+1 {{released value is not owned by this block or an enclosing one}}
  %0 = memref.realloc %arg : memref<2xi32> to memref<4xi32>
  return
}

// -----

func.func @tensors_left(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @-1 {{hlo-deallocate expects fully bufferized IR, found a value of type 'tensor<4xf32>'}}
  return %t : tensor<4xf32>
}

// -----

func.func @existing_dealloc() {
  %a = memref.alloc() : memref<2xi32>
  // expected-error @+1 {{hlo-deallocate expects IR without deallocations, found 'memref.dealloc'}}
  memref.dealloc %a : memref<2xi32>
  return
}

// -----

func.func @distinct_element_types_alias(%c0: index) {
  %a = memref.alloc() : memref<16xi8>
  // expected-error @+1 {{memrefs with distinct element types may alias: hlo-deallocate requires strict aliasing ('memref<16xi8>' and 'memref<4xf32>')}}
  %v = memref.view %a[%c0][] : memref<16xi8> to memref<4xf32>
  return
}

// -----

func.func @several_blocks(%c: i1) {
  // expected-error @-1 {{hlo-deallocate does not support functions with more than one block}}
  cf.cond_br %c, ^a, ^b
^a:
  return
^b:
  return
}
