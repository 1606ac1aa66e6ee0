// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @mixed_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<8xf32>, %arg4: i1) -> memref<8xf32> {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<8xf32>) {
// CHECK-NEXT: scf.parallel (%arg7) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: %2 = scf.while (%arg8 = %arg7) : (index) -> index {
// CHECK-NEXT: %3 = "test.cond"(%arg8) : (index) -> i1
// CHECK-NEXT: scf.condition(%3) %arg8 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg8: index):
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: "test.store"(%arg6, %arg8) : (memref<8xf32>, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %arg8 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg4 -> (memref<8xf32>) {
// CHECK-NEXT: %2 = scf.execute_region -> memref<8xf32> {
// CHECK-NEXT: scf.yield %arg6 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg6 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @mixed_loops(%lb: index, %ub: index, %s: index, %m: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%buf = %m) -> (memref<8xf32>) {
    scf.parallel (%j) = (%lb) to (%ub) step (%s) {
      %w = scf.while (%x = %j) : (index) -> index {
        %cc = "test.cond"(%x) : (index) -> i1
        scf.condition(%cc) %x : index
      } do {
      ^bb0(%y: index):
        scf.if %c {
          "test.store"(%buf, %y) : (memref<8xf32>, index) -> ()
        }
        scf.yield %y : index
      }
    }
    %n = scf.if %c -> (memref<8xf32>) {
      %e = scf.execute_region -> memref<8xf32> {
        scf.yield %buf : memref<8xf32>
      }
      scf.yield %e : memref<8xf32>
    } else {
      scf.yield %buf : memref<8xf32>
    }
    scf.yield %n : memref<8xf32>
  }
  return %r : memref<8xf32>
}
