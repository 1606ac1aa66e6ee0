// What hlo-deallocate rejects, each on the op and with the words of MLIR-HLO's pass: releases
// (memref.dealloc, memref.realloc) the ownership rules do not allow; then jopt's own checks of
// what the original assumes. A rejected module is left as it was (the pass works on a copy).
// RUN: jopt --hlo-deallocate %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not jopt --hlo-deallocate %s --split-input-file --allow-unregistered-dialect --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=UNCHANGED

// The IR dumped after the failure is the input: no own, no retain, no ownership types.
// UNCHANGED: IR Dump After DeallocatePass Failed
// UNCHANGED-NOT: deallocation.
// UNCHANGED: func.func @free_in_loop

// A buffer of the parent freed in every iteration: it must be an iter_arg.
func.func @free_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<8xf32>
  // expected-error @+1 {{'scf.for' op can't implicitly capture across loop boundaries; use an explicit iter arg instead}}
  scf.for %i = %c0 to %n step %c1 {
    memref.dealloc %buf : memref<8xf32>
  }
  return
}

// -----

// Also through an scf.if inside the loop (the if itself is fine: its else yields the buffer).
func.func @grow_in_loop(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<2xi64>
  // expected-error @+1 {{'scf.while' op can't implicitly capture across loop boundaries}}
  scf.while : () -> () {
    %go = "test.cond"() : () -> i1
    scf.condition(%go)
  } do {
    %r = scf.if %c -> memref<2xi64> {
      %g = memref.realloc %buf : memref<2xi64> to memref<2xi64>
      scf.yield %g : memref<2xi64>
    } else {
      scf.yield %buf : memref<2xi64>
    }
    "test.use"(%r) : (memref<2xi64>) -> ()
    scf.yield
  }
  return
}

// -----

// A realloc in one branch only: the buffer lives on when the other branch runs.
func.func @grow_sometimes(%c: i1) {
  %buf = memref.alloc() : memref<2xi64>
  // expected-error @+1 {{'scf.if' op cannot implicitly capture from an if without else}}
  scf.if %c {
    %g = memref.realloc %buf : memref<2xi64> to memref<8xi64>
    "test.use"(%g) : (memref<8xi64>) -> ()
  }
  return
}

// -----

// The other branch must yield the released buffer, so that its result owns it either way.
func.func @other_branch_forgets(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc() : memref<2xf32>
  // expected-error @+1 {{'scf.if' op released value not yielded on other branch}}
  %r = scf.if %c -> memref<3xf32> {
    %g = memref.realloc %buf : memref<2xf32> to memref<3xf32>
    scf.yield %g : memref<3xf32>
  } else {
    %n = memref.alloc() : memref<3xf32>
    scf.yield %n : memref<3xf32>
  }
  %x = memref.load %r[%c0] : memref<3xf32>
  return %x : f32
}

// -----

// Function arguments belong to the caller: they have no ownership indicator to release.
func.func @free_argument(%arg: memref<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op unable to find ownership indicator for operand}}
  memref.dealloc %arg : memref<4xf32>
  return
}

// -----

// The second realloc releases what the first one already released.
// expected-error @+1 {{'func.func' op invalid realloc of memref}}
func.func @grow_twice() {
  %buf = memref.alloc() : memref<2xi8>
  %g = memref.realloc %buf : memref<2xi8> to memref<4xi8>
  memref.dealloc %buf : memref<2xi8>
  return
}

// -----

func.func @freed_twice_in_branch(%c: i1) {
  %buf = memref.alloc() : memref<2xi8>
  // expected-error @+1 {{'scf.if' op same value released twice}}
  scf.if %c {
    memref.dealloc %buf : memref<2xi8>
    memref.dealloc %buf : memref<2xi8>
  } else {
    memref.dealloc %buf : memref<2xi8>
  }
  return
}

// -----

// The region of an op that is not a region branch may not hand out buffers.
func.func @unknown_region_yields_buffer() {
  // expected-error @+1 {{'test.region' op block unexpectededly released or returned an alloc}}
  "test.region"() ({
    %a = memref.alloc() : memref<4xf32>
    "test.yield"(%a) : (memref<4xf32>) -> ()
  }) : () -> ()
  return
}

// -----

// A buffer returned as a tensor: its ownership cannot go with the tensor, and freed the tensor
// would outlive it (upstream's pipeline frees it before the return).
func.func @tensor_of_a_buffer() -> tensor<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  // expected-error @+1 {{hlo-deallocate cannot free a buffer that leaves its block as a tensor ('tensor<4xf32>')}}
  return %t : tensor<4xf32>
}

// -----

// The same out of a loop's body.
func.func @tensor_of_a_buffer_yielded(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<0.0> : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    %bt = bufferization.to_tensor %b restrict : memref<4xf32> to tensor<4xf32>
    // expected-error @+1 {{hlo-deallocate cannot free a buffer that leaves its block as a tensor ('tensor<4xf32>')}}
    scf.yield %bt : tensor<4xf32>
  }
  %e = tensor.extract %r[%c0] : tensor<4xf32>
  return %e : f32
}

// -----

func.func @already_deallocated(%c: i1) {
  %a = memref.alloc() : memref<2xi32>
  // expected-error @+1 {{hlo-deallocate expects IR without deallocation ops, found 'deallocation.own'}}
  %o = deallocation.own %a : memref<2xi32>
  return
}

// -----

// An op that is not a view (no ViewLikeOpInterface) may still alias its operand: with distinct
// element types the original's strict aliasing would not see it. A memref.view of an i8 buffer
// is an alias of it (views.mlir).
func.func @distinct_element_types_alias() {
  %a = memref.alloc() : memref<16xi8>
  // expected-error @+1 {{memrefs with distinct element types may alias: hlo-deallocate requires strict aliasing ('memref<16xi8>' and 'memref<4xf32>')}}
  %v = "test.reinterpret"(%a) : (memref<16xi8>) -> memref<4xf32>
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
