// A residual MLP block applied %steps times to a batch of 8 rows of width 32 (hidden width 64),
// as One-Shot Bufferize leaves it: weights and biases in the entry block, every layer output a
// fresh buffer, the activations carried by the loop. Returns the sum of the final activations.
// ARGS: 4
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#red = affine_map<(d0, d1) -> ()>
func.func @main(%steps: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %x0 = memref.alloc() : memref<8x32xf32>
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%x0 : memref<8x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    %c = arith.constant 0.03125 : f32
    %v = arith.mulf %sf, %c : f32
    linalg.yield %v : f32
  }
  %w1 = memref.alloc() : memref<32x64xf32>
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%w1 : memref<32x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.muli %i, %j : index
    %c7 = arith.constant 7 : index
    %m = arith.remui %p, %c7 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.constant 0.01 : f32
    %off = arith.constant 0.03 : f32
    %a = arith.mulf %mf, %c : f32
    %v = arith.subf %a, %off : f32
    linalg.yield %v : f32
  }
  %w2 = memref.alloc() : memref<64x32xf32>
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%w2 : memref<64x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.addi %i, %j : index
    %c5 = arith.constant 5 : index
    %m = arith.remui %p, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.constant 0.01 : f32
    %off = arith.constant 0.02 : f32
    %a = arith.mulf %mf, %c : f32
    %v = arith.subf %a, %off : f32
    linalg.yield %v : f32
  }
  %b1 = memref.alloc() : memref<64xf32>
  %bias = arith.constant 0.01 : f32
  linalg.fill ins(%bias : f32) outs(%b1 : memref<64xf32>)
  %xN = scf.for %t = %c0 to %steps step %c1 iter_args(%x = %x0) -> (memref<8x32xf32>) {
    %h = memref.alloc() : memref<8x64xf32>
    linalg.fill ins(%zero : f32) outs(%h : memref<8x64xf32>)
    linalg.matmul ins(%x, %w1 : memref<8x32xf32>, memref<32x64xf32>) outs(%h : memref<8x64xf32>)
    %a = memref.alloc() : memref<8x64xf32>
    linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%h, %b1 : memref<8x64xf32>, memref<64xf32>) outs(%a : memref<8x64xf32>) {
    ^bb0(%in: f32, %b: f32, %o: f32):
      %s = arith.addf %in, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
    }
    %y = memref.alloc() : memref<8x32xf32>
    linalg.fill ins(%zero : f32) outs(%y : memref<8x32xf32>)
    linalg.matmul ins(%a, %w2 : memref<8x64xf32>, memref<64x32xf32>) outs(%y : memref<8x32xf32>)
    %n = memref.alloc() : memref<8x32xf32>
    linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%x, %y : memref<8x32xf32>, memref<8x32xf32>) outs(%n : memref<8x32xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    }
    scf.yield %n : memref<8x32xf32>
  }
  %sum = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<f32>)
  linalg.generic {indexing_maps = [#id2, #red], iterator_types = ["reduction", "reduction"]}
      ins(%xN : memref<8x32xf32>) outs(%sum : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  }
  %r = memref.load %sum[] : memref<f32>
  return %r : f32
}
