// analysis-only annotates each mergeable allocation with its lifetime (inclusive ticks of the
// pre-order walk), scope and planned offset instead of rewriting; an op with regions that is
// neither a region branch nor a loop and uses memrefs inside is an error.
// RUN: jopt --merge-alloc="analysis-only=true" --allow-unregistered-dialect %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @basic
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 8>, __mergealloc_offset = 0 : i64, __mergealloc_scope = 0 : i64} : memref<8x64xf32>
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 2, 8>, __mergealloc_offset = 2048 : i64, __mergealloc_scope = 0 : i64} : memref<8x64xf32>
func.func @basic() {
  %e = memref.alloc() : memref<8x64xf32>
  %f = memref.alloc() : memref<8x64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    "test.use"(%e) : (memref<8x64xf32>) -> ()
    "test.use"(%f) : (memref<8x64xf32>) -> ()
  }
  return
}

// -----

func.func @region_op_using_memrefs() {
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{merge-alloc cannot analyze 'test.region': an op with regions that is neither a region branch nor a loop uses memrefs inside}}
  "test.region"() ({
    "test.use"(%a) : (memref<4xf32>) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
