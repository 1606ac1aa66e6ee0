// COMPARE: mlir-opt-22
// RUN: jopt %s --lower-affine | FileCheck %s

// lower-affine is a partial dialect conversion with arith, memref, scf and vector legal: every
// other op is not legal, so it is folded first when its folder gives legal ops. An affine.apply
// of constants becomes an arith.constant, one of a single dimension its operand, without a
// pattern; a tensor.dim of a static size and a math op of a constant fold too (their constants
// are arith's); index.add does not (index.constant is not legal: the fold is undone); arith ops
// are legal and never folded.

// CHECK-LABEL: func.func @folds
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c42 = arith.constant 42 : index
// CHECK-NEXT:    %0 = arith.addi %c4, %c42 : index
// CHECK-NEXT:    %1 = arith.addi %0, %arg0 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c4_0 = arith.constant 4 : index
// CHECK-NEXT:    %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %idx3 = index.constant 3
// CHECK-NEXT:    %idx4 = index.constant 4
// CHECK-NEXT:    %2 = index.add %idx3, %idx4
// CHECK-NEXT:    %3 = arith.addi %c0, %c0 : index
// CHECK-NEXT:    return %1, %c4_0, %cst_1, %2, %3 : index, index, f32, index, index
func.func @folds(%a: index, %t: tensor<4x?xf32>) -> (index, index, f32, index, index) {
  %c = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%c)
  %1 = affine.apply affine_map<() -> (42)>()
  %2 = arith.addi %0, %1 : index
  %3 = affine.apply affine_map<(d0) -> (d0)>(%a)
  %4 = arith.addi %2, %3 : index
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  %x = arith.constant 4.0 : f32
  %s = math.sqrt %x : f32
  %i1 = index.constant 3
  %i2 = index.constant 4
  %i3 = index.add %i1, %i2
  %z = arith.addi %c0, %c0 : index
  return %4, %d, %s, %i3, %z : index, index, f32, index, index
}
