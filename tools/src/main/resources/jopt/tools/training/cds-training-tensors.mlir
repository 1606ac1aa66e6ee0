// Training input of the start-up archive: a small model in the shape torch-mlir emits (linalg on
// tensors), for --one-shot-bufferize and the deallocation pipelines.
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
module {
  func.func @scale(%x: tensor<1x4xf32>, %s: f32) -> tensor<1x4xf32> {
    %e = tensor.empty() : tensor<1x4xf32>
    %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %s : f32
      linalg.yield %m : f32
    } -> tensor<1x4xf32>
    return %r : tensor<1x4xf32>
  }
  func.func @forward(%img: tensor<1x3x8x8xf32>, %n: index) -> tensor<1x4xf32> {
    %zero = arith.constant 0.0 : f32
    %w = arith.constant dense<0.5> : tensor<4x3x3x3xf32>
    %b = arith.constant dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>
    %fc = arith.constant dense<0.25> : tensor<16x4xf32>
    %padded = tensor.pad %img low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
    } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
    %e0 = tensor.empty() : tensor<1x4x8x8xf32>
    %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
        ins(%padded, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>)
        outs(%f0 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %relu = linalg.generic {indexing_maps = [#id4, #bias, #id4],
        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%conv, %b : tensor<1x4x8x8xf32>, tensor<4xf32>) outs(%e0 : tensor<1x4x8x8xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %s = arith.addf %a, %c : f32
      %m = arith.maximumf %s, %zero : f32
      linalg.yield %m : f32
    } -> tensor<1x4x8x8xf32>
    %slice = tensor.extract_slice %relu[0, 0, 0, 0] [1, 4, 2, 2] [1, 1, 4, 4]
        : tensor<1x4x8x8xf32> to tensor<1x4x2x2xf32>
    %flat = tensor.collapse_shape %slice [[0], [1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<1x16xf32>
    %e1 = tensor.empty() : tensor<1x4xf32>
    %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %mm = linalg.matmul ins(%flat, %fc : tensor<1x16xf32>, tensor<16x4xf32>)
        outs(%f1 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %loop = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %mm) -> (tensor<1x4xf32>) {
      %next = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
          outs(%acc : tensor<1x4xf32>) {
      ^bb0(%o: f32):
        %m = arith.addf %o, %o : f32
        linalg.yield %m : f32
      } -> tensor<1x4xf32>
      scf.yield %next : tensor<1x4xf32>
    }
    %half = arith.constant 0.5 : f32
    %scaled = func.call @scale(%loop, %half) : (tensor<1x4xf32>, f32) -> tensor<1x4xf32>
    %cond = arith.cmpi sgt, %n, %c1 : index
    %out = scf.if %cond -> (tensor<1x4xf32>) {
      %t = tensor.insert %zero into %scaled[%c0, %c0] : tensor<1x4xf32>
      scf.yield %t : tensor<1x4xf32>
    } else {
      scf.yield %scaled : tensor<1x4xf32>
    }
    return %out : tensor<1x4xf32>
  }
}
