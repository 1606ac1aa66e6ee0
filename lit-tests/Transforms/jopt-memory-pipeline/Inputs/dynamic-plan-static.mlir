// The functions of ../dynamic-plan.mlir with their dynamic sizes fixed (batch 1, 5, 16 for @mlp;
// sequence 16, 37, 128 for @attention; batch 1, 4, 11 for @stem): the static plans the dynamic
// plan is compared with. Not a test of its own (lit skips Inputs/).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#q = affine_map<(d0, d1, d2) -> (d0, d2)>
#k = affine_map<(d0, d1, d2) -> (d1, d2)>
#s = affine_map<(d0, d1, d2) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c4 = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @mlp_1(%x: tensor<1x64xf32>, %w1: tensor<64x256xf32>, %b1: tensor<256xf32>, %w2: tensor<256x64xf32>) -> tensor<1x64xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<1x64xf32>
  %e1 = tensor.empty() : tensor<1x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x256xf32>) -> tensor<1x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<1x64xf32>, tensor<64x256xf32>) outs(%f1 : tensor<1x256xf32>) -> tensor<1x256xf32>
  %e2 = tensor.empty() : tensor<1x256xf32>
  %b = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<1x256xf32>, tensor<256xf32>) outs(%e2 : tensor<1x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x256xf32>
  %e3 = tensor.empty() : tensor<1x64xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x64xf32>) -> tensor<1x64xf32>
  %y = linalg.matmul ins(%b, %w2 : tensor<1x256xf32>, tensor<256x64xf32>) outs(%f3 : tensor<1x64xf32>) -> tensor<1x64xf32>
  %e4 = tensor.empty() : tensor<1x64xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %x : tensor<1x64xf32>, tensor<1x64xf32>) outs(%e4 : tensor<1x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x64xf32>
  return %z : tensor<1x64xf32>
}

func.func @mlp_5(%x: tensor<5x64xf32>, %w1: tensor<64x256xf32>, %b1: tensor<256xf32>, %w2: tensor<256x64xf32>) -> tensor<5x64xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<5x64xf32>
  %e1 = tensor.empty() : tensor<5x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<5x256xf32>) -> tensor<5x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<5x64xf32>, tensor<64x256xf32>) outs(%f1 : tensor<5x256xf32>) -> tensor<5x256xf32>
  %e2 = tensor.empty() : tensor<5x256xf32>
  %b = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<5x256xf32>, tensor<256xf32>) outs(%e2 : tensor<5x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<5x256xf32>
  %e3 = tensor.empty() : tensor<5x64xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<5x64xf32>) -> tensor<5x64xf32>
  %y = linalg.matmul ins(%b, %w2 : tensor<5x256xf32>, tensor<256x64xf32>) outs(%f3 : tensor<5x64xf32>) -> tensor<5x64xf32>
  %e4 = tensor.empty() : tensor<5x64xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %x : tensor<5x64xf32>, tensor<5x64xf32>) outs(%e4 : tensor<5x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<5x64xf32>
  return %z : tensor<5x64xf32>
}

func.func @mlp_16(%x: tensor<16x64xf32>, %w1: tensor<64x256xf32>, %b1: tensor<256xf32>, %w2: tensor<256x64xf32>) -> tensor<16x64xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<16x64xf32>
  %e1 = tensor.empty() : tensor<16x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x64xf32>, tensor<64x256xf32>) outs(%f1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %e2 = tensor.empty() : tensor<16x256xf32>
  %b = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<16x256xf32>, tensor<256xf32>) outs(%e2 : tensor<16x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x256xf32>
  %e3 = tensor.empty() : tensor<16x64xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %y = linalg.matmul ins(%b, %w2 : tensor<16x256xf32>, tensor<256x64xf32>) outs(%f3 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %e4 = tensor.empty() : tensor<16x64xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %x : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e4 : tensor<16x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  return %z : tensor<16x64xf32>
}

func.func @attention_16(%q: tensor<16x32xf32>, %k: tensor<16x32xf32>, %v: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %q, %c0 : tensor<16x32xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : tensor<16x32xf32>, tensor<16x32xf32>) outs(%f : tensor<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<16x16xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %e3 = tensor.empty() : tensor<16x32xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %o = linalg.matmul ins(%x, %v : tensor<16x16xf32>, tensor<16x32xf32>) outs(%f3 : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %o : tensor<16x32xf32>
}

func.func @attention_37(%q: tensor<37x32xf32>, %k: tensor<37x32xf32>, %v: tensor<37x32xf32>) -> tensor<37x32xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %q, %c0 : tensor<37x32xf32>
  %e = tensor.empty() : tensor<37x37xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<37x37xf32>) -> tensor<37x37xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : tensor<37x32xf32>, tensor<37x32xf32>) outs(%f : tensor<37x37xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<37x37xf32>
  %e2 = tensor.empty() : tensor<37x37xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<37x37xf32>) outs(%e2 : tensor<37x37xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<37x37xf32>
  %e3 = tensor.empty() : tensor<37x32xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<37x32xf32>) -> tensor<37x32xf32>
  %o = linalg.matmul ins(%x, %v : tensor<37x37xf32>, tensor<37x32xf32>) outs(%f3 : tensor<37x32xf32>) -> tensor<37x32xf32>
  return %o : tensor<37x32xf32>
}

