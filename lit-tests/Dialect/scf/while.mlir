// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @while_one(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_empty() {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: scf.condition(%0)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_multi(%arg0: i32, %arg1: memref<2xf32>) -> (i32, memref<2xf32>) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, memref<2xf32>) -> (i32, memref<2xf32>) {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, memref<2xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: memref<2xf32>):
// CHECK-NEXT: scf.yield %arg2, %arg3 : i32, memref<2xf32>
// CHECK-NEXT: } attributes {baz}
// CHECK-NEXT: return %0#0, %0#1 : i32, memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_different_types(%arg0: i32) -> f32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> f32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "test.conv"(%arg1) : (i32) -> f32
// CHECK-NEXT: scf.condition(%1) %2 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: f32):
// CHECK-NEXT: %1 = "test.back"(%arg1) : (f32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @while_one(%a: i32) -> i32 {
  %w = scf.while (%x = %a) : (i32) -> i32 {
    %cc = "test.cond"(%x) : (i32) -> i1
    scf.condition(%cc) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = "test.next"(%y) : (i32) -> i32
    scf.yield %z : i32
  }
  return %w : i32
}

func.func @while_empty() {
  scf.while : () -> () {
    %cc = "test.cond"() : () -> i1
    scf.condition (%cc)
  } do {
    scf.yield
  }
  return
}

func.func @while_multi(%a: i32, %m: memref<2xf32>) -> (i32, memref<2xf32>) {
  %w2:2 = scf.while (%x = %a, %z = %m) : (i32, memref<2xf32>) -> (i32, memref<2xf32>) {
    %cc = "test.cond"(%x) : (i32) -> i1
    scf.condition(%cc) %x, %z : i32, memref<2xf32>
  } do {
  ^bb0(%y: i32, %q: memref<2xf32>):
    scf.yield %y, %q : i32, memref<2xf32>
  } attributes {baz}
  return %w2#0, %w2#1 : i32, memref<2xf32>
}

func.func @while_different_types(%a: i32) -> f32 {
  %w = scf.while (%x = %a) : (i32) -> f32 {
    %cc = "test.cond"(%x) : (i32) -> i1
    %f = "test.conv"(%x) : (i32) -> f32
    scf.condition(%cc) %f : f32
  } do {
  ^bb0(%y: f32):
    %z = "test.back"(%y) : (f32) -> i32
    scf.yield %z : i32
  }
  return %w : f32
}
