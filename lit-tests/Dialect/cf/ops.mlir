// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @br(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%a, %a : i32, i32)
^bb2(%x: i32, %y: i32):
  %s = arith.addi %x, %y : i32
  cf.br ^bb3(%s : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @cond_br(%c: i1, %a: i32, %f: f32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %f : i32, f32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb3, ^bb1(%x : i32)
^bb2(%y: i32, %g: f32):
  cf.cond_br %c, ^bb3, ^bb3 {test.attr}
^bb3:
  return %a : i32
}
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}
func.func @switch(%flag: i32, %a: i32, %f: f32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%f : f32),
    -7: ^bb3,
    43: ^bb1(%flag : i32)
  ]
^bb1(%x: i32):
  return
^bb2(%y: f32):
  return
^bb3:
  return
}
func.func @switch_default_only(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1
  ]
^bb1:
  return
}
func.func @switch_index(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1
  ]
^bb1:
  return
}
func.func @assert(%c: i1) {
  cf.assert %c, "expected something"
  cf.assert %c, "escaped \"quote\" and \n newline"
  cf.assert %c, "with attr" {test.x}
  return
}
func.func @unreachable_blocks(%c: i1) {
  return
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// CHECK: module {
// CHECK-NEXT:   func.func @br(%arg0: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%arg0, %arg0 : i32, i32)
// CHECK-NEXT:   ^bb2(%0: i32, %1: i32):  // pred: ^bb1
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     cf.br ^bb3(%2 : i32)
// CHECK-NEXT:   ^bb3(%3: i32):  // pred: ^bb2
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cond_br(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1, %arg2 : i32, f32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     cf.cond_br %arg0, ^bb3, ^bb1(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32, %2: f32):  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb3, ^bb3 {test.attr}
// CHECK-NEXT:   ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch(%arg0: i32, %arg1: i32, %arg2: f32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       42: ^bb2(%arg2 : f32),
// CHECK-NEXT:       4294967289: ^bb3,
// CHECK-NEXT:       43: ^bb1(%arg0 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2(%1: f32):  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch_default_only(%arg0: i64) {
// CHECK-NEXT:     cf.switch %arg0 : i64, [
// CHECK-NEXT:       default: ^bb1]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch_index(%arg0: i8) {
// CHECK-NEXT:     cf.switch %arg0 : i8, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       1: ^bb1,
// CHECK-NEXT:       2: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assert(%arg0: i1) {
// CHECK-NEXT:     cf.assert %arg0, "expected something"
// CHECK-NEXT:     cf.assert %arg0, "escaped \22quote\22 and \0A newline"
// CHECK-NEXT:     cf.assert %arg0, "with attr" {test.x}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreachable_blocks(%arg0: i1) {
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT: }