func.func @attention_128(%q: tensor<128x32xf32>, %k: tensor<128x32xf32>, %v: tensor<128x32xf32>) -> tensor<128x32xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %q, %c0 : tensor<128x32xf32>
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : tensor<128x32xf32>, tensor<128x32xf32>) outs(%f : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<128x128xf32>
  %e2 = tensor.empty() : tensor<128x128xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<128x128xf32>) outs(%e2 : tensor<128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<128x128xf32>
  %e3 = tensor.empty() : tensor<128x32xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<128x32xf32>) -> tensor<128x32xf32>
  %o = linalg.matmul ins(%x, %v : tensor<128x128xf32>, tensor<128x32xf32>) outs(%f3 : tensor<128x32xf32>) -> tensor<128x32xf32>
  return %o : tensor<128x32xf32>
}

func.func @stem_1(%x: tensor<1x3x32x32xf32>, %w: tensor<16x3x3x3xf32>, %bias: tensor<16xf32>) -> tensor<1x16x15x15xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.4e38 : f32
  %n = tensor.dim %x, %c0 : tensor<1x3x32x32xf32>
  %e = tensor.empty() : tensor<1x16x30x30xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x30x30xf32>) -> tensor<1x16x30x30xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) outs(%f : tensor<1x16x30x30xf32>) -> tensor<1x16x30x30xf32>
  %e2 = tensor.empty() : tensor<1x16x30x30xf32>
  %r = linalg.generic {indexing_maps = [#id4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<1x16x30x30xf32>, tensor<16xf32>) outs(%e2 : tensor<1x16x30x30xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x16x30x30xf32>
  %e3 = tensor.empty() : tensor<1x16x15x15xf32>
  %f3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<1x16x15x15xf32>) -> tensor<1x16x15x15xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%r, %k : tensor<1x16x30x30xf32>, tensor<2x2xf32>) outs(%f3 : tensor<1x16x15x15xf32>) -> tensor<1x16x15x15xf32>
  return %p : tensor<1x16x15x15xf32>
}

func.func @stem_4(%x: tensor<4x3x32x32xf32>, %w: tensor<16x3x3x3xf32>, %bias: tensor<16xf32>) -> tensor<4x16x15x15xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.4e38 : f32
  %n = tensor.dim %x, %c0 : tensor<4x3x32x32xf32>
  %e = tensor.empty() : tensor<4x16x30x30xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x30x30xf32>) -> tensor<4x16x30x30xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<4x3x32x32xf32>, tensor<16x3x3x3xf32>) outs(%f : tensor<4x16x30x30xf32>) -> tensor<4x16x30x30xf32>
  %e2 = tensor.empty() : tensor<4x16x30x30xf32>
  %r = linalg.generic {indexing_maps = [#id4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<4x16x30x30xf32>, tensor<16xf32>) outs(%e2 : tensor<4x16x30x30xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x16x30x30xf32>
  %e3 = tensor.empty() : tensor<4x16x15x15xf32>
  %f3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<4x16x15x15xf32>) -> tensor<4x16x15x15xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%r, %k : tensor<4x16x30x30xf32>, tensor<2x2xf32>) outs(%f3 : tensor<4x16x15x15xf32>) -> tensor<4x16x15x15xf32>
  return %p : tensor<4x16x15x15xf32>
}

func.func @stem_11(%x: tensor<11x3x32x32xf32>, %w: tensor<16x3x3x3xf32>, %bias: tensor<16xf32>) -> tensor<11x16x15x15xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.4e38 : f32
  %n = tensor.dim %x, %c0 : tensor<11x3x32x32xf32>
  %e = tensor.empty() : tensor<11x16x30x30xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<11x16x30x30xf32>) -> tensor<11x16x30x30xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<11x3x32x32xf32>, tensor<16x3x3x3xf32>) outs(%f : tensor<11x16x30x30xf32>) -> tensor<11x16x30x30xf32>
  %e2 = tensor.empty() : tensor<11x16x30x30xf32>
  %r = linalg.generic {indexing_maps = [#id4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<11x16x30x30xf32>, tensor<16xf32>) outs(%e2 : tensor<11x16x30x30xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<11x16x30x30xf32>
  %e3 = tensor.empty() : tensor<11x16x15x15xf32>
  %f3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<11x16x15x15xf32>) -> tensor<11x16x15x15xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%r, %k : tensor<11x16x30x30xf32>, tensor<2x2xf32>) outs(%f3 : tensor<11x16x15x15xf32>) -> tensor<11x16x15x15xf32>
  return %p : tensor<11x16x15x15xf32>
}
