// hlo-deallocation-simplification on hand-written scf.while loops in the form hlo-deallocate
// produces (an ownership before/after argument per memref, retains at block ends): the
// nullability of a loop-carried indicator is the join of its init and what the after region
// yields, so only a loop where every indicator is null loses its retains (each becomes a
// deallocation.null, as in the original).
// RUN: jopt --hlo-deallocation-simplification %s | FileCheck %s
// RUN: jopt-run %s --entry=@while_takes_ownership --args=0 -p 'func.func(hlo-deallocation-simplification)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@while_takes_ownership --args=3 -p 'func.func(hlo-deallocation-simplification)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@while_all_null --args=3 -p 'func.func(hlo-deallocation-simplification)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@if_in_while --args=0 -p 'func.func(hlo-deallocation-simplification)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@if_in_while --args=4 -p 'func.func(hlo-deallocation-simplification)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@while_takes_ownership --args=3 -p 'func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@if_in_while --args=4 -p 'func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf)' | FileCheck %s --check-prefix=EXEC

// EXEC: heap after: {{.*}} live-bytes=0

// The indicator starts null (a global) and is owned from the first iteration on: unknown, so
// both retains stay.
// CHECK-LABEL: func.func @while_takes_ownership(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[V0:.*]] = memref.get_global @gl : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.null
// CHECK-NEXT:  %[[V2:.*]]:3 = scf.while (%arg1 = %[[C0]], %arg2 = %[[V0]], %arg3 = %[[V1]]) : (index, memref<4xf32>, !deallocation.ownership) -> (index, memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V4:.*]] = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT:  scf.condition(%[[V4]]) %arg1, %arg2, %arg3 : index, memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: index, %arg2: memref<4xf32>, %arg3: !deallocation.ownership):
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V4:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V5:.*]] = memref.load %arg2[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V6:.*]] = arith.addf %[[V5]], %[[CST]] : f32
// CHECK-NEXT:  memref.store %[[V6]], %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%arg3) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V7:.*]] = arith.addi %arg1, %[[C1]] : index
// CHECK-NEXT:  scf.yield %[[V7]], %[[ALLOC]], %[[V4]] : index, memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[V2]]#1[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]#2) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V3]] : f32
// CHECK-NEXT:  }
func.func @while_takes_ownership(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %g = memref.get_global @gl : memref<4xf32>
  %null = deallocation.null
  %r:3 = scf.while (%i = %c0, %m = %g, %o = %null) : (index, memref<4xf32>, !deallocation.ownership) -> (index, memref<4xf32>, !deallocation.ownership) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %m, %o : index, memref<4xf32>, !deallocation.ownership
  } do {
  ^bb0(%i: index, %m: memref<4xf32>, %o: !deallocation.ownership):
    %a = memref.alloc() : memref<4xf32>
    %oa = deallocation.own %a : memref<4xf32>
    %v = memref.load %m[%c0] : memref<4xf32>
    %w = arith.addf %v, %f : f32
    memref.store %w, %a[%c0] : memref<4xf32>
    deallocation.retain() of(%o) : (!deallocation.ownership) -> ()
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %a, %oa : index, memref<4xf32>, !deallocation.ownership
  }
  %x = memref.load %r#1[%c0] : memref<4xf32>
  deallocation.retain() of(%r#2) : (!deallocation.ownership) -> ()
  return %x : f32
}

// Every indicator in the loop is null: the retain in the body folds to its (null) indicator
// and the one after the loop goes.
// CHECK-LABEL: func.func @while_all_null(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V0:.*]] = memref.get_global @gl : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.null
// CHECK-NEXT:  %[[V2:.*]]:3 = scf.while (%arg1 = %[[C0]], %arg2 = %[[V0]], %arg3 = %[[V1]]) : (index, memref<4xf32>, !deallocation.ownership) -> (index, memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V5:.*]] = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT:  scf.condition(%[[V5]]) %arg1, %arg2, %arg3 : index, memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: index, %arg2: memref<4xf32>, %arg3: !deallocation.ownership):
// CHECK-NEXT:  %[[V5:.*]] = arith.addi %arg1, %[[C1]] : index
// CHECK-NEXT:  %[[V6:.*]] = deallocation.null
// CHECK-NEXT:  scf.yield %[[V5]], %arg2, %[[V6]] : index, memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[V2]]#1[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V4:.*]] = deallocation.null
// CHECK-NEXT:  return %[[V3]] : f32
// CHECK-NEXT:  }
func.func @while_all_null(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @gl : memref<4xf32>
  %null = deallocation.null
  %r:3 = scf.while (%i = %c0, %m = %g, %o = %null) : (index, memref<4xf32>, !deallocation.ownership) -> (index, memref<4xf32>, !deallocation.ownership) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %m, %o : index, memref<4xf32>, !deallocation.ownership
  } do {
  ^bb0(%i: index, %m: memref<4xf32>, %o: !deallocation.ownership):
    %i1 = arith.addi %i, %c1 : index
    %r = deallocation.retain(%m) of(%o) : (memref<4xf32>, !deallocation.ownership) -> !deallocation.ownership
    scf.yield %i1, %m, %r : index, memref<4xf32>, !deallocation.ownership
  }
  %x = memref.load %r#1[%c0] : memref<4xf32>
  deallocation.retain() of(%r#2) : (!deallocation.ownership) -> ()
  return %x : f32
}

