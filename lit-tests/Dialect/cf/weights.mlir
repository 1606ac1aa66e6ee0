// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @weights(%c: i1, %a: i32) {
  cf.cond_br %c weights([10, 90]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.cond_br %c weights([-1, 2]), ^bb2, ^bb2 {test.x}
^bb2:
  "cf.cond_br"(%c) [^bb3, ^bb3] <{branch_weights = array<i32: 3, 4>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb3:
  cf.assert %c, "must hold" {test.y}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @weights(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     cf.cond_br %arg0 weights([10, 90]), ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0 weights([-1, 2]), ^bb2, ^bb2 {test.x}
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:     cf.cond_br %arg0 weights([3, 4]), ^bb3, ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:     cf.assert %arg0, "must hold" {test.y}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
