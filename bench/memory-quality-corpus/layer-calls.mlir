// A three-layer encoder whose layers are functions returning fresh buffers, as bufferizing a
// module with function boundaries leaves them: @dense allocates its output (dynamic batch,
// width 16) and a bias scratch buffer; @norm allocates a row-statistics buffer and its output.
// @main runs dense, norm, dense, norm, dense on a batch of %b rows built in place.
// Returns the sum of the final activations.
// ARGS: 6
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
#cols = affine_map<(d0, d1) -> (d1)>
func.func private @dense(%x: memref<?x16xf32>, %seed: index) -> memref<?x16xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %b = memref.dim %x, %c0 : memref<?x16xf32>
  %w = memref.alloc() : memref<16x16xf32>
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%w : memref<16x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.muli %i, %seed : index
    %q = arith.addi %p, %j : index
    %c7 = arith.constant 7 : index
    %m = arith.remui %q, %c7 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %c = arith.constant 0.05 : f32
    %v = arith.mulf %f, %c : f32
    %off = arith.constant 0.15 : f32
    %r = arith.subf %v, %off : f32
    linalg.yield %r : f32
  }
  %bias = memref.alloc() : memref<16xf32>
  %bv = arith.constant 0.01 : f32
  linalg.fill ins(%bv : f32) outs(%bias : memref<16xf32>)
  %y = memref.alloc(%b) : memref<?x16xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<?x16xf32>)
  linalg.matmul ins(%x, %w : memref<?x16xf32>, memref<16x16xf32>) outs(%y : memref<?x16xf32>)
  %z = memref.alloc(%b) : memref<?x16xf32>
  linalg.generic {indexing_maps = [#id2, #cols, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%y, %bias : memref<?x16xf32>, memref<16xf32>) outs(%z : memref<?x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  return %z : memref<?x16xf32>
}

func.func private @norm(%x: memref<?x16xf32>) -> memref<?x16xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %b = memref.dim %x, %c0 : memref<?x16xf32>
  %mean = memref.alloc(%b) : memref<?xf32>
  linalg.fill ins(%zero : f32) outs(%mean : memref<?xf32>)
  linalg.generic {indexing_maps = [#id2, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x16xf32>) outs(%mean : memref<?xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %k = arith.constant 0.0625 : f32
    %v = arith.mulf %a, %k : f32
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  %y = memref.alloc(%b) : memref<?x16xf32>
  linalg.generic {indexing_maps = [#id2, #rows, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : memref<?x16xf32>, memref<?xf32>) outs(%y : memref<?x16xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  }
  return %y : memref<?x16xf32>
}

func.func @main(%b: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f32
  %x = memref.alloc(%b) : memref<?x16xf32>
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%x : memref<?x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.addi %i, %j : index
    %c4 = arith.constant 4 : index
    %m = arith.remui %p, %c4 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    linalg.yield %f : f32
  }
  %h1 = func.call @dense(%x, %c1) : (memref<?x16xf32>, index) -> memref<?x16xf32>
  %n1 = func.call @norm(%h1) : (memref<?x16xf32>) -> memref<?x16xf32>
  %h2 = func.call @dense(%n1, %c3) : (memref<?x16xf32>, index) -> memref<?x16xf32>
  %n2 = func.call @norm(%h2) : (memref<?x16xf32>) -> memref<?x16xf32>
  %h3 = func.call @dense(%n2, %c5) : (memref<?x16xf32>, index) -> memref<?x16xf32>
  %acc = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<f32>)
  linalg.generic {indexing_maps = [#id2, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%h3 : memref<?x16xf32>) outs(%acc : memref<f32>) {
  ^bb0(%a: f32, %s: f32):
    %t = arith.addf %a, %s : f32
    linalg.yield %t : f32
  }
  %r = memref.load %acc[] : memref<f32>
  return %r : f32
}
