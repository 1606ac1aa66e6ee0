// RUN: jopt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=NODEBUG

module {
  func.func @locs(%arg0: i32 loc("args.mlir":1:2), %arg1: f32 loc(unknown)) -> i32 {
    %c1 = arith.constant 1 : i32 loc("file.mlir":10:8)
    %0 = arith.addi %arg0, %c1 : i32 loc("name"("file.mlir":11:3))
    %1 = "test.op"(%0) : (i32) -> i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
    %2 = "test.op"(%1) : (i32) -> i32 loc(fused<"meta">["a.mlir":3:1, unknown])
    %3 = "test.op"(%2) : (i32) -> i32 loc(callsite("callee.mlir":5:6 at "caller.mlir":7:8))
    %4 = "test.op"(%3) : (i32) -> i32 loc("just_a_name")
    %5 = "test.op"(%4) : (i32) -> i32 loc(unknown)
    cf.br ^bb1(%5 : i32) loc("file.mlir":20:3)
  ^bb1(%x: i32 loc("blockarg.mlir":3:4)):
    return %x : i32 loc("file.mlir":30:3)
  } loc("file.mlir":4:3)
} loc("file.mlir":1:1)

// CHECK: #loc2 = loc("args.mlir":1:2)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #loc13 = loc("blockarg.mlir":3:4)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @locs(%arg0: i32 loc("args.mlir":1:2), %arg1: f32 loc(unknown)) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(#loc4)
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32 loc(#loc15)
// CHECK-NEXT:     %1 = "test.op"(%0) : (i32) -> i32 loc(#loc16)
// CHECK-NEXT:     %2 = "test.op"(%1) : (i32) -> i32 loc(#loc17)
// CHECK-NEXT:     %3 = "test.op"(%2) : (i32) -> i32 loc(#loc18)
// CHECK-NEXT:     %4 = "test.op"(%3) : (i32) -> i32 loc(#loc11)
// CHECK-NEXT:     %5 = "test.op"(%4) : (i32) -> i32 loc(#loc3)
// CHECK-NEXT:     cf.br ^bb1(%5 : i32) loc(#loc12)
// CHECK-NEXT:   ^bb1(%6: i32 loc("blockarg.mlir":3:4)):  // pred: ^bb0
// CHECK-NEXT:     return %6 : i32 loc(#loc14)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("file.mlir":1:1)
// CHECK-NEXT: #loc1 = loc("file.mlir":4:3)
// CHECK-NEXT: #loc4 = loc("file.mlir":10:8)
// CHECK-NEXT: #loc5 = loc("file.mlir":11:3)
// CHECK-NEXT: #loc6 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc7 = loc("b.mlir":2:2)
// CHECK-NEXT: #loc8 = loc("a.mlir":3:1)
// CHECK-NEXT: #loc9 = loc("callee.mlir":5:6)
// CHECK-NEXT: #loc10 = loc("caller.mlir":7:8)
// CHECK-NEXT: #loc11 = loc("just_a_name")
// CHECK-NEXT: #loc12 = loc("file.mlir":20:3)
// CHECK-NEXT: #loc14 = loc("file.mlir":30:3)
// CHECK-NEXT: #loc15 = loc("name"(#loc5))
// CHECK-NEXT: #loc16 = loc(fused[#loc6, #loc7])
// CHECK-NEXT: #loc17 = loc(fused<"meta">[#loc8])
// CHECK-NEXT: #loc18 = loc(callsite(#loc9 at #loc10))

// NODEBUG: module {
// NODEBUG-NEXT:   func.func @locs(%arg0: i32, %arg1: f32) -> i32 {
// NODEBUG-NEXT:     %c1_i32 = arith.constant 1 : i32
// NODEBUG-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// NODEBUG-NEXT:     %1 = "test.op"(%0) : (i32) -> i32
// NODEBUG-NEXT:     %2 = "test.op"(%1) : (i32) -> i32
// NODEBUG-NEXT:     %3 = "test.op"(%2) : (i32) -> i32
// NODEBUG-NEXT:     %4 = "test.op"(%3) : (i32) -> i32
// NODEBUG-NEXT:     %5 = "test.op"(%4) : (i32) -> i32
// NODEBUG-NEXT:     cf.br ^bb1(%5 : i32)
// NODEBUG-NEXT:   ^bb1(%6: i32):  // pred: ^bb0
// NODEBUG-NEXT:     return %6 : i32
// NODEBUG-NEXT:   }
// NODEBUG-NEXT: }
