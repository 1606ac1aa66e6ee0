// RUN: jopt-run %s --args=0,0,0 --pass-pipeline='builtin.module(func.func(jopt-decompose-concat), eliminate-empty-tensors, one-shot-bufferize{bufferize-function-boundaries})' --no-leak-check | FileCheck %s
// eliminate-empty-tensors moves the producers of the joined buffer before the second input's
// fill; the first input's chain has a tensor.pad whose region yields a constant defined just
// before it: the constant moves with the pad (as MLIR's backward slice of a region), so the
// output verifies and computes the input's results. Found by the differential fuzz harness
// (jopt-decompose-concat, seed 6350491084646); fails before the fix with "operand #0 does not
// dominate this use".
// CHECK: heap after:

func.func @f(%a0: tensor<4x8xf32>, %a1: tensor<4x8xf32>, %a2: tensor<8x4xf32>, %s: f32) -> (tensor<4x8xf32>, tensor<1x8xf32>, tensor<1xf32>, tensor<4x3xf32>, tensor<8x8xf32>) {
  %v2 = tensor.empty() : tensor<4x8xf32>
  %v1 = linalg.fill ins(%s : f32) outs(%v2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %v0 = linalg.sub ins(%a0, %a0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%v1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %v4 = arith.constant dense<2.5> : tensor<1x8xf32>
  %v6 = tensor.empty() : tensor<1xf32>
  %v5 = linalg.fill ins(%s : f32) outs(%v6 : tensor<1xf32>) -> tensor<1xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v4 : tensor<1x8xf32>) outs(%v5 : tensor<1xf32>) {
  ^bb0(%in7: f32, %acc7: f32):
    %y7 = arith.addf %in7, %acc7 : f32
    linalg.yield %y7 : f32
  } -> tensor<1xf32>
  %v9 = tensor.empty() : tensor<4x8xf32>
  %v8 = linalg.fill ins(%s : f32) outs(%v9 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a1, %a1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%v8 : tensor<4x8xf32>) {
  ^bb0(%in10_0: f32, %in10_1: f32, %out10: f32):
    %y10 = arith.subf %in10_0, %in10_1 : f32
    %z10 = arith.mulf %y10, %s : f32
    linalg.yield %z10 : f32
  } -> tensor<4x8xf32>
  %v10 = tensor.collapse_shape %v7 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %v13 = tensor.empty() : tensor<32xf32>
  %v12 = linalg.fill ins(%s : f32) outs(%v13 : tensor<32xf32>) -> tensor<32xf32>
  %v11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v10, %v10 : tensor<32xf32>, tensor<32xf32>) outs(%v12 : tensor<32xf32>) {
  ^bb0(%in14_0: f32, %in14_1: f32, %out14: f32):
    %y14 = arith.maximumf %in14_0, %in14_1 : f32
    %z14 = arith.mulf %y14, %s : f32
    linalg.yield %z14 : f32
  } -> tensor<32xf32>
  %v14 = tensor.expand_shape %v11 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %v15 = tensor.empty() : tensor<4x8xf32>
  %v17 = tensor.empty() : tensor<4x8xf32>
  %v16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v15, %v14 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%v17 : tensor<4x8xf32>) {
  ^bb0(%in18_0: f32, %in18_1: f32, %out18: f32):
    %y18 = math.tanh %in18_1 : f32
    linalg.yield %y18 : f32
  } -> tensor<4x8xf32>
  %v20 = tensor.empty() : tensor<4x8xf32>
  %v19 = linalg.fill ins(%s : f32) outs(%v20 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %v18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4, %v7 : tensor<1x8xf32>, tensor<4x8xf32>) outs(%v19 : tensor<4x8xf32>) {
  ^bb0(%in21_0: f32, %in21_1: f32, %out21: f32):
    %y21 = arith.addf %in21_0, %in21_1 : f32
    linalg.yield %y21 : f32
  } -> tensor<4x8xf32>
  %v22 = tensor.empty() : tensor<4x8xf32>
  %v24 = tensor.empty() : tensor<4x8xf32>
  %v23 = linalg.fill ins(%s : f32) outs(%v24 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %v21:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v14 : tensor<4x8xf32>) outs(%v22, %v23 : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%a25: f32, %b25: f32, %c25: f32):
    %y25 = arith.addf %a25, %a25 : f32
    %z25 = arith.mulf %y25, %s : f32
    linalg.yield %y25, %z25 : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  %v25 = arith.constant 1.0 : f32
  %v26 = tensor.pad %v18 low[0, 0] high[0, 1] {
  ^bb0(%p27: index, %q27: index):
    tensor.yield %v25 : f32
  } : tensor<4x8xf32> to tensor<4x9xf32>
  %v27 = tensor.empty() : tensor<2xf32>
  %v29 = tensor.empty() : tensor<4x3xf32>
  %v28 = linalg.fill ins(%s : f32) outs(%v29 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %v30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 * 3 + d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v26, %v27 : tensor<4x9xf32>, tensor<2xf32>) outs(%v28 : tensor<4x3xf32>) {
  ^bb0(%in31: f32, %w31: f32, %acc31: f32):
    %y31 = arith.maximumf %in31, %acc31 : f32
    linalg.yield %y31 : f32
  } -> tensor<4x3xf32>
  %v31 = tensor.extract_slice %v26[0, 1] [4, 8] [1, 1] : tensor<4x9xf32> to tensor<4x8xf32>
  %v32 = arith.constant dense_resource<__elided__> : tensor<4x8xf32>
  %v34 = tensor.empty() : tensor<4x8xf32>
  %v33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v14, %v32 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%v34 : tensor<4x8xf32>) {
  ^bb0(%in35_0: f32, %in35_1: f32, %out35: f32):
    %y35 = math.floor %in35_0 : f32
    linalg.yield %y35 : f32
  } -> tensor<4x8xf32>
  %v35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v31 : tensor<4x8xf32>) outs(%v33 : tensor<4x8xf32>) {
  ^bb0(%in37_0: f32, %out37: f32):
    %y37 = math.absf %in37_0 : f32
    linalg.yield %y37 : f32
  } -> tensor<4x8xf32>
  %v37 = tensor.concat dim(0) %v35, %v21#1 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %v38 = tensor.extract_slice %v37[2, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  return %v38, %v4, %v3, %v30, %v37 : tensor<4x8xf32>, tensor<1x8xf32>, tensor<1xf32>, tensor<4x3xf32>, tensor<8x8xf32>
}
func.func @main(%i: index, %j: index, %c: i1) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %s = arith.constant 1.5 : f32
  %m0 = tensor.generate {
  ^bb0(%x: index, %y: index):
    %xy = arith.muli %x, %y : index
    %q = arith.index_cast %xy : index to i32
    %f = arith.sitofp %q : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x8xf32>
  %m1 = arith.constant dense<2.0> : tensor<4x8xf32>
  %m2 = tensor.generate {
  ^bb0(%x: index, %y: index):
    %xy = arith.addi %x, %y : index
    %q = arith.index_cast %xy : index to i32
    %f = arith.sitofp %q : i32 to f32
    tensor.yield %f : f32
  } : tensor<8x4xf32>
  %r:5 = func.call @f(%m0, %m1, %m2, %s) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xf32>, f32) -> (tensor<4x8xf32>, tensor<1x8xf32>, tensor<1xf32>, tensor<4x3xf32>, tensor<8x8xf32>)
  %c0 = arith.constant 0 : index
  %l0_0 = arith.constant 3 : index
  %l0_1 = arith.constant 7 : index
  %e0a = tensor.extract %r#0[%c0, %c0] : tensor<4x8xf32>
  %e0b = tensor.extract %r#0[%l0_0, %l0_1] : tensor<4x8xf32>
  %l1_0 = arith.constant 0 : index
  %l1_1 = arith.constant 7 : index
  %e1a = tensor.extract %r#1[%c0, %c0] : tensor<1x8xf32>
  %e1b = tensor.extract %r#1[%l1_0, %l1_1] : tensor<1x8xf32>
  %l2_0 = arith.constant 0 : index
  %e2a = tensor.extract %r#2[%c0] : tensor<1xf32>
  %e2b = tensor.extract %r#2[%l2_0] : tensor<1xf32>
  %l3_0 = arith.constant 3 : index
  %l3_1 = arith.constant 2 : index
  %e3a = tensor.extract %r#3[%c0, %c0] : tensor<4x3xf32>
  %e3b = tensor.extract %r#3[%l3_0, %l3_1] : tensor<4x3xf32>
  %l4_0 = arith.constant 7 : index
  %l4_1 = arith.constant 7 : index
  %e4a = tensor.extract %r#4[%c0, %c0] : tensor<8x8xf32>
  %e4b = tensor.extract %r#4[%l4_0, %l4_1] : tensor<8x8xf32>
  return %e0a, %e0b, %e1a, %e1b, %e2a, %e2b, %e3a, %e3b, %e4a, %e4b : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
