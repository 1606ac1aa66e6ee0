// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> (f32, index) {
// CHECK-NEXT: scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: "test.op"(%arg4) : (index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: "test.op"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: } {foo}
// CHECK-NEXT: %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %2 = "test.val"(%arg4) : (index) -> f32
// CHECK-NEXT: scf.reduce(%2 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %3 = "test.add"(%arg5, %arg6) : (f32, f32) -> f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%0, %arg0) -> (f32, index) {
// CHECK-NEXT: %2 = "test.val"(%arg4) : (index) -> f32
// CHECK-NEXT: scf.reduce(%2, %arg4 : f32, index) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: scf.reduce.return %arg5 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: scf.reduce.return %arg6 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @parallel(%lb: index, %ub: index, %s: index, %init: f32) -> (f32, index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    "test.op"(%i) : (index) -> ()
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    "test.op"(%i, %j) : (index, index) -> ()
    scf.reduce
  } {foo}
  %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    %v = "test.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %sum = "test.add"(%a, %b) : (f32, f32) -> f32
      scf.reduce.return %sum : f32
    }
  }
  %p2:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%p, %lb) -> (f32, index) {
    %v = "test.val"(%i) : (index) -> f32
    scf.reduce(%v, %i : f32, index) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }, {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %b : index
    }
  }
  return %p2#0, %p2#1 : f32, index
}