// In the after region, an scf.if yields an own in one branch and null in the other (left as
// a retain), and null in both branches for its second memref (its retain goes).
// CHECK-LABEL: func.func @if_in_while(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[V0:.*]] = memref.get_global @gl : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.while (%arg1 = %[[C0]], %arg2 = %[[CST]]) : (index, f32) -> (index, f32) {
// CHECK-NEXT:  %[[V2:.*]] = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT:  scf.condition(%[[V2]]) %arg1, %arg2 : index, f32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: index, %arg2: f32):
// CHECK-NEXT:  %[[V2:.*]] = arith.remui %arg1, %[[C2]] : index
// CHECK-NEXT:  %[[V3:.*]] = arith.cmpi eq, %[[V2]], %[[C0]] : index
// CHECK-NEXT:  %[[V4:.*]]:4 = scf.if %[[V3]] -> (memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V11:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  memref.store %arg2, %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V12:.*]] = deallocation.null
// CHECK-NEXT:  scf.yield %[[ALLOC]], %[[V0]], %[[V11]], %[[V12]] : memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V11:.*]] = deallocation.null
// CHECK-NEXT:  %[[V12:.*]] = deallocation.null
// CHECK-NEXT:  scf.yield %[[V0]], %[[V0]], %[[V11]], %[[V12]] : memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V5:.*]] = memref.load %[[V4]]#0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V6:.*]] = memref.load %[[V4]]#1[%[[C1]]] : memref<4xf32>
// CHECK-NEXT:  %[[V7:.*]] = arith.addf %[[V5]], %[[V6]] : f32
// CHECK-NEXT:  %[[V8:.*]] = arith.addf %[[V7]], %[[CST]] : f32
// CHECK-NEXT:  deallocation.retain() of(%[[V4]]#2) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V9:.*]] = deallocation.null
// CHECK-NEXT:  %[[V10:.*]] = arith.addi %arg1, %[[C1]] : index
// CHECK-NEXT:  scf.yield %[[V10]], %[[V8]] : index, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V1]]#1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.global "private" @gl : memref<4xf32> = dense<0.000000e+00>
func.func @if_in_while(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %g = memref.get_global @gl : memref<4xf32>
  %r:2 = scf.while (%i = %c0, %acc = %f) : (index, f32) -> (index, f32) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %acc : index, f32
  } do {
  ^bb0(%i: index, %acc: f32):
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %m:4 = scf.if %even -> (memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) {
      %a = memref.alloc() : memref<4xf32>
      %oa = deallocation.own %a : memref<4xf32>
      memref.store %acc, %a[%c0] : memref<4xf32>
      %n1 = deallocation.null
      scf.yield %a, %g, %oa, %n1 : memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership
    } else {
      %n0 = deallocation.null
      %n1 = deallocation.null
      scf.yield %g, %g, %n0, %n1 : memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership
    }
    %v = memref.load %m#0[%c0] : memref<4xf32>
    %u = memref.load %m#1[%c1] : memref<4xf32>
    %s = arith.addf %v, %u : f32
    %t = arith.addf %s, %f : f32
    deallocation.retain() of(%m#2) : (!deallocation.ownership) -> ()
    deallocation.retain() of(%m#3) : (!deallocation.ownership) -> ()
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %t : index, f32
  }
  return %r#1 : f32
}

memref.global "private" @gl : memref<4xf32> = dense<0.0>
