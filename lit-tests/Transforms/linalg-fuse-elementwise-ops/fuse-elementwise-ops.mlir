// RUN: jopt %s --linalg-fuse-elementwise-ops | FileCheck %s
// RUN: jopt-run %s -e @chain --args=iota,random,0.5 | FileCheck %s --check-prefix=CHAIN
// RUN: jopt %s --linalg-fuse-elementwise-ops | jopt-run - -e @chain --args=iota,random,0.5 | FileCheck %s --check-prefix=CHAIN
// RUN: jopt-run %s -e @bias_broadcast --args=random,iota | FileCheck %s --check-prefix=BIAS
// RUN: jopt %s --linalg-fuse-elementwise-ops | jopt-run - -e @bias_broadcast --args=random,iota | FileCheck %s --check-prefix=BIAS
// RUN: jopt-run %s -e @transpose_constant --args=iota | FileCheck %s --check-prefix=CST
// RUN: jopt %s --linalg-fuse-elementwise-ops | jopt-run - -e @transpose_constant --args=iota | FileCheck %s --check-prefix=CST
// RUN: jopt-run %s -e @fill_and_reshape --args=iota | FileCheck %s --check-prefix=FILL
// RUN: jopt %s --linalg-fuse-elementwise-ops | jopt-run - -e @fill_and_reshape --args=iota | FileCheck %s --check-prefix=FILL

// linalg-fuse-elementwise-ops as mlir-opt-22 prints it: a chain fused into one generic, a
// broadcast producer fused into its consumer, a transpose of a constant folded to a constant
// (any linalg op, as upstream's FoldConstantTranspose on LinalgOp), a fill folded into the body
// and a reshape propagated by expansion; each function computes the same before and after.

func.func @chain(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %s: f32) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.mulf %p, %s : f32
    %t = math.exp %r : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %b : tensor<4x8xf32>
}

func.func @bias_broadcast(%x: tensor<4x8xf32>, %bias: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %s, %z : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @transpose_constant(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%c : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %t : tensor<3x2xf32>, tensor<3x2xf32>) outs(%e : tensor<3x2xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.mulf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @fill_and_reshape(%x: tensor<32xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = tensor.expand_shape %x [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.subf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %3 = arith.mulf %2, %arg2 : f32
// CHECK-NEXT: %4 = math.exp %3 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bias_broadcast(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %3 = arith.maximumf %2, %cst : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_constant(
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00{{\]\]}}> : tensor<3x2xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cst : tensor<3x2xf32>, tensor<3x2xf32>) outs(%0 : tensor<3x2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<3x2xf32>
// CHECK-NEXT: return %1 : tensor<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_and_reshape(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.subf %in, %cst : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }

// CHAIN: result #0: memref<4x8xf32> {{\[\[}}1.0688268, 2.108089, 4.3535986, 4.239135, 6.988491, 15.84564, 29.293003, 33.888214], [44.058075, 120.78315, 134.84721, 271.89627, 385.65298, 685.4523, 1028.6119, 1295.9965], [3447.2573, 6736.8687, 9717.703, 19620.398, 14270.6455, 23894.754, 59627.977, 67718.11], [131519.58, 170740.67, 449333.25, 903264.6, 762035.1, 3261662.0, 3605070.0, 5877226.5{{\]\]}}

// BIAS: result #0: memref<4x8xf32> {{\[\[}}0.7666216, 0.863056, 1.0528675, 3.9417639, 3.2126935, 4.6546516, 5.347736, 7.543093], [0.0, 1.9040613, 1.792936, 3.522069, 4.047901, 5.110335, 6.416445, 7.0369644], [0.0, 1.5297574, 1.4093907, 3.6883101, 4.7109795, 5.3204207, 6.859068, 6.6584907], [0.7303469, 1.1513218, 1.8259333, 2.5064275, 4.272968, 5.861881, 6.886027, 6.433509{{\]\]}}

// CST: result #0: memref<3x2xf32> {{\[\[}}0.0, 4.0], [4.0, 15.0], [12.0, 30.0{{\]\]}}

// FILL: result #0: memref<4x8xf32> {{\[\[}}-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0], [14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0], [22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0{{\]\]}}
