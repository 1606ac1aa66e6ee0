// A small model as torch-mlir's linalg-on-tensors output has it: a mutable seed global, constants,
// named ops and generic bodies with math.

ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
ml_program.global private @weights(dense<[[0.5, -1.0], [2.0, 0.25]]> : tensor<2x2xf32>) : tensor<2x2xf32>
func.func @forward(%x: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %seed = ml_program.global_load @global_seed : tensor<i64>
  %w = ml_program.global_load_const @weights : tensor<2x2xf32>
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x2xf32>, tensor<2x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.tanh %in : f32
    %1 = math.exp %0 : f32
    %2 = arith.maximumf %1, %cst : f32
    linalg.yield %2 : f32
  } -> tensor<4x2xf32>
  %c1 = arith.constant dense<1> : tensor<i64>
  %next = arith.addi %seed, %c1 : tensor<i64>
  ml_program.global_store @global_seed = %next : tensor<i64>
  return %r : tensor<4x2xf32>
}

// -----

ml_program.global public @counter(dense<3> : tensor<2xi32>) : tensor<2xi32>
ml_program.global private mutable @state(#ml_program.extern : tensor<4xf32>) : tensor<4xf32>
ml_program.func @load_counter() -> tensor<2xi32> {
  %0 = ml_program.global_load_const @counter : tensor<2xi32>
  ml_program.return %0 : tensor<2xi32>
}
ml_program.subgraph @graph(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = ml_program.token
  %1, %2 = ml_program.global_load_graph @state ordering(%0 -> !ml_program.token) : tensor<4xf32>
  %3 = arith.addf %1, %arg0 : tensor<4xf32>
  %4 = ml_program.global_store_graph @state = %3 ordering(%2 -> !ml_program.token) : tensor<4xf32>
  ml_program.output %3 : tensor<4xf32>
}

// -----

ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
func.func @softmax_rows(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %e = tensor.empty() : tensor<2x8xf32>
  %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %cst = arith.constant 0xFF800000 : f32
  %r = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%r : tensor<2xf32>) -> tensor<2xf32>
  %max = linalg.reduce ins(%0 : tensor<2x8xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %m = arith.maximumf %in, %init : f32
      linalg.yield %m : f32
    }
  %t = tensor.empty() : tensor<8x2xf32>
  %tr = linalg.transpose ins(%0 : tensor<2x8xf32>) outs(%t : tensor<8x2xf32>) permutation = [1, 0]
  %b = tensor.empty() : tensor<2x8xf32>
  %bc = linalg.broadcast ins(%max : tensor<2xf32>) outs(%b : tensor<2x8xf32>) dimensions = [1]
  %d = linalg.sub ins(%0, %bc : tensor<2x8xf32>, tensor<2x8xf32>) outs(%b : tensor<2x8xf32>) -> tensor<2x8xf32>
  return %d : tensor<2x8xf32>
}
