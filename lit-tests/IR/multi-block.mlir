// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^then:
  %0 = arith.addi %a, %b : i32
  cf.br ^merge(%0 : i32)
^else:
  %1 = arith.subi %a, %b : i32
  cf.br ^merge(%1 : i32)
^merge(%r: i32):
  return %r : i32
}
func.func @blocks_in_unregistered_region(%a: i32) {
  "test.region_op"() ({
    "test.br"(%a)[^bb1] : (i32) -> ()
  ^bb1(%x: i32):
    "test.use"(%x) : (i32) -> ()
    "test.br"()[^bb2] : () -> ()
  ^bb2:
    "test.end"() : () -> ()
  }, {
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
func.func @forward_refs(%a: i32) -> i32 {
  cf.br ^bb2
^bb1(%x: i32, %y: i32):
  %s = arith.muli %x, %y : i32
  return %s : i32
^bb2:
  %c2 = arith.constant 2 : i32
  cf.br ^bb1(%a, %c2 : i32, i32)
}
func.func @graph_like_unregistered() {
  "test.graph"() ({
    %0 = "test.use"(%1) : (i32) -> i32
    %1 = "test.def"() : () -> i32
  }) : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @diamond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @blocks_in_unregistered_region(%arg0: i32) {
// CHECK-NEXT:     "test.region_op"() ({
// CHECK-NEXT:       "test.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:     ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:       "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:       "test.br"()[^bb2] : () -> ()
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       "test.end"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "test.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forward_refs(%arg0: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb1(%0: i32, %1: i32):  // pred: ^bb2
// CHECK-NEXT:     %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     cf.br ^bb1(%arg0, %c2_i32 : i32, i32)
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @graph_like_unregistered() {
// CHECK-NEXT:     "test.graph"() ({
// CHECK-NEXT:       %0 = "test.use"(%1) : (i32) -> i32
// CHECK-NEXT:       %1 = "test.def"() : () -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
