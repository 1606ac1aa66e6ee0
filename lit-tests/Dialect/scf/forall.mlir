// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @forall_normalized() {
// CHECK-NEXT: scf.forall (%arg0, %arg1) in (4, 8) {
// CHECK-NEXT: "test.op"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_bounds(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: "test.op"(%arg3) : (index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (0, %arg0) to (%arg1, 16) step (2, %arg2) {
// CHECK-NEXT: "test.op"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT: "test.op"(%arg3) : (index) -> ()
// CHECK-NEXT: } {foo, mapping = [#gpu.block<x>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_shared_outs(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg1, %arg2) in (2, 2) shared_outs(%arg3 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg1, %arg2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[%arg1, %arg2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.forall (%arg1) in (2) shared_outs(%arg2 = %0, %arg3 = %arg0) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @forall_normalized() {
  scf.forall (%i, %j) in (4, 8) {
    "test.op"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @forall_bounds(%lb: index, %ub: index, %s: index) {
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
    "test.op"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i, %j) = (0, %lb) to (%ub, 16) step (2, %s) {
    "test.op"(%i) : (index) -> ()
  }
  scf.forall (%i) in (%ub) {
    "test.op"(%i) : (index) -> ()
  } {mapping = [#gpu.block<x>], foo}
  return
}

func.func @forall_shared_outs(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %sl = tensor.extract_slice %o[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sl into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  }
  %r2:2 = scf.forall (%i) in (2) shared_outs(%o = %r, %o2 = %t) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r2#1 : tensor<8x8xf32>
}
