// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @execute_region(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (i32, i32) no_inline {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: %3 = "test.cond"() : () -> i1
// CHECK-NEXT: cf.cond_br %3, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %4 = "test.alloc"() : () -> memref<4xf32>
// CHECK-NEXT: scf.yield %4 : memref<4xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %5 = "test.alloc"() : () -> memref<4xf32>
// CHECK-NEXT: scf.yield %5 : memref<4xf32>
// CHECK-NEXT: } {foo}
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @execute_region(%a: i32) -> i32 {
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  scf.execute_region {
    "test.op"() : () -> ()
    scf.yield
  }
  %e2:2 = scf.execute_region -> (i32, i32) no_inline {
    cf.br ^bb1
  ^bb1:
    scf.yield %a, %e : i32, i32
  }
  %e3 = scf.execute_region -> memref<4xf32> {
    %c = "test.cond"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %m = "test.alloc"() : () -> memref<4xf32>
    scf.yield %m : memref<4xf32>
  ^bb2:
    %n = "test.alloc"() : () -> memref<4xf32>
    scf.yield %n : memref<4xf32>
  } {foo}
  return %e2#1 : i32
}
