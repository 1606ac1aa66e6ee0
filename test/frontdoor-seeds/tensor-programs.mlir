// Tensor programs as importers emit them: pads, slices, reshapes, concatenation, calls.

func.func private @relu(%t: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%d) : tensor<?x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %cst : f32
    linalg.yield %m : f32
  } -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
func.func @main(%x: tensor<4x8xf32>, %y: tensor<2x8xf32>) -> (tensor<?x8xf32>, tensor<2x4x8xf32>, tensor<8x12xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %cat = tensor.concat dim(0) %x, %y : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
  %dyn = tensor.cast %cat : tensor<6x8xf32> to tensor<?x8xf32>
  %r = call @relu(%dyn) : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %s = tensor.extract_slice %cat[0, 0] [4, 8] [1, 1] : tensor<6x8xf32> to tensor<4x8xf32>
  %e = tensor.expand_shape %s [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
  %pad = tensor.pad %e low[0, 1, 0] high[0, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } : tensor<2x2x8xf32> to tensor<2x4x8xf32>
  %c = tensor.collapse_shape %pad [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
  %t = tensor.empty() : tensor<8x12xf32>
  %ins = tensor.insert_slice %c into %t[0, 2] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x12xf32>
  return %r, %pad, %ins : tensor<?x8xf32>, tensor<2x4x8xf32>, tensor<8x12xf32>
}

// -----

func.func @gather_like(%t: tensor<16xf32>, %idx: tensor<4xindex>, %shape: tensor<2xindex>) -> (tensor<4xf32>, tensor<2x2xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%idx : tensor<4xindex>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: index, %out: f32):
    %v = tensor.extract %t[%i] : tensor<16xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %r = tensor.reshape %g(%shape) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  return %g, %r : tensor<4xf32>, tensor<2x2xf32>
}
