// gc-merge-alloc's diagnostics, as the original's: an op with regions that is not a region
// branch and accesses buffers, an allocation scope of several blocks, a mergeable allocation of
// no bytes, an unknown planner. jopt also rejects a region op whose nested branches access
// buffers (the original only looks at its direct accesses) and a non-positive alignment (the
// original fails without a message). A function that is rejected is left as it was.
// RUN: jopt --gc-merge-alloc --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: not jopt --gc-merge-alloc="planner-options=best" --allow-unregistered-dialect %s --split-input-file 2>&1 | FileCheck %s --check-prefix=PLANNER
// RUN: not jopt --gc-merge-alloc="alignment=0" --allow-unregistered-dialect %s --split-input-file 2>&1 | FileCheck %s --check-prefix=ALIGN

// PLANNER: error: 'func.func' op Unrecognized planner option
// ALIGN: error: gc-merge-alloc: alignment must be positive, got 0

func.func @region_op() {
  %a = memref.alloc() : memref<8xf32>
  // expected-error @+1 {{'test.region' op expecting RegionBranchOpInterface for merge-alloc}}
  "test.region"() ({
    "test.write"(%a) : (memref<8xf32>) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @region_op_nested(%p: i1) {
  %a = memref.alloc() : memref<8xf32>
  // expected-error @+1 {{'test.region' op expecting RegionBranchOpInterface for merge-alloc}}
  "test.region"() ({
    scf.if %p {
      "test.write"(%a) : (memref<8xf32>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Regions that touch no buffer are fine.
func.func @region_op_without_buffers(%x: f32) {
  %a = memref.alloc() : memref<8xf32>
  "test.region"() ({
    "test.scalar"(%x) : (f32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  "test.write"(%a) : (memref<8xf32>) -> ()
  return
}

// -----

func.func @blocks(%p: i1) {
  // expected-error @+1 {{This op should be surrounded by an AutomaticAllocationScope of single block}}
  %a = memref.alloc() : memref<8xf32>
  "test.write"(%a) : (memref<8xf32>) -> ()
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}

// -----

func.func @empty() {
  // expected-error @+1 {{Expecting static shaped allocation}}
  %a = memref.alloc() : memref<0x4xf32>
  "test.write"(%a) : (memref<0x4xf32>) -> ()
  return
}

// -----

// With no mergeable allocation the planner is never asked: no error (here, and in the original).
func.func @nothing_to_merge(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.write"(%a) : (memref<?xf32>) -> ()
  return
}

// -----

func.func @fine() {
  %a = memref.alloc() : memref<8xf32>
  "test.write"(%a) : (memref<8xf32>) -> ()
  return
}
