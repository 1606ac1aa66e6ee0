// A PyTorch-style MLP at tensor level, as torch-mlir exports nn.Sequential(Linear(1024, 1024),
// ReLU) x 3 on a batch of 256 (the shape of tpp-mlir's mlp-fp32-3x1024 benchmark): per layer the
// weight is transposed (x W^T), multiplied into a zero-filled accumulator, the bias is broadcast
// and added, then ReLU. Weights and biases are splat constants. bench/mlp/run.sh runs it through
// one-shot-bufferize and jopt's deallocation pipeline into jopt-run.
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (j)>
func.func @forward(%x: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %w0 = arith.constant dense<0.01> : tensor<1024x1024xf32>
  %b0 = arith.constant dense<0.5> : tensor<1024xf32>
  %w1 = arith.constant dense<0.02> : tensor<1024x1024xf32>
  %b1 = arith.constant dense<-0.25> : tensor<1024xf32>
  %w2 = arith.constant dense<0.005> : tensor<1024x1024xf32>
  %b2 = arith.constant dense<0.125> : tensor<1024xf32>
  // Layer 0: relu(%x W0^T + b0).
  %wt0_init = tensor.empty() : tensor<1024x1024xf32>
  %wt0 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w0 : tensor<1024x1024xf32>) outs(%wt0_init : tensor<1024x1024xf32>) {
  ^bb0(%w: f32, %o: f32):
    linalg.yield %w : f32
  } -> tensor<1024x1024xf32>
  %acc0_init = tensor.empty() : tensor<256x1024xf32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%acc0_init : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %mm0 = linalg.matmul ins(%x, %wt0 : tensor<256x1024xf32>, tensor<1024x1024xf32>)
      outs(%acc0 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %biased0 = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b0, %mm0 : tensor<1024xf32>, tensor<256x1024xf32>) outs(%acc0_init : tensor<256x1024xf32>) {
  ^bb0(%b: f32, %v: f32, %o: f32):
    %s = arith.addf %b, %v : f32
    linalg.yield %s : f32
  } -> tensor<256x1024xf32>
  %relu0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased0 : tensor<256x1024xf32>) outs(%acc0_init : tensor<256x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  // Layer 1: relu(%relu0 W1^T + b1).
  %wt1_init = tensor.empty() : tensor<1024x1024xf32>
  %wt1 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1 : tensor<1024x1024xf32>) outs(%wt1_init : tensor<1024x1024xf32>) {
  ^bb0(%w: f32, %o: f32):
    linalg.yield %w : f32
  } -> tensor<1024x1024xf32>
  %acc1_init = tensor.empty() : tensor<256x1024xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%acc1_init : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %mm1 = linalg.matmul ins(%relu0, %wt1 : tensor<256x1024xf32>, tensor<1024x1024xf32>)
      outs(%acc1 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %biased1 = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b1, %mm1 : tensor<1024xf32>, tensor<256x1024xf32>) outs(%acc1_init : tensor<256x1024xf32>) {
  ^bb0(%b: f32, %v: f32, %o: f32):
    %s = arith.addf %b, %v : f32
    linalg.yield %s : f32
  } -> tensor<256x1024xf32>
  %relu1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased1 : tensor<256x1024xf32>) outs(%acc1_init : tensor<256x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  // Layer 2: relu(%relu1 W2^T + b2).
  %wt2_init = tensor.empty() : tensor<1024x1024xf32>
  %wt2 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2 : tensor<1024x1024xf32>) outs(%wt2_init : tensor<1024x1024xf32>) {
  ^bb0(%w: f32, %o: f32):
    linalg.yield %w : f32
  } -> tensor<1024x1024xf32>
  %acc2_init = tensor.empty() : tensor<256x1024xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%acc2_init : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %mm2 = linalg.matmul ins(%relu1, %wt2 : tensor<256x1024xf32>, tensor<1024x1024xf32>)
      outs(%acc2 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %biased2 = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b2, %mm2 : tensor<1024xf32>, tensor<256x1024xf32>) outs(%acc2_init : tensor<256x1024xf32>) {
  ^bb0(%b: f32, %v: f32, %o: f32):
    %s = arith.addf %b, %v : f32
    linalg.yield %s : f32
  } -> tensor<256x1024xf32>
  %relu2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased2 : tensor<256x1024xf32>) outs(%acc2_init : tensor<256x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  return %relu2 : tensor<256x1024xf32>
}
