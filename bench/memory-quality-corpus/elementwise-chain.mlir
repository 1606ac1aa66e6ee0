// A chain of eight elementwise ops on 1024 floats (a normalization and activation tail:
// scale, shift, square, mean-free, clamp, GELU-like cubic, residual add, scale), each into a
// fresh buffer used only by the next op and the residual. Returns the sum.
// ARGS: 3
#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>
func.func @main(%seed: i32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %sf = arith.sitofp %seed : i32 to f32
  %x = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%x : memref<1024xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c37 = arith.constant 37 : index
    %m = arith.remui %i, %c37 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c = arith.constant 0.05 : f32
    %a = arith.mulf %mf, %c : f32
    %v = arith.subf %a, %sf : f32
    linalg.yield %v : f32
  }
  %a = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<1024xf32>) outs(%a : memref<1024xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c = arith.constant 1.5 : f32
    %v = arith.mulf %in, %c : f32
    linalg.yield %v : f32
  }
  %b = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<1024xf32>) outs(%b : memref<1024xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c = arith.constant 0.25 : f32
    %v = arith.addf %in, %c : f32
    linalg.yield %v : f32
  }
  %mean = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%mean : memref<f32>)
  linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%b : memref<1024xf32>) outs(%mean : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %c = arith.constant 0.0009765625 : f32
    %v = arith.mulf %in, %c : f32
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  %c = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel"]} ins(%b, %mean : memref<1024xf32>, memref<f32>) outs(%c : memref<1024xf32>) {
  ^bb0(%in: f32, %m: f32, %o: f32):
    %v = arith.subf %in, %m : f32
    linalg.yield %v : f32
  }
  %d = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%c : memref<1024xf32>) outs(%d : memref<1024xf32>) {
  ^bb0(%in: f32, %o: f32):
    %lo = arith.constant -2.0 : f32
    %hi = arith.constant 2.0 : f32
    %v = arith.maximumf %in, %lo : f32
    %w = arith.minimumf %v, %hi : f32
    linalg.yield %w : f32
  }
  %e = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%d : memref<1024xf32>) outs(%e : memref<1024xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.constant 0.044715 : f32
    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %x2 = arith.mulf %in, %in : f32
    %x3 = arith.mulf %x2, %in : f32
    %t = arith.mulf %x3, %k : f32
    %u = arith.addf %in, %t : f32
    %cl = arith.minimumf %u, %one : f32
    %g = arith.addf %cl, %one : f32
    %p = arith.mulf %in, %g : f32
    %v = arith.mulf %p, %h : f32
    linalg.yield %v : f32
  }
  %f = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%e, %x : memref<1024xf32>, memref<1024xf32>) outs(%f : memref<1024xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %v = arith.addf %p, %q : f32
    linalg.yield %v : f32
  }
  %g = memref.alloc() : memref<1024xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%f : memref<1024xf32>) outs(%g : memref<1024xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c2 = arith.constant 0.5 : f32
    %v = arith.mulf %in, %c2 : f32
    linalg.yield %v : f32
  }
  %sum = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<f32>)
  linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%g : memref<1024xf32>) outs(%sum : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  %r = memref.load %sum[] : memref<f32>
  return %r : f32
}
