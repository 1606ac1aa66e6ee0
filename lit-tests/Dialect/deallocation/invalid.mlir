// RUN: jopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @retain_results(%m: memref<2xf32>, %o: !deallocation.ownership) {
  // expected-error @+1 {{'deallocation.retain' op expected 1 results, one per retained memref, but found 0}}
  deallocation.retain(%m) of(%o) : (memref<2xf32>, !deallocation.ownership) -> ()
  return
}

// -----

func.func @retain_alloc_type(%m: memref<2xf32>, %i: index) {
  // expected-error @+1 {{'deallocation.retain' op operand #1 must be ownership indicator, but got 'index'}}
  %r = deallocation.retain(%m) of(%i) : (memref<2xf32>, index) -> !deallocation.ownership
  return
}

// -----

func.func @own_of_scalar(%i: index) {
  // expected-error @+1 {{'deallocation.own' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  %o = deallocation.own %i : index
  return
}

// -----

func.func @unknown_type() {
  // expected-error @+1 {{unknown type `foo` in dialect `deallocation`}}
  %0 = "test.op"() : () -> !deallocation.foo
  return
}
