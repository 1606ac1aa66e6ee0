// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @nested_for(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.op"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_memref_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: i32) -> (memref<2xf32>, i32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = "test.swap"(%arg6) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %0, %arg7 = %arg4) -> (memref<2xf32>, i32) {
// CHECK-NEXT: scf.yield %arg6, %arg7 : memref<2xf32>, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : memref<2xf32>, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_integer_bounds(%arg0: i32, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT: scf.for unsigned %arg3 = %arg0 to %arg1 step %arg0  : i32 {
// CHECK-NEXT: "test.op"(%arg3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %arg2 to %arg2 step %arg2  : i64 {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg0 iter_args(%arg4 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %1 = "test.add"(%arg4, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_attrs(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: } {bar, foo = 1 : i64}
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @nested_for(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

func.func @for_memref_iter_args(%lb: index, %ub: index, %s: index, %m: memref<2xf32>, %a: i32) -> (memref<2xf32>, i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %m) -> (memref<2xf32>) {
    %n = "test.swap"(%x) : (memref<2xf32>) -> memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  %r2:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %r, %y = %a) -> (memref<2xf32>, i32) {
    scf.yield %x, %y : memref<2xf32>, i32
  }
  return %r2#0, %r2#1 : memref<2xf32>, i32
}

func.func @for_integer_bounds(%a: i32, %b: i32, %c: i64) -> i32 {
  scf.for unsigned %i = %a to %b step %a : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  scf.for %i = %c to %c step %c : i64 {
  }
  %r3 = scf.for %i = %a to %b step %a iter_args(%q = %a) -> (i32) : i32 {
    %s = "test.add"(%q, %i) : (i32, i32) -> i32
    scf.yield %s : i32
  }
  return %r3 : i32
}

func.func @for_attrs(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "test.op"() : () -> ()
  } {bar, foo = 1 : i64}
  scf.for %i = %lb to %ub step %s {
    scf.yield
  }
  return
}
