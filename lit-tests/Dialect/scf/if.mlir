// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @if_no_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op2"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_results(%arg0: i1, %arg1: memref<2xf32>, %arg2: i32) -> (memref<2xf32>, i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %arg1 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = "test.alloc"() : () -> memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (memref<2xf32>, i32) {
// CHECK-NEXT: scf.yield %0, %arg2 : memref<2xf32>, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1, %arg2 : memref<2xf32>, i32
// CHECK-NEXT: } {foo = 1 : i64}
// CHECK-NEXT: return %1#0, %1#1 : memref<2xf32>, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_nested(%arg0: i1, %arg1: index, %arg2: index, %arg3: index) -> index {
// CHECK-NEXT: %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT: %1 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg1) -> (index) {
// CHECK-NEXT: %2 = scf.if %arg0 -> (index) {
// CHECK-NEXT: scf.yield %arg4 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg5 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @if_no_else(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  }
  scf.if %c {
  }
  return
}

func.func @if_else(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  } else {
    "test.op2"() : () -> ()
  }
  scf.if %c {
    scf.yield
  } else {
    scf.yield
  }
  return
}

func.func @if_results(%c: i1, %m: memref<2xf32>, %a: i32) -> (memref<2xf32>, i32) {
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield %m : memref<2xf32>
  } else {
    %n = "test.alloc"() : () -> memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  %r2:2 = scf.if %c -> (memref<2xf32>, i32) {
    scf.yield %r, %a : memref<2xf32>, i32
  } else {
    scf.yield %m, %a : memref<2xf32>, i32
  } {foo = 1}
  return %r2#0, %r2#1 : memref<2xf32>, i32
}

func.func @if_nested(%c: i1, %lb: index, %ub: index, %s: index) -> index {
  %r = scf.if %c -> index {
    %x = scf.for %i = %lb to %ub step %s iter_args(%acc = %lb) -> (index) {
      %y = scf.if %c -> (index) {
        scf.yield %i : index
      } else {
        scf.yield %acc : index
      }
      scf.yield %y : index
    }
    scf.yield %x : index
  } else {
    scf.yield %ub : index
  }
  return %r : index
}
