// COMPARE: mlir-opt-22
// RUN: jopt %s -canonicalize | FileCheck %s

// scf.forall's bounds and steps that are constants become static in canonicalization (MLIR's
// ForallOpControlOperandsFolder); bounds that are not constants stay operands.

// CHECK-LABEL: func @constant_bounds(%arg0: tensor<?xf32>, %arg1: index, %arg2: index)
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.forall (%arg3) in (512) shared_outs(%arg4 = %arg0) -> (tensor<?xf32>) {
// CHECK: %1 = scf.forall (%arg3, %arg4) = (0, 2) to (%arg2, 512) step (2, 2) shared_outs(%arg5 = %arg0) -> (tensor<?xf32>) {
func.func @constant_bounds(%t: tensor<?xf32>, %sz: index, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %f0 = arith.constant 0.0 : f32
  %c512 = arith.constant 512 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r1 = scf.forall (%iv) in (%c512) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %a = tensor.empty(%sz) : tensor<?xf32>
    %f = linalg.fill ins(%f0 : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%iv] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  %r2 = scf.forall (%i, %j) = (%c0, %c2) to (%n, %c512) step (%c2, %c2) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %a = tensor.empty(%sz) : tensor<?xf32>
    %f = linalg.fill ins(%f0 : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%j] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %r1, %r2 : tensor<?xf32>, tensor<?xf32>
}
