// An iterative solver step as a scf.while loop: the state buffer is carried by the loop, a
// residual buffer is allocated each iteration and a fresh state computed from both; the loop
// runs until the residual norm falls below a tolerance or 50 iterations. The before-region
// computes the norm into a fresh scalar buffer. Returns the iteration count and the norm.
// ARGS: 128
#id = affine_map<(d0) -> (d0)>
func.func @main(%size: index) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c50 = arith.constant 50 : index
  %zero = arith.constant 0.0 : f32
  %tol = arith.constant 1.0e-3 : f32
  %x0 = memref.alloc(%size) : memref<?xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%x0 : memref<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c9 = arith.constant 9 : index
    %m = arith.remui %i, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    linalg.yield %f : f32
  }
  %res:3 = scf.while (%x = %x0, %it = %c0, %nrm0 = %zero) : (memref<?xf32>, index, f32) -> (memref<?xf32>, index, f32) {
    %acc = memref.alloc() : memref<f32>
    linalg.fill ins(%zero : f32) outs(%acc : memref<f32>)
    linalg.generic {indexing_maps = [#id, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%x : memref<?xf32>) outs(%acc : memref<f32>) {
    ^bb0(%in: f32, %a: f32):
      %sq = arith.mulf %in, %in : f32
      %s = arith.addf %a, %sq : f32
      linalg.yield %s : f32
    }
    %nrm = memref.load %acc[] : memref<f32>
    %big = arith.cmpf ogt, %nrm, %tol : f32
    %more = arith.cmpi ult, %it, %c50 : index
    %go = arith.andi %big, %more : i1
    scf.condition(%go) %x, %it, %nrm : memref<?xf32>, index, f32
  } do {
  ^bb0(%x: memref<?xf32>, %it: index, %nrm: f32):
    %n = memref.dim %x, %c0 : memref<?xf32>
    %r = memref.alloc(%n) : memref<?xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%r : memref<?xf32>) {
    ^bb0(%in: f32, %o: f32):
      %k = arith.constant 0.3 : f32
      %v = arith.mulf %in, %k : f32
      linalg.yield %v : f32
    }
    %y = memref.alloc(%n) : memref<?xf32>
    linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %r : memref<?xf32>, memref<?xf32>) outs(%y : memref<?xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %v = arith.subf %a, %b : f32
      %h = arith.constant 0.5 : f32
      %w = arith.mulf %v, %h : f32
      linalg.yield %w : f32
    }
    %it1 = arith.addi %it, %c1 : index
    scf.yield %y, %it1, %nrm : memref<?xf32>, index, f32
  }
  return %res#1, %res#2 : index, f32
}
