// A two-layer perceptron at tensor level, as a frontend (torch-mlir, onnx-mlir) emits it:
// relu(x W0 + b0) W1, with splat weights. README's first flow bufferizes, frees and runs it.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @forward(%x: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %w0 = arith.constant dense<0.5> : tensor<16x32xf32>
  %b0 = arith.constant dense<-1.0> : tensor<32xf32>
  %w1 = arith.constant dense<0.25> : tensor<32x4xf32>
  %e0 = tensor.empty() : tensor<8x32xf32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm0 = linalg.matmul ins(%x, %w0 : tensor<8x16xf32>, tensor<16x32xf32>)
      outs(%acc0 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b0, %mm0 : tensor<32xf32>, tensor<8x32xf32>) outs(%e0 : tensor<8x32xf32>) {
  ^bb0(%b: f32, %v: f32, %o: f32):
    %s = arith.addf %b, %v : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %e1 = tensor.empty() : tensor<8x4xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%h, %w1 : tensor<8x32xf32>, tensor<32x4xf32>)
      outs(%acc1 : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
