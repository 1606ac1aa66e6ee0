// Regressions found by the differential fuzz harness: folding an scf.if with a constant
// condition erases the dead branch; its ops must leave the greedy driver's worklist even when
// a later op of the branch uses them (the driver re-enqueues the definitions of operands of
// erased ops, so erasure is reported last op first, as MLIR does).
// COMPARE: mlir-opt-22
// RUN: jopt --canonicalize %s | FileCheck %s
// RUN: jopt-run %s --entry=@realloc_in_dead_branch -p canonicalize | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@fill_in_dead_branch -p canonicalize --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC2

// CHECK-LABEL: func.func @realloc_in_dead_branch
// CHECK-NEXT:    return
// EXEC: heap before: allocations=1 frees=1
// EXEC: heap after: allocations=0 frees=0
func.func @realloc_in_dead_branch() {
  %false = arith.constant false
  scf.if %false {
  } else {
    %a = memref.alloc() : memref<1xf32>
    %b = scf.if %false -> (memref<1xf32>) {
      %r = memref.realloc %a : memref<1xf32> to memref<1xf32>
      scf.yield %r : memref<1xf32>
    } else {
      scf.yield %a : memref<1xf32>
    }
    memref.dealloc %b : memref<1xf32>
  }
  return
}

// CHECK-LABEL: func.func @fill_in_dead_branch
// EXEC2: heap before: allocations=0 frees=0
// EXEC2: heap after: allocations=0 frees=0
// CHECK-NEXT:    return
func.func @fill_in_dead_branch() {
  %c-8 = arith.constant -8 : i32
  %c-7 = arith.constant -7 : i32
  %lt = arith.cmpi ult, %c-8, %c-7 : i32
  scf.if %lt {
  } else {
    %v = scf.if %lt -> (f32) {
      %f = arith.constant -3.0 : f32
      scf.yield %f : f32
    } else {
      %a = memref.alloc() : memref<1xf32>
      %f = arith.constant -3.0 : f32
      linalg.fill ins(%f : f32) outs(%a : memref<1xf32>)
      scf.yield %f : f32
    }
    %b = memref.alloc() : memref<1xf32>
    linalg.fill ins(%v : f32) outs(%b : memref<1xf32>)
  }
  return
}
