// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// CHECK-LABEL: func.func @poison
func.func @poison() -> (i32, f64, vector<4xf32>, tensor<?x2xi8>, memref<2xf32>, !llvm.ptr, index) {
  // CHECK: %[[A:.*]] = ub.poison : i32
  %0 = ub.poison : i32
  // The default value is elided, however it is written.
  // CHECK: %[[B:.*]] = ub.poison : f64
  %1 = ub.poison <#ub.poison> : f64
  // CHECK: %[[C:.*]] = ub.poison {tag = "v"} : vector<4xf32>
  %2 = ub.poison {tag = "v"} : vector<4xf32>
  // CHECK: %[[D:.*]] = ub.poison : tensor<?x2xi8>
  %3 = "ub.poison"() : () -> tensor<?x2xi8>
  // CHECK: %[[E:.*]] = ub.poison : memref<2xf32>
  %4 = "ub.poison"() <{value = #ub.poison}> : () -> memref<2xf32>
  // CHECK: %[[F:.*]] = ub.poison : !llvm.ptr
  %5 = ub.poison : !llvm.ptr
  // CHECK: %[[G:.*]] = ub.poison : index
  %6 = ub.poison : index
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]]
  return %0, %1, %2, %3, %4, %5, %6 : i32, f64, vector<4xf32>, tensor<?x2xi8>, memref<2xf32>, !llvm.ptr, index
}

// CHECK-LABEL: func.func @unreachable
func.func @unreachable(%c: i1) {
  // CHECK: cf.cond_br
  cf.cond_br %c, ^bb1, ^bb2
// CHECK: ^bb1:
^bb1:
  // CHECK-NEXT: ub.unreachable
  ub.unreachable
// CHECK: ^bb2:
^bb2:
  // CHECK-NEXT: ub.unreachable {note = "generic"}
  "ub.unreachable"() {note = "generic"} : () -> ()
}

// An attribute of the dialect anywhere.
// CHECK-LABEL: func.func @attr
// CHECK-SAME: attributes {p = #ub.poison}
func.func @attr() attributes {p = #ub.poison} {
  return
}
